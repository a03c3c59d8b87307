/**
 * The server's own idempotency keys are out of every client's reach
 * (docs/product.md#wallet-and-ledger): a client may send any key of letters, digits, `-`
 * and `_`, including the very text the server once used for its own movements
 * (`campaign-rejected-8`, `deal-5-payout`, …). Each such key is taken first by a top-up or
 * a campaign payment, then the server's movement runs and still happens, once: the
 * rejection refund (and the campaign stays rejected past its 24 hours), the deactivation
 * refund, the campaign's fee, the creator's payout (accepted by the company, finished by an
 * operator, accepted automatically after 72 hours), the reimbursement and a cancelled
 * deal's refund. The ledger stays exact. A movement recorded under its old key before the
 * change (the ledger's rows are never rewritten) is not made a second time.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { deactivationRefundCents } from '@/domain/campaigns/rules';
import { cancelRefundCents, dealMoney } from '@/domain/deals/rules';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/wallet/rules';
import { runAdminCommand } from '@/server/admin/client';
import type { Database } from '@/server/db/client';
import { deals as dealsTable } from '@/server/db/schema/deals';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import type { LedgerTransactionRow } from '@/server/db/schema/wallet';
import { recordTransaction, walletBalance } from '@/server/services/wallet/ledger';
import type { NewLedgerTransaction } from '@/server/services/wallet/ledger';
import { lockCompanyMoney } from '@/server/services/wallet/lock';
import { refundableOf } from '@/server/services/wallet/refunds';
import { dataOf } from './helpers/catalog';
import {
  accountSums,
  campaignCompany,
  campaignInput,
  createArgs,
  createCampaign,
} from './helpers/campaigns';
import { acceptedDeal, managedCampaign, manageApi } from './helpers/campaignManagement';
import { campaignRow } from './helpers/creators';
import { campaignWithDeals, dealApi, dealOf, dealUpTo } from './helpers/deals';
import type { PickedTestDeal } from './helpers/deals';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';
import { credit, expectConsistentLedger, walletApi } from './helpers/wallet';

const t = serverForFile();
afterAll(endClients);

const WALLET_CREDIT = 100_000_00;
const TOP_UP = 10_00;

const admin = (...argv: string[]) => runAdminCommand(t.dataDir, argv);

/** Moves the server's clock on to `at` (never back) and runs the jobs due then. */
async function runJobsAt(at: number) {
  const ahead = at - t.clock.now().getTime();
  if (ahead > 0) t.clock.advance(ahead);
  await t.server.jobs.runDue();
}

type Owner = Awaited<ReturnType<typeof campaignCompany>>;

/** A company with a brand of one product, a card, and $100,000 in its wallet. */
async function owner(): Promise<Owner> {
  const made = await campaignCompany(t, { productCount: 1 });
  await credit(t, made.company.id, WALLET_CREDIT);
  return made;
}

/** The two client operations that take a key of the client's choosing. */
const OCCUPIERS = ['WalletTopUp', 'CampaignCreate'] as const;
type Occupier = (typeof OCCUPIERS)[number];

/**
 * The client takes `key` first, as any client may: a $10 top-up by card, or a campaign of
 * one deal paid from the wallet. Either must be accepted, its ledger row holding the key.
 */
async function occupy(company: Owner, key: string, by: Occupier): Promise<LedgerTransactionRow> {
  expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  if (by === 'WalletTopUp') {
    const variables = { amount_cents: TOP_UP, card_id: company.cardId, idempotency_key: key };
    dataOf(await walletApi(t, company.token, 'topUp', variables));
  } else {
    const input = campaignInput(company.brandId, company.productIds, {
      name: `Taken ${key.replace(/[-_]/g, ' ')}`,
      number_of_deals: 1,
    });
    await createCampaign(t, company.token, createArgs(input, null, { idempotency_key: key }));
  }
  const [taken] = await t.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.company_id, company.company.id),
        eq(ledgerTransactions.idempotency_key, key),
      ),
    );
  expect(taken?.kind).toBe(by === 'WalletTopUp' ? 'top_up_card' : 'payment');
  return taken!;
}

/** The movements that drew on a campaign's payment, oldest first: [kind, cents, deal]. */
async function drawsOn(paymentId: number) {
  const rows = await t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.refund_of, paymentId))
    .orderBy(ledgerTransactions.id);
  return rows.map((row) => {
    const purpose = (row.purpose ?? {}) as { deal_id?: number };
    return [row.kind, row.amount_cents, purpose.deal_id ?? null];
  });
}

