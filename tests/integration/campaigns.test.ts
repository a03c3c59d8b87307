/**
 * Creating a campaign: the server's price is what is charged, to the cent, and the ledger
 * says where it went; every refusal (a price in the input, a declined card, a short
 * wallet, no card, no terms, package limits, brands and products that are not the
 * company's) writes nothing; one idempotency key makes one campaign, even ten at once.
 */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignPrice } from '@/domain/campaigns/rules';
import { NO_EXTRA_RIGHTS } from '@/domain/campaigns/rights';
import { campaignProducts } from '@/server/db/schema/campaigns';
import { jobs } from '@/server/db/schema/jobs';
import { sandboxGatewayCharges } from '@/server/db/schema/sandboxGateway';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { createBrand, createProduct, dataOf } from './helpers/catalog';
import {
  accountSums,
  campaignApi,
  campaignCompany,
  campaignCount,
  campaignInput,
  createArgs,
  createCampaign,
} from './helpers/campaigns';
import { addCard, TEST_CARDS } from './helpers/money';
import { serverForFile } from './helpers/testServer';
import { credit, expectConsistentLedger, walletApi } from './helpers/wallet';

const t = serverForFile();

/** The default input's price by the shared function: $19.99 and $20.00 products. */
const priceOf = (method: 'CARD' | 'WALLET') =>
  campaignPrice({
    type: 'ugc_video',
    deals: 7,
    tier: 'pro',
    videoDuration: 60,
    delivery: 'refund',
    productPricesCents: [19_99, 20_00],
    compensationCents: 3_33,
    method,
    ...NO_EXTRA_RIGHTS,
  });

/** Nothing of the company's money or campaigns was written. */
async function expectNothingWritten(companyId: number) {
  expect(await campaignCount(t, companyId)).toBe(0);
  const payments = await t.db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.company_id, companyId));
  expect(payments.filter((row) => row.kind !== 'top_up_bank')).toEqual([]);
}

