/**
 * A campaign's activity (docs/product.md#brand-teams, "Who did what"): what the company's
 * people did with it, each step recorded with the person who made it. One list for the
 * database's CHECK and the API's CampaignEventAction enum.
 */
import type { CAMPAIGN_ACTION_TARGET } from './rules';

export const CAMPAIGN_EVENT_ACTIONS = [
  // A member built it and sent it to the owner and admins to pay (a campaign draft).
  'drafted',
  // Paid and submitted: it exists from here on.
  'created',
  'paused',
  'resumed',
  'deactivated',
] as const;
export type CampaignEventAction = (typeof CAMPAIGN_EVENT_ACTIONS)[number];

/** The activity step each status-changing campaign action records. */
export const CAMPAIGN_ACTION_EVENT: Record<
  keyof typeof CAMPAIGN_ACTION_TARGET,
  CampaignEventAction
> = { pause: 'paused', resume: 'resumed', deactivate: 'deactivated' };