/** The client's row is still there, unchanged, and the only one with its key. */
async function stillTheClients(taken: LedgerTransactionRow) {
  const rows = await t.db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.company_id, taken.company_id),
        eq(ledgerTransactions.idempotency_key, taken.idempotency_key),
      ),
    );
  expect(rows).toEqual([taken]);
}

/** A campaign of campaignWithDeals for a fresh owner: refund delivery, UGC images. */
async function campaignOfOwn(picks: number, numberOfDeals = picks) {
  const company = await owner();
  const made = await campaignWithDeals(t, { owner: company, picks, numberOfDeals });
  return { ...made, owner: company, money: dealMoney(made.campaign.cost_lines) };
}

/** A deal's row (its money's transactions). */
async function dealRow(deal: PickedTestDeal) {
  const [row] = await t.db
    .select()
    .from(dealsTable)
    .where(eq(dealsTable.id, Number(deal.id)));
  return row!;
}

describe.each(OCCUPIERS)('a key the server builds, taken first by %s', (by) => {
  it('campaign-rejected-N: the rejection refunds the whole payment and the campaign stays rejected', async () => {
    const company = await owner();
    const campaign = await createCampaign(
      t,
      company.token,
      createArgs(campaignInput(company.brandId, company.productIds), company.cardId),
    );
    const row = await campaignRow(t, Number(campaign.id));
    const taken = await occupy(company, `campaign-rejected-${campaign.id}`, by);

    const reason = 'The brief asks for claims we cannot check';
    expect(await admin('campaign', 'reject', campaign.id, reason)).toMatchObject({ code: 0 });
    expect(await drawsOn(row.payment_transaction_id)).toEqual([['refund', row.total_cents, null]]);
    // Past its 24 hours, a rejected campaign does not go live by itself.
    await runJobsAt(Date.parse(campaign.auto_approves_at!));
    expect((await campaignRow(t, row.id)).status).toBe('rejected');
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });

  it('campaign-N-deactivation: the unfilled slots come back to the wallet', async () => {
    const { owner: company, campaign, token } = await campaignOfOwn(1, 2);
    const taken = await occupy(company, `campaign-${campaign.id}-deactivation`, by);
    const before = await walletBalance(t.db, company.company.id);

    const deactivated = dataOf(
      await manageApi(t, token, 'deactivate', { id: String(campaign.id) }),
    );
    expect(deactivated.CampaignDeactivate.status).toBe('deactivated');
    const refunded = deactivationRefundCents(campaign.cost_lines, 1);
    expect(refunded).toBeGreaterThan(0);
    expect(await drawsOn(campaign.payment_transaction_id)).toEqual([['refund', refunded, null]]);
    expect(await walletBalance(t.db, company.company.id)).toBe(before + refunded);
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });

  it('campaign-N-fee: the completed campaign pays the platform its fee', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1);
    const taken = await occupy(company, `campaign-${campaign.id}-fee`, by);

    expect((await acceptedDeal(t, token, deals[0]!)).status).toBe('completed');
    const fee = campaign.total_cents - money.reimbursementCents - money.feeCents;
    const dealId = Number(deals[0]!.id);
    expect(await drawsOn(campaign.payment_transaction_id)).toEqual([
      ['payout', money.reimbursementCents, dealId],
      ['payout', money.feeCents, dealId],
      ['platform_fee', fee, null],
    ]);
    expect((await managedCampaign(t, token, campaign.id)).status).toBe('completed');
    await stillTheClients(taken);
    // This campaign's escrow is empty (an occupying campaign's payment holds its own).
    expect((await refundableOf(t.db, campaign.payment_transaction_id)).escrowCents).toBe(0);
    await expectConsistentLedger(t, company.company.id);
  });

  it('deal-N-payout: the company accepts the content and the creator is paid', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1);
    const deal = deals[0]!;
    const taken = await occupy(company, `deal-${deal.id}-payout`, by);

    expect((await acceptedDeal(t, token, deal)).status).toBe('completed');
    const payout = (await dealRow(deal)).payout_transaction_id;
    expect(payout).not.toBeNull();
    expect((await drawsOn(campaign.payment_transaction_id)).slice(0, 2)).toEqual([
      ['payout', money.reimbursementCents, Number(deal.id)],
      ['payout', money.feeCents, Number(deal.id)],
    ]);
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });

  it('deal-N-payout: an operator finishes the deal and the creator is paid', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1);
    const deal = deals[0]!;
    await dealUpTo(t, token, deal, 'ugc_image', 'refund', 'content_approved_by_admin');
    const taken = await occupy(company, `deal-${deal.id}-payout`, by);

    expect(await admin('deal', 'finish', deal.id)).toMatchObject({ code: 0 });
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal.id })).status).toBe('finished');
    expect((await drawsOn(campaign.payment_transaction_id)).slice(0, 2)).toEqual([
      ['payout', money.reimbursementCents, Number(deal.id)],
      ['payout', money.feeCents, Number(deal.id)],
    ]);
    expect((await dealRow(deal)).payout_transaction_id).not.toBeNull();
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });

  it('deal-N-payout: content not reviewed in 72 hours is accepted and the creator is paid', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1);
    const deal = deals[0]!;
    const ready = await dealUpTo(
      t,
      token,
      deal,
      'ugc_image',
      'refund',
      'content_approved_by_admin',
    );
    const taken = await occupy(company, `deal-${deal.id}-payout`, by);

    await runJobsAt(Date.parse(ready.auto_accept_at!));
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal.id })).status).toBe('completed');
    expect((await drawsOn(campaign.payment_transaction_id)).slice(0, 2)).toEqual([
      ['payout', money.reimbursementCents, Number(deal.id)],
      ['payout', money.feeCents, Number(deal.id)],
    ]);
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });

  it('deal-N-reimbursement: the creator reports the purchase and is reimbursed', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1);
    const deal = deals[0]!;
    const taken = await occupy(company, `deal-${deal.id}-reimbursement`, by);

    const shown = await dealUpTo(t, token, deal, 'ugc_image', 'refund', 'purchased_sent');
    expect(shown.status).toBe('purchased_sent');
    expect(await drawsOn(campaign.payment_transaction_id)).toEqual([
      ['payout', money.reimbursementCents, Number(deal.id)],
    ]);
    expect((await dealRow(deal)).reimbursement_transaction_id).not.toBeNull();
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });

  it('deal-N-refund: the company cancels the deal and its money comes back', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1, 2);
    const deal = deals[0]!;
    const taken = await occupy(company, `deal-${deal.id}-refund`, by);
    const before = await walletBalance(t.db, company.company.id);

    const canceled = dealOf(
      await dealApi(t, token, 'cancel', { id: deal.id, reason: 'The creator stopped answering' }),
    );
    expect(canceled.status).toBe('canceled');
    const refunded = cancelRefundCents(money, false);
    expect(await drawsOn(campaign.payment_transaction_id)).toEqual([['refund', refunded, null]]);
    expect(await walletBalance(t.db, company.company.id)).toBe(before + refunded);
    expect((await dealRow(deal)).refund_transaction_id).not.toBeNull();
    await stillTheClients(taken);
    await expectConsistentLedger(t, company.company.id);
  });
});

