/**
 * Managing a campaign (docs/product.md#campaign-statuses): pause, resume and deactivate
 * allowed by status and refused otherwise with nothing written; a paused campaign hidden
 * from creators; the deactivation refund against the ledger, once under parallel requests
 * and exact beside a racing pick; the settlement at once or when the last open deal ends;
 * the duplicate draft; CampaignProducts; another company's id; the refresh-only notice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CampaignStatus } from '@/domain/campaigns/rules';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { rejectCampaign } from '@/server/services/campaigns/review';
import { errorOf } from './helpers/account';
import {
  accountSums,
  campaignCompany,
  campaignCount,
  campaignInput,
  createArgs,
  createCampaign,
} from './helpers/campaigns';
import { createProduct, dataOf, signedInCompany, uploadImage } from './helpers/catalog';
import { acceptedDeal, managedCampaign, manageApi } from './helpers/campaignManagement';
import type { ManageOp } from './helpers/campaignManagement';
import {
  campaignRow,
  companyWithCampaign,
  creatorApi,
  creatorSession,
  insertCampaignRow,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { campaignWithDeals, dealApi, dealOf, notificationsOf } from './helpers/deals';
import { pngBytes } from './helpers/images';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger, moneyEnv, walletApi } from './helpers/wallet';

const t = serverForFile();
afterAll(endClients);

/** The labels of docs/product.md#campaign-statuses, as a refusal names them. */
const LABELS: Record<CampaignStatus, string> = {
  pending_admin_approval: 'Awaiting approval',
  active: 'Active',
  rejected: 'Rejected',
  paused: 'Paused',
  deactivated: 'Deactivated',
  completed: 'Completed',
};

/** Where each allowed action takes a campaign, by status; anything else is refused. */
const MOVES: Partial<Record<CampaignStatus, Partial<Record<string, CampaignStatus>>>> = {
  active: { pause: 'paused', deactivate: 'deactivated' },
  paused: { resume: 'active', deactivate: 'deactivated' },
};

/**
 * A deal of campaignWithDeals: $30 fee + $23.32 reimbursement. Its 3 deals: subtotal
 * $159.96, platform fee $16.00, paid $175.96 from the wallet.
 */
const PER_DEAL = 53_32;

/** The campaign's ledger transactions of one kind (refunds, platform fees). */
async function transactionsOf(paymentId: number, kind: string) {
  const rows = await t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.refund_of, paymentId));
  return rows.filter((row) => row.kind === kind);
}

/** A creator every campaign of campaignWithDeals matches, with a session. */
async function matchingCreator(seed: number) {
  const [creator] = await insertCreators(
    t,
    variedCreators(1, seed).map((values) => ({ ...values, categories: ['beauty'] })),
  );
  return { creator: creator!, token: await creatorSession(t, creator!.id) };
}

describe('actions by status', () => {
  it('allows each action only where the status does; a refusal names the status and writes nothing', async () => {
    const { company, token, brandId } = await companyWithCampaign(t);
    const before = new Date('2026-01-01T00:00:00.000Z');
    for (const status of Object.keys(LABELS) as CampaignStatus[]) {
      for (const action of ['pause', 'resume', 'deactivate'] as const) {
        const row = await insertCampaignRow(t, company.id, brandId, {
          status,
          status_changed_at: before,
        });
        const response = await manageApi(t, token, action, { id: String(row.id) });
        const target = MOVES[status]?.[action];
        if (target) {
          const moved = Object.values(dataOf(response))[0]!;
          expect(moved.status, `${status} ${action}`).toBe(target);
          expect(Date.parse(moved.status_changed_at)).toBeGreaterThan(before.getTime());
          expect((await campaignRow(t, row.id)).status).toBe(target);
        } else {
          expect(errorOf(response), `${status} ${action}`).toMatchObject({
            message: `This campaign is "${LABELS[status]}": that is not possible now`,
            extensions: { code: 'CAMPAIGN_ACTION_NOT_ALLOWED' },
          });
          expect(await campaignRow(t, row.id)).toEqual(row);
        }
      }
    }
    const completed = await insertCampaignRow(t, company.id, brandId, { status: 'completed' });
    const inSpanish = errorOf(
      await manageApi(t, token, 'pause', { id: String(completed.id) }, 'es'),
    );
    expect(inSpanish.message).toBe('Esta campaña está en "Completada": eso no es posible ahora');
  });
});

