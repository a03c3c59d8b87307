import type { CampaignCreatorFieldsFragment } from '@/store/generated/graphql';

/** A creator as a campaign's lists show them (CampaignCreatorFields of the creators feature). */
export type CampaignCreator = CampaignCreatorFieldsFragment;
