/**
 * Creators as the operator console reads them (docs/product.md#operator-console): the
 * profile, the account's e-mail and the deals whose content a company accepted, a page
 * and its total in one statement.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { CREATOR_PLATFORMS } from '../../../domain/creators/profile';
import { mayBePro } from '../../../domain/ops/rules';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { totalField } from '../shared/owned';

/** The deal statuses after a company accepted the content (the tier rule counts them). */
export const ACCEPTED_DEAL_STATUSES = [
  'company_accepts_content',
  'creator_waiting_for_publish_date',
  'completed',
  'finished',
] as const;

export interface OpsCreatorView {
  row: CreatorRow;
  email: string;
  acceptedDeals: number;
}

export const opsCreatorNotFound = () => new ServiceError('NOT_FOUND', 'errors:creatorNotFound');

/** How many of its handles are verified. */
export const verifiedHandles = (row: CreatorRow): number =>
  CREATOR_PLATFORMS.filter(
    (platform) => row[`${platform}_handle`] !== null && row[`${platform}_verified`],
  ).length;

/** Whether the tier rule allows pro for this creator now. */
export const creatorMayBePro = (view: OpsCreatorView): boolean =>
  mayBePro({ verifiedHandles: verifiedHandles(view.row), acceptedDeals: view.acceptedDeals });

/**
 * The outer row's creator id, spelt out: drizzle leaves a one-table select's columns
 * unqualified, and in a subquery a bare "id" would be the subquery's own table's.
 */
export const outerCreatorId = sql.raw('"creators"."id"');

/** Accepted deals of the outer query's creator (deals_creator_idx). */
const acceptedDeals = sql<number>`(select count(*)::int from ${deals}
  where ${deals.creator_id} = ${outerCreatorId}
  and ${inArray(deals.status, [...ACCEPTED_DEAL_STATUSES])})`;

/**
 * A creator whose account is not deleted, as a condition on `creators` alone (the page's
 * total counts the creators table without a join).
 */
export const creatorAccountLive = sql`exists (select 1 from ${companies}
  where ${companies.id} = ${outerCreatorId} and ${companies.deleted_at} is null)`;

export interface OpsCreatorQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  total?: SQL<number>;
}

/** The views of the creators matching `where`, in order, with the total beside them. */
export async function opsCreatorViews(
  db: Database,
  { where, orderBy, limit, total }: OpsCreatorQuery,
): Promise<{ views: OpsCreatorView[]; total: number | null }> {
  const rows = await db
    .select({
      row: creators,
      email: companies.email,
      accepted: acceptedDeals,
      total: totalField(total),
    })
    .from(creators)
    .innerJoin(companies, eq(companies.id, creators.id))
    .where(and(isNull(companies.deleted_at), where))
    .orderBy(...orderBy)
    .limit(limit);
  return {
    total: rows[0]?.total ?? null,
    views: rows.map((row) => ({ row: row.row, email: row.email, acceptedDeals: row.accepted })),
  };
}

/** One creator by API id (not deleted); NOT_FOUND for any other id. */
export async function opsCreatorView(db: Database, id: string | number): Promise<OpsCreatorView> {
  const creatorId = typeof id === 'number' ? id : parseId(id);
  if (creatorId === null) throw opsCreatorNotFound();
  const { views } = await opsCreatorViews(db, {
    where: eq(creators.id, creatorId),
    orderBy: [],
    limit: 1,
  });
  if (!views[0]) throw opsCreatorNotFound();
  return views[0];
}
