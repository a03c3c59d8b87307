import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_TOTAL_MAX_CENTS,
  CAMPAIGN_TYPES,
  campaignPrice,
  deactivationRefundCents,
  durationInSeconds,
  isVideoType,
} from '@/domain/campaigns/rules';
import type { PricingInput } from '@/domain/campaigns/rules';
import { NO_EXTRA_RIGHTS } from '@/domain/campaigns/rights';
import { dealMoney } from '@/domain/deals/rules';

/**
 * Every expected amount below is worked out by hand from docs/product.md's prices (image
 * $30, video $60, social $90, package deal $25; pro +$30; 30 s +$20, 60 s +$40; fee 10% of
 * the subtotal; card 4% of everything before it; half up once per line), never by calling
 * the code. The base is one basic UGC image deal, shipped, paid from the wallet; its
 * product and compensation only count on refund delivery.
 */
const base: PricingInput = {
  type: 'ugc_image',
  deals: 1,
  tier: 'basic',
  videoDuration: null,
  delivery: 'shipping',
  productPricesCents: [19_99],
  compensationCents: 0,
  method: 'WALLET',
  ...NO_EXTRA_RIGHTS,
};

const TOP_PRODUCTS = Array.from({ length: 10 }, () => 100_000_00);

/**
 * The line amounts in order. Without video: price per content, tier, usage rights,
 * reimbursement, deals, subtotal, platform fee, card fee, total; video types add the
 * duration after the tier, and raw footage and extra hooks after the usage rights.
 */
