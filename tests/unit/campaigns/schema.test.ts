import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  campaignInputSchema,
  campaignParametersSchema,
  campaignPaymentSchema,
  campaignSettingsSchema,
  campaignSubmissionSchema,
  rejectionReasonSchema,
} from '@/domain/campaigns/schema';
import { validateWith } from '@/domain/validation';
import { fields, keys, text } from '../account/helpers';

/** Step 2 as the API accepts it; each test breaks one field. */
const settings = {
  type: 'ugc_image',
  name: 'Summer glow',
  brand_id: 'brand-1',
  delivery_type: 'refund',
  taxes_shipping_compensation: 0,
  number_of_deals: 10,
  product_ids: ['product-1'],
};
/** Step 3 as the API accepts it. */
const parameters = {
  type: 'ugc_image',
  creator_tier: 'basic',
  creator_category: 'beauty',
  must_have_tags: ['vegan'],
  content_brief: 'Show the serum in daylight',
  content_format: 'portrait',
  video_duration: null,
  resource_links: ['https://example.com/guide'],
  ages: ['18-24'],
  genders: ['female'],
  ethnicities: ['asian'],
  revision_rounds: 2,
};
const checkSettings = (changes: Record<string, unknown>) =>
  keys(campaignSettingsSchema, { ...settings, ...changes });
const checkParameters = (changes: Record<string, unknown>) =>
  keys(campaignParametersSchema, { ...parameters, ...changes });
/** min − 1, min, max and max + 1, each with its answer: only the two inside pass. */
const atLimits = (min: number, max: number, refused: object): [number, object][] => [
  [min - 1, refused],
  [min, {}],
  [max, {}],
  [max + 1, refused],
];
const ids = (count: number) => Array.from({ length: count }, (_, index) => `product-${index}`);

describe('campaignSettingsSchema', () => {
  it('accepts a complete step, and the whole campaign', async () => {
    expect(await checkSettings({})).toEqual({});
    expect(await keys(campaignInputSchema, { ...settings, ...parameters })).toEqual({});
  });

  it.each(
    atLimits(6, 200, {
      name: { key: 'validation:campaignNameLength', values: { min: 6, max: 200 } },
    }),
  )('name of %i characters', async (length, expected) => {
    expect(await fields(campaignSettingsSchema, { ...settings, name: text(length) })).toEqual(
      expected,
    );
  });

  it('counts the trimmed name and requires one', async () => {
    expect(await checkSettings({ name: `  ${text(5)}  ` })).toEqual({
      name: 'validation:campaignNameLength',
    });
    expect(await checkSettings({ name: '   ' })).toEqual({
      name: 'validation:campaignNameRequired',
    });
  });

  it.each(['Verano 2025 ñandú', 'Летняя кампания', 'حملة الصيف', '夏のキャンペーン'])(
    'takes letters of any alphabet: %s',
    async (name) => {
      expect(await checkSettings({ name })).toEqual({});
    },
  );

  it.each(['Summer sale!', 'Summer-glow', 'Glow, again', 'Summer\tglow'])(
    'refuses punctuation: %j',
    async (name) => {
      expect(await checkSettings({ name })).toEqual({ name: 'validation:campaignNameCharacters' });
    },
  );

  it('refuses a NUL byte in the name as text it cannot store', async () => {
    expect(await checkSettings({ name: 'Summer\u0000glow' })).toEqual({
      name: 'validation:textNotStorable',
    });
  });

  it.each([
    ...atLimits(0, 999_900, { taxes_shipping_compensation: 'validation:compensationRange' }),
    [1_000_000, { taxes_shipping_compensation: 'validation:compensationRange' }],
    [12.5, { taxes_shipping_compensation: 'validation:compensationInvalid' }],
  ])('compensation of %d cents', async (cents, expected) => {
    expect(await checkSettings({ taxes_shipping_compensation: cents })).toEqual(expected);
  });

  it.each([
    ...atLimits(1, 100, {
      number_of_deals: { key: 'validation:dealsRange', values: { min: 1, max: 100 } },
    }),
    [2.5, { number_of_deals: { key: 'validation:dealsInvalid', values: {} } }],
  ])('%d deals of a type other than packages', async (deals, expected) => {
    expect(await fields(campaignSettingsSchema, { ...settings, number_of_deals: deals })).toEqual(
      expected,
    );
  });

  it('takes only the package sizes for product packages', async () => {
    const pack = { type: 'product_package', product_ids: ids(1) };
    expect(await checkSettings({ ...pack, number_of_deals: 10 })).toEqual({});
    expect(await checkSettings({ ...pack, number_of_deals: 11 })).toEqual({
      number_of_deals: 'validation:dealsPackageSize',
    });
  });

  it.each([
    [10, 1, true],
    [10, 2, false],
    [30, 3, true],
    [30, 4, false],
    [60, 6, true],
    [60, 7, false],
    [120, 6, true],
    [120, 7, false],
    [120, 8, true],
    [120, 9, false],
    [120, 10, true],
  ])('a package of %i deals with %i products: %s', async (deals, count, ok) => {
    const result = await checkSettings({
      type: 'product_package',
      number_of_deals: deals,
      product_ids: ids(count),
    });
    expect(result).toEqual(ok ? {} : { product_ids: 'validation:campaignPackageProducts' });
  });

  it('takes 1 to 10 distinct products for other types', async () => {
    expect(await checkSettings({ product_ids: ids(10) })).toEqual({});
    expect(await fields(campaignSettingsSchema, { ...settings, product_ids: ids(11) })).toEqual({
      product_ids: { key: 'validation:campaignProductsMax', values: { max: 10 } },
    });
    expect(await checkSettings({ product_ids: [] })).toEqual({
      product_ids: 'validation:campaignProductsRequired',
    });
    expect(await checkSettings({ product_ids: ['product-1', 'product-2', 'product-1'] })).toEqual({
      product_ids: 'validation:campaignProductsRepeated',
    });
  });

  it('requires a known type, a brand and a delivery type', async () => {
    expect(
      await checkSettings({ type: 'billboard', brand_id: ' ', delivery_type: 'drone' }),
    ).toEqual({
      type: 'validation:campaignTypeRequired',
      brand_id: 'validation:campaignBrandRequired',
      delivery_type: 'validation:campaignDeliveryRequired',
    });
  });
});

