/**
 * The operator console's queues (docs/product.md#operator-console): how many items wait in
 * each and since when the oldest waits, in one statement of scalar subqueries, each read
 * from a partial index holding exactly its queue; and the real-time word that a queue
 * changed, which every open console answers by reading its counts and lists again.
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OpsQueue } from '../../../domain/realtime/rules';
import { companies } from '../../db/schema/account';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { contents, deals } from '../../db/schema/deals';
import { creatorPayouts } from '../../db/schema/payouts';
import type { FastifyBaseLogger } from 'fastify';
import { notifyOperators } from '../../realtime/publisher';
import type { Publisher } from '../../realtime/publisher';
import type { ServiceEnv } from '../env';
import type { CompanyNotice } from '../notifications/notice';

/** Campaigns awaiting approval (campaigns_status_newest_idx), since they were paid. */
export const campaignsWaiting: SQL = eq(campaigns.status, 'pending_admin_approval');

/** Uploads awaiting screening (contents_screening_idx), since they were uploaded. */
export const contentWaiting: SQL = eq(contents.status, 'pending_approval');

/**
 * Disputes (deals_awaiting_company_idx): content waits for the company's decision and its
 * revision rounds are used up, since the deal entered that status. A subquery rather than
 * a join, so that a count over `deals` alone can use it.
 */
export const dealsInDispute: SQL = and(
  eq(deals.status, 'content_approved_by_admin'),
  sql`${deals.revisions_used} >= (select c.revision_rounds from ${campaigns} c
    where c.id = ${deals.campaign_id})`,
)!;

/**
 * Creators whose handles no operator checked (creators_to_verify_idx): onboarded (they have
 * a profile), not suspended, with at least one handle, their account not deleted.
 */
export const creatorsToVerify: SQL = and(
  isNull(creators.handles_checked_at),
  isNull(creators.suspended_at),
  or(
    isNotNull(creators.instagram_handle),
    isNotNull(creators.tiktok_handle),
    isNotNull(creators.youtube_handle),
  ),
  sql`not exists (select 1 from ${companies} a
    where a.id = ${creators.id} and a.deleted_at is not null)`,
)!;

/** Failed payouts no operator handled (creator_payouts_unresolved_idx), since they failed. */
const payoutsFailed: SQL = and(
  eq(creatorPayouts.status, 'failed'),
  isNull(creatorPayouts.resolution),
)!;

export interface QueueCount {
  count: number;
  oldestAt: Date | null;
}

export interface QueueCounts {
  campaigns: QueueCount;
  content: QueueCount;
  disputes: QueueCount;
  creators: QueueCount;
  payouts: QueueCount;
  contentScreeningManual: boolean;
}

/** `count` and `min(since)` of the rows of `table` in a queue, as one JSON value. */
const queueOf = (table: PgTable, where: SQL, since: PgColumn): SQL<unknown> =>
  sql`(select json_build_object('count', count(*), 'oldest', min(${since}))
    from ${table} where ${where})`;

interface QueueJson {
  count: number;
  oldest: string | null;
}

function decode(value: unknown): QueueCount {
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as QueueJson;
  return { count: Number(json.count), oldestAt: json.oldest ? new Date(json.oldest) : null };
}

const NONE: QueueCount = { count: 0, oldestAt: null };

/** OpsQueue: every queue's count and oldest wait; content is empty unless screening is manual. */
export async function queueCounts(env: Pick<ServiceEnv, 'db' | 'config'>): Promise<QueueCounts> {
  const manual = env.config.contentScreening === 'manual';
  const [row] = await env.db
    .select({
      campaigns: queueOf(campaigns, campaignsWaiting, campaigns.created_at),
      content: manual ? queueOf(contents, contentWaiting, contents.created_at) : sql`null`,
      disputes: queueOf(deals, dealsInDispute, deals.status_changed_at),
      creators: queueOf(creators, creatorsToVerify, creators.joined_at),
      payouts: queueOf(creatorPayouts, payoutsFailed, creatorPayouts.settled_at),
    })
    .from(sql`(values (1)) as one`);
  return {
    campaigns: decode(row!.campaigns),
    content: manual ? decode(row!.content) : NONE,
    disputes: decode(row!.disputes),
    creators: decode(row!.creators),
    payouts: decode(row!.payouts),
    contentScreeningManual: manual,
  };
}

/**
 * Tells the open consoles that `queues` changed, after the commit that changed them: a
 * failed publication is logged, never thrown (the change stands; a console reads again on
 * its next event or reload).
 */
export async function queuesChanged(
  env: Pick<ServiceEnv, 'services' | 'log'>,
  ...queues: OpsQueue[]
): Promise<void> {
  await tellOperators(env.services.publisher, env.log, ...queues);
}

/** queuesChanged with the publisher itself (the job runner's, outside a request). */
export async function tellOperators(
  publisher: Publisher,
  log: Pick<FastifyBaseLogger, 'warn'>,
  ...queues: OpsQueue[]
): Promise<void> {
  for (const queue of queues) {
    await notifyOperators(publisher, queue).catch((error: unknown) =>
      log.warn({ err: error, queue }, 'real-time publication to operators failed'),
    );
  }
}

/**
 * The queues that notices committed by a job changed: a campaign's status notice (the
 * 24-hour rule activated it) means it left the campaigns queue.
 */
export const queuesOfNotices = (notices: CompanyNotice[]): OpsQueue[] =>
  notices.some((notice) => notice.details?.event === 'campaign_status') ? ['campaigns'] : [];
