/**
 * The companies and creators an operator's lists name (docs/product.md#operator-console):
 * every account of a page in one statement, whichever side it is on.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { creators } from '../../db/schema/creators';

/** An account as a list names it: a company's name, or a creator's with its avatar. */
export interface AccountSummary {
  id: number;
  name: string;
  email: string;
  avatarUrl: string;
}

/** The accounts `ids` by id (companies and creators alike). */
export async function accountSummaries(
  db: Database,
  ids: number[],
): Promise<Map<number, AccountSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: companies.id,
      email: companies.email,
      name: sql<string>`coalesce(${creators.name}, ${companies.company_name}, '')`,
      avatarUrl: sql<string>`coalesce(${creators.avatar_url}, '')`,
    })
    .from(companies)
    .leftJoin(creators, eq(creators.id, companies.id))
    .where(inArray(companies.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The summary of `id` from a page's map: its rows reference accounts, so it is there. */
export function summaryOf(summaries: Map<number, AccountSummary>, id: number): AccountSummary {
  const found = summaries.get(id);
  if (!found) throw new Error(`account ${id} of a listed row was not read`);
  return found;
}
