import { describe, expect, it } from 'vitest';
import { validateWith } from '@/domain/validation';
import {
  ageOn,
  birthDayForAge,
  normalizeHandle,
  parseIsoDay,
  totalFollowers,
} from '@/domain/creators/profile';
import { creatorAddressSchema, creatorProfileSchema } from '@/domain/creators/profileSchema';
import { matchesCampaign, traitWithin } from '@/domain/creators/rules';
import { ETHNICITIES, GENDERS } from '@/domain/campaigns/rules';

const TODAY = new Date('2026-06-15T10:00:00Z');
const day = (iso: string) => parseIsoDay(iso)!;

const PROFILE = {
  name: 'Ana Lima',
  handles: { instagram: { handle: '@ana.lima', followers: 10 } },
  categories: ['beauty'],
  country: 'BR',
  date_of_birth: '2000-01-31',
  price: 100,
};

const fieldsOf = async (input: Record<string, unknown>) => {
  const result = await validateWith(creatorProfileSchema(TODAY), { ...PROFILE, ...input });
  return result.ok ? {} : result.fields;
};

describe('dates of birth (docs/product.md#creators)', () => {
  it('reads only real calendar days', () => {
    expect(parseIsoDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '20240101', ' 2024-01-01']) {
      expect(parseIsoDay(bad), bad).toBeNull();
    }
  });

  it('counts a birthday from its own day, 29 February from 1 March', () => {
    expect(ageOn(day('2008-06-15'), TODAY)).toBe(18);
    expect(ageOn(day('2008-06-16'), TODAY)).toBe(17);
    expect(ageOn(day('2008-02-29'), new Date('2026-02-28T23:59:59Z'))).toBe(17);
    expect(ageOn(day('2008-02-29'), new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });

  it('gives an age-only profile a birth day that keeps its age', () => {
    for (const age of [18, 30, 64]) {
      expect(ageOn(day(birthDayForAge(age, TODAY)), TODAY)).toBe(age);
    }
    expect(birthDayForAge(18, new Date('2028-02-29T00:00:00Z'))).toMatch(/^2009-/);
  });

  it('admits 18 on the day, not the day before, and nothing in the future', async () => {
    expect(await fieldsOf({ date_of_birth: '2008-06-15' })).toEqual({});
    expect(await fieldsOf({ date_of_birth: '2008-06-16' })).toEqual({
      date_of_birth: { key: 'validation:creatorUnderage', values: { min: 18 } },
    });
    expect((await fieldsOf({ date_of_birth: '2030-01-01' })).date_of_birth?.key).toBe(
      'validation:birthDateInvalid',
    );
    expect((await fieldsOf({ date_of_birth: '1890-01-01' })).date_of_birth?.key).toBe(
      'validation:birthDateInvalid',
    );
  });
});

describe('the profile rules', () => {
  it('drops the @ of a handle and sums the followers within the stored integer', async () => {
    expect(normalizeHandle(' @ana ')).toBe('ana');
    expect(totalFollowers([2_000_000_000, 5, null])).toBe(2_000_000_000);
    const result = await validateWith(creatorProfileSchema(TODAY), PROFILE);
    expect(result.ok && result.value.handles.instagram?.handle).toBe('ana.lima');
  });

  it('needs at least one handle, and each platform has its own form', async () => {
    expect(Object.keys(await fieldsOf({ handles: {} }))).toEqual(['handles']);
    expect(Object.keys(await fieldsOf({ handles: { tiktok: null, youtube: null } }))).toEqual([
      'handles',
    ]);
    expect(await fieldsOf({ handles: { tiktok: { handle: 'a', followers: 0 } } })).toMatchObject({
      'handles.tiktok.handle': { key: 'validation:creatorHandleLength' },
    });
    expect(
      await fieldsOf({ handles: { instagram: { handle: 'a-b', followers: 0 } } }),
    ).toMatchObject({ 'handles.instagram.handle': { key: 'validation:creatorHandleInvalid' } });
    expect(await fieldsOf({ handles: { youtube: { handle: 'a-b', followers: 0 } } })).toEqual({});
    expect(
      await fieldsOf({ handles: { youtube: { handle: 'abc', followers: 2_000_000_001 } } }),
    ).toMatchObject({ 'handles.youtube.followers': { values: { min: 0, max: 2_000_000_000 } } });
  });

  it('takes 1 to 3 categories, the 20 countries, optional gender and ethnicity', async () => {
    expect(
      Object.keys(await fieldsOf({ categories: ['beauty', 'food', 'games', 'news'] })),
    ).toEqual(['categories']);
    expect(Object.keys(await fieldsOf({ categories: ['beauty', 'beauty'] }))).toEqual([
      'categories',
    ]);
    expect(Object.keys(await fieldsOf({ country: 'FI' }))).toEqual(['country']);
    expect(await fieldsOf({ gender: '', ethnicity: null })).toEqual({});
    expect(Object.keys(await fieldsOf({ gender: 'robot' }))).toEqual(['gender']);
  });

  it('limits the bio, the rate and the portfolio', async () => {
    expect(await fieldsOf({ bio: 'b'.repeat(300) })).toEqual({});
    expect(Object.keys(await fieldsOf({ bio: 'b'.repeat(301) }))).toEqual(['bio']);
    expect(await fieldsOf({ price: 99 })).toMatchObject({
      price: { key: 'validation:creatorPrice', values: { min: 1, max: 100_000 } },
    });
    const ids = Array.from({ length: 11 }, (_, i) => `image-${i}`);
    expect(await fieldsOf({ portfolio_image_ids: ids.slice(0, 10) })).toEqual({});
    expect(Object.keys(await fieldsOf({ portfolio_image_ids: ids }))).toEqual([
      'portfolio_image_ids',
    ]);
    expect(Object.keys(await fieldsOf({ portfolio_image_ids: ['a', 'a'] }))).toEqual([
      'portfolio_image_ids',
    ]);
  });
});

describe('the shipping address', () => {
  const ADDRESS = {
    name: 'Ana Lima',
    line1: 'Rua Augusta 1500',
    city: 'São Paulo',
    region: 'SP',
    postal_code: '01304-001',
    country: 'BR',
    phone: '+55 (11) 91234-5678',
  };
  const fields = async (input: Record<string, unknown>) => {
    const result = await validateWith(creatorAddressSchema, { ...ADDRESS, ...input });
    return result.ok ? {} : result.fields;
  };

  it('accepts an address and keeps the phone without its separators', async () => {
    const result = await validateWith(creatorAddressSchema, { ...ADDRESS, line2: '' });
    expect(result.ok && result.value.phone).toBe('+5511912345678');
    expect(result.ok && result.value.line2).toBeUndefined();
  });

  it('refuses each field out of its limits', async () => {
    for (const [change, field] of [
      [{ name: 'Al' }, 'name'],
      [{ line1: 'x'.repeat(101) }, 'line1'],
      [{ line2: 'a\nb c d' }, 'line2'],
      [{ city: 'S' }, 'city'],
      [{ region: '' }, 'region'],
      [{ postal_code: '0130*001' }, 'postal_code'],
      [{ postal_code: '1'.repeat(11) }, 'postal_code'],
      [{ country: 'XX' }, 'country'],
      [{ phone: '12345' }, 'phone'],
      [{ phone: 'call me' }, 'phone'],
      [{ city: 'São\u0000Paulo' }, 'city'],
    ] as const) {
      expect(Object.keys(await fields(change)), JSON.stringify(change)).toEqual([field]);
    }
  });
});

describe('matching a trait left out', () => {
  it('fits only an audience open to every value', () => {
    expect(traitWithin(null, GENDERS, GENDERS)).toBe(true);
    expect(traitWithin(null, ['female', 'male'], GENDERS)).toBe(false);
    expect(traitWithin('male', ['female', 'male'], GENDERS)).toBe(true);
    const creator = {
      tier: 'basic',
      categories: ['beauty'],
      age: 30,
      gender: null,
      ethnicity: null,
    } as const;
    const campaign = {
      creator_tier: 'basic',
      creator_category: 'beauty',
      ages: ['25-34'],
      genders: [...GENDERS],
      ethnicities: [...ETHNICITIES],
    } as const;
    expect(matchesCampaign(creator, campaign)).toBe(true);
    expect(matchesCampaign(creator, { ...campaign, genders: ['female'] })).toBe(false);
    expect(matchesCampaign(creator, { ...campaign, ethnicities: ['asian'] })).toBe(false);
  });
});
