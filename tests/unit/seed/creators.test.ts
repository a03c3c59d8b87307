import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CREATOR_BIO_MAX,
  CREATOR_CATEGORIES,
  CREATOR_COUNTRIES,
  CREATOR_NAME_MAX,
  CREATOR_PRICE_MAX_CENTS,
  CREATOR_PRICE_MIN_CENTS,
  ETHNICITIES,
  GENDERS,
  PORTFOLIO_MAX,
} from '@/domain/creators/rules';
import { generateCreators } from '@/server/seed/creators';
import { ART_SEED } from '@/server/seed/artUrls';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;
const json = (value: unknown) => JSON.stringify(value);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('generateCreators', async () => {
  it('gives the same creators, byte for byte, for the same seed', async () => {
    const first = json(await generateCreators({ seed: 7, count: 300, now: NOW }));
    expect(json(await generateCreators({ seed: 7, count: 300, now: NOW }))).toBe(first);
    // Pinned: a change of output across machines or versions shows here.
    expect(createHash('sha256').update(first).digest('hex').slice(0, 16)).toBe('839f113388dd56e1');
  });

  it('gives other creators for another seed', async () => {
    const a = await generateCreators({ seed: 1, count: 50, now: NOW });
    const b = await generateCreators({ seed: 2, count: 50, now: NOW });
    expect(a.map((c) => c.name)).not.toEqual(b.map((c) => c.name));
  });

  it('makes creator n the same whatever the batch it is generated in', async () => {
    const whole = await generateCreators({ seed: 3, count: 40, now: NOW });
    const tail = await generateCreators({ seed: 3, count: 15, now: NOW, from: 25 });
    expect(json(tail)).toBe(json(whole.slice(25)));
    expect(tail[0]!.email).toBe('creator-26@creators.example.com');
  });

  it('keeps every field within the rules', async () => {
    const creators = await generateCreators({ seed: 11, count: 3000, now: NOW });
    for (const c of creators) {
      expect(c.name.length).toBeGreaterThan(2);
      expect(c.name.length).toBeLessThanOrEqual(CREATOR_NAME_MAX);
      expect(c.categories.length).toBeGreaterThanOrEqual(1);
      expect(c.categories.length).toBeLessThanOrEqual(3);
      expect(new Set(c.categories).size).toBe(c.categories.length);
      for (const category of c.categories) expect(CREATOR_CATEGORIES).toContain(category);
      expect(GENDERS).toContain(c.gender);
      expect(ETHNICITIES).toContain(c.ethnicity);
      expect(CREATOR_COUNTRIES).toContain(c.country);
      expect(c.age).toBeGreaterThanOrEqual(18);
      expect(c.age).toBeLessThanOrEqual(65);
      expect(Number.isInteger(c.followers) && Number.isInteger(c.views)).toBe(true);
      expect(c.engagement_bp).toBeGreaterThanOrEqual(50);
      expect(c.engagement_bp).toBeLessThanOrEqual(1500);
      expect(c.price_cents % 100).toBe(0);
      expect(c.price_cents).toBeGreaterThanOrEqual(CREATOR_PRICE_MIN_CENTS);
      expect(c.price_cents).toBeLessThanOrEqual(CREATOR_PRICE_MAX_CENTS);
      expect(c.bio).toMatch(/^[A-Z].{10,}\.$/);
      expect(c.bio.length).toBeLessThanOrEqual(CREATOR_BIO_MAX);
      expect(c.portfolio.length).toBeGreaterThanOrEqual(2);
      expect(c.portfolio.length).toBeLessThanOrEqual(PORTFOLIO_MAX);
      for (const url of [c.avatar_url, ...c.portfolio]) {
        const [, seed = ''] = /^\/v1\/art\/(?:avatar|sample)\/(.+)\.svg$/.exec(url) ?? [];
        expect(seed).toMatch(ART_SEED);
      }
      const joinedAgo = NOW.getTime() - c.joined_at.getTime();
      expect(joinedAgo).toBeGreaterThanOrEqual(0);
      expect(joinedAgo).toBeLessThanOrEqual(3 * 365 * DAY);
      expect(c.last_active_at.getTime()).toBeGreaterThanOrEqual(c.joined_at.getTime());
      expect(NOW.getTime() - c.last_active_at.getTime()).toBeLessThanOrEqual(60 * DAY);
    }
    expect(new Set(creators.map((c) => c.email)).size).toBe(creators.length);
  });

  it('has many small creators and few large ones, engagement and price following size', async () => {
    const creators = await generateCreators({ seed: 5, count: 5000, now: NOW });
    const followers = creators.map((c) => c.followers);
    const share = (test: (c: (typeof creators)[number]) => boolean) =>
      creators.filter(test).length / creators.length;
    expect(median(followers)).toBeGreaterThan(1_000);
    expect(median(followers)).toBeLessThan(20_000);
    expect(share((c) => c.followers >= 1_000 && c.followers <= 20_000)).toBeGreaterThan(0.45);
    expect(share((c) => c.followers > 1_000_000)).toBeGreaterThan(0);
    expect(share((c) => c.followers > 1_000_000)).toBeLessThan(0.01);
    expect(share((c) => c.tier === 'pro')).toBeGreaterThan(0.14);
    expect(share((c) => c.tier === 'pro')).toBeLessThan(0.27);
    expect(share((c) => c.country === 'US')).toBeGreaterThan(0.35);
    const small = creators.filter((c) => c.followers < 5_000);
    const large = creators.filter((c) => c.followers > 100_000);
    const mid = (list: typeof creators, pick: (c: (typeof creators)[number]) => number) =>
      median(list.map(pick));
    expect(mid(small, (c) => c.engagement_bp)).toBeGreaterThan(mid(large, (c) => c.engagement_bp));
    expect(mid(large, (c) => c.price_cents)).toBeGreaterThan(mid(small, (c) => c.price_cents));
    expect(
      share((c) => c.tier === 'pro' && c.followers > 100_000) / share((c) => c.followers > 100_000),
    ).toBeGreaterThan(share((c) => c.tier === 'pro'));
    expect(median(creators.map((c) => c.age))).toBeLessThan(36);
  });
});
