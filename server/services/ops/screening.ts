/**
 * The content queue (docs/product.md#operator-console): uploads awaiting screening with
 * CONTENT_SCREENING=manual, oldest first, each with its deal and both parties; and an
 * operator's decision, through the one screening code path (services/deals/screening.ts:
 * the deal's move, the notices and the audit row in one transaction).
 */
import type { OpsQueue } from '../../../domain/realtime/rules';
import { contents } from '../../db/schema/deals';
import { approveContent, rejectContent } from '../deals/screening';
import { contentViewQuery } from '../content/view';
import type { ContentView } from '../content/view';
import type { DealView } from '../deals/view';
import type { ServiceEnv } from '../env';
import { pageArgs, readPage } from '../shared/paging';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import type { AuditActor } from './audit';
import { optionalReason, requiredReason } from './decision';
import { dealViewsOfAnyone, isDisputed, opsDeal, withParties } from './disputes';
import type { OpsDealView } from './disputes';
import { contentWaiting, queuesChanged } from './queue';

/** An upload of the queue, with its deal and parties; it waits since it was uploaded. */
export interface OpsScreeningView extends OpsDealView {
  content: ContentView;
}

/** Oldest first, as they wait (contents_screening_idx). */
const OLDEST = byCreation<{ id: number; created_at: Date }>(contents, 'ops-screenings', 'asc');

/** OpsScreenings: a page of the uploads awaiting screening, oldest first. */
export async function listScreenings(
  env: Pick<ServiceEnv, 'db'>,
  args: { first?: number | null; after?: string | null },
): Promise<Page<OpsScreeningView>> {
  const { size, position } = await pageArgs(OLDEST, args);
  const page = await readPage(
    env.db,
    OLDEST,
    {
      size,
      position,
      table: contents,
      where: contentWaiting,
      rowOf: (view: ContentView) => view.row,
    },
    (query) => contentViewQuery(env.db, query),
  );
  const byId = await dealViewsOfAnyone(
    env.db,
    page.nodes.map((content) => content.row.deal_id),
  );
  const dealsOfPage = page.nodes.map((content) => byId.get(content.row.deal_id));
  if (dealsOfPage.includes(undefined)) throw new Error('an upload of the page has no deal');
  const withDeals = await withParties(env.db, dealsOfPage as DealView[]);
  return {
    ...page,
    nodes: page.nodes.map((content, index) => ({
      ...withDeals[index]!,
      content,
      waitingSince: content.row.created_at,
    })),
  };
}

/** After a decision: the content queue changed, and the disputes one if the deal joined it. */
async function decided(env: ServiceEnv, dealId: number): Promise<OpsDealView> {
  const shown = await opsDeal(env, String(dealId));
  const changed: OpsQueue[] = isDisputed(shown.deal) ? ['content', 'disputes'] : ['content'];
  await queuesChanged(env, ...changed);
  return shown;
}

/** OpsContentApprove: the company may review the content now; the reason is optional. */
export async function opsApproveContent(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason?: string | null },
): Promise<OpsDealView> {
  const reason = await optionalReason(args.reason);
  const row = await approveContent(env, args.id, { actor, reason });
  return decided(env, row.id);
}

/** OpsContentReject: the creator uploads again; the reason is the creator's feedback. */
export async function opsRejectContent(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; reason: string },
): Promise<OpsDealView> {
  const reason = await requiredReason(args.reason);
  const row = await rejectContent(env, args.id, reason, actor);
  return decided(env, row.id);
}
