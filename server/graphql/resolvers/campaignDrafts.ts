import {
  deleteCampaignDraft,
  listCampaignDrafts,
  openCampaignDraft,
  submitCampaignDraft,
} from '../../services/campaigns/drafts';
import type { SavedDraftView } from '../../services/campaigns/drafts';
import { translated } from '../errors';
import type { CampaignType, Resolvers, SavedCampaignDraft } from '../generated/app';
import { toDraft } from './campaignManage';

const toSavedDraft = (draft: SavedDraftView): SavedCampaignDraft => ({
  id: String(draft.id),
  name: draft.name,
  created_by: draft.createdBy,
  created_at: draft.createdAt.toISOString(),
  number_of_deals: draft.numberOfDeals,
  // Stored as the campaign schema validated it: one of the enum's values.
  type: draft.type as CampaignType,
});

/** Campaigns waiting for payment: every call is scoped to ctx.companyId. */
export const campaignDraftResolvers: Resolvers = {
  Query: {
    CampaignDrafts: translated(async (_parent, _args, ctx) =>
      (await listCampaignDrafts(ctx, ctx.companyId)).map(toSavedDraft),
    ),
    CampaignDraftOpen: translated(async (_parent, { id }, ctx) =>
      toDraft(await openCampaignDraft(ctx, ctx.companyId, id)),
    ),
  },
  Mutation: {
    CampaignDraftSubmit: translated(async (_parent, { input }, ctx) =>
      toSavedDraft(await submitCampaignDraft(ctx, ctx.companyId, ctx.accountId, input)),
    ),
    CampaignDraftDelete: translated((_parent, { id }, ctx) =>
      deleteCampaignDraft(ctx, ctx.companyId, id),
    ),
  },
};
