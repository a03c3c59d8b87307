/**
 * Demo creators (docs/product.md#creators): deterministic profiles with the shape of a real
 * creator market (many small accounts, few large ones), and their insertion as accounts
 * with role `creator` plus profile rows.
 */
import { sql } from 'drizzle-orm';
import {
  CREATOR_BIO_MAX,
  CREATOR_CATEGORIES,
  CREATOR_CATEGORIES_MAX,
  CREATOR_COUNT_MAX,
  CREATOR_NAME_MAX,
  CREATOR_PRICE_MAX_CENTS,
  CREATOR_PRICE_MIN_CENTS,
  ENGAGEMENT_MAX_BP,
} from '../../domain/creators/rules';
import type { CreatorCategory, CreatorCountry, CreatorTier } from '../../domain/creators/rules';
import { birthDayForAge } from '../../domain/creators/profile';
import type { Database } from '../db/client';
import { companies } from '../db/schema/account';
import { creators } from '../db/schema/creators';
import type { CreatorRow } from '../db/schema/creators';
import { artUrl } from './artUrls';
import { words } from './faker';
import type { Words } from './faker';
import { clamp, seededRandom } from './random';
import {
  CATEGORY_WEIGHTS,
  COUNTRY_WEIGHTS,
  ETHNICITY_WEIGHTS,
  GENDER_WEIGHTS,
  bioOf,
} from './creatorTraits';

/** A generated creator, as the creators table stores it (the id comes from the account). */
export interface CreatorProfile {
  /** 1-based position in the generated sequence: names the account's e-mail. */
  n: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string;
  tier: CreatorTier;
  categories: CreatorCategory[];
  followers: number;
  views: number;
  engagement_bp: number;
  price_cents: number;
  age: number;
  gender: string;
  ethnicity: string;
  country: CreatorCountry;
  bio: string;
  portfolio: string[];
  joined_at: Date;
  last_active_at: Date;
}

export interface GenerateOptions {
  seed: number;
  count: number;
  /** Joined and last-active times are relative to it; fixed by default so output is too. */
  now?: Date;
  /** Generate from this 0-based position on (a batch of a larger run). */
  from?: number;
}

/** The default `now`: generation never reads the clock. */
export const SEED_EPOCH = new Date('2026-01-01T00:00:00.000Z');

const DAY_MS = 86_400_000;
const JOINED_SPAN_MS = 3 * 365 * DAY_MS;
const ACTIVE_SPAN_MS = 60 * DAY_MS;
const FOLLOWERS_MIN = 200;
/** Above this the log-normal tail is no longer believable for a UGC platform. */
const FOLLOWERS_TOP = Math.min(150_000_000, CREATOR_COUNT_MAX);
/** Engagement's realistic range: 0.5 % to 15 %. */
const ENGAGEMENT_MIN_BP = 50;
const ENGAGEMENT_TOP_BP = Math.min(1_500, ENGAGEMENT_MAX_BP);

export const creatorEmail = (n: number) => `creator-${n}@creators.example.com`;

/**
 * Followers are log-normal: median about 8,000, most between 1k and 20k, a few hundred in
 * 50,000 above a million. Everything else leans on log10(followers).
 */
function audience(random: ReturnType<typeof seededRandom>) {
  const log = clamp(3.9 + 0.78 * random.normal(), Math.log10(FOLLOWERS_MIN), 8.17);
  const followers = clamp(Math.round(10 ** log), FOLLOWERS_MIN, FOLLOWERS_TOP);
  // Views per post: a fraction to a few times the audience.
  const views = clamp(
    Math.round(followers * 10 ** (-0.35 + 0.35 * random.normal())),
    0,
    CREATOR_COUNT_MAX,
  );
  // Small accounts engage more: about 8 % at 1k followers, 1.5 % at a million.
  const engagementPercent = 10 ** (0.9 - 0.24 * (log - 3) + 0.15 * random.normal());
  const engagement_bp = clamp(
    Math.round(engagementPercent * 100),
    ENGAGEMENT_MIN_BP,
    ENGAGEMENT_TOP_BP,
  );
  // A base fee for the work plus about a cent per follower, in whole dollars.
  const dollars = Math.round(
    30 * 10 ** (0.2 * random.normal()) + (followers / 120) * 10 ** (0.25 * random.normal()),
  );
  const price_cents = clamp(dollars * 100, CREATOR_PRICE_MIN_CENTS, CREATOR_PRICE_MAX_CENTS);
  // Pro is about one in five, far likelier for large accounts.
  const proChance = 1 / (1 + Math.exp(-1.7 * (log - 4.95)));
  const tier: CreatorTier = random.next() < proChance ? 'pro' : 'basic';
  return { log, followers, views, engagement_bp, price_cents, tier };
}

function categoriesOf(random: ReturnType<typeof seededRandom>): CreatorCategory[] {
  const count = random.weighted<number>([
    [1, 50],
    [2, 35],
    [CREATOR_CATEGORIES_MAX, 15],
  ]);
  const chosen: CreatorCategory[] = [];
  while (chosen.length < count) {
    const category = random.weighted(CATEGORY_WEIGHTS);
    if (!chosen.includes(category)) chosen.push(category);
  }
  // The list's own order, so equal sets read the same.
  return CREATOR_CATEGORIES.filter((c) => chosen.includes(c));
}

