import { dealStatusLabelKey } from '../deals/rules';
import type { DealStatus } from '../deals/rules';

/**
 * The dashboard's deal pipeline (docs/product.md#dashboard): the open deals from "Deal
 * started" to "Get paid", each stage named by its first status's label. Content waiting
 * for screening and content waiting for the company are both "Content uploaded"; a social
 * media deal waiting for its publish date has been paid for, so it stays in "Get paid".
 */
export const PIPELINE_STAGES = [
  { key: 'started', statuses: ['creator_accepted'] },
  { key: 'purchased', statuses: ['purchased_sent'] },
  { key: 'creating', statuses: ['product_received'] },
  { key: 'uploaded', statuses: ['creator_upload_content', 'content_approved_by_admin'] },
  { key: 'getPaid', statuses: ['company_accepts_content', 'creator_waiting_for_publish_date'] },
] as const satisfies ReadonlyArray<{ key: string; statuses: readonly DealStatus[] }>;
export type PipelineStageKey = (typeof PIPELINE_STAGES)[number]['key'];

export interface PipelineStage {
  key: PipelineStageKey;
  /** The `deals` locale key of the stage's label (its first status's). */
  labelKey: string;
  count: number;
}

/** Deal counts by status (as DashboardSummary gives them) grouped into the pipeline. */
export function dealPipeline(
  counts: ReadonlyArray<{ status: DealStatus; count: number }>,
): PipelineStage[] {
  const byStatus = new Map(counts.map((c) => [c.status, c.count]));
  return PIPELINE_STAGES.map((stage) => ({
    key: stage.key,
    // Over deals of both delivery types: a label true of both.
    labelKey: dealStatusLabelKey(stage.statuses[0]),
    count: stage.statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
  }));
}

/** The chart's span: DashboardSpend's weeks, 1 to 52, 12 by default. Weeks start Monday, UTC. */
export const SPEND_WEEKS_DEFAULT = 12;
export const SPEND_WEEKS_MAX = 52;
/** "Needs your attention" lists at most this many items of each kind. */
export const ATTENTION_PER_KIND = 10;
export const ATTENTION_KINDS = [
  'review_content',
  'ship_product',
  'campaign_rejected',
  'campaign_awaiting_approval',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];