describe('the ledger with every key of a campaign taken first', () => {
  it("moves every cent once: payouts, refunds, fee, and the client's own top-ups", async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(2, 3);
    const [accepted, canceled] = deals as [PickedTestDeal, PickedTestDeal];
    const keys = [
      `campaign-${campaign.id}-deactivation`,
      `campaign-${campaign.id}-fee`,
      ...deals.flatMap(({ id }) => [`deal-${id}-payout`, `deal-${id}-reimbursement`]),
      ...deals.map(({ id }) => `deal-${id}-refund`),
    ];
    const taken = [];
    for (const key of keys) taken.push(await occupy(company, key, 'WalletTopUp'));

    // One deal is accepted, the other cancelled after the creator was reimbursed, then the
    // campaign is deactivated: its third slot comes back and it is settled at once.
    expect((await acceptedDeal(t, token, accepted)).status).toBe('completed');
    await dealUpTo(t, token, canceled, 'ugc_image', 'refund', 'purchased_sent');
    const cancel = { id: canceled.id, reason: 'The product is out of stock' };
    expect(dealOf(await dealApi(t, token, 'cancel', cancel)).status).toBe('canceled');
    dataOf(await manageApi(t, token, 'deactivate', { id: String(campaign.id) }));

    const line = (kind: string) =>
      campaign.cost_lines.find((l) => l.kind === kind)?.amountCents ?? 0;
    const unfilled = deactivationRefundCents(campaign.cost_lines, 1);
    // The platform keeps its fee of the two filled slots.
    const platformFee = line('platform_fee') - Math.round(line('platform_fee') / 3);
    expect(await accountSums(t, company.company.id)).toEqual({
      wallet:
        WALLET_CREDIT + keys.length * TOP_UP - campaign.total_cents + money.feeCents + unfilled,
      bank_clearing: -WALLET_CREDIT,
      card_clearing: -keys.length * (TOP_UP + 40),
      card_fees: keys.length * 40,
      campaign_escrow: 0,
      creator_payouts: 2 * money.reimbursementCents + money.feeCents,
      platform_revenue: platformFee,
    });
    const [a, c] = [Number(accepted.id), Number(canceled.id)];
    expect(await drawsOn(campaign.payment_transaction_id)).toEqual([
      ['payout', money.reimbursementCents, a],
      ['payout', money.feeCents, a],
      ['payout', money.reimbursementCents, c],
      ['refund', money.feeCents, null],
      ['refund', unfilled, null],
      ['platform_fee', platformFee, null],
    ]);
    for (const row of taken) await stillTheClients(row);
    await expectConsistentLedger(t, company.company.id);
  });
});