const cases: [string, Partial<PricingInput>, number[]][] = [
  // 3000 × 1 = 3000; fee 300; 3300
  ['image, basic, 1 deal, wallet', {}, [3000, 0, 0, 0, 1, 3000, 300, 0, 3300]],
  // (3000 + 3000) × 10 = 60000; fee 6000; 66000
  [
    'image, pro, 10 deals, wallet',
    { tier: 'pro', deals: 10 },
    [3000, 3000, 0, 0, 10, 60000, 6000, 0, 66000],
  ],
  // as above; card 4% of 66000 = 2640; 68640
  [
    'image, pro, 10 deals, card',
    { tier: 'pro', deals: 10, method: 'CARD' },
    [3000, 3000, 0, 0, 10, 60000, 6000, 2640, 68640],
  ],
  // a duration is not charged on a type that is not a video: as the first case
  ['image ignores a video duration', { videoDuration: 60 }, [3000, 0, 0, 0, 1, 3000, 300, 0, 3300]],
  // 6000 × 1; fee 600; 6600
  [
    'video 15 s, basic, 1 deal',
    { type: 'ugc_video', videoDuration: 15 },
    [6000, 0, 0, 0, 0, 0, 0, 1, 6000, 600, 0, 6600],
  ],
  // (6000 + 2000) × 2 = 16000; fee 1600; 17600
  [
    'video 30 s, basic, 2 deals',
    { type: 'ugc_video', videoDuration: 30, deals: 2 },
    [6000, 0, 2000, 0, 0, 0, 0, 2, 16000, 1600, 0, 17600],
  ],
  // (6000 + 4000) × 3 = 30000; fee 3000; 33000
  [
    'video 60 s, basic, 3 deals',
    { type: 'ugc_video', videoDuration: 60, deals: 3 },
    [6000, 0, 4000, 0, 0, 0, 0, 3, 30000, 3000, 0, 33000],
  ],
  // (6000 + 3000) × 1 = 9000; fee 900; 9900
  [
    'video 15 s, pro, 1 deal',
    { type: 'ugc_video', videoDuration: 15, tier: 'pro' },
    [6000, 3000, 0, 0, 0, 0, 0, 1, 9000, 900, 0, 9900],
  ],
  // (6000 + 3000 + 4000) × 5 = 65000; fee 6500; 71500; card 2860; 74360
  [
    'video 60 s, pro, 5 deals, card',
    { type: 'ugc_video', videoDuration: 60, tier: 'pro', deals: 5, method: 'CARD' },
    [6000, 3000, 4000, 0, 0, 0, 0, 5, 65000, 6500, 2860, 74360],
  ],
  // 9000 × 4 = 36000; fee 3600; 39600
  [
    'social, basic, 4 deals',
    { type: 'social_media', deals: 4 },
    [9000, 0, 0, 0, 4, 36000, 3600, 0, 39600],
  ],
  // 9000 × 1; fee 900; 9900; card 396; 10296
  [
    'social, basic, 1 deal, card',
    { type: 'social_media', method: 'CARD' },
    [9000, 0, 0, 0, 1, 9000, 900, 396, 10296],
  ],
  // (9000 + 3000) × 100 = 1200000; fee 120000; 1320000
  [
    'social, pro, 100 deals',
    { type: 'social_media', tier: 'pro', deals: 100 },
    [9000, 3000, 0, 0, 100, 1200000, 120000, 0, 1320000],
  ],
  // 2500 × 10 = 25000; fee 2500; 27500
  [
    'package of 10',
    { type: 'product_package', deals: 10 },
    [2500, 0, 0, 0, 10, 25000, 2500, 0, 27500],
  ],
  // 2500 × 30 = 75000; fee 7500; 82500
  [
    'package of 30',
    { type: 'product_package', deals: 30 },
    [2500, 0, 0, 0, 30, 75000, 7500, 0, 82500],
  ],
  // (2500 + 3000) × 60 = 330000; fee 33000; 363000
  [
    'package of 60, pro',
    { type: 'product_package', deals: 60, tier: 'pro' },
    [2500, 3000, 0, 0, 60, 330000, 33000, 0, 363000],
  ],
  // 2500 × 120 = 300000; fee 30000; 330000; card 13200; 343200
  [
    'package of 120, card',
    { type: 'product_package', deals: 120, method: 'CARD' },
    [2500, 0, 0, 0, 120, 300000, 30000, 13200, 343200],
  ],
  // reimbursement 1999 + 2500 + 500 = 4999; 3000 + 4999 = 7999; fee 799.9 → 800; 8799
  [
    'refund: products and compensation per deal',
    { delivery: 'refund', productPricesCents: [1999, 2500], compensationCents: 500 },
    [3000, 0, 0, 4999, 1, 7999, 800, 0, 8799],
  ],
  // the same campaign shipped: nothing is reimbursed; as the first case
  [
    'shipping: no reimbursement',
    { delivery: 'shipping', productPricesCents: [1999, 2500], compensationCents: 500 },
    [3000, 0, 0, 0, 1, 3000, 300, 0, 3300],
  ],
  // (6000 + 3000 + 2000 + 4550) × 3 = 46650; fee 4665; 51315; card 2052.6 → 2053; 53368
  [
    'refund video 30 s, pro, 3 deals, card',
    {
      type: 'ugc_video',
      videoDuration: 30,
      tier: 'pro',
      deals: 3,
      delivery: 'refund',
      productPricesCents: [4550],
      method: 'CARD',
    },
    [6000, 3000, 2000, 0, 0, 0, 4550, 3, 46650, 4665, 2053, 53368],
  ],
  // reimbursement 6 × 1500 + 250 = 9250; (2500 + 3000 + 9250) × 120 = 1770000;
  // fee 177000; 1947000; card 77880; 2024880
  [
    'refund package of 120 with 6 products, pro, card',
    {
      type: 'product_package',
      deals: 120,
      tier: 'pro',
      delivery: 'refund',
      productPricesCents: [1500, 1500, 1500, 1500, 1500, 1500],
      compensationCents: 250,
      method: 'CARD',
    },
    [2500, 3000, 0, 9250, 120, 1770000, 177000, 77880, 2024880],
  ],
  // reimbursement 300 + 999900 = 1000200; (3000 + 1000200) × 2 = 2006400; fee 200640; 2207040
  [
    'refund with the largest compensation',
    { delivery: 'refund', deals: 2, productPricesCents: [300], compensationCents: 999_900 },
    [3000, 0, 0, 1000200, 2, 2006400, 200640, 0, 2207040],
  ],
  // 3000 + 1004 = 4004; fee 400.4 → 400; 4404
  [
    'platform fee .4 of a cent rounds down',
    { delivery: 'refund', productPricesCents: [1004] },
    [3000, 0, 0, 1004, 1, 4004, 400, 0, 4404],
  ],
  // 3000 + 1005 = 4005; fee 400.5 → 401 (half up); 4406
  [
    'platform fee .5 of a cent rounds up',
    { delivery: 'refund', productPricesCents: [1005] },
    [3000, 0, 0, 1005, 1, 4005, 401, 0, 4406],
  ],
  // 3000 + 1006 = 4006; fee 400.6 → 401; 4407
  [
    'platform fee .6 of a cent rounds up',
    { delivery: 'refund', productPricesCents: [1006] },
    [3000, 0, 0, 1006, 1, 4006, 401, 0, 4407],
  ],
  // reimbursement 1000 + 1 = 1001; 4001 × 5 = 20005; fee 2000.5 → 2001; 22006
  [
    'platform fee half a cent over several deals',
    { delivery: 'refund', deals: 5, productPricesCents: [1000], compensationCents: 1 },
    [3000, 0, 0, 1001, 5, 20005, 2001, 0, 22006],
  ],
  // 4005; fee 401 (400.5 up); 4406; card 176.24 → 176; 4582
  [
    'card fee after a half-up platform fee',
    { delivery: 'refund', productPricesCents: [1005], method: 'CARD' },
    [3000, 0, 0, 1005, 1, 4005, 401, 176, 4582],
  ],
  // 4011; fee 401.1 → 401; 4412; card 176.48 → 176; 4588 (4% of whole cents never ends in .5)
  [
    'card fee .48 of a cent rounds down',
    { delivery: 'refund', productPricesCents: [1011], method: 'CARD' },
    [3000, 0, 0, 1011, 1, 4011, 401, 176, 4588],
  ],
  // 4012; fee 401.2 → 401; 4413; card 176.52 → 177; 4590
  [
    'card fee .52 of a cent rounds up',
    { delivery: 'refund', productPricesCents: [1012], method: 'CARD' },
    [3000, 0, 0, 1012, 1, 4012, 401, 177, 4590],
  ],
  // Content rights (docs/product.md#content-rights), per deal: paid ads 3 / 6 / 12 months
  // $40 / $70 / $120, perpetual $200; raw footage $30 and $20 a hook, video types only.
  // 3000 + 4000 = 7000; fee 700; 7700
  [
    'image, paid ads 3 months',
    { usageRights: 'paid_ads_3m' },
    [3000, 0, 4000, 0, 1, 7000, 700, 0, 7700],
  ],
  // (3000 + 7000) × 2 = 20000; fee 2000; 22000
  [
    'image, paid ads 6 months, 2 deals',
    { usageRights: 'paid_ads_6m', deals: 2 },
    [3000, 0, 7000, 0, 2, 20000, 2000, 0, 22000],
  ],
  // 3000 + 12000 = 15000; fee 1500; 16500
  [
    'image, paid ads 12 months',
    { usageRights: 'paid_ads_12m' },
    [3000, 0, 12000, 0, 1, 15000, 1500, 0, 16500],
  ],
  // 3000 + 20000 = 23000; fee 2300; 25300; card 1012; 26312
  [
    'image, perpetual, card',
    { usageRights: 'perpetual', method: 'CARD' },
    [3000, 0, 20000, 0, 1, 23000, 2300, 1012, 26312],
  ],
  // raw footage and hooks are not charged on a type that is not a video: as the first case
  [
    'image ignores raw footage and extra hooks',
    { rawFootage: true, extraHooks: 3 },
    [3000, 0, 0, 0, 1, 3000, 300, 0, 3300],
  ],
  // only the right counts: 9000 + 4000 = 13000; fee 1300; 14300
  [
    'social, paid ads 3 months, ignores the video options',
    { type: 'social_media', usageRights: 'paid_ads_3m', rawFootage: true, extraHooks: 2 },
    [9000, 0, 4000, 0, 1, 13000, 1300, 0, 14300],
  ],
  // 6000 + 3000 = 9000; fee 900; 9900
  [
    'video 15 s, raw footage',
    { type: 'ugc_video', videoDuration: 15, rawFootage: true },
    [6000, 0, 0, 0, 3000, 0, 0, 1, 9000, 900, 0, 9900],
  ],
  // 6000 + 2000 = 8000; fee 800; 8800
  [
    'video 15 s, 1 extra hook',
    { type: 'ugc_video', videoDuration: 15, extraHooks: 1 },
    [6000, 0, 0, 0, 0, 2000, 0, 1, 8000, 800, 0, 8800],
  ],
  // 6000 + 3 × 2000 = 12000; fee 1200; 13200
  [
    'video 15 s, 3 extra hooks',
    { type: 'ugc_video', videoDuration: 15, extraHooks: 3 },
    [6000, 0, 0, 0, 0, 6000, 0, 1, 12000, 1200, 0, 13200],
  ],
  // 6000 + 3000 + 2000 + 20000 + 3000 + 4000 = 38000; × 3 = 114000; fee 11400; 125400;
  // card 5016; 130416
  [
    'video 30 s, pro, perpetual, raw footage, 2 hooks, 3 deals, card',
    {
      type: 'ugc_video',
      videoDuration: 30,
      tier: 'pro',
      deals: 3,
      usageRights: 'perpetual',
      rawFootage: true,
      extraHooks: 2,
      method: 'CARD',
    },
    [6000, 3000, 2000, 20000, 3000, 4000, 0, 3, 114000, 11400, 5016, 130416],
  ],
  // 3000 + 7000 + 1012 = 11012; fee 1101.2 → 1101; 12113; card 484.52 → 485; 12598
  [
    'card fee .52 of a cent rounds up, with paid ads 6 months',
    { usageRights: 'paid_ads_6m', delivery: 'refund', productPricesCents: [1012], method: 'CARD' },
    [3000, 0, 7000, 1012, 1, 11012, 1101, 485, 12598],
  ],
  // 6000 + 2000 + 5 = 8005; fee 800.5 → 801 (half up); 8806; card 352.24 → 352; 9158
  [
    'platform fee half a cent up, card fee down, with a hook',
    {
      type: 'ugc_video',
      videoDuration: 15,
      extraHooks: 1,
      delivery: 'refund',
      productPricesCents: [5],
      method: 'CARD',
    },
    [6000, 0, 0, 0, 0, 2000, 5, 1, 8005, 801, 352, 9158],
  ],
  // reimbursement 10 × 10000000 + 999900 = 100999900; 6000 + 3000 + 4000 + 100999900 =
  // 101012900; × 100 = 10101290000; fee 1010129000; 11111419000; card 444456760;
  // total 11555875760
  [
    'video 60 s at the top of every limit',
    {
      type: 'ugc_video',
      videoDuration: 60,
      tier: 'pro',
      deals: 100,
      delivery: 'refund',
      productPricesCents: TOP_PRODUCTS,
      compensationCents: 999_900,
      method: 'CARD',
    },
    [6000, 3000, 4000, 0, 0, 0, 100999900, 100, 10101290000, 1010129000, 444456760, 11555875760],
  ],
  // 9000 + 3000 + 100999900 = 101011900; × 100 = 10101190000; fee 1010119000;
  // 11111309000; card 444452360; total 11555761360
  [
    'social at the top of every limit',
    {
      type: 'social_media',
      tier: 'pro',
      deals: 100,
      delivery: 'refund',
      productPricesCents: TOP_PRODUCTS,
      compensationCents: 999_900,
      method: 'CARD',
    },
    [9000, 3000, 0, 100999900, 100, 10101190000, 1010119000, 444452360, 11555761360],
  ],
];

