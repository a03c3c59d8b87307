/** CreatorPayouts: the creator's payouts, newest first, keyset-paged. */
import { and, eq } from 'drizzle-orm';
import { creatorPayouts } from '../../db/schema/payouts';
import type { CreatorPayoutRow } from '../../db/schema/payouts';
import { pageArgs } from '../shared/paging';
import { byCreation, orderBy, pageOf } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import type { ServiceEnv } from '../env';

const NEWEST = byCreation<CreatorPayoutRow>(creatorPayouts, 'payouts-newest', 'desc');

export async function listPayouts(
  env: ServiceEnv,
  creatorId: number,
  args: { first?: number | null; after?: string | null },
): Promise<Page<CreatorPayoutRow>> {
  const { size, position } = await pageArgs(NEWEST, args);
  const rows = await env.db
    .select()
    .from(creatorPayouts)
    .where(and(eq(creatorPayouts.creator_id, creatorId), position))
    .orderBy(...orderBy(NEWEST))
    .limit(size + 1);
  return pageOf(NEWEST, rows, size, 0);
}
