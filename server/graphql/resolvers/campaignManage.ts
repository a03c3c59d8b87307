import { campaignTabCounts } from '../../services/campaigns/list';
import { deactivateCampaign } from '../../services/campaigns/deactivate';
import { duplicateCampaign } from '../../services/campaigns/duplicate';
import { pauseCampaign, resumeCampaign } from '../../services/campaigns/manage';
import { campaignWithProducts } from '../../services/campaigns/products';
import type { CampaignProductsView } from '../../services/campaigns/products';
import type { CampaignInputArgs } from '../../services/campaigns/input';
import { isUsageRights, USAGE_RIGHTS_DEFAULT } from '../../../domain/campaigns/rights';
import { translated } from '../errors';
import type {
  CampaignDraft,
  CampaignProductsView as ApiCampaignProductsView,
  ContentFormat,
  CreatorTier,
  CampaignType,
  DeliveryType,
  Resolvers,
} from '../generated/app';
import { toCampaign } from './campaigns';
import { toImage } from './images';

/** A draft in the API's shape (its enums are the database's CHECKed values). */
export const toDraft = (draft: CampaignInputArgs): CampaignDraft => ({
  ...draft,
  type: draft.type as CampaignType,
  delivery_type: draft.delivery_type as DeliveryType,
  creator_tier: draft.creator_tier as CreatorTier,
  content_format: draft.content_format as ContentFormat,
  product_ids: [...draft.product_ids],
  must_have_tags: [...draft.must_have_tags],
  resource_links: [...draft.resource_links],
  ages: [...draft.ages],
  genders: [...draft.genders],
  ethnicities: [...draft.ethnicities],
  video_duration: draft.video_duration ?? null,
  // Stored drafts and campaigns always hold a right; organic is only the type's fallback.
  usage_rights: isUsageRights(draft.usage_rights) ? draft.usage_rights : USAGE_RIGHTS_DEFAULT,
  raw_footage: draft.raw_footage ?? false,
  extra_hooks: draft.extra_hooks ?? 0,
});

const toCampaignProducts = ({
  campaign,
  products,
}: CampaignProductsView): ApiCampaignProductsView => ({
  campaign: toCampaign(campaign),
  products: products.map((product) => ({
    id: String(product.id),
    name: product.name,
    price: product.priceCents,
    link: product.link,
    image: product.image ? toImage(product.image) : null,
    deal_counts: product.dealCounts,
  })),
});

/**
 * Managing the session's company's campaigns (docs/product.md#campaign-statuses): the
 * listing's tab counts, a campaign with its products, and the status actions. Every
 * service call is scoped to ctx.companyId.
 */
export const campaignManageResolvers: Resolvers = {
  Query: {
    CampaignTabCounts: translated(async (_parent, args, ctx) =>
      campaignTabCounts(ctx, ctx.companyId, args),
    ),
    CampaignProducts: translated(async (_parent, { id }, ctx) =>
      toCampaignProducts(await campaignWithProducts(ctx, ctx.companyId, id)),
    ),
  },
  Mutation: {
    CampaignPause: translated(async (_parent, { id }, ctx) =>
      toCampaign(await pauseCampaign(ctx, ctx.companyId, id)),
    ),
    CampaignResume: translated(async (_parent, { id }, ctx) =>
      toCampaign(await resumeCampaign(ctx, ctx.companyId, id)),
    ),
    CampaignDeactivate: translated(async (_parent, { id }, ctx) =>
      toCampaign(await deactivateCampaign(ctx, ctx.companyId, id)),
    ),
    CampaignDuplicate: translated(async (_parent, { id }, ctx) =>
      toDraft(await duplicateCampaign(ctx, ctx.companyId, id)),
    ),
  },
};