/** One creator, from its own random stream: creator n is the same whatever the count. */
function generateOne(names: Words, seed: number, index: number, now: Date): CreatorProfile {
  const random = seededRandom(`${seed}:${index}`);
  const n = index + 1;
  const gender = random.weighted(GENDER_WEIGHTS);
  const first_name = names.firstName(random, gender);
  const last_name = names.lastName(random);
  const { log, ...numbers } = audience(random);
  // Ages 18 to 65: median about 30, nine in ten under 45.
  const age = clamp(Math.round(18 + Math.exp(2.5 + 0.6 * random.normal())), 18, 65);
  const joinedAgo = Math.floor(random.next() * JOINED_SPAN_MS);
  // Bigger accounts post more often: recently active, skewed to the last days.
  const activeAgo = Math.floor(ACTIVE_SPAN_MS * random.next() ** (1 + log / 3));
  const categories = categoriesOf(random);
  const country = random.weighted(COUNTRY_WEIGHTS);
  const artSeed = `${seed}-${n}`;
  return {
    n,
    name: `${first_name} ${last_name}`.slice(0, CREATOR_NAME_MAX),
    first_name,
    last_name,
    email: creatorEmail(n),
    avatar_url: artUrl('avatar', artSeed),
    ...numbers,
    categories,
    age,
    gender,
    ethnicity: random.weighted(ETHNICITY_WEIGHTS),
    country,
    bio: bioOf(names, random, categories, country).slice(0, CREATOR_BIO_MAX),
    portfolio: Array.from({ length: random.int(2, 6) }, (_, k) =>
      artUrl('sample', `${artSeed}-${k + 1}`),
    ),
    joined_at: new Date(now.getTime() - joinedAgo),
    last_active_at: new Date(now.getTime() - Math.min(activeAgo, joinedAgo)),
  };
}

/** `count` creators from position `from` on; the same options give the same creators. */
export async function generateCreators({
  seed,
  count,
  now = SEED_EPOCH,
  from = 0,
}: GenerateOptions): Promise<CreatorProfile[]> {
  const names = await words();
  return Array.from({ length: count }, (_, k) => generateOne(names, seed, from + k, now));
}

/**
 * Rows per INSERT. Each batch travels as one JSON parameter expanded by
 * json_populate_recordset: half the time of a 17,000-parameter VALUES list on PGlite
 * (50,000 creators in about 6 s instead of 14 s), and no parameter limit to mind.
 */
const BATCH = 1_000;

export interface SeedCreatorsOptions {
  seed: number;
  count: number;
  now: Date;
  /** Continue an earlier run of the same seed from this 0-based position. */
  from?: number;
  /** One hash every account gets (see seededCreatorPassword); null: no password. */
  passwordHash?: string | null;
}

type ProfileRow = Omit<CreatorRow, 'joined_at' | 'last_active_at'> & {
  joined_at: Date;
  last_active_at: Date;
};

function idsOf(result: unknown): Map<string, number> {
  const rows = (result as { rows: Array<{ id: number | string; email: string }> }).rows;
  return new Map(rows.map((row) => [row.email, Number(row.id)]));
}

/**
 * Inserts `count` generated creators: an account each (role creator, verified, onboarded,
 * with `passwordHash` so CreatorLogin works) and its profile.
 * One transaction, so a failure leaves no half-seeded set; then a vacuum with fresh planner
 * statistics: discovery's plans depend on them, and its index-only reads need the
 * visibility map that only VACUUM sets (PGlite never vacuums by itself). Returns the ids in
 * generation order.
 */
export async function seedCreators(
  db: Database,
  { seed, count, now, from: start = 0, passwordHash = null }: SeedCreatorsOptions,
): Promise<number[]> {
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const batch = await generateCreators({ seed, count: size, now, from: start + done });
      const accounts = batch.map(({ email, first_name, last_name, joined_at }) => ({
        email,
        first_name,
        last_name,
        created_at: joined_at,
      }));
      const idOf = idsOf(
        await tx.execute(sql`insert into ${companies}
            (email, role, first_name, last_name, has_verified_email, onboard_position, created_at,
              password_hash)
          select email, 'creator', first_name, last_name, true, 1, created_at, ${passwordHash}::text
          from json_populate_recordset(null::accounts, ${JSON.stringify(accounts)})
          returning id, email`),
      );
      const rows = batch.map(
        ({ n: _n, email, first_name: _f, last_name: _l, ...profile }): ProfileRow => ({
          id: idOf.get(email)!,
          ...profile,
          // Every column: the insert below reads them all from the JSON, defaults included.
          date_of_birth: birthDayForAge(profile.age, now),
          intro_video_id: null,
          suspended_at: null,
          handles_checked_at: null,
          instagram_handle: null,
          instagram_followers: null,
          instagram_verified: false,
          tiktok_handle: null,
          tiktok_followers: null,
          tiktok_verified: false,
          youtube_handle: null,
          youtube_followers: null,
          youtube_verified: false,
        }),
      );
      await tx.execute(sql`insert into ${creators}
        select * from json_populate_recordset(null::creators, ${JSON.stringify(rows)})`);
      ids.push(...rows.map((row) => row.id));
    }
  });
  await db.execute(sql`vacuum (analyze) ${creators}`);
  await db.execute(sql`analyze ${companies}`);
  return ids;
}