describe('pause and resume', () => {
  it('hides a paused campaign from creators while its deals go on, and resume brings it back', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      picks: 1,
      numberOfDeals: 3,
    });
    const id = String(campaign.id);
    const creator = await matchingCreator(41);
    const listedFor = async () =>
      dataOf(
        await creatorApi(t, creator.token, 'creatorCampaigns', { first: 100 }),
      ).CreatorCampaigns.nodes.map((node) => node.id);
    expect(await listedFor()).toContain(id);
    const notices = await notificationsOf(t, company.id, token);

    const paused = dataOf(await manageApi(t, token, 'pause', { id })).CampaignPause;
    expect(paused).toMatchObject({
      status: 'paused',
      actions: ['resume', 'deactivate', 'duplicate'],
    });
    // The company's own move: its other tabs refresh, with no message to show.
    expect(
      await notices.waitFor({ event: 'campaign_status', campaign_id: id, status: 'paused' }),
    ).toEqual({ event: 'campaign_status', campaign_id: id, status: 'paused', message: '' });
    expect(await listedFor()).not.toContain(id);
    const pick = { campaign_id: id, creator_id: String(creator.creator.id) };
    expect(errorOf(await creatorApi(t, token, 'pick', pick)).extensions?.code).toBe(
      'CAMPAIGN_NOT_ACTIVE',
    );
    const apply = { campaign_id: id, pitch: 'I would love to make this' };
    expect(errorOf(await creatorApi(t, creator.token, 'apply', apply)).extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await campaignRow(t, campaign.id)).deals_count).toBe(1);
    // Its deal goes on.
    const [deal] = deals;
    const reported = dealOf(
      await dealApi(t, deal!.creatorToken, 'reportPurchase', {
        id: deal!.id,
        order_number: 'ORD-9',
      }),
    );
    expect(reported.status).toBe('purchased_sent');

    const resumed = dataOf(await manageApi(t, token, 'resume', { id })).CampaignResume;
    expect(resumed).toMatchObject({
      status: 'active',
      actions: ['pause', 'deactivate', 'duplicate'],
    });
    expect(
      await notices.waitFor({ event: 'campaign_status', campaign_id: id, status: 'active' }),
    ).toMatchObject({ message: '' });
    expect(await listedFor()).toContain(id);
    expect(dataOf(await creatorApi(t, token, 'pick', pick)).DealCreate.status).toBe(
      'creator_accepted',
    );
  });
});

