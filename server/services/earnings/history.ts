/**
 * CreatorEarningsHistory: the movements of the creator's earned money (its creator_payouts
 * legs: fees and reimbursements in, payouts out, failed payouts back), newest first, each
 * with the balance after it, keyset-paged through ledger_entries_creator_account_idx.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { EarningsMovementKindName } from '../../../domain/earnings/rules';
import { earningsHistoryArgsSchema } from '../../../domain/earnings/schema';
import { brands } from '../../db/schema/brands';
import { campaigns } from '../../db/schema/campaigns';
import { creatorPayouts } from '../../db/schema/payouts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import type { LedgerEntryRow } from '../../db/schema/wallet';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { pageArgs } from '../shared/paging';
import { byCreation, orderBy, pageOf } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import type { Described } from '../wallet/ledger';
import { holdCutoff } from './figures';
import { failureKey } from './payouts';

export interface EarningsMovementView {
  row: LedgerEntryRow;
  kind: EarningsMovementKindName;
  /** Its `reason` value is the translation of `reasonKey`, when there is one. */
  description: Described;
  reasonKey: string | null;
  dealId: number | null;
  balanceAfter: number;
  availableAt: Date | null;
}

const NEWEST = byCreation<LedgerEntryRow>(ledgerEntries, 'earnings-newest', 'desc');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The creator's earned-money legs. */
export const creatorMoney = (creatorId: number) =>
  and(eq(ledgerEntries.creator_id, creatorId), sql`${ledgerEntries.account} = 'creator_payouts'`);

function kindOf(entryKind: string, descriptionKey: string): EarningsMovementKindName {
  if (entryKind === 'creator_payout') return 'payout';
  if (entryKind === 'creator_payout_failed') return 'payout_returned';
  return descriptionKey === 'ledger:dealReimbursement' ? 'reimbursement' : 'fee';
}

interface Joined {
  description: Described;
  campaign: string | null;
  brand: string | null;
  failureCode: string | null;
}

/** What the creator reads of a movement (the company's own text names the creator instead). */
function describe(kind: EarningsMovementKindName, joined: Joined): Described {
  const names = { campaign: joined.campaign ?? '', brand: joined.brand ?? '' };
  if (kind === 'fee') return { key: 'ledger:earningsFee', values: names };
  if (kind === 'reimbursement') return { key: 'ledger:earningsReimbursement', values: names };
  if (kind === 'payout') return { key: 'ledger:earningsPayout', values: joined.description.values };
  return { key: 'ledger:earningsPayoutReturned', values: {} };
}

export interface EarningsHistoryArgs {
  first?: number | null;
  after?: string | null;
  from?: string | null;
  to?: string | null;
}

export async function earningsHistory(
  env: ServiceEnv,
  creatorId: number,
  args: EarningsHistoryArgs,
): Promise<Page<EarningsMovementView>> {
  const input = await validated(earningsHistoryArgsSchema, args);
  const { size, position } = await pageArgs(NEWEST, args);
  const now = env.services.now();
  const holdHours = env.config.payoutHoldHours;
  const filters: Array<SQL | undefined> = [
    creatorMoney(creatorId),
    input.from ? gte(ledgerEntries.created_at, new Date(`${input.from}T00:00:00.000Z`)) : undefined,
    input.to
      ? lt(ledgerEntries.created_at, new Date(Date.parse(`${input.to}T00:00:00.000Z`) + DAY_MS))
      : undefined,
    position,
  ];
  // The balance after each movement: its creator's earned money up to it, in the list's order.
  const balanceAfter = sql<string>`(select coalesce(sum(prior.amount_cents), 0)::bigint
    from ${ledgerEntries} prior
    where prior.creator_id = ${creatorId} and prior.account = 'creator_payouts'
      and (prior.created_at, prior.id) <= (${ledgerEntries.created_at}, ${ledgerEntries.id}))`;
  const rows = await env.db
    .select({
      row: ledgerEntries,
      description: ledgerTransactions.description,
      purpose: ledgerTransactions.purpose,
      campaign: campaigns.name,
      brand: brands.name,
      failureCode: creatorPayouts.failure_code,
      balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .leftJoin(
      campaigns,
      eq(campaigns.id, sql`(${ledgerTransactions.purpose}->>'campaign_id')::int`),
    )
    .leftJoin(brands, eq(brands.id, campaigns.brand_id))
    .leftJoin(
      creatorPayouts,
      eq(creatorPayouts.id, sql`(${ledgerTransactions.purpose}->>'payout_id')::int`),
    )
    .where(and(...filters))
    .orderBy(...orderBy(NEWEST))
    .limit(size + 1);
  const cutoff = holdCutoff(now, holdHours);
  const views = rows.map((found): EarningsMovementView => {
    const description = found.description as Described;
    const kind = kindOf(found.row.kind, description.key);
    const held = found.row.kind === 'payout' && found.row.created_at > cutoff;
    const purpose = (found.purpose ?? {}) as { deal_id?: unknown };
    return {
      row: found.row,
      kind,
      description: describe(kind, { ...found, description }),
      reasonKey: kind === 'payout_returned' ? failureKey(found.failureCode) : null,
      dealId: typeof purpose.deal_id === 'number' ? purpose.deal_id : null,
      balanceAfter: Number(found.balanceAfter),
      availableAt: held
        ? new Date(found.row.created_at.getTime() + holdHours * 60 * 60 * 1000)
        : null,
    };
  });
  const page = pageOf(
    NEWEST,
    views.map((view) => view.row),
    size,
    0,
  );
  return { ...page, nodes: views.slice(0, size) };
}
