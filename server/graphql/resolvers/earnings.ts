/**
 * A creator's earnings and payouts (creator sessions only: server/graphql/roles.ts). The
 * creator comes from the verified token, never from arguments, so every read and payout
 * is the caller's own.
 */
import type { CreatorPayoutRow, PayoutAccountRow } from '../../db/schema/payouts';
import type { Translate } from '../../i18n';
import { addPayoutAccount, deletePayoutAccount } from '../../services/earnings/accounts';
import { earningsHistory } from '../../services/earnings/history';
import type { EarningsMovementView } from '../../services/earnings/history';
import { listPayouts } from '../../services/earnings/list';
import { failureKey } from '../../services/earnings/payouts';
import { requestPayout } from '../../services/earnings/request';
import { earningsStatements } from '../../services/earnings/statements';
import { creatorEarnings } from '../../services/earnings/view';
import { MINIMUM_PAYOUT_CENTS } from '../../../domain/earnings/rules';
import { translated } from '../errors';
import type {
  EarningsMovement,
  Payout,
  PayoutAccount,
  PayoutStatus,
  Resolvers,
} from '../generated/app';

const toAccount = (row: PayoutAccountRow): PayoutAccount => ({
  id: String(row.id),
  holder_name: row.holder_name,
  bank_name: row.bank_name,
  last4: row.last4,
  created_at: row.created_at.toISOString(),
});

const toPayout = (row: CreatorPayoutRow, t: Translate): Payout => ({
  id: String(row.id),
  amount: row.amount_cents,
  status: row.status as PayoutStatus,
  failure_reason: row.status === 'failed' ? t(failureKey(row.failure_code)) : null,
  account_last4: row.account_last4,
  created_at: row.created_at.toISOString(),
  settled_at: row.settled_at?.toISOString() ?? null,
});

const toMovement = (view: EarningsMovementView, t: Translate): EarningsMovement => ({
  id: String(view.row.id),
  kind: view.kind,
  amount: view.row.amount_cents,
  description: t(view.description.key, {
    ...view.description.values,
    ...(view.reasonKey ? { reason: t(view.reasonKey) } : {}),
  }),
  deal_id: view.dealId === null ? null : String(view.dealId),
  balance_after: view.balanceAfter,
  available_at: view.availableAt?.toISOString() ?? null,
  created_at: view.row.created_at.toISOString(),
});

const pageInfo = (page: { hasNextPage: boolean; endCursor: string | null }) => ({
  has_next_page: page.hasNextPage,
  end_cursor: page.endCursor,
});

export const earningsResolvers: Resolvers = {
  Query: {
    CreatorEarnings: translated(async (_parent, _args, ctx) => {
      const view = await creatorEarnings(ctx, ctx.companyId);
      return {
        pending: view.pending,
        available: view.available,
        in_flight: view.inFlight,
        paid_out: view.paidOut,
        minimum_payout: MINIMUM_PAYOUT_CENTS,
        payout_account: view.account && toAccount(view.account),
        current_payout: view.currentPayout && toPayout(view.currentPayout, ctx.t),
      };
    }),
    CreatorEarningsHistory: translated(async (_parent, args, ctx) => {
      const page = await earningsHistory(ctx, ctx.companyId, args);
      return {
        nodes: page.nodes.map((view) => toMovement(view, ctx.t)),
        page_info: pageInfo(page),
      };
    }),
    CreatorPayouts: translated(async (_parent, args, ctx) => {
      const page = await listPayouts(ctx, ctx.companyId, args);
      return { nodes: page.nodes.map((row) => toPayout(row, ctx.t)), page_info: pageInfo(page) };
    }),
    CreatorEarningsStatements: translated(async (_parent, _args, ctx) =>
      (await earningsStatements(ctx.db, ctx.companyId)).map((month) => ({
        month: month.month,
        opening_balance: month.openingBalance,
        earned: month.earned,
        paid_out: month.paidOut,
        returned: month.returned,
        closing_balance: month.closingBalance,
      })),
    ),
  },
  Mutation: {
    CreatorPayoutAccountAdd: translated(async (_parent, args, ctx) =>
      toAccount(await addPayoutAccount(ctx, ctx.companyId, args)),
    ),
    CreatorPayoutAccountDelete: translated((_parent, _args, ctx) =>
      deletePayoutAccount(ctx, ctx.companyId),
    ),
    CreatorPayoutRequest: translated(async (_parent, args, ctx) =>
      toPayout(await requestPayout(ctx, ctx.companyId, args), ctx.t),
    ),
  },
};
