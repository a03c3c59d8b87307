/**
 * Content rights (docs/product.md#content-rights): the usage right and, for video, raw
 * footage and extra hooks are priced per deal by the server; the quote, the stored cost
 * lines, the invoice and the ledger charge agree to the cent; the creator is paid them on
 * acceptance and sees them before applying; drafts and duplicates keep them; bad input is
 * refused with translated messages and writes nothing; only companies may quote or create.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '@/server/db/schema/campaigns';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  accountSums,
  campaignApi,
  campaignCompany,
  campaignCount,
  campaignInput,
  createArgs,
  createCampaign,
} from './helpers/campaigns';
import { creatorSession, insertCreators, variedCreators } from './helpers/creators';
import { campaignWithDeals, dealApi, dealOf, dealUpTo } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { marketApi } from './helpers/marketplace';
import { operatorSession } from './helpers/operator';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger, walletApi } from './helpers/wallet';

const t = serverForFile();

/**
 * Each right and option on the default input (7 deals of a pro 60 s UGC video, refund
 * delivery of $19.99 and $20.00 with $3.33 compensation: $60 + $30 + $40 + $43.32 =
 * $173.32 a deal before rights), paid by card, with its lines and total worked out by hand.
 */
const CASES = [
  {
    name: 'organic use, no options',
    values: {},
    rights: [0, 0, 0],
    // 17332 × 7 = 121324; fee 12132.4 → 12132; 133456; card 5338.24 → 5338; 138794
    money: [121324, 12132, 5338, 138794],
  },
  {
    name: 'paid ads for 3 months and the raw footage',
    values: { usage_rights: 'paid_ads_3m', raw_footage: true },
    rights: [4000, 3000, 0],
    // (17332 + 7000) × 7 = 170324; fee 17032.4 → 17032; 187356; card 7494.24 → 7494; 194850
    money: [170324, 17032, 7494, 194850],
  },
  {
    name: 'paid ads for 6 months and one hook',
    values: { usage_rights: 'paid_ads_6m', extra_hooks: 1 },
    rights: [7000, 0, 2000],
    // (17332 + 9000) × 7 = 184324; fee 18432.4 → 18432; 202756; card 8110.24 → 8110; 210866
    money: [184324, 18432, 8110, 210866],
  },
  {
    name: 'paid ads for 12 months, raw footage and three hooks',
    values: { usage_rights: 'paid_ads_12m', raw_footage: true, extra_hooks: 3 },
    rights: [12000, 3000, 6000],
    // (17332 + 21000) × 7 = 268324; fee 26832.4 → 26832; 295156; card 11806.24 → 11806; 306962
    money: [268324, 26832, 11806, 306962],
  },
  {
    name: 'perpetual',
    values: { usage_rights: 'perpetual' },
    rights: [20000, 0, 0],
    // (17332 + 20000) × 7 = 261324; fee 26132.4 → 26132; 287456; card 11498.24 → 11498; 298954
    money: [261324, 26132, 11498, 298954],
  },
] as const;

const amountOf = (lines: Array<{ kind: string; amount: number }>, kind: string) =>
  lines.find((line) => line.kind === kind)?.amount;