describe('campaignParametersSchema', () => {
  it('accepts a complete step and fills the defaults', async () => {
    const result = await validateWith(campaignParametersSchema, {
      ...parameters,
      must_have_tags: undefined,
      resource_links: undefined,
      revision_rounds: undefined,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { must_have_tags: [], resource_links: [], revision_rounds: 2 },
    });
  });

  it.each(
    atLimits(3, 30, {
      must_have_tags: { key: 'validation:tagLength', values: { min: 3, max: 30 } },
    }),
  )('a tag of %i characters', async (length, expected) => {
    const input = { ...parameters, must_have_tags: ['vegan', text(length)] };
    expect(await fields(campaignParametersSchema, input)).toEqual(expected);
  });

  it.each(
    atLimits(10, 2000, {
      content_brief: { key: 'validation:briefLength', values: { min: 10, max: 2000 } },
    }),
  )('a brief of %i characters', async (length, expected) => {
    const input = { ...parameters, content_brief: text(length) };
    expect(await fields(campaignParametersSchema, input)).toEqual(expected);
  });

  it('requires one of the video durations for a video, and none for other types', async () => {
    const video = { type: 'ugc_video' };
    for (const seconds of [15, 30, 60]) {
      expect(await checkParameters({ ...video, video_duration: seconds })).toEqual({});
    }
    expect(await checkParameters({ ...video, video_duration: null })).toEqual({
      video_duration: 'validation:videoDurationRequired',
    });
    expect(await checkParameters({ ...video, video_duration: 45 })).toEqual({
      video_duration: 'validation:videoDurationInvalid',
    });
    expect(await checkParameters({ video_duration: 30 })).toEqual({
      video_duration: 'validation:videoDurationNotVideo',
    });
  });

  it.each(['ftp://example.com/guide', 'not a link', 'https://localhost', 'javascript:alert(1)'])(
    'refuses the resource link %j',
    async (link) => {
      expect(await checkParameters({ resource_links: [link] })).toEqual({
        resource_links: 'validation:resourceLinkInvalid',
      });
    },
  );

  it('requires at least one distinct age range, gender and ethnicity', async () => {
    expect(await checkParameters({ ages: [], genders: [], ethnicities: [] })).toEqual({
      ages: 'validation:agesRequired',
      genders: 'validation:gendersRequired',
      ethnicities: 'validation:ethnicitiesRequired',
    });
    expect(
      await checkParameters({
        ages: ['18-24', '18-24'],
        genders: ['robot'],
        ethnicities: ['white'],
      }),
    ).toEqual({ ages: 'validation:agesRequired', genders: 'validation:gendersRequired' });
  });

  it.each(atLimits(0, 3, { revision_rounds: 'validation:revisionRoundsRange' }))(
    '%i revision rounds',
    async (rounds, expected) => {
      expect(await checkParameters({ revision_rounds: rounds })).toEqual(expected);
    },
  );
});

