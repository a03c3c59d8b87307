/**
 * Content licences (docs/product.md#licences): the company's by content or deal, the
 * creator's by deal. Every read is scoped to ctx.companyId (the creator's id for a creator
 * session, see server/graphql/roles.ts): another account's is NOT_FOUND.
 */
import { roleOf } from '../../../domain/content/parts';
import { extendRights } from '../../services/licences/extend';
import { readLicence } from '../../services/licences/view';
import type { LicenceView } from '../../services/licences/view';
import { translated } from '../errors';
import type { ContentKind, ContentLicence, UsageRights, Resolvers } from '../generated/app';

/** The API shape of a licence. */
function toLicence({ row, ...names }: LicenceView): ContentLicence {
  return {
    id: String(row.id),
    company_id: String(row.company_id),
    company_name: names.companyName,
    brand_id: String(row.brand_id),
    brand_name: names.brandName,
    creator_id: String(row.creator_id),
    creator_name: names.creatorName,
    campaign_id: String(row.campaign_id),
    campaign_name: names.campaignName,
    deal_id: String(row.deal_id),
    content_id: String(row.content_id),
    files: row.files.map((file) => ({
      ...file,
      role: roleOf(file.role),
      kind: file.kind as ContentKind,
    })),
    usage_rights: row.usage_rights as UsageRights,
    raw_footage: row.raw_footage,
    extra_hooks: row.extra_hooks,
    starts_at: row.starts_at.toISOString(),
    paid_ads_ends_at: row.paid_ads_ends_at?.toISOString() ?? null,
    extends_licence_id: row.extends_licence_id === null ? null : String(row.extends_licence_id),
    created_at: row.created_at.toISOString(),
  };
}

export const licenceResolvers: Resolvers = {
  Query: {
    ContentLicence: translated(async (_parent, { content_id }, ctx) =>
      toLicence(
        await readLicence(ctx.db, { party: 'company', accountId: ctx.companyId }, { content_id }),
      ),
    ),
    DealLicence: translated(async (_parent, { deal_id }, ctx) =>
      toLicence(
        await readLicence(ctx.db, { party: 'company', accountId: ctx.companyId }, { deal_id }),
      ),
    ),
    CreatorDealLicence: translated(async (_parent, { deal_id }, ctx) =>
      toLicence(
        await readLicence(ctx.db, { party: 'creator', accountId: ctx.companyId }, { deal_id }),
      ),
    ),
  },
  Mutation: {
    ContentRightsExtend: translated(async (_parent, { licence_id }, ctx) =>
      toLicence(await extendRights(ctx, ctx.companyId, licence_id)),
    ),
  },
};
