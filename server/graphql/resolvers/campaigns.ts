import { CAMPAIGN_ACTIONS_BY_STATUS } from '../../../domain/campaigns/rules';
import type {
  CampaignPrice,
  CampaignStatus as CampaignStatusName,
} from '../../../domain/campaigns/rules';
import { createCampaign, quoteCampaign } from '../../services/campaigns/create';
import { getCampaign, listCampaigns } from '../../services/campaigns/list';
import { campaignActivity } from '../../services/campaigns/events';
import type { CampaignEventView } from '../../services/campaigns/events';
import { autoApprovesAt } from '../../services/campaigns/view';
import type { CampaignView } from '../../services/campaigns/view';
import { translated } from '../errors';
import { selects } from '../selection';
import type {
  Campaign,
  CampaignEvent,
  CampaignPaymentMethod,
  CampaignQuote,
  CampaignStatus,
  CampaignType,
  ContentFormat,
  CostLine,
  CostLineKind,
  CreatorTier,
  DeliveryType,
  Resolvers,
  UsageRights,
} from '../generated/app';
import { toBrand } from './brands';
import { toConnection } from './connection';

const toCostLines = (lines: CampaignPrice['lines']): CostLine[] =>
  lines.map((line) => ({ kind: line.kind as CostLineKind, amount: line.amountCents }));

export const toQuote = (price: CampaignPrice): CampaignQuote => ({
  lines: toCostLines(price.lines),
  total: price.totalCents,
});

/** The API shape of a campaign (its enums are the database's CHECKed values). */
export function toCampaign({ row, brand, products, invoiceId, figures }: CampaignView): Campaign {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type as CampaignType,
    status: row.status as CampaignStatus,
    brand: toBrand(brand),
    products: products.map((product) => ({
      id: String(product.id),
      name: product.name,
      price: product.priceCents,
    })),
    delivery_type: row.delivery_type as DeliveryType,
    taxes_shipping_compensation: row.taxes_shipping_compensation_cents,
    number_of_deals: row.number_of_deals,
    deals_filled: row.deals_count,
    creator_tier: row.creator_tier as CreatorTier,
    creator_category: row.creator_category,
    must_have_tags: row.must_have_tags,
    content_brief: row.content_brief,
    content_format: row.content_format as ContentFormat,
    video_duration: row.video_duration,
    resource_links: row.resource_links,
    ages: row.ages,
    genders: row.genders,
    ethnicities: row.ethnicities,
    revision_rounds: row.revision_rounds,
    usage_rights: row.usage_rights as UsageRights,
    raw_footage: row.raw_footage,
    extra_hooks: row.extra_hooks,
    payment_method: row.payment_method === 'card' ? 'CARD' : 'WALLET',
    card_id: row.card_id === null ? null : String(row.card_id),
    cost_lines: toCostLines(row.cost_lines),
    total: row.total_cents,
    invoice_id: invoiceId === null ? null : String(invoiceId),
    rejection_reason: row.rejection_reason,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    auto_approves_at: autoApprovesAt(row)?.toISOString() ?? null,
    status_changed_at: row.status_changed_at.toISOString(),
    actions: [...CAMPAIGN_ACTIONS_BY_STATUS[row.status as CampaignStatusName]],
    content_accepted: figures.contentAccepted,
    content_expected: row.number_of_deals,
    spent: figures.spentCents,
    in_escrow: figures.inEscrowCents,
    refunded: figures.refundedCents,
    // Read by the Campaign.events resolver below, only when an operation selects it.
    events: [],
  };
}

export const toCampaignEvent = (event: CampaignEventView): CampaignEvent => ({
  id: String(event.id),
  action: event.action,
  by: event.by,
  created_at: event.createdAt.toISOString(),
});

/** Campaigns of the session's company: every service call is scoped to ctx.companyId. */
export const campaignResolvers: Resolvers = {
  Query: {
    CampaignQuote: translated(async (_parent, { input, method }, ctx) =>
      toQuote(await quoteCampaign(ctx, ctx.companyId, input, method as CampaignPaymentMethod)),
    ),
    Campaigns: translated(async (_parent, args, ctx, info) => {
      const needs = {
        productsCount: selects(info, ['nodes', 'brand', 'products_count']),
        inUse: selects(info, ['nodes', 'brand', 'in_use']),
      };
      return toConnection(await listCampaigns(ctx, ctx.companyId, args, needs), toCampaign);
    }),
    Campaign: translated(async (_parent, { id }, ctx) =>
      toCampaign(await getCampaign(ctx, ctx.companyId, id)),
    ),
  },
  Mutation: {
    CampaignCreate: translated(async (_parent, args, ctx) =>
      toCampaign(await createCampaign(ctx, ctx.companyId, ctx.locale, args)),
    ),
  },
  Campaign: {
    // The campaign was read within the session's scope (its company's, or an operator's):
    // its activity is read for it, names joined in one statement (docs/product.md#brand-teams).
    events: async (campaign, _args, ctx) =>
      (await campaignActivity(ctx.db, Number(campaign.id))).map(toCampaignEvent),
  },
};
