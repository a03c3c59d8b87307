/**
 * Who did what (docs/product.md#brand-teams): deal steps, wallet movements and campaign
 * steps name the company's person who made them; a step no one of the company made (the
 * creator's, an operator's, a bank transfer) names no one; the creator never reads the
 * names; a person's name stays on their steps after they leave; another company reads none
 * of it (NOT_FOUND as for anything of another company).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '@/server/db/schema/account';
import { campaignCompany, campaignInput, createArgs, freshKey } from './helpers/campaigns';
import { campaignWithDeals, dealApi } from './helpers/deals';
import {
  codeOf,
  companyWithOwner,
  dataOf,
  guestCall,
  invite,
  TEAM,
  TEAM_GUEST,
  teamCall,
} from './helpers/teams';
import { GOOD_PASSWORD } from './helpers/account';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { credit } from './helpers/wallet';

const t = serverForFile();

const STEP = 'action actor by';
const OPS = {
  deal: `query Deal($id: ID!) { Deal(id: $id) { id events { ${STEP} } } }`,
  creatorDeal: `query CreatorDeal($id: ID!) { CreatorDeal(id: $id) { id events { ${STEP} } } }`,
  campaign: `query Campaign($id: ID!) { Campaign(id: $id) { id events { id action by created_at } } }`,
  campaigns: `query Campaigns { Campaigns(first: 10) { nodes { id events { action by } } } }`,
  pause: `mutation CampaignPause($id: ID!) { CampaignPause(id: $id) { id status } }`,
  resume: `mutation CampaignResume($id: ID!) { CampaignResume(id: $id) { id events { action by } } }`,
  deactivate: `mutation CampaignDeactivate($id: ID!) { CampaignDeactivate(id: $id) { id status } }`,
  transactions: `query Transactions { Transactions(first: 50) { nodes { id kind description by } } }`,
  topUp: `mutation WalletTopUp($amount_cents: Int!, $card_id: ID!, $idempotency_key: String!) {
    WalletTopUp(amount_cents: $amount_cents, card_id: $card_id, idempotency_key: $idempotency_key) {
      transaction { id kind by } } }`,
  submitDraft: `mutation CampaignDraftSubmit($input: CampaignInput!) {
    CampaignDraftSubmit(input: $input) { id } }`,
  payDraft: `mutation CampaignCreate($input: CampaignInput!, $payment: CampaignPaymentInput!,
    $idempotency_key: String!, $accept_terms: Boolean!, $draft_id: ID) {
    CampaignCreate(input: $input, payment: $payment, idempotency_key: $idempotency_key,
      accept_terms: $accept_terms, draft_id: $draft_id) { id events { action by } } }`,
} as const;

type Step = { action: string; actor?: string; by: string | null };
type Data = Record<string, { id: string; events: Step[] }>;
interface Movement {
  id: string;
  kind: string;
  description: string;
  by: string | null;
}

const call = <T = Data>(token: string, query: string, variables: Record<string, unknown> = {}) =>
  teamCall<T>(t, token, query, variables);

/** A new person joining the owner's company as `role`, with their own name. */
async function joins(
  server: TestServer,
  ownerToken: string,
  role: 'admin' | 'member',
  [first_name, last_name]: [string, string],
) {
  const email = `${first_name.toLowerCase()}-${Date.now()}@example.com`;
  const { joinToken } = await invite(server, ownerToken, email, role);
  const accepted = dataOf(
    await guestCall<{ TeamInvitationAccept: { authorization: { token: string } } }>(
      server,
      TEAM_GUEST.accept,
      { token: joinToken, password: GOOD_PASSWORD, first_name, last_name },
    ),
  );
  return { email, token: accepted.TeamInvitationAccept.authorization.token };
}

/** An owner ("Test User", the test companies' name), an admin Ana Ruiz and a member Ben Lee. */
async function team() {
  const base = await campaignCompany(t, { productCount: 1 });
  await credit(t, base.company.id, 100_000_00);
  const admin = await joins(t, base.token, 'admin', ['Ana', 'Ruiz']);
  const member = await joins(t, base.token, 'member', ['Ben', 'Lee']);
  return { base, admin, member };
}

