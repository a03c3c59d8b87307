/**
 * The operator console's people and money (operator sessions only: every field is named
 * Ops…, server/graphql/roles.ts): creators, companies, impersonation, failed payouts and
 * bank-transfer credits (docs/product.md#operator-console). Each action is recorded in the
 * audit log as the session's operator.
 */
import { dealMoney } from '../../../domain/deals/rules';
import type { AuditActor } from '../../services/ops/audit';
import { operatorActor } from '../../services/ops/actor';
import { getOpsCompany, listOpsCompanies } from '../../services/ops/companies';
import type { OpsCompanyView } from '../../services/ops/companies';
import {
  getOpsCreator,
  listOpsCreators,
  setOpsCreatorTier,
  suspendOpsCreator,
  verifyOpsCreator,
} from '../../services/ops/creators';
import { creatorMayBePro } from '../../services/ops/creatorViews';
import type { OpsCreatorView } from '../../services/ops/creatorViews';
import { impersonateCompany } from '../../services/ops/impersonation';
import { creditCompanyWallet, opsMoney } from '../../services/ops/money';
import {
  dismissFailedPayout,
  listFailedPayouts,
  retryFailedPayout,
} from '../../services/ops/payouts';
import type { OpsPayoutView } from '../../services/ops/payouts';
import { opsReasonSchema } from '../../../domain/ops/schema';
import { object } from 'yup';
import type { Translate } from '../../i18n';
import { failureKey } from '../../services/earnings/payouts';
import { validated } from '../../services/env';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type {
  CampaignStatus,
  DealStatus,
  OpsCompany,
  OpsCreator,
  OpsPayout,
  Resolvers,
} from '../generated/app';
import { toConnection } from './connection';
import { creatorBasics } from './creatorTypes';
import { toTransaction } from './wallet';

/** The session's operator, as the audit log records it (whichever way it is read). */
async function actorOf(ctx: AppContext): Promise<AuditActor> {
  return operatorActor(ctx);
}

function toOpsCreator(view: OpsCreatorView): OpsCreator {
  const { row } = view;
  const basics = creatorBasics(row);
  return {
    id: basics.id,
    name: basics.name,
    email: view.email,
    avatar_url: basics.avatar_url,
    tier: basics.tier,
    categories: basics.categories,
    country: basics.country,
    followers: basics.followers,
    handles: basics.handles,
    accepted_deals: view.acceptedDeals,
    may_be_pro: creatorMayBePro(view),
    suspended: row.suspended_at !== null,
    suspended_at: row.suspended_at?.toISOString() ?? null,
    handles_checked_at: row.handles_checked_at?.toISOString() ?? null,
    joined_at: row.joined_at.toISOString(),
  };
}

function toOpsCompany({ row, ...figures }: OpsCompanyView): OpsCompany {
  return {
    id: String(row.id),
    name: row.company_name ?? '',
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    created_at: row.created_at.toISOString(),
    deleted: row.deleted_at !== null,
    wallet_balance: figures.walletBalance,
    in_escrow: figures.inEscrow,
    campaigns_count: figures.campaignsCount,
    deals_count: figures.dealsCount,
  };
}

function toOpsPayout({ row, creator, retryable }: OpsPayoutView, t: Translate): OpsPayout {
  return {
    id: String(row.id),
    creator: {
      id: String(creator.id),
      name: creator.name,
      email: creator.email,
      avatar_url: creator.avatarUrl,
    },
    amount: row.amount_cents,
    account_last4: row.account_last4,
    failure_code: row.failure_code,
    failure_message: t(failureKey(row.failure_code)),
    // A failed payout is always settled (settle.ts sets both together).
    failed_at: (row.settled_at ?? row.created_at).toISOString(),
    retryable,
  };
}

const reasonOnly = object({ reason: opsReasonSchema });

export const opsPeopleResolvers: Resolvers = {
  Query: {
    OpsCreators: translated(async (_parent, args, ctx) =>
      toConnection(await listOpsCreators(ctx, args), toOpsCreator),
    ),
    OpsCreator: translated(async (_parent, args, ctx) =>
      toOpsCreator(await getOpsCreator(ctx, args.id)),
    ),
    OpsCompanies: translated(async (_parent, args, ctx) =>
      toConnection(await listOpsCompanies(ctx, args), toOpsCompany),
    ),
    OpsCompany: translated(async (_parent, args, ctx) => {
      const detail = await getOpsCompany(ctx, args.id);
      return {
        company: toOpsCompany(detail.company),
        campaigns: detail.campaigns.map((row) => ({
          id: String(row.id),
          name: row.name,
          status: row.status as CampaignStatus,
          total: row.total_cents,
          deals_filled: row.deals_count,
          number_of_deals: row.number_of_deals,
          created_at: row.created_at.toISOString(),
        })),
        deals: detail.deals.map((deal) => ({
          id: String(deal.row.id),
          status: deal.row.status as DealStatus,
          campaign_name: deal.campaignName,
          creator_name: deal.creatorName,
          fee: dealMoney(deal.costLines).feeCents,
          updated_at: deal.row.updated_at.toISOString(),
        })),
        transactions: detail.transactions.map((view) => toTransaction(view, ctx.t)),
      };
    }),
    OpsFailedPayouts: translated(async (_parent, args, ctx) =>
      toConnection(await listFailedPayouts(ctx, args), (view) => toOpsPayout(view, ctx.t)),
    ),
    OpsMoney: translated(async (_parent, _args, ctx) => {
      const money = await opsMoney(ctx);
      return {
        wallets: money.wallets,
        escrow: money.escrow,
        creator_balances: money.creatorBalances,
        payouts_in_flight: money.payoutsInFlight,
        platform_revenue: money.platformRevenue,
      };
    }),
  },
  Mutation: {
    OpsCreatorVerify: translated(async (_parent, args, ctx) =>
      toOpsCreator(await verifyOpsCreator(ctx, await actorOf(ctx), args)),
    ),
    OpsCreatorSetTier: translated(async (_parent, args, ctx) =>
      toOpsCreator(await setOpsCreatorTier(ctx, await actorOf(ctx), args)),
    ),
    OpsCreatorSuspend: translated(async (_parent, args, ctx) =>
      toOpsCreator(await suspendOpsCreator(ctx, await actorOf(ctx), args)),
    ),
    OpsImpersonate: translated(async (_parent, args, ctx) => {
      const { reason } = await validated(reasonOnly, { reason: args.reason });
      const { url, expiresAt } = await impersonateCompany(
        ctx,
        await actorOf(ctx),
        args.company_id,
        reason,
      );
      return { url, expires_at: expiresAt.toISOString() };
    }),
    OpsPayoutRetry: translated(async (_parent, args, ctx) =>
      toOpsPayout(await retryFailedPayout(ctx, await actorOf(ctx), args), ctx.t),
    ),
    OpsPayoutDismiss: translated(async (_parent, args, ctx) =>
      toOpsPayout(await dismissFailedPayout(ctx, await actorOf(ctx), args), ctx.t),
    ),
    OpsWalletCredit: translated(async (_parent, args, ctx) => {
      const result = await creditCompanyWallet(ctx, await actorOf(ctx), args);
      return {
        company: {
          id: String(result.company.id),
          name: result.company.company_name ?? '',
          email: result.company.email,
        },
        amount: result.amount,
        reference: result.reference,
        credited: result.credited,
        wallet_balance: result.walletBalance,
      };
    }),
  },
};
