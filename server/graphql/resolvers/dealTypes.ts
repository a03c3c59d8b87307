/**
 * Deals and content in the API's shape, for both parties. What a deal offers (`actions`)
 * comes from the one transition table, for the viewer's role; its money from its
 * campaign's price lines. The timeline and uploads are mapped when they were read.
 */
import type { CampaignType } from '../../../domain/campaigns/rules';
import type { ContentKind, ContentStatus } from '../../../domain/content/rules';
import { roleOf } from '../../../domain/content/parts';
import {
  autoAcceptAt,
  availableDealActions,
  creatorDueAt,
  dealDelivery,
  dealMoney,
  revisionsLeft,
} from '../../../domain/deals/rules';
import type { DealActor, DealFacts, DealStatus } from '../../../domain/deals/rules';
import { imageUrl } from '../../http/images';
import type { ContentView } from '../../services/content/view';
import type { DealView, TimelineStep } from '../../services/deals/view';
import type {
  Carrier,
  Content,
  Deal,
  DealAction,
  DealActor as ApiDealActor,
  DealEvent,
  DeliveryType,
  UsageRights,
} from '../generated/app';
import { contentFileUrl } from './contentFileUrls';
import { toCreator } from './creatorTypes';

/** What the transition table needs to know of a deal that has its campaign read. */
export function dealFacts(view: Required<Pick<DealView, 'row' | 'campaign'>>): DealFacts {
  return {
    status: view.row.status as DealStatus,
    delivery_type: view.campaign.deliveryType,
    campaign_type: view.campaign.type,
    has_content: view.row.has_content,
    revisions_used: view.row.revisions_used,
    revision_rounds: view.campaign.revisionRounds,
  };
}

/** The note a timeline step shows: what the move carried (tracking, feedback, reason, …). */
function noteOf(details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const { note } = details as { note?: unknown };
  return typeof note === 'string' ? note : null;
}

/**
 * A timeline step as `actor` sees it: a creator never reads the company's people's names
 * (docs/product.md#brand-teams, "Who did what"), so `by` is null on the creator's side.
 */
export function toDealEvent(row: TimelineStep, actor: DealActor): DealEvent {
  return {
    id: String(row.id),
    action: row.action as DealAction,
    actor: row.actor as ApiDealActor,
    status: row.status as DealStatus,
    note: noteOf(row.details),
    by: actor === 'creator' ? null : row.by,
    created_at: row.created_at.toISOString(),
  };
}

/** An upload as the API shows it to the company (and operators). */
export function toContent(view: ContentView): Content {
  const { row } = view;
  return {
    id: String(row.id),
    deal_id: String(row.deal_id),
    campaign_id: String(row.campaign_id),
    campaign_name: view.campaignName,
    brand_id: String(row.brand_id),
    brand_name: view.brandName,
    creator: toCreator(view.creator),
    kind: row.kind as ContentKind,
    status: row.status as ContentStatus,
    round: row.round,
    files: view.files.map((file) => ({
      id: file.id,
      role: roleOf(file.role),
      url: contentFileUrl(file.id),
      content_type: file.content_type,
      size: file.size,
    })),
    feedback: row.feedback,
    time_comments: (row.time_comments as Array<{ at_seconds: number; text: string }>) ?? [],
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    licence: view.licence && {
      id: String(view.licence.id),
      usage_rights: view.licence.usageRights as UsageRights,
      starts_at: view.licence.startsAt.toISOString(),
      paid_ads_ends_at: view.licence.paidAdsEndsAt?.toISOString() ?? null,
      extension_payment: view.licence.extensionByCard ? 'CARD' : 'WALLET',
    },
  };
}

/**
 * An upload as its creator sees it: without the licence summary, which is the company's
 * (how it would pay an extension); the creator reads its licence by CreatorDealLicence.
 */
const toCreatorContent = (view: ContentView): Content => ({ ...toContent(view), licence: null });

/** What was read beside the deal view (when the operation asked for it). */
export interface DealExtras {
  events?: TimelineStep[];
  contents?: ContentView[];
}

/**
 * A deal as `actor` (the viewer's role) sees it. The view must have its campaign (every
 * deal read through dealViewQuery has).
 */
export function toDeal(view: DealView, actor: DealActor, extras: DealExtras = {}): Deal {
  const { row, campaign } = view;
  if (!campaign) throw new Error('toDeal: a deal view without its campaign');
  const facts = dealFacts({ row, campaign });
  const money = dealMoney(campaign.costLines);
  const status = row.status as DealStatus;
  return {
    id: String(row.id),
    status,
    delivery: dealDelivery(status),
    campaign_id: String(row.campaign_id),
    campaign: {
      id: String(campaign.id),
      name: campaign.name,
      type: campaign.type as CampaignType,
      delivery_type: campaign.deliveryType as DeliveryType,
      brand_id: String(campaign.brandId),
      brand_name: campaign.brandName,
      content_format: campaign.contentFormat,
      video_duration: campaign.videoDuration,
      usage_rights: campaign.usageRights as UsageRights,
      raw_footage: campaign.rawFootage,
      extra_hooks: campaign.extraHooks,
      content_brief: campaign.contentBrief,
      must_have_tags: campaign.mustHaveTags,
      revision_rounds: campaign.revisionRounds,
    },
    creator: toCreator(view.creator),
    products: (view.products ?? []).map((product) => ({
      id: String(product.id),
      name: product.name,
      price: product.priceCents,
      link: product.link,
      image_url: product.imageId ? imageUrl(product.imageId) : null,
    })),
    carrier: row.carrier as Carrier | null,
    tracking_number: row.tracking_number,
    order_number: row.order_number,
    order_total: row.order_total_cents,
    receipt_image_url: row.receipt_image_id ? imageUrl(row.receipt_image_id) : null,
    post_url: row.post_url,
    fee: money.feeCents,
    reimbursement: campaign.deliveryType === 'refund' ? money.reimbursementCents : 0,
    revisions_used: row.revisions_used,
    revisions_left: revisionsLeft(facts),
    canceled_by: row.canceled_by as ApiDealActor | null,
    cancel_reason: row.cancel_reason,
    auto_accept_at:
      status === 'content_approved_by_admin'
        ? autoAcceptAt(row.status_changed_at).toISOString()
        : null,
    creator_due_at: creatorDueAt(status, campaign.deliveryType, row.status_changed_at),
    actions: availableDealActions(facts, actor),
    events: (extras.events ?? []).map((event) => toDealEvent(event, actor)),
    contents: (extras.contents ?? []).map(actor === 'creator' ? toCreatorContent : toContent),
    unread_messages: view.unreadMessages ?? 0,
    last_message_at: row.last_message_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
