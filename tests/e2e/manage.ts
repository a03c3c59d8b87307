/**
 * What the end-to-end campaign management tests read from the server beside the screens:
 * creators the demo company may pick, a campaign's money, the dashboard's figures, and
 * money written as the app writes it in English.
 */
import type { Page } from 'playwright-core';
import { deactivationRefundCents, type CostLineKind } from '@/domain/campaigns/rules';
import type { SeededServer } from './creators';
import { graphql } from './money';

export interface Creator {
  id: string;
  name: string;
}

/** `count` creators matching the campaign and not picked for it yet; fails if too few. */
export async function unpickedCreators(
  server: SeededServer,
  campaignId: string,
  count: number,
): Promise<Creator[]> {
  const { Creators } = await graphql<{
    Creators: { nodes: Array<{ creator: Creator; deal: { id: string } | null }> };
  }>(
    await server.demoSession(),
    `
      query Creators($campaign_id: ID!) {
        Creators(campaign_id: $campaign_id, first: 20) {
          nodes {
            creator {
              id
              name
            }
            deal {
              id
            }
          }
        }
      }
    `,
    { campaign_id: campaignId },
    server.url,
  );
  const free = Creators.nodes.filter((node) => !node.deal).map((node) => node.creator);
  if (free.length < count) throw new Error(`only ${free.length} creators to pick, not ${count}`);
  return free.slice(0, count);
}

export interface CampaignMoney {
  id: string;
  name: string;
  status: string;
  number_of_deals: number;
  deals_filled: number;
  cost_lines: Array<{ kind: CostLineKind; amount: number }>;
}

/** What deactivating the campaign now gives back, by the shared rule, and for how many slots. */
export function expectedRefund(campaign: CampaignMoney) {
  const unfilled = campaign.number_of_deals - campaign.deals_filled;
  const lines = campaign.cost_lines.map(({ kind, amount }) => ({ kind, amountCents: amount }));
  return { unfilled, cents: deactivationRefundCents(lines, unfilled) };
}

/** What the tests read of a campaign. */
const CAMPAIGN_FIELDS = 'id name status number_of_deals deals_filled cost_lines { kind amount }';

/** The demo company's active campaigns as the server holds them. */
export async function activeCampaigns(server: SeededServer): Promise<CampaignMoney[]> {
  const { Campaigns } = await graphql<{ Campaigns: { nodes: CampaignMoney[] } }>(
    await server.demoSession(),
    `{ Campaigns(first: 20, tab: active) { nodes { ${CAMPAIGN_FIELDS} } } }`,
    {},
    server.url,
  );
  return Campaigns.nodes;
}

/** One of the demo company's campaigns by id, as the server holds it now. */
export async function campaign(server: SeededServer, id: string): Promise<CampaignMoney> {
  const { Campaign } = await graphql<{ Campaign: CampaignMoney }>(
    await server.demoSession(),
    `query Campaign($id: ID!) { Campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`,
    { id },
    server.url,
  );
  return Campaign;
}

/** The dashboard's money figures and the wallet's balance, as the server holds them. */
export async function dashboardMoney(server: SeededServer) {
  const { DashboardSummary } = await graphql<{
    DashboardSummary: { spent_this_month: number; in_escrow: number; wallet_balance: number };
  }>(
    await server.demoSession(),
    '{ DashboardSummary { spent_this_month in_escrow wallet_balance } }',
    {},
    server.url,
  );
  return DashboardSummary;
}

const USD = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
/** Cents as the app shows them in English: "$1,234.50". */
export const usd = (cents: number) => USD.format(cents / 100);

/** Marks the page's document: `stillSameDocument` is false once it was reloaded. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as { e2eMark?: boolean }).e2eMark = true;
  });
  return () => page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark === true);
}

/** How many of the demo company's notifications are unread, as the server holds them. */
export async function unreadNotifications(server: SeededServer): Promise<number> {
  const { Notifications } = await graphql<{ Notifications: { unread_count: number } }>(
    await server.demoSession(),
    '{ Notifications(first: 1) { unread_count } }',
    {},
    server.url,
  );
  return Notifications.unread_count;
}