describe('content rights in the price', () => {
  it.each(CASES)('quotes, stores and charges $name to the cent', async (c) => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const given: Record<string, unknown> = c.values;
    const input = campaignInput(brandId, productIds, given);
    const quote = dataOf(
      await campaignApi(t, token, 'quote', { input, method: 'CARD' }),
    ).CampaignQuote;
    const [subtotal, fee, cardFee, total] = c.money;
    expect([
      amountOf(quote.lines, 'usage_rights'),
      amountOf(quote.lines, 'raw_footage'),
      amountOf(quote.lines, 'extra_hooks'),
    ]).toEqual(c.rights);
    expect([
      amountOf(quote.lines, 'subtotal'),
      amountOf(quote.lines, 'platform_fee'),
      amountOf(quote.lines, 'card_fee'),
      quote.total,
    ]).toEqual(c.money);

    const campaign = await createCampaign(t, token, createArgs(input, cardId));
    expect(campaign).toMatchObject({
      cost_lines: quote.lines,
      total,
      // Not given: organic use and no options.
      usage_rights: given.usage_rights ?? 'organic',
      raw_footage: given.raw_footage ?? false,
      extra_hooks: given.extra_hooks ?? 0,
    });
    const [row] = await t.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, Number(campaign.id)));
    expect(row).toMatchObject({
      usage_rights: campaign.usage_rights,
      raw_footage: campaign.raw_footage,
      extra_hooks: campaign.extra_hooks,
      total_cents: total,
    });
    expect(row!.cost_lines.map((line) => ({ kind: line.kind, amount: line.amountCents }))).toEqual(
      quote.lines,
    );
    expect(await accountSums(t, company.id)).toEqual({
      card_clearing: -total,
      campaign_escrow: subtotal + fee,
      card_fees: cardFee,
    });
    const invoice = dataOf(
      await walletApi(t, token, 'invoice', { id: campaign.invoice_id }),
    ).Invoice;
    expect(invoice.total).toBe(total);
    const billed = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
    expect(billed).toBe(total);
    await expectConsistentLedger(t, company.id);
  });

  it('bills each right and option as a line of the invoice, in the language asked', async () => {
    const { token, brandId, productIds, cardId } = await campaignCompany(t);
    const input = campaignInput(brandId, productIds, CASES[3].values);
    const campaign = await createCampaign(t, token, createArgs(input, cardId));
    const invoice = (id: string, locale: string) =>
      walletApi(t, token, 'invoice', { id }, locale).then((r) => dataOf(r).Invoice.lines);
    const en = await invoice(campaign.invoice_id!, 'en');
    expect(en.map((line) => [line.description, line.amount])).toEqual(
      expect.arrayContaining([
        ['Paid ads rights for 12 months × 7', 84000],
        ['Raw footage × 7', 21000],
        ['Extra hooks (3 per video) × 7', 42000],
      ]),
    );
    const es = await invoice(campaign.invoice_id!, 'es');
    expect(es.map((line) => line.description)).toContain(
      'Derechos de anuncios pagados por 12 meses × 7',
    );
  });
});

describe("content rights in the creator's fee", () => {
  it('pays the creator the rights and options on acceptance, as shown before applying', async () => {
    // Basic 30 s UGC video, shipped: $60 + $20 + $200 perpetual + $30 + 2 × $20 = $350.
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      type: 'ugc_video',
      delivery: 'shipping',
      // A slot left: the campaign stays open in the marketplace.
      numberOfDeals: 2,
      input: { usage_rights: 'perpetual', raw_footage: true, extra_hooks: 2 },
    });
    const [deal] = deals;
    const seen = dataOf(
      await marketApi(t, deal!.creatorToken, 'campaign', { id: String(campaign.id) }),
    ).CreatorCampaign;
    expect(seen).toMatchObject({
      usage_rights: 'perpetual',
      raw_footage: true,
      extra_hooks: 2,
      earnings_per_deal: 350_00,
      earnings_lines: [
        { kind: 'price_per_content', amount: 60_00 },
        { kind: 'creator_tier', amount: 0 },
        { kind: 'video_duration', amount: 20_00 },
        { kind: 'usage_rights', amount: 200_00 },
        { kind: 'raw_footage', amount: 30_00 },
        { kind: 'extra_hooks', amount: 40_00 },
      ],
    });

    const shown = await dealUpTo(
      t,
      token,
      deal!,
      'ugc_video',
      'shipping',
      'content_approved_by_admin',
    );
    expect(shown.fee).toBe(350_00);
    // The deal's brief says what to deliver.
    expect(shown.campaign).toMatchObject({
      usage_rights: 'perpetual',
      raw_footage: true,
      extra_hooks: 2,
    });
    const content_id = shown.contents[0]!.id;
    dealOf(await dealApi(t, token, 'accept', { id: deal!.id, content_id }));
    expect(await accountSums(t, company.id)).toMatchObject({ creator_payouts: 350_00 });
    await expectConsistentLedger(t, company.id);
  });
});

const DRAFT_FIELDS = 'usage_rights raw_footage extra_hooks';

