import { describe, expect, it } from 'vitest';
import { draftCampaignInput, draftPricingInput } from '@/features/campaigns/model/draftInput';
import { firstIncompleteStep, guardStep } from '@/features/campaigns/model/wizardSteps';
import { campaignPrice } from '@/domain/campaigns/rules';
import { COMPLETE_DRAFT, PRODUCTS } from './fixtures';

const PRICES = new Map(PRODUCTS.map((product) => [product.id, product.price]));

describe('the wizard step guard', () => {
  it('lets a step open only once every step before it is complete', () => {
    expect(guardStep({}, 'type')).toBe('type');
    expect(guardStep({}, 'summary')).toBe('type');
    const typed = { type: 'ugc_image' as const };
    expect(guardStep(typed, 'settings')).toBe('settings');
    expect(guardStep(typed, 'parameters')).toBe('settings');
    expect(guardStep(COMPLETE_DRAFT, 'summary')).toBe('summary');
    // Going back to an earlier step is always allowed.
    expect(guardStep(COMPLETE_DRAFT, 'type')).toBe('type');
  });

  it('finds the first step the draft breaks, by the step schemas', () => {
    expect(firstIncompleteStep(COMPLETE_DRAFT)).toBe('summary');
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, name: 'Tiny' })).toBe('settings');
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, number_of_deals: 'ten' })).toBe('settings');
    // A package of 10 deals takes exactly one product.
    expect(
      firstIncompleteStep({
        ...COMPLETE_DRAFT,
        type: 'product_package',
        product_ids: ['product-1', 'product-2'],
        video_duration: undefined,
      }),
    ).toBe('settings');
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, ages: [] })).toBe('parameters');
    // 45 s is not one of the durations; minutes convert to seconds.
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, video_duration: '0.75' })).toBe('parameters');
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, video_duration: '' })).toBe('parameters');
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, resource_links: ['not a link'] })).toBe(
      'parameters',
    );
    expect(firstIncompleteStep({ ...COMPLETE_DRAFT, type: undefined })).toBe('type');
  });
});

describe('the draft as the API and the price see it', () => {
  it('converts dollars, counts and the duration, and ignores compensation on shipping', () => {
    expect(draftCampaignInput(COMPLETE_DRAFT)).toMatchObject({
      taxes_shipping_compensation: 500,
      number_of_deals: 10,
      video_duration: 30,
      revision_rounds: 2,
    });
    expect(
      draftCampaignInput({ ...COMPLETE_DRAFT, delivery_type: 'shipping' })
        ?.taxes_shipping_compensation,
    ).toBe(0);
    expect(draftCampaignInput({ ...COMPLETE_DRAFT, content_brief: 'short' })).toBeNull();
  });

  it('prices what it can before everything is chosen', () => {
    expect(draftPricingInput({}, PRICES, 'CARD')).toBeNull();
    const early = draftPricingInput({ type: 'ugc_image' }, PRICES, 'CARD');
    // $30 × 1 deal + 10% + 4% of $33.
    expect(early && campaignPrice(early).totalCents).toBe(34_32);

    const full = draftPricingInput(COMPLETE_DRAFT, PRICES, 'WALLET');
    expect(full).toMatchObject({ deals: 10, tier: 'pro', videoDuration: 30 });
    // ($60 + $30 pro + $20 for 30 s + $24.99 + $5) × 10 = $1,399.90; + 10% = $1,539.89.
    expect(full && campaignPrice(full).totalCents).toBe(1_539_89);
  });
});
