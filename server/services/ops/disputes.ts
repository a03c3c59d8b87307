/**
 * Disputes (docs/product.md#operator-console): deals whose revision rounds are used up
 * while their latest content waits for the company's decision, oldest first by when they
 * entered that status; any deal read whole for its detail page; and an operator's
 * settlement, through the deal's one move executor: finished (the creator is paid) or
 * cancelled (the brand gets the refund), with the audit row in the move's transaction.
 */
import { inArray } from 'drizzle-orm';
import { revisionsLeft } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema/deals';
import { cancelDisputedDeal } from '../deals/cancel';
import { finishDeal } from '../deals/screening';
import { dealNotFound, dealViewQuery } from '../deals/view';
import type { DealView } from '../deals/view';
import type { ServiceEnv } from '../env';
import { parseId } from '../ids';
import { pageArgs, readPage } from '../shared/paging';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import type { AuditActor } from './audit';
import { requiredReason } from './decision';
import { accountSummaries, summaryOf } from './people';
import type { AccountSummary } from './people';
import { dealsInDispute, queuesChanged } from './queue';

/** A deal as the console shows it: its view (any company's), both parties, and its wait. */
export interface OpsDealView {
  deal: DealView;
  company: AccountSummary;
  creator: AccountSummary;
  /** When it entered its status (for a dispute: when content began to wait on the company). */
  waitingSince: Date;
}

/** Deal views are read as the company's (its unread count is never shown to operators). */
const viewQuery = dealViewQuery('company');

/** The page's deals with both parties named (one statement for all the accounts). */
export async function withParties(db: Database, views: DealView[]): Promise<OpsDealView[]> {
  const summaries = await accountSummaries(
    db,
    views.flatMap((view) => [view.row.company_id, view.row.creator_id]),
  );
  return views.map((view) => ({
    deal: view,
    company: summaryOf(summaries, view.row.company_id),
    creator: summaryOf(summaries, view.row.creator_id),
    waitingSince: view.row.status_changed_at,
  }));
}

/** The deals `ids` of any company, by id. */
export async function dealViewsOfAnyone(
  db: Database,
  ids: number[],
): Promise<Map<number, DealView>> {
  if (ids.length === 0) return new Map();
  const { views } = await viewQuery(db, {
    where: inArray(deals.id, ids),
    orderBy: [],
    limit: ids.length,
  });
  return new Map(views.map((view) => [view.row.id, view]));
}

/** OpsDeal: any deal by API id (NOT_FOUND when there is none). */
export async function opsDeal(env: Pick<ServiceEnv, 'db'>, id: string): Promise<OpsDealView> {
  const dealId = parseId(id);
  if (dealId === null) throw dealNotFound();
  const view = (await dealViewsOfAnyone(env.db, [dealId])).get(dealId);
  if (!view) throw dealNotFound();
  const [shown] = await withParties(env.db, [view]);
  return shown!;
}

/** Whether the deal waits in the disputes queue (as dealsInDispute says in SQL). */
export const isDisputed = ({ row, campaign }: DealView): boolean =>
  row.status === 'content_approved_by_admin' &&
  campaign !== undefined &&
  revisionsLeft({
    revisions_used: row.revisions_used,
    revision_rounds: campaign.revisionRounds,
  }) === 0;

/** Oldest first by the time the deal entered its status (deals_awaiting_company_idx). */
const OLDEST = byCreation<{ id: number; created_at: Date }>(
  { created_at: deals.status_changed_at, id: deals.id },
  'ops-disputes',
  'asc',
);

/** OpsDisputes: a page of the deals in dispute, oldest first. */
export async function listDisputes(
  env: Pick<ServiceEnv, 'db'>,
  args: { first?: number | null; after?: string | null },
): Promise<Page<OpsDealView>> {
  const { size, position } = await pageArgs(OLDEST, args);
  const page = await readPage(
    env.db,
    OLDEST,
    {
      size,
      position,
      table: deals,
      where: dealsInDispute,
      rowOf: (view: DealView) => ({ id: view.row.id, created_at: view.row.status_changed_at }),
    },
    (query) => viewQuery(env.db, query),
  );
  return { ...page, nodes: await withParties(env.db, page.nodes) };
}

/** OpsDealFinish: the deal finishes and the creator is paid; both parties are told. */
export async function opsFinishDeal(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason: string },
): Promise<OpsDealView> {
  const reason = await requiredReason(args.reason);
  const row = await finishDeal(env, args.id, { actor, reason });
  await queuesChanged(env, 'disputes');
  return opsDeal(env, String(row.id));
}

/** OpsDealCancel: the deal is cancelled and its money goes back to the company's wallet. */
export async function opsCancelDeal(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason: string },
): Promise<OpsDealView> {
  const reason = await requiredReason(args.reason);
  const row = await cancelDisputedDeal(env, { id: args.id, reason }, actor);
  await queuesChanged(env, 'disputes');
  return opsDeal(env, String(row.id));
}