describe('deactivation', () => {
  it('gives the unfilled slots back once, and settles when the last open deal ends', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      picks: 1,
      numberOfDeals: 3,
    });
    const id = String(campaign.id);
    const walletBefore = (await accountSums(t, company.id)).wallet!;
    // Two unfilled slots: 2 × $53.32 and 2/3 of the $16.00 fee (10.666… → $10.67).
    const refund = 2 * PER_DEAL + 10_67;
    const deactivated = dataOf(await manageApi(t, token, 'deactivate', { id })).CampaignDeactivate;
    expect(deactivated).toMatchObject({
      status: 'deactivated',
      actions: ['duplicate'],
      refunded: refund,
      spent: 0,
      in_escrow: 175_96 - refund,
    });
    expect(await accountSums(t, company.id)).toMatchObject({
      wallet: walletBefore + refund,
      campaign_escrow: 175_96 - refund,
    });
    const history = dataOf(await walletApi(t, token, 'transactions', { kind: 'refund' }));
    expect(history.Transactions.nodes[0]).toMatchObject({
      kind: 'refund',
      amount: refund,
      description: `Refund: campaign ${campaign.name} deactivated`,
    });
    // Its deal is still open: nothing is settled yet, and no one can be picked.
    expect(await transactionsOf(campaign.payment_transaction_id, 'platform_fee')).toEqual([]);
    const creator = await matchingCreator(43);
    const pick = { campaign_id: id, creator_id: String(creator.creator.id) };
    expect(errorOf(await creatorApi(t, token, 'pick', pick)).extensions?.code).toBe(
      'CAMPAIGN_NOT_ACTIVE',
    );

    // The ongoing deal finishes: what is left (its slot's fee share) is the platform's.
    const [deal] = deals;
    const done = await acceptedDeal(t, token, deal!);
    expect(done.status).toBe('completed');
    const settled = await managedCampaign(t, token, id);
    expect(settled).toMatchObject({
      status: 'deactivated',
      status_changed_at: deactivated.status_changed_at,
      spent: PER_DEAL + 5_33,
      refunded: refund,
      in_escrow: 0,
    });
    const [fee] = await transactionsOf(campaign.payment_transaction_id, 'platform_fee');
    expect(fee).toMatchObject({
      amount_cents: 5_33,
      description: { key: 'ledger:platformFeeEnded', values: { name: campaign.name } },
    });
    expect(await accountSums(t, company.id)).toMatchObject({
      campaign_escrow: 0,
      platform_revenue: 5_33,
      creator_payouts: PER_DEAL,
    });
    await expectConsistentLedger(t, company.id);
  });

  it('settles at once with no deal open, refunding once under parallel deactivations', async () => {
    // 2 deals: subtotal $106.64, fee $10.66 (10.664), paid $117.30.
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      picks: 1,
      numberOfDeals: 2,
    });
    const id = String(campaign.id);
    const [deal] = deals;
    dealOf(await dealApi(t, token, 'cancel', { id: deal!.id, reason: 'Plans have changed' }));

    const responses = await Promise.all(
      Array.from({ length: 4 }, () => manageApi(t, token, 'deactivate', { id })),
    );
    const succeeded = responses.filter((response) => response.body.data);
    expect(succeeded).toHaveLength(1);
    for (const response of responses.filter((r) => !r.body.data)) {
      expect(errorOf(response)).toMatchObject({
        message: 'This campaign is "Deactivated": that is not possible now',
        extensions: { code: 'CAMPAIGN_ACTION_NOT_ALLOWED' },
      });
    }
    // The unfilled slot: $53.32 and half the fee ($5.33); the cancelled deal gave $53.32
    // back already; its slot's fee share ($5.33) is what is left: the platform's at once.
    const refund = PER_DEAL + 5_33;
    const refunds = await transactionsOf(campaign.payment_transaction_id, 'refund');
    expect(refunds.map((row) => row.amount_cents).sort()).toEqual([PER_DEAL, refund].sort());
    const fees = await transactionsOf(campaign.payment_transaction_id, 'platform_fee');
    expect(fees.map((row) => row.amount_cents)).toEqual([5_33]);
    expect(await managedCampaign(t, token, id)).toMatchObject({
      status: 'deactivated',
      refunded: PER_DEAL + refund,
      spent: 5_33,
      in_escrow: 0,
    });
    expect((await accountSums(t, company.id)).campaign_escrow).toBe(0);
    await expectConsistentLedger(t, company.id);
  });

  it('keeps the money exact beside a pick made at the same time, in either order', async () => {
    const { company, token, campaign } = await campaignWithDeals(t, { picks: 1, numberOfDeals: 3 });
    const id = String(campaign.id);
    const creator = await matchingCreator(47);
    const [deactivated, picked] = await Promise.all([
      manageApi(t, token, 'deactivate', { id }),
      creatorApi(t, token, 'pick', { campaign_id: id, creator_id: String(creator.creator.id) }),
    ]);
    // The deactivation always goes through; the pick only if it came first.
    expect(dataOf(deactivated).CampaignDeactivate.status).toBe('deactivated');
    if (!picked.body.data) expect(errorOf(picked).extensions?.code).toBe('CAMPAIGN_NOT_ACTIVE');
    const filled = (await campaignRow(t, campaign.id)).deals_count;
    expect(filled).toBe(picked.body.data ? 2 : 1);
    // One unfilled slot: $53.32 + $5.33 (5.333…); two: $106.64 + $10.67.
    const refund = filled === 2 ? PER_DEAL + 5_33 : 2 * PER_DEAL + 10_67;
    expect(await managedCampaign(t, token, id)).toMatchObject({
      refunded: refund,
      in_escrow: 175_96 - refund,
    });
    expect((await accountSums(t, company.id)).campaign_escrow).toBe(175_96 - refund);
    await expectConsistentLedger(t, company.id);
  });
});

