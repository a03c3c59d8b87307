/**
 * The creators' marketplace (docs/product.md#marketplace), shared by the server and the
 * creators' app: when a campaign takes applications, what an application's state is, and
 * what a creator earns on one deal. Pure: no I/O.
 */
import type { CostLineKind } from '../campaigns/rules';
import { dealMoney, feeLines } from '../deals/rules';

/** What the rules read of a campaign. */
export interface MarketplaceCampaignFacts {
  status: string;
  number_of_deals: number;
  deals_count: number;
}

/** Slots no deal holds yet (a slot, once picked, is held for good). */
export const slotsLeft = (campaign: MarketplaceCampaignFacts): number =>
  Math.max(campaign.number_of_deals - campaign.deals_count, 0);

/** A campaign takes applications while it is active and has a slot left. */
export const takesApplications = (campaign: MarketplaceCampaignFacts): boolean =>
  campaign.status === 'active' && slotsLeft(campaign) > 0;

export const APPLICATION_STATES = ['applied', 'picked', 'not_picked'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * An application's state: picked once the creator holds a deal on the campaign; applied
 * while the campaign may still pick (active with a slot left, or paused: it can resume);
 * not picked once it cannot (filled, ended, deactivated).
 */
export function applicationState(
  campaign: MarketplaceCampaignFacts,
  picked: boolean,
): ApplicationState {
  if (picked) return 'picked';
  const mayStillPick = campaign.status === 'active' || campaign.status === 'paused';
  return mayStillPick && slotsLeft(campaign) > 0 ? 'applied' : 'not_picked';
}

/**
 * What a creator is paid for one deal, out of the campaign's cost lines: the fee (on
 * acceptance) with the lines it sums (content, tier, duration, and the usage rights and
 * options the brand bought, docs/product.md#content-rights) and, on refund delivery, the
 * reimbursement of what they buy.
 */
export function creatorEarnings(lines: ReadonlyArray<{ kind: CostLineKind; amountCents: number }>) {
  const { feeCents, reimbursementCents } = dealMoney(lines);
  return { earningsCents: feeCents, earningsLines: feeLines(lines), reimbursementCents };
}
