import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiFilterOf,
  emptyFilter,
  readDiscovery,
  writeDiscovery,
  type DiscoveryState,
} from '@/features/creators/model/address';
import { creatorFilterSchema } from '@/domain/creators/schema';

const read = (query: string) => readDiscovery(new URLSearchParams(query));
const write = (state: DiscoveryState) => writeDiscovery(state).toString();

const FULL: DiscoveryState = {
  tab: 'find',
  sort: 'price_asc',
  filter: {
    categories: ['beauty', 'food'],
    tiers: ['pro'],
    genders: ['female', 'non_binary'],
    ethnicities: ['asian'],
    countries: ['US', 'MX'],
    age_min: 18,
    age_max: 34,
    followers_min: 10_000,
    followers_max: 2_000_000,
    price_min: 25.5,
    price_max: 500,
    engagement_min: 2.75,
    search: 'ana',
  },
};

describe('discovery address', () => {
  it('reads an empty address as the defaults: Applicants, most followers, no filter', () => {
    expect(read('')).toEqual({ tab: 'applicants', sort: 'followers_desc', filter: emptyFilter() });
    expect(write(read(''))).toBe('');
  });

  it('writes every filter, the tab and the order, leaving defaults out', () => {
    expect(write(FULL)).toBe(
      'tab=find&q=ana&category=beauty&category=food&tier=pro&gender=female&gender=non_binary' +
        '&ethnicity=asian&country=US&country=MX&age_min=18&age_max=34&followers_min=10000' +
        '&followers_max=2000000&price_min=25.5&price_max=500&engagement_min=2.75&sort=price_asc',
    );
    expect(
      write({ ...FULL, tab: 'applicants', sort: 'followers_desc', filter: emptyFilter() }),
    ).toBe('');
  });

  it('reads back what it wrote (lists in their own order)', () => {
    const back = read(write(FULL));
    expect(back).toEqual({
      ...FULL,
      filter: { ...FULL.filter, countries: ['US', 'MX'], genders: ['female', 'non_binary'] },
    });
    expect(read('category=food&category=beauty&category=food').filter.categories).toEqual([
      'beauty',
      'food',
    ]);
    expect(write(read(write(FULL)))).toBe(write(FULL));
  });

  it('ignores values that are not valid, keeping the rest', () => {
    const state = read(
      'tab=deals&sort=cheapest&category=cars&category=beauty&tier=gold&gender=robot&country=XX' +
        '&country=BR&ethnicity=&age_min=12&age_max=abc&followers_min=-5&followers_max=1e6' +
        '&price_min=1.234&price_max=100000.01&engagement_min=101&q=%00drop',
    );
    expect(state).toEqual({
      tab: 'applicants',
      sort: 'followers_desc',
      filter: { ...emptyFilter(), categories: ['beauty'], countries: ['BR'] },
    });
  });

  it('drops both bounds of a reversed range, and trims and cuts the search', () => {
    const state = read(
      `age_min=40&age_max=30&price_min=10&price_max=20&q=${'  x'.padEnd(80, 'y')}`,
    );
    expect(state.filter.age_min).toBeUndefined();
    expect(state.filter.age_max).toBeUndefined();
    expect(state.filter).toMatchObject({ price_min: 10, price_max: 20 });
    expect(state.filter.search).toHaveLength(60);
    expect(state.filter.search.startsWith('x')).toBe(true);
  });

  it('converts dollars to cents and percent to basis points for the API', () => {
    const api = apiFilterOf(FULL.filter);
    expect(api).toEqual({
      categories: ['beauty', 'food'],
      tiers: ['pro'],
      genders: ['female', 'non_binary'],
      ethnicities: ['asian'],
      countries: ['US', 'MX'],
      age_min: 18,
      age_max: 34,
      followers_min: 10_000,
      followers_max: 2_000_000,
      price_min: 2550,
      price_max: 50_000,
      engagement_min: 275,
      search: 'ana',
    });
    // What the screen sends is what the server's own rules accept.
    expect(creatorFilterSchema.validateSync(api)).toBeTruthy();
    expect(apiFilterOf(emptyFilter())).toEqual({});
    expect(apiFilterOf({ ...emptyFilter(), price_min: 0.29, engagement_min: 0.07 })).toEqual({
      price_min: 29,
      engagement_min: 7,
    });
  });

  it('whatever the address, the API filter passes the server rules', () => {
    const queries = [
      'age_min=80&age_max=80&followers_min=0&price_max=100000&engagement_min=100',
      'q=%F0%9F%98%80'.repeat(40),
      'country=US&country=US&tier=basic&tier=pro&tier=pro',
    ];
    for (const query of queries) {
      expect(creatorFilterSchema.isValidSync(apiFilterOf(read(query).filter))).toBe(true);
    }
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(emptyFilter())).toBe(0);
    expect(activeFilterCount(FULL.filter)).toBe(13);
    expect(activeFilterCount({ ...emptyFilter(), search: '  ' })).toBe(0);
  });
});