/** The order docs/product.md gives; only video types have the duration line. */
const VIDEO_KINDS = [
  'price_per_content',
  'creator_tier',
  'video_duration',
  'usage_rights',
  'raw_footage',
  'extra_hooks',
  'product_reimbursement',
  'deals',
  'subtotal',
  'platform_fee',
  'card_fee',
  'total',
];
const NON_VIDEO_KINDS = VIDEO_KINDS.filter(
  (kind) => !['video_duration', 'raw_footage', 'extra_hooks'].includes(kind),
);

describe('campaignPrice (docs/product.md#campaigns)', () => {
  it.each(cases)('%s', (_name, changes, amounts) => {
    const input = { ...base, ...changes };
    const price = campaignPrice(input);
    expect(price.lines.map((line) => line.amountCents)).toEqual(amounts);
    for (const line of price.lines) expect(Number.isInteger(line.amountCents)).toBe(true);
    // The summary fields are the lines' own amounts.
    const amountOf = Object.fromEntries(price.lines.map((line) => [line.kind, line.amountCents]));
    expect(price).toMatchObject({
      subtotalCents: amountOf.subtotal,
      platformFeeCents: amountOf.platform_fee,
      cardFeeCents: amountOf.card_fee,
      totalCents: amountOf.total,
      beforeCardFeeCents: amountOf.subtotal! + amountOf.platform_fee!,
      perDealCents: amountOf.subtotal! / input.deals,
    });
  });

  it('lists the lines in order, with duration, raw footage and hooks for video types only', () => {
    for (const type of CAMPAIGN_TYPES) {
      const kinds = campaignPrice({ ...base, type, videoDuration: 30 }).lines.map(
        (line) => line.kind,
      );
      expect(kinds, type).toEqual(type === 'ugc_video' ? VIDEO_KINDS : NON_VIDEO_KINDS);
      expect(isVideoType(type), type).toBe(type === 'ugc_video');
    }
  });

  it('prices a campaign at the top of every limit above the most a campaign may cost', () => {
    expect(CAMPAIGN_TOTAL_MAX_CENTS).toBe(1_000_000_000); // $10,000,000
    for (const [name, changes] of cases.filter(([name]) => name.includes('top of every'))) {
      expect(campaignPrice({ ...base, ...changes }).totalCents, name).toBeGreaterThan(
        CAMPAIGN_TOTAL_MAX_CENTS,
      );
    }
  });
});