describe('a campaign’s pages', () => {
  it('duplicates any campaign into a draft of its entries, writing nothing', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t, {
      productCount: 3,
    });
    const input = campaignInput(brandId, [productIds[2]!, productIds[0]!]);
    const created = await createCampaign(t, token, createArgs(input, cardId));
    const count = await campaignCount(t, company.id);
    expect(
      dataOf(await manageApi(t, token, 'duplicate', { id: created.id })).CampaignDuplicate,
    ).toEqual(input);
    await rejectCampaign(moneyEnv(t), created.id, 'The brief asks for claims');
    const fromRejected = dataOf(await manageApi(t, token, 'duplicate', { id: created.id }));
    expect(fromRejected.CampaignDuplicate).toEqual(input);
    expect(await campaignCount(t, company.id)).toBe(count);
  });

  it('shows the campaign with its products in order, their first image and the deals by status', async () => {
    const { token, brandId, productIds, cardId } = await campaignCompany(t, { productCount: 1 });
    const first = await uploadImage(t, token, pngBytes(2, 2, [10, 20, 30]));
    const second = await uploadImage(t, token, pngBytes(3, 3, [40, 50, 60]));
    const pictured = await createProduct(t, token, brandId, {
      name: 'Pictured',
      price: 45_00,
      link: 'https://shop.example.com/pictured',
      image_ids: [first.id, second.id],
    });
    const created = await createCampaign(
      t,
      token,
      createArgs(campaignInput(brandId, [pictured.id, productIds[0]!]), cardId),
    );
    const view = dataOf(await manageApi(t, token, 'products', { id: created.id })).CampaignProducts;
    expect(view.campaign).toMatchObject({
      id: created.id,
      status: 'pending_admin_approval',
      spent: 0,
      refunded: 0,
      in_escrow: created.total - created.cost_lines.find((l) => l.kind === 'card_fee')!.amount,
    });
    expect(view.products).toEqual([
      {
        id: pictured.id,
        name: 'Pictured',
        price: 45_00,
        link: 'https://shop.example.com/pictured',
        image: expect.objectContaining({ id: first.id, url: first.url }),
        deal_counts: [],
      },
      expect.objectContaining({ id: productIds[0], image: null, deal_counts: [] }),
    ]);

    const withDeals = await campaignWithDeals(t, { picks: 3 });
    const [canceled] = withDeals.deals;
    dealOf(
      await dealApi(t, withDeals.token, 'cancel', {
        id: canceled!.id,
        reason: 'Plans have changed',
      }),
    );
    const counted = dataOf(
      await manageApi(t, withDeals.token, 'products', { id: String(withDeals.campaign.id) }),
    ).CampaignProducts;
    expect(counted.products).toHaveLength(1);
    expect(counted.products[0]!.deal_counts).toEqual([
      { status: 'creator_accepted', count: 2 },
      { status: 'canceled', count: 1 },
    ]);
    expect(counted.campaign).toMatchObject({ deals_filled: 3, refunded: PER_DEAL });
  });
});

describe('another company', () => {
  it('answers NOT_FOUND for every operation on another company’s campaign and changes nothing', async () => {
    const owner = await companyWithCampaign(t);
    const other = await signedInCompany(t);
    const ops: ManageOp[] = ['campaign', 'products', 'pause', 'resume', 'deactivate', 'duplicate'];
    for (const op of ops) {
      for (const id of [String(owner.campaign.id), '999999999', 'not-an-id']) {
        expect(errorOf(await manageApi(t, other.token, op, { id })), `${op} ${id}`).toMatchObject({
          message: 'Campaign not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    expect(await campaignRow(t, owner.campaign.id)).toEqual(owner.campaign);
    expect(await accountSums(t, other.company.id)).toEqual({});
    expect(await accountSums(t, owner.company.id)).toEqual({});
  });
});
