/**
 * The dashboard's money and chart (docs/product.md#dashboard). Spending is what left the
 * company's escrow for good: payouts to creators (fees and reimbursements) and platform
 * fees, read through ledger_transactions_company_kind_created_idx. DashboardSpend gives
 * the last weeks (Monday to Sunday, UTC), every week present, with the spending and the
 * content accepted (uploads the company bought, by their review time) in one statement.
 */
import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { dashboardSpendSchema } from '../../../domain/dashboard/schema';
import { parsedJson } from '../../db/rowJson';
import { contents } from '../../db/schema/deals';
import { ledgerTransactions } from '../../db/schema/wallet';
import { validated } from '../env';
import type { ServiceEnv } from '../env';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The ledger kinds that count as spending. */
const SPENDING = sql.raw(`'payout', 'platform_fee'`);

/** The company's spending transactions made at or after `from`. */
const spendingSince = (companyId: number, from: Date): SQL =>
  sql`${ledgerTransactions.company_id} = ${companyId}
    and ${ledgerTransactions.kind} in (${SPENDING})
    and ${ledgerTransactions.created_at} >= ${from.toISOString()}::timestamptz`;

/** USD cents the company spent at or after `from`, as a scalar subquery. */
export const spentSince = (companyId: number, from: Date): SQL =>
  sql`(select coalesce(sum(${ledgerTransactions.amount_cents}), 0) from ${ledgerTransactions}
    where ${spendingSince(companyId, from)})`;

/** The Monday (00:00 UTC) of `now`'s week. */
export function weekStart(now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * DAY_MS);
}

export interface SpendWeek {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string;
  spentCents: number;
  contentAccepted: number;
}

/**
 * Which of `weekStarts` a time falls in, 1 for the first (a binary search of the bounds:
 * far cheaper per row than arithmetic on epochs).
 */
const weekOf = (column: AnyColumn, weekStarts: Date[]): SQL =>
  sql`width_bucket(${column}, ${`{${weekStarts.map((week) => week.toISOString()).join(',')}}`}::timestamptz[])`;

/** `{ week: value }` of rows grouped by week, as a scalar subquery. */
const byWeek = (rows: SQL): SQL =>
  sql`(select coalesce(json_object_agg(weekly.week, weekly.value), '{}'::json) from (${rows}) weekly)`;

/** DashboardSpend(weeks): 1 to 52 weeks, oldest first, this week last. */
export async function dashboardSpend(
  env: ServiceEnv,
  companyId: number,
  args: { weeks?: number | null },
): Promise<SpendWeek[]> {
  const { weeks } = await validated(dashboardSpendSchema, args);
  const thisWeek = weekStart(env.services.now()).getTime();
  const weekStarts = Array.from(
    { length: weeks },
    (_, week) => new Date(thisWeek - (weeks - 1 - week) * WEEK_MS),
  );
  const from = weekStarts[0]!;
  const spent = byWeek(
    sql`select ${weekOf(ledgerTransactions.created_at, weekStarts)} as week,
        sum(${ledgerTransactions.amount_cents}) as value
      from ${ledgerTransactions} where ${spendingSince(companyId, from)} group by 1`,
  );
  const accepted = byWeek(
    sql`select ${weekOf(contents.reviewed_at, weekStarts)} as week, count(*)::int as value
      from ${contents}
      where ${contents.company_id} = ${companyId} and ${contents.status} = 'bought'
        and ${contents.reviewed_at} >= ${from.toISOString()}::timestamptz
      group by 1`,
  );
  const [row] = await env.db
    .select({ weeks: sql`json_build_object('spent', ${spent}, 'accepted', ${accepted})` })
    .from(sql`(values (1)) as one`);
  const json = parsedJson(row!.weeks) as Record<'spent' | 'accepted', Record<string, number>>;
  // Buckets count from 1; a time past the last Monday is in this week.
  return weekStarts.map((start, week) => ({
    weekStart: start.toISOString().slice(0, 10),
    spentCents: Number(json.spent[week + 1] ?? 0),
    contentAccepted: json.accepted[week + 1] ?? 0,
  }));
}