describe('content rights in drafts and duplicates', () => {
  it('keeps them in a draft sent to be paid and in a duplicated campaign', async () => {
    const { token, brandId, productIds, cardId } = await campaignCompany(t);
    const input = campaignInput(brandId, productIds, CASES[3].values);
    const call = <T>(query: string, variables: Record<string, unknown>) =>
      postGraphql<T>(`${t.url}/v1/j`, query, { token, variables }).then(dataOf);
    const saved = await call<{ CampaignDraftSubmit: { id: string } }>(
      `mutation S($input: CampaignInput!) { CampaignDraftSubmit(input: $input) { id } }`,
      { input },
    );
    const opened = await call<{ CampaignDraftOpen: Record<string, unknown> }>(
      `query O($id: ID!) { CampaignDraftOpen(id: $id) { ${DRAFT_FIELDS} } }`,
      { id: saved.CampaignDraftSubmit.id },
    );
    const chosen = { usage_rights: 'paid_ads_12m', raw_footage: true, extra_hooks: 3 };
    expect(opened.CampaignDraftOpen).toEqual(chosen);

    const campaign = await createCampaign(t, token, createArgs(input, cardId));
    const copy = await call<{ CampaignDuplicate: Record<string, unknown> }>(
      `mutation D($id: ID!) { CampaignDuplicate(id: $id) { ${DRAFT_FIELDS} } }`,
      { id: campaign.id },
    );
    expect(copy.CampaignDuplicate).toEqual(chosen);
  });
});

describe('content rights refused', () => {
  it('refuses bad rights and options with translated field errors, and writes nothing', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const cases = [
      [
        { usage_rights: 'paid_ads_1m' },
        'usage_rights',
        'Choose how the brand may use the content',
        'Elige cómo puede usar la marca el contenido',
      ],
      [
        { extra_hooks: 4 },
        'extra_hooks',
        'Ask for 0 to 3 extra hooks',
        'Pide de 0 a 3 ganchos adicionales',
      ],
      [
        { extra_hooks: -1 },
        'extra_hooks',
        'Ask for 0 to 3 extra hooks',
        'Pide de 0 a 3 ganchos adicionales',
      ],
      [
        { type: 'ugc_image', video_duration: null, raw_footage: true },
        'raw_footage',
        'Only video campaigns can buy the raw footage',
        'Solo las campañas de vídeo pueden comprar el material en bruto',
      ],
      [
        { type: 'social_media', video_duration: null, extra_hooks: 1 },
        'extra_hooks',
        'Only video campaigns can ask for extra hooks',
        'Solo las campañas de vídeo pueden pedir ganchos adicionales',
      ],
    ] as const;
    for (const [values, field, en, es] of cases) {
      const input = campaignInput(brandId, productIds, values);
      for (const [locale, text] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const quote = await campaignApi(t, token, 'quote', { input, method: 'CARD' }, locale);
        const create = await campaignApi(t, token, 'create', createArgs(input, cardId), locale);
        for (const response of [quote, create]) {
          expect(errorOf(response).extensions, JSON.stringify(values)).toMatchObject({
            code: 'BAD_USER_INPUT',
            fields: { [field]: text },
          });
        }
      }
    }
    // A count that is no whole number, or not a number, is refused by the API's types.
    for (const extra_hooks of [1.5, '2']) {
      const input = campaignInput(brandId, productIds, { extra_hooks });
      const response = await campaignApi(t, token, 'create', createArgs(input, cardId));
      expect(response.body.data ?? null).toBeNull();
      expect(errorOf(response).message).toMatch(/Int cannot represent non-integer value/);
    }
    expect(await campaignCount(t, company.id)).toBe(0);
    expect(await accountSums(t, company.id)).toEqual({});
  });

  it("is no creator's or operator's to quote or create (FORBIDDEN)", async () => {
    const { company, brandId, productIds, cardId } = await campaignCompany(t);
    const [creator] = await insertCreators(t, variedCreators(1));
    const creatorToken = await creatorSession(t, creator!.id);
    const operator = await operatorSession(t);
    const input = campaignInput(brandId, productIds, CASES[3].values);
    for (const token of [creatorToken, operator.token]) {
      for (const response of [
        await campaignApi(t, token, 'quote', { input, method: 'CARD' }),
        await campaignApi(t, token, 'create', createArgs(input, cardId)),
      ]) {
        expect(errorOf(response).extensions).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect(await campaignCount(t, company.id)).toBe(0);
  });
});
