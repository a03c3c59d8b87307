import { describe, expect, it } from 'vitest';
import { deactivationRefund } from '@/features/campaigns/components/CampaignActions';
import { draftFromCampaign } from '@/features/campaigns/model/duplicateDraft';
import {
  listingFilterOf,
  readListingAddress,
  writeListingAddress,
} from '@/features/campaigns/model/listingAddress';
import { searchProblem } from '@/features/campaigns/components/ListingToolbar';
import { campaignDetail } from './pages';

const read = (query: string) => readListingAddress(new URLSearchParams(query));

describe('the listing address', () => {
  it('reads tab, search and order, and falls back to the defaults for anything else', () => {
    expect(read('tab=paused&q=%20glow%20&sort=name_desc')).toEqual({
      tab: 'paused',
      search: 'glow',
      sort: 'name_desc',
    });
    expect(read('tab=deactivated&sort=price')).toEqual({
      tab: 'active',
      search: '',
      sort: 'newest',
    });
    // Text the database cannot store is dropped; a long search is cut to what the API takes.
    expect(read('q=a%00b').search).toBe('');
    expect(read(`q=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the defaults, and queries with the tab and order always', () => {
    const state = { tab: 'active', search: '', sort: 'newest' } as const;
    expect(writeListingAddress(state).toString()).toBe('');
    expect(listingFilterOf(state)).toEqual({ tab: 'active', sort: 'newest' });
    const narrowed = { tab: 'rejected', search: 'spring', sort: 'oldest' } as const;
    expect(writeListingAddress(narrowed).toString()).toBe('tab=rejected&q=spring&sort=oldest');
    expect(listingFilterOf(narrowed)).toEqual({
      tab: 'rejected',
      search: 'spring',
      sort: 'oldest',
    });
  });

  it('refuses a search the API would refuse, with the shared rule', () => {
    expect(searchProblem('x'.repeat(100))).toBeNull();
    expect(searchProblem('x'.repeat(101))).toEqual({
      key: 'validation:campaignSearchLength',
      values: { max: 100 },
    });
    expect(searchProblem('a\u0000b')?.key).toBe('validation:textNotStorable');
  });
});

describe('deactivating and duplicating', () => {
  it("gives back the unfilled slots' share of the subtotal and of the platform fee", () => {
    expect(deactivationRefund(campaignDetail())).toEqual({ unfilled: 6, cents: 726_00 });
    expect(deactivationRefund(campaignDetail({ deals_filled: 10 }))).toEqual({
      unfilled: 0,
      cents: 0,
    });
  });

  it('makes a shipped image campaign a draft with no duration and whole dollars', () => {
    const draft = draftFromCampaign({
      type: 'ugc_image',
      name: 'Spring glow 2',
      brand_id: 'brand-1',
      // The brand no longer has the campaign's products: the settings step asks again.
      product_ids: [],
      delivery_type: 'shipping',
      taxes_shipping_compensation: 0,
      number_of_deals: 5,
      creator_tier: 'basic',
      creator_category: 'beauty',
      must_have_tags: [],
      content_brief: 'Show the serum in morning light.',
      content_format: 'square',
      video_duration: null,
      resource_links: [],
      ages: ['18-24'],
      genders: ['female'],
      ethnicities: ['asian'],
      revision_rounds: 2,
    });
    expect(draft.video_duration).toBeUndefined();
    expect(draft.taxes_shipping_compensation).toBe('0');
    expect(draft.number_of_deals).toBe('5');
    // The type step is complete; the settings step is not.
    expect(draft.stepReached).toBe(1);
  });
});
