/**
 * The dashboard's money by team role (docs/product.md#brand-teams: members see no money):
 * a member's DashboardSummary has its campaigns, deals and attention list but null money,
 * read without touching the ledger; the owner's and an admin's have the amounts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignCompany, campaignInput, createArgs, createCampaign } from './helpers/campaigns';
import type { ApiCampaign } from './helpers/campaigns';
import { postGraphql } from './helpers/http';
import { statementsOf } from './helpers/statements';
import { addMember, dataOf } from './helpers/teams';
import { serverForFile } from './helpers/testServer';
import { credit } from './helpers/wallet';

const t = serverForFile();

const SUMMARY = `query DashboardSummary { DashboardSummary {
  active_campaigns awaiting_approval_campaigns total_campaigns deal_counts { status count }
  content_to_review deals_to_ship spent_this_month in_escrow wallet_balance
  attention { kind campaign_id } } }`;

const summaryOf = async (token: string) =>
  dataOf(
    await postGraphql<{ DashboardSummary: Record<string, unknown> }>(`${t.url}/v1/j`, SUMMARY, {
      token,
    }),
  ).DashboardSummary;

const CREDITED = 5_000_00;
const tokens = {} as Record<'owner' | 'admin' | 'member', string>;
let campaign: ApiCampaign;

beforeAll(async () => {
  const owner = await campaignCompany(t, { productCount: 1 });
  await credit(t, owner.company.id, CREDITED);
  // Paid from the wallet: the escrow holds its total, the wallet has the rest.
  campaign = await createCampaign(
    t,
    owner.token,
    createArgs(campaignInput(owner.brandId, owner.productIds, { number_of_deals: 2 })),
  );
  tokens.owner = owner.token;
  tokens.admin = (await addMember(t, owner.token, 'dash-admin@example.com', 'admin')).token;
  tokens.member = (await addMember(t, owner.token, 'dash-member@example.com', 'member')).token;
});

/** What every role sees alike: the work, not the money. */
const work = () => ({
  active_campaigns: 0,
  awaiting_approval_campaigns: 1,
  total_campaigns: 1,
  deal_counts: [],
  content_to_review: 0,
  deals_to_ship: 0,
  attention: [{ kind: 'campaign_awaiting_approval', campaign_id: campaign.id }],
});

describe("DashboardSummary's money by team role", () => {
  it('gives the owner and an admin the amounts', async () => {
    expect(campaign.total).toBeGreaterThan(0);
    for (const role of ['owner', 'admin'] as const) {
      expect(await summaryOf(tokens[role])).toEqual({
        ...work(),
        spent_this_month: 0,
        in_escrow: campaign.total,
        wallet_balance: CREDITED - campaign.total,
      });
    }
  });

  it('gives a member the work and null money, without reading the ledger', async () => {
    expect(await summaryOf(tokens.member)).toEqual({
      ...work(),
      spent_this_month: null,
      in_escrow: null,
      wallet_balance: null,
    });
    // One statement (the owner's summary takes two: the figures and the wallet's balance),
    // and none of the ledger's tables in it.
    const statements = await statementsOf(t.db, () => summaryOf(tokens.member));
    expect(statements).toHaveLength(1);
    expect(statements[0]!.sql).toMatch(/^select json_build_object/);
    expect(statements[0]!.sql).not.toMatch(/ledger/);
    expect(await statementsOf(t.db, () => summaryOf(tokens.owner))).toHaveLength(2);
  });
});
