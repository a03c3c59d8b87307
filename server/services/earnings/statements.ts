/**
 * CreatorEarningsStatements: one line per calendar month (UTC) with any movement of the
 * creator's earned money, newest first. Each month's sums come from the ledger in one
 * grouped statement; its opening balance is the months before it, so every closing
 * balance is its opening plus what was earned and returned, less what was paid out.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries } from '../../db/schema/wallet';
import { creatorMoney } from './history';

export interface EarningsStatementView {
  month: string;
  openingBalance: number;
  earned: number;
  paidOut: number;
  returned: number;
  closingBalance: number;
}

const sumOf = (condition: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${ledgerEntries.amount_cents}) filter (where ${condition}), 0)::bigint`;

export async function earningsStatements(
  db: Database,
  creatorId: number,
): Promise<EarningsStatementView[]> {
  const month = sql<string>`to_char(${ledgerEntries.created_at} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      earned: sumOf(sql`${ledgerEntries.kind} = 'payout'`),
      paidOut: sumOf(sql`${ledgerEntries.kind} = 'creator_payout'`),
      returned: sumOf(sql`${ledgerEntries.kind} = 'creator_payout_failed'`),
    })
    .from(ledgerEntries)
    .where(creatorMoney(creatorId))
    .groupBy(month)
    .orderBy(month);
  let balance = 0;
  const months = rows.map((row) => {
    const earned = Number(row.earned);
    const paidOut = -Number(row.paidOut);
    const returned = Number(row.returned);
    const openingBalance = balance;
    balance = openingBalance + earned - paidOut + returned;
    return { month: row.month, openingBalance, earned, paidOut, returned, closingBalance: balance };
  });
  return months.reverse();
}