describe('who did what', () => {
  it("a deal's timeline names the company's person, never on the creator's side", async () => {
    const { base, admin, member } = await team();
    // The admin pays the campaign and picks the creator.
    const { deals } = await campaignWithDeals(t, {
      delivery: 'shipping',
      owner: { ...base, token: admin.token },
    });
    const deal = deals[0]!;
    expect(
      (
        await dealApi(t, member.token, 'ship', {
          id: deal.id,
          carrier: 'dhl',
          tracking_number: 'JD0123',
        })
      ).body.errors,
    ).toBeUndefined();
    expect(
      (await dealApi(t, deal.creatorToken, 'confirmReceipt', { id: deal.id })).body.errors,
    ).toBeUndefined();

    const company = dataOf(await call(base.token, OPS.deal, { id: deal.id })).Deal!;
    expect(company.events).toEqual([
      { action: 'ship', actor: 'company', by: 'Ben Lee' },
      { action: 'confirm_receipt', actor: 'creator', by: null },
    ]);
    const creator = dataOf(await call(deal.creatorToken, OPS.creatorDeal, { id: deal.id }));
    expect(creator.CreatorDeal!.events).toEqual([
      { action: 'ship', actor: 'company', by: null },
      { action: 'confirm_receipt', actor: 'creator', by: null },
    ]);

    // The member leaves: their account stays, and so does their name on what they did.
    expect((await call(member.token, TEAM.leave)).body.errors).toBeUndefined();
    const after = dataOf(await call(admin.token, OPS.deal, { id: deal.id })).Deal!;
    expect(after.events[0]).toEqual({ action: 'ship', actor: 'company', by: 'Ben Lee' });

    // Another company's session finds no such deal.
    const other = await companyWithOwner(t);
    expect(codeOf(await call(other.token, OPS.deal, { id: deal.id }))).toBe('NOT_FOUND');
  });

  it("the wallet's movements name who paid or topped up, not a bank transfer", async () => {
    const { base, admin } = await team();
    await campaignWithDeals(t, { picks: 1, owner: { ...base, token: admin.token } });
    const topUp = dataOf(
      await call<{ WalletTopUp: { transaction: Movement } }>(admin.token, OPS.topUp, {
        amount_cents: 50_00,
        card_id: base.cardId,
        idempotency_key: freshKey(),
      }),
    ).WalletTopUp.transaction;
    expect(topUp).toMatchObject({ kind: 'top_up_card', by: 'Ana Ruiz' });

    const movements = dataOf(
      await call<{ Transactions: { nodes: Movement[] } }>(base.token, OPS.transactions),
    ).Transactions.nodes;
    const byKind = (kind: string) => movements.filter((movement) => movement.kind === kind);
    expect(byKind('top_up_card').map((movement) => movement.by)).toEqual(['Ana Ruiz']);
    expect(byKind('payment').map((movement) => movement.by)).toEqual(['Ana Ruiz']);
    // The test's money came by bank transfer: no one of the company made it.
    expect(byKind('top_up_bank').map((movement) => movement.by)).toEqual([null]);

    // A person without a name is named by their e-mail, as on the team screen.
    await t.db
      .update(companies)
      .set({ first_name: null, last_name: null })
      .where(eq(companies.email, admin.email));
    const unnamed = dataOf(
      await call<{ Transactions: { nodes: Movement[] } }>(base.token, OPS.transactions),
    ).Transactions.nodes.find((movement) => movement.id === topUp.id);
    expect(unnamed!.by).toBe(admin.email);

    // Another company's history holds none of it.
    const other = await companyWithOwner(t);
    const theirs = dataOf(
      await call<{ Transactions: { nodes: Movement[] } }>(other.token, OPS.transactions),
    ).Transactions.nodes;
    expect(theirs).toEqual([]);
  });

  it("a campaign's activity names who created, paused, resumed and deactivated it", async () => {
    const { base, admin, member } = await team();
    // One slot of two filled: deactivating gives the other's money back.
    const { campaign } = await campaignWithDeals(t, {
      picks: 1,
      numberOfDeals: 2,
      owner: { ...base, token: admin.token },
    });
    const id = String(campaign.id);
    expect(dataOf(await call(member.token, OPS.pause, { id })).CampaignPause).toMatchObject({
      status: 'paused',
    });
    const resumed = dataOf(await call(member.token, OPS.resume, { id })).CampaignResume!;
    expect(resumed.events).toEqual([
      { action: 'created', by: 'Ana Ruiz' },
      { action: 'paused', by: 'Ben Lee' },
      { action: 'resumed', by: 'Ben Lee' },
    ]);
    // The owner of a company signed up alone is its first person: named like anyone else.
    expect(dataOf(await call(base.token, OPS.deactivate, { id })).CampaignDeactivate).toMatchObject(
      { status: 'deactivated' },
    );
    const shown = dataOf(await call(member.token, OPS.campaign, { id })).Campaign!;
    expect(shown.events.map(({ action, by }) => ({ action, by }))).toEqual([
      { action: 'created', by: 'Ana Ruiz' },
      { action: 'paused', by: 'Ben Lee' },
      { action: 'resumed', by: 'Ben Lee' },
      { action: 'deactivated', by: 'Test User' },
    ]);
    // The deactivation's refund is the owner's movement too.
    const refunds = dataOf(
      await call<{ Transactions: { nodes: Movement[] } }>(base.token, OPS.transactions),
    ).Transactions.nodes.filter((movement) => movement.kind === 'refund');
    expect(refunds.map((movement) => movement.by)).toEqual(['Test User']);
    // The listing reads the same activity when asked.
    const listed = dataOf(
      await call<{ Campaigns: { nodes: Array<{ id: string; events: Step[] }> } }>(
        admin.token,
        OPS.campaigns,
      ),
    ).Campaigns.nodes;
    expect(listed.find((node) => node.id === id)!.events).toHaveLength(4);

    const other = await companyWithOwner(t);
    expect(codeOf(await call(other.token, OPS.campaign, { id }))).toBe('NOT_FOUND');
  });

  it('a paid draft names the member who built it and the admin who paid it', async () => {
    const { base, admin, member } = await team();
    const input = campaignInput(base.brandId, base.productIds);
    const draft = dataOf(
      await call<{ CampaignDraftSubmit: { id: string } }>(member.token, OPS.submitDraft, { input }),
    ).CampaignDraftSubmit;
    const paid = dataOf(
      await call(admin.token, OPS.payDraft, createArgs(input, null, { draft_id: draft.id })),
    ).CampaignCreate!;
    expect(paid.events).toEqual([
      { action: 'drafted', by: 'Ben Lee' },
      { action: 'created', by: 'Ana Ruiz' },
    ]);
  });
});