describe('CampaignCreate', () => {
  it('charges a card the quote to the cent: escrow gets the amount, card fees the 4%', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const input = campaignInput(brandId, productIds);
    const quote = dataOf(await campaignApi(t, token, 'quote', { input, method: 'CARD' }));
    const price = priceOf('CARD');
    expect(quote.CampaignQuote).toEqual({
      lines: price.lines.map((line) => ({ kind: line.kind, amount: line.amountCents })),
      total: price.totalCents,
    });

    const campaign = await createCampaign(t, token, createArgs(input, cardId));
    expect(campaign).toMatchObject({
      status: 'pending_admin_approval',
      payment_method: 'CARD',
      card_id: cardId,
      total: quote.CampaignQuote.total,
      cost_lines: quote.CampaignQuote.lines,
      products: productIds.map((id) => expect.objectContaining({ id })),
      brand: expect.objectContaining({ id: brandId }),
      reviewed_at: null,
    });
    expect(Date.parse(campaign.auto_approves_at!) - Date.parse(campaign.created_at)).toBe(
      24 * 60 * 60 * 1000,
    );
    expect(await accountSums(t, company.id)).toEqual({
      card_clearing: -price.totalCents,
      campaign_escrow: price.beforeCardFeeCents,
      card_fees: price.cardFeeCents,
    });
    const [charge] = await t.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.amount_cents, price.totalCents));
    expect(charge?.status).toBe('succeeded');

    // The invoice: a line per cost that is money, summing to the charge, in the request's language.
    const invoice = dataOf(
      await walletApi(t, token, 'invoice', { id: campaign.invoice_id }, 'es'),
    ).Invoice;
    expect(invoice.total).toBe(price.totalCents);
    expect(invoice.description).toBe('Campaña Spring launch 2026');
    expect(invoice.lines.map((line) => line.description)).toEqual([
      'Contenido UGC de vídeo × 7',
      'Nivel de creador pro × 7',
      'Vídeo de 60 segundos × 7',
      'Reembolso de productos × 7',
      'Comisión de la plataforma (10 %)',
      'Comisión por pago con tarjeta (4 %)',
    ]);
    // Its products in the order chosen, and its activation 24 hours after submission.
    const rows = await t.db
      .select()
      .from(campaignProducts)
      .where(eq(campaignProducts.campaign_id, Number(campaign.id)))
      .orderBy(campaignProducts.position);
    expect(rows.map((row) => String(row.product_id))).toEqual(productIds);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'campaign_activation'));
    expect(job?.run_at.toISOString()).toBe(campaign.auto_approves_at);
  });

  it('pays from the wallet with no card fee; a short wallet is INSUFFICIENT_FUNDS and writes nothing', async () => {
    const { company, token, brandId, productIds } = await campaignCompany(t);
    const price = priceOf('WALLET');
    const input = campaignInput(brandId, productIds);
    await credit(t, company.id, price.totalCents - 1);
    const short = await campaignApi(t, token, 'create', createArgs(input));
    expect(short.body.errors?.[0]?.extensions?.code).toBe('INSUFFICIENT_FUNDS');
    await expectNothingWritten(company.id);

    await credit(t, company.id, 1);
    const campaign = await createCampaign(t, token, createArgs(input));
    expect(campaign).toMatchObject({
      total: price.totalCents,
      payment_method: 'WALLET',
      card_id: null,
    });
    expect(price.cardFeeCents).toBe(0);
    expect(await accountSums(t, company.id)).toEqual({
      bank_clearing: -price.totalCents,
      wallet: 0,
      campaign_escrow: price.totalCents,
    });
    expect(dataOf(await walletApi(t, token, 'wallet')).Wallet.balance).toBe(0);
    await expectConsistentLedger(t, company.id);
  });

  it('takes no price from the client: an input with a price field is refused by GraphQL', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const input = { ...campaignInput(brandId, productIds), total: 1 };
    const response = await campaignApi(t, token, 'create', createArgs(input, cardId));
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.[0]?.message).toMatch(/"total" is not defined/);
    await expectNothingWritten(company.id);
  });

  it('leaves no campaign and no ledger row when the card is declined', async () => {
    const { company, token, brandId, productIds } = await campaignCompany(t, { card: false });
    const declining = await addCard(t, token, TEST_CARDS.insufficientFunds);
    const response = await campaignApi(
      t,
      token,
      'create',
      createArgs(campaignInput(brandId, productIds), declining),
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('CARD_DECLINED');
    await expectNothingWritten(company.id);
  });

  it('needs a card on file (even from the wallet) and the accepted terms', async () => {
    const { company, token, brandId, productIds } = await campaignCompany(t, { card: false });
    await credit(t, company.id, 10_000_00);
    const input = campaignInput(brandId, productIds);
    const noCard = await campaignApi(t, token, 'create', createArgs(input));
    expect(noCard.body.errors?.[0]).toMatchObject({
      message: 'A card must be on file to create a campaign',
      extensions: { code: 'CARD_REQUIRED' },
    });
    await addCard(t, token);
    const noTerms = await campaignApi(
      t,
      token,
      'create',
      createArgs(input, null, { accept_terms: false }),
      'es',
    );
    expect(noTerms.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { accept_terms: expect.any(String) },
    });
    await expectNothingWritten(company.id);
  });

  it('holds product packages to their product counts', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t, {
      productCount: 8,
    });
    const packageOf = (deals: number, count: number) =>
      createArgs(
        campaignInput(brandId, productIds.slice(0, count), {
          type: 'product_package',
          number_of_deals: deals,
          video_duration: null,
          delivery_type: 'shipping',
        }),
        cardId,
      );
    for (const [deals, count] of [
      [10, 2],
      [120, 7],
    ] as const) {
      const refused = await campaignApi(t, token, 'create', packageOf(deals, count));
      expect(refused.body.errors?.[0]?.extensions?.fields, `${deals} with ${count}`).toEqual({
        product_ids: expect.any(String),
      });
    }
    await expectNothingWritten(company.id);
    const campaign = await createCampaign(t, token, packageOf(120, 8));
    expect(campaign.products).toHaveLength(8);
  });

  it("refuses another company's brand and product, and a product of another brand", async () => {
    const a = await campaignCompany(t, { productCount: 1 });
    const b = await campaignCompany(t, { productCount: 1 });
    const otherBrand = await createBrand(t, a.token, { name: 'Second brand' });
    const otherBrandProduct = (await createProduct(t, a.token, otherBrand.id)).id;
    const attempts = [
      [campaignInput(b.brandId, a.productIds), 'brand_id'],
      [campaignInput(a.brandId, [b.productIds[0]!]), 'product_ids'],
      [campaignInput(a.brandId, [a.productIds[0]!, otherBrandProduct]), 'product_ids'],
    ] as const;
    for (const [input, field] of attempts) {
      const response = await campaignApi(t, a.token, 'create', createArgs(input, a.cardId));
      expect(Object.keys(response.body.errors?.[0]?.extensions?.fields ?? {})).toEqual([field]);
    }
    const notFound = await campaignApi(t, a.token, 'create', createArgs(attempts[0][0], a.cardId));
    expect(notFound.body.errors?.[0]?.extensions?.fields).toEqual({ brand_id: 'Brand not found' });
    await expectNothingWritten(a.company.id);
    await expectNothingWritten(b.company.id);
  });

  it('makes one campaign and one charge per idempotency key, repeated or ten at once', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const input = campaignInput(brandId, productIds);
    const args = createArgs(input, cardId);
    const first = await createCampaign(t, token, args);
    expect(await createCampaign(t, token, args)).toEqual(first);

    const parallel = createArgs(input, cardId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => createCampaign(t, token, parallel)),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers[0]!.id).not.toBe(first.id);
    expect(await campaignCount(t, company.id)).toBe(2);
    const payments = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.company_id, company.id));
    expect(payments).toHaveLength(2);
    // The gateway charged the card once per key.
    const charges = await t.db
      .select()
      .from(sandboxGatewayCharges)
      .where(like(sandboxGatewayCharges.idempotency_key, `company:${company.id}:%`));
    expect(charges).toHaveLength(2);
    await expectConsistentLedger(t, company.id);
  });
});