describe('content rights (docs/product.md#content-rights)', () => {
  const video = { type: 'ugc_video', video_duration: 30 };

  it('takes organic use and no options when none are given', async () => {
    const values = await campaignParametersSchema.validate(parameters);
    expect(values).toMatchObject({ usage_rights: 'organic', raw_footage: false, extra_hooks: 0 });
  });

  it('takes every right on any type, and the options on a video', async () => {
    for (const rights of ['organic', 'paid_ads_3m', 'paid_ads_6m', 'paid_ads_12m', 'perpetual']) {
      expect(await checkParameters({ usage_rights: rights }), rights).toEqual({});
    }
    for (const hooks of [0, 1, 2, 3]) {
      expect(await checkParameters({ ...video, raw_footage: true, extra_hooks: hooks })).toEqual(
        {},
      );
    }
  });

  it.each([['paid_ads_1m'], ['PERPETUAL'], [''], [3]])('refuses the right %j', async (rights) => {
    expect(await checkParameters({ usage_rights: rights })).toEqual({
      usage_rights: 'validation:usageRightsInvalid',
    });
  });

  it.each([[4], [-1], [1.5], ['two'], [Number.NaN]])('refuses %j extra hooks', async (hooks) => {
    expect(
      await fields(campaignParametersSchema, { ...parameters, ...video, extra_hooks: hooks }),
    ).toEqual({ extra_hooks: { key: 'validation:extraHooksRange', values: { min: 0, max: 3 } } });
  });

  it('refuses raw footage that is not a yes or no', async () => {
    expect(await checkParameters({ ...video, raw_footage: 'maybe' })).toEqual({
      raw_footage: 'validation:rawFootageInvalid',
    });
  });

  it('refuses the options on a type that is not a video', async () => {
    for (const type of ['ugc_image', 'social_media', 'product_package']) {
      expect(await checkParameters({ type, raw_footage: true, extra_hooks: 2 }), type).toEqual({
        raw_footage: 'validation:rawFootageNotVideo',
        extra_hooks: 'validation:extraHooksNotVideo',
      });
      expect(await checkParameters({ type, raw_footage: false, extra_hooks: 0 }), type).toEqual({});
    }
  });
});

describe('paying and submitting', () => {
  it('needs a card for a card payment, and none from the wallet', async () => {
    expect(await keys(campaignPaymentSchema, { method: 'CARD' })).toEqual({
      card_id: 'validation:paymentCardRequired',
    });
    expect(await keys(campaignPaymentSchema, { method: 'CARD', card_id: 'card-1' })).toEqual({});
    expect(await keys(campaignPaymentSchema, { method: 'WALLET' })).toEqual({});
    expect(await keys(campaignPaymentSchema, { method: 'BANK' })).toEqual({
      method: 'validation:paymentMethodRequired',
    });
  });

  it('needs the terms accepted and a well-formed idempotency key', async () => {
    const key = 'campaign-0001';
    expect(
      await keys(campaignSubmissionSchema, { idempotency_key: key, accept_terms: true }),
    ).toEqual({});
    for (const accept_terms of [false, undefined]) {
      expect(await keys(campaignSubmissionSchema, { idempotency_key: key, accept_terms })).toEqual({
        accept_terms: 'validation:termsRequired',
      });
    }
    expect(
      await keys(campaignSubmissionSchema, { idempotency_key: 'short', accept_terms: true }),
    ).toEqual({ idempotency_key: 'validation:idempotencyKeyInvalid' });
  });

  it.each(
    atLimits(8, 255, {
      reason: { key: 'validation:rejectionReasonLength', values: { min: 8, max: 255 } },
    }),
  )('a rejection reason of %i characters', async (length, expected) => {
    const reason = object({ reason: rejectionReasonSchema });
    expect(await fields(reason, { reason: text(length) })).toEqual(expected);
  });
});