describe("the rights in the creator's fee (docs/product.md#content-rights)", () => {
  it('pays the creator every right and option bought, on top of content, tier and duration', () => {
    const price = campaignPrice({
      ...base,
      type: 'ugc_video',
      videoDuration: 60,
      tier: 'pro',
      deals: 4,
      usageRights: 'paid_ads_12m',
      rawFootage: true,
      extraHooks: 3,
      delivery: 'refund',
      productPricesCents: [1999],
      compensationCents: 100,
    });
    // 6000 + 3000 + 4000 + 12000 + 3000 + 6000 = 34000; reimbursement 1999 + 100 = 2099
    expect(dealMoney(price.lines)).toEqual({ feeCents: 34000, reimbursementCents: 2099 });
    expect(price.perDealCents).toBe(34000 + 2099);
    // Deactivating with every slot unfilled gives back the subtotal and the whole fee.
    expect(deactivationRefundCents(price.lines, 4)).toBe(price.beforeCardFeeCents);
  });

  it('shows organic use at $0 on every type', () => {
    for (const type of CAMPAIGN_TYPES) {
      const line = campaignPrice({ ...base, type }).lines.find((l) => l.kind === 'usage_rights');
      expect(line, type).toEqual({ kind: 'usage_rights', amountCents: 0 });
    }
  });
});

describe('durationInSeconds', () => {
  it.each([
    [0.25, 'minutes', 15],
    [0.5, 'minutes', 30],
    [1, 'minutes', 60],
    // 0.3 min is exactly 18 s: a whole number, refused later as no video duration.
    [0.3, 'minutes', 18],
    // 4.1 × 60 is 245.99999999999997 in floating point; the duration is 246 s.
    [4.1, 'minutes', 246],
    [0.31, 'minutes', null], // 18.6 s: not a whole second
    [45, 'seconds', 45],
    [15.5, 'seconds', null],
    [0, 'seconds', null],
    [-1, 'seconds', null],
    [-1, 'minutes', null],
    [Number.NaN, 'minutes', null],
    [Number.POSITIVE_INFINITY, 'seconds', null],
  ] as const)('%d %s → %s', (value, unit, seconds) => {
    expect(durationInSeconds(value, unit)).toBe(seconds);
  });
});