/**
 * Writes a movement exactly as the server wrote it before its keys had their own
 * namespace: the old key, through the ledger's one writer, under the company's lock.
 */
function recordAsBefore(input: NewLedgerTransaction) {
  return t.db.transaction(async (tx: Database) => {
    await lockCompanyMoney(tx, input.companyId);
    return (await recordTransaction(tx, t.clock.now(), input)).transaction;
  });
}

describe('a movement recorded under its old key before the change', () => {
  it('a bank transfer credited as bank:REF is not credited again', async () => {
    const company = await owner();
    const reference = `UGC-OLD${company.company.id}`;
    const before = await walletBalance(t.db, company.company.id);
    const old = await recordAsBefore({
      companyId: company.company.id,
      kind: 'top_up_bank',
      method: 'bank_transfer',
      idempotencyKey: `bank:${reference}`,
      description: { key: 'ledger:topUpBank', values: { reference } },
      amountCents: 250_00,
      legs: [
        { account: 'bank_clearing', amountCents: -250_00 },
        { account: 'wallet', amountCents: 250_00 },
      ],
    });

    const again = await credit(t, company.company.id, 250_00, reference);
    expect(again.credited).toBe(false);
    expect(again.transaction).toEqual(old);
    expect(await walletBalance(t.db, company.company.id)).toBe(before + 250_00);
    await expectConsistentLedger(t, company.company.id);
  });

  it('a creator paid as deal-N-payout is not paid again when the content is accepted', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1);
    const deal = deals[0]!;
    await dealUpTo(t, token, deal, 'ugc_image', 'refund', 'content_approved_by_admin');
    const old = await recordAsBefore({
      companyId: company.company.id,
      kind: 'payout',
      method: 'escrow',
      idempotencyKey: `deal-${deal.id}-payout`,
      description: { key: 'ledger:dealPayout', values: { creator: 'x', campaign: 'y' } },
      amountCents: money.feeCents,
      refundOf: campaign.payment_transaction_id,
      purpose: { deal_id: Number(deal.id), campaign_id: campaign.id },
      legs: [
        { account: 'campaign_escrow', amountCents: -money.feeCents },
        // Named as migration 0022 named the creator of every such leg written before it.
        { account: 'creator_payouts', amountCents: money.feeCents, creatorId: deal.creator.id },
      ],
    });

    const content_id = dealOf(await dealApi(t, token, 'deal', { id: deal.id })).contents[0]!.id;
    expect(dealOf(await dealApi(t, token, 'accept', { id: deal.id, content_id })).status).toBe(
      'completed',
    );
    expect((await dealRow(deal)).payout_transaction_id).toBe(old.id);
    const sums = await accountSums(t, company.company.id);
    expect(sums.creator_payouts).toBe(money.reimbursementCents + money.feeCents);
    expect(sums.campaign_escrow).toBe(0);
    await expectConsistentLedger(t, company.company.id);
  });

  it('a deal refunded as deal-N-refund is not refunded again when it is cancelled', async () => {
    const { owner: company, campaign, token, deals, money } = await campaignOfOwn(1, 2);
    const deal = deals[0]!;
    const refunded = cancelRefundCents(money, false);
    const old = await recordAsBefore({
      companyId: company.company.id,
      kind: 'refund',
      method: 'wallet',
      idempotencyKey: `deal-${deal.id}-refund`,
      description: { key: 'ledger:dealRefund', values: { creator: 'x', campaign: 'y' } },
      amountCents: refunded,
      refundOf: campaign.payment_transaction_id,
      legs: [
        { account: 'campaign_escrow', amountCents: -refunded },
        { account: 'wallet', amountCents: refunded },
      ],
      enforceWalletLimit: false,
    });
    const before = await walletBalance(t.db, company.company.id);

    const cancel = { id: deal.id, reason: 'The creator stopped answering' };
    expect(dealOf(await dealApi(t, token, 'cancel', cancel)).status).toBe('canceled');
    expect((await dealRow(deal)).refund_transaction_id).toBe(old.id);
    expect(await walletBalance(t.db, company.company.id)).toBe(before);
    expect(await drawsOn(campaign.payment_transaction_id)).toEqual([['refund', refunded, null]]);
    await expectConsistentLedger(t, company.company.id);
  });
});
