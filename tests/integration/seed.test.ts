import { ageOn, parseIsoDay } from '@/domain/creators/profile';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { openDatabase } from '@/server/db/client';
import type { Database } from '@/server/db/client';
import { companies } from '@/server/db/schema/account';
import { cards } from '@/server/db/schema/billing';
import { brands } from '@/server/db/schema/brands';
import { campaigns } from '@/server/db/schema/campaigns';
import { creators } from '@/server/db/schema/creators';
import { deals } from '@/server/db/schema/deals';
import { images } from '@/server/db/schema/images';
import { notifications } from '@/server/db/schema/notifications';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema/wallet';
import { products } from '@/server/db/schema/products';
import { generateCreators } from '@/server/seed/creators';
import { HISTORY_CAMPAIGNS, HISTORY_DEALS, HISTORY_WEEKS } from '@/server/seed/historyPlan';

const PAST_REFUND_DEALS =
  HISTORY_CAMPAIGNS.filter((campaign) => campaign.delivery === 'refund').length * HISTORY_DEALS;
import { logIn } from './helpers/account';
import { creatorLogIn } from './helpers/creatorAccount';
import { campaignApi } from './helpers/campaigns';
import { dataOf } from './helpers/catalog';
import { earningsOf, expectLedgerBalanced } from './helpers/earnings';
import { postGraphql } from './helpers/http';
import { createTestDatabase } from './helpers/database';
import { serverForFile, usesPostgres } from './helpers/testServer';

const t = serverForFile();
const CREATORS = 300;
const SEED = 5;
const DAY = 86_400_000;

/** Every creator column but the id and the times (relative to when the seed ran). */
const CREATORS_OWN = [
  'date_of_birth',
  'intro_video_id',
  ...['instagram', 'tiktok', 'youtube'].flatMap((p) => [
    `${p}_handle`,
    `${p}_followers`,
    `${p}_verified`,
  ]),
  // An operator's marks, none at first.
  'suspended_at',
  'handles_checked_at',
];

async function creatorProfiles(db: Database) {
  const rows = await db
    .select({ email: companies.email, role: companies.role, profile: creators })
    .from(creators)
    .innerJoin(companies, eq(companies.id, creators.id))
    .orderBy(asc(creators.id));
  return rows.map(({ email, role, profile }) => {
    const { id: _id, joined_at: _j, last_active_at: _l, ...rest } = profile;
    // What the generator does not make: the creator's own profile, checked apart.
    const generated = Object.entries(rest).filter(([key]) => !CREATORS_OWN.includes(key));
    return { email, role, ...Object.fromEntries(generated) };
  });
}

async function counts(db: Database) {
  const of = async (table: typeof brands | typeof products | typeof images | typeof cards) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    accounts: (await db.select({ n: count() }).from(companies))[0]!.n,
    brands: await of(brands),
    products: await of(products),
    images: await of(images),
    cards: await of(cards),
  };
}

const passwordOf = (stdout: string) => /Password: +(\S+)/.exec(stdout)?.[1] ?? '';
const creatorPasswordOf = (stdout: string) => /Creator password: +(\S+)/.exec(stdout)?.[1] ?? '';

/** What --creators-only must leave alone: the companies' accounts and their data. */
async function untouched(db: Database) {
  return {
    counts: await counts(db),
    companies: await db
      .select()
      .from(companies)
      .where(eq(companies.role, 'company'))
      .orderBy(asc(companies.id)),
    campaigns: await db.select().from(campaigns).orderBy(asc(campaigns.id)),
  };
}

/** The creator's CreatorCampaigns total: the session reaches the creator side of the API. */
async function creatorCampaignCount(token: string): Promise<number> {
  const answer = await postGraphql<{ CreatorCampaigns: { total_count: number } }>(
    `${t.url}/v1/j`,
    'query CreatorCampaigns { CreatorCampaigns(first: 5) { total_count } }',
    { token },
  );
  return dataOf(answer).CreatorCampaigns.total_count;
}

let viaServer: Awaited<ReturnType<typeof creatorProfiles>> = [];

describe('npm run seed through the running server', () => {
  let stdout = '';

  it('fills the empty database with the demo company and the creators', async () => {
    const result = await runAdminCommand(t.dataDir, [
      'seed',
      '--creators',
      String(CREATORS),
      '--seed',
      String(SEED),
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    stdout = result.stdout;
    expect(stdout).toContain('demo@example.com');
    expect(stdout).toContain(`${CREATORS} creators`);
    expect(stdout).toMatch(/\/campaign\/\d+\/creators-discovery/);
    expect(await counts(t.db)).toEqual({
      accounts: CREATORS + 1,
      brands: 3,
      products: 5,
      // The products' photos, and the receipt each past refund-delivery deal reported.
      images: 10 + PAST_REFUND_DEALS,
      cards: 1,
    });
  });

  it('stores exactly the generated creators, as creator accounts', async () => {
    viaServer = await creatorProfiles(t.db);
    const expected = (await generateCreators({ seed: SEED, count: CREATORS })).map(
      ({ n: _n, first_name: _f, last_name: _l, joined_at: _j, last_active_at: _a, ...c }) => ({
        ...c,
        role: 'creator',
      }),
    );
    expect(viaServer).toEqual(expected);
    const now = t.clock.now().getTime();
    for (const row of await t.db.select().from(creators)) {
      // A date of birth that gives the generated age, and no handles yet.
      expect(ageOn(parseIsoDay(row.date_of_birth)!, t.clock.now())).toBe(row.age);
      expect(row.instagram_handle ?? row.tiktok_handle ?? row.youtube_handle).toBeNull();
      expect(now - row.joined_at.getTime()).toBeLessThanOrEqual(3 * 365 * DAY + 60_000);
      expect(now - row.last_active_at.getTime()).toBeLessThanOrEqual(60 * DAY + 60_000);
      expect(row.last_active_at.getTime()).toBeGreaterThanOrEqual(row.joined_at.getTime());
    }
    const accounts = await t.db.select().from(companies).where(eq(companies.role, 'creator'));
    expect(accounts).toHaveLength(CREATORS);
    // One hash for all: the password is hashed once per run, not once per creator.
    expect(new Set(accounts.map((account) => account.password_hash))).toEqual(
      new Set([expect.stringMatching(/^scrypt\$/)]),
    );
    for (const account of accounts) {
      expect(account).toMatchObject({ has_verified_email: true });
      expect(account.company_name).toBeNull();
    }
  });

  it('lets the demo company log in with the printed password and see its active campaign', async () => {
    const token = await logIn(t, 'demo@example.com', passwordOf(stdout));
    const id = /\/campaign\/(\d+)\/creators-discovery/.exec(stdout)![1]!;
    const campaign = dataOf(await campaignApi(t, token, 'campaign', { id })).Campaign;
    expect(campaign).toMatchObject({
      status: 'active',
      creator_category: 'beauty',
      creator_tier: 'basic',
      number_of_deals: 10,
      payment_method: 'CARD',
    });
    expect(campaign.invoice_id).not.toBeNull();
    expect(campaign.products).toHaveLength(2);
    // Products' photos are real images the server serves.
    const [image] = await t.db.select().from(images).limit(1);
    const served = await fetch(`${t.url}/v1/images/${image!.id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('plays 12 weeks of history: money on every week of the dashboard, accepted content', async () => {
    const token = await logIn(t, 'demo@example.com', passwordOf(stdout));
    const weeks = dataOf(
      await postGraphql<{ DashboardSpend: Array<{ spent: number; content_accepted: number }> }>(
        `${t.url}/v1/j`,
        'query DashboardSpend { DashboardSpend(weeks: 12) { week_start spent content_accepted } }',
        { token },
      ),
    ).DashboardSpend;
    expect(weeks).toHaveLength(HISTORY_WEEKS);
    for (const week of weeks) {
      expect(week.spent).toBeGreaterThan(0);
      expect(week.content_accepted).toBeGreaterThan(0);
    }
    const library = dataOf(
      await postGraphql<{ Contents: { total_count: number } }>(
        `${t.url}/v1/j`,
        'query Contents { Contents(filter: { statuses: [bought] }, first: 1) { total_count } }',
        { token },
      ),
    ).Contents;
    expect(library.total_count).toBe(HISTORY_CAMPAIGNS.length * HISTORY_DEALS);
    expect(stdout).toContain(
      `History:   12 weeks, ${HISTORY_CAMPAIGNS.length} completed campaigns, ` +
        `${HISTORY_CAMPAIGNS.length * HISTORY_DEALS} completed deals`,
    );
    // Every past deal completed, none left behind; the bell was read as the weeks went.
    const past = await t.db.select().from(deals).where(eq(deals.status, 'completed'));
    expect(past).toHaveLength(HISTORY_CAMPAIGNS.length * HISTORY_DEALS);
    const unread = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.company_id, past[0]!.company_id), isNull(notifications.read_at)));
    // Only today's news is unread: the two active campaigns went live.
    expect(unread.map((n) => n.message).sort()).toEqual([
      'Your campaign Glow serum launch is live',
      'Your campaign Glow serum unboxing is live',
    ]);
  });

  it('prints a creator with earnings from completed deals, who logs in', async () => {
    const email = /Creator with earnings: +(\S+)/.exec(stdout)?.[1] ?? '';
    const [account] = await t.db.select().from(companies).where(eq(companies.email, email));
    const own = await t.db.select().from(deals).where(eq(deals.creator_id, account!.id));
    // A deal on every past campaign, each completed.
    expect(own.map((deal) => deal.status)).toEqual(HISTORY_CAMPAIGNS.map(() => 'completed'));
    // Today's deal is another creator's, who has no past: its story stays its own.
    const [today] = await t.db.select().from(deals).where(eq(deals.status, 'creator_accepted'));
    const ofToday = await t.db.select().from(deals).where(eq(deals.creator_id, today!.creator_id));
    expect(ofToday).toHaveLength(1);
    const [earned] = await t.db
      .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amount_cents}), 0)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
      .innerJoin(deals, sql`${deals.id} = (${ledgerTransactions.purpose}->>'deal_id')::int`)
      .where(and(eq(ledgerEntries.account, 'creator_payouts'), eq(deals.creator_id, account!.id)));
    expect(earned!.cents).toBeGreaterThan(0);
    const token = await creatorLogIn(t, email, creatorPasswordOf(stdout));
    expect(await creatorCampaignCount(token)).toBeGreaterThan(0);
    // Past campaigns' fees were paid out to the bank; the last one's wait, available.
    const figures = await earningsOf(t, token);
    expect(figures.paid_out).toBeGreaterThan(0);
    expect(figures.available).toBeGreaterThan(0);
    expect(figures.paid_out + figures.available).toBe(earned!.cents);
    expect(figures.payout_account?.last4).toBe('6789');
    await expectLedgerBalanced(t);
  });

  it('refuses a database that already has accounts, changing nothing', async () => {
    const before = await counts(t.db);
    const result = await runAdminCommand(t.dataDir, ['seed', '--creators', '10']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/already has \d+ accounts; seed only fills an empty one/);
    expect(result.stderr).toContain('npm run seed -- --creators-only');
    expect(await counts(t.db)).toEqual(before);
  });

  it('lets a seeded creator log in with the printed password and see campaigns', async () => {
    expect(stdout).toContain(`creator-1@creators.example.com, creator-2@creators.example.com`);
    // The creator of the demo deal matches the demo campaigns' audience.
    const [picked] = await t.db
      .select({ email: companies.email })
      .from(deals)
      .innerJoin(companies, eq(companies.id, deals.creator_id));
    const token = await creatorLogIn(t, picked!.email, creatorPasswordOf(stdout));
    expect(await creatorCampaignCount(token)).toBeGreaterThan(0);
  });

  it('adds only creators with --creators-only, numbered after the others', async () => {
    const before = await untouched(t.db);
    const result = await runAdminCommand(t.dataDir, [
      'seed',
      '--creators-only',
      '--creators',
      '5',
      '--seed',
      '6',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Added 5 creators');
    expect(result.stdout).toContain(`creator-${CREATORS + 1}@creators.example.com`);
    expect(await untouched(t.db)).toEqual({
      ...before,
      counts: { ...before.counts, accounts: before.counts.accounts + 5 },
    });
    const added = await t.db
      .select({ email: companies.email })
      .from(creators)
      .innerJoin(companies, eq(companies.id, creators.id))
      .orderBy(asc(creators.id));
    expect(added.slice(-5).map((row) => row.email)).toEqual(
      [1, 2, 3, 4, 5].map((k) => `creator-${CREATORS + k}@creators.example.com`),
    );
    const password = creatorPasswordOf(result.stdout);
    expect(password).not.toBe(creatorPasswordOf(stdout));
    const token = await creatorLogIn(t, `creator-${CREATORS + 5}@creators.example.com`, password);
    expect(await creatorCampaignCount(token)).toBeGreaterThanOrEqual(0);
    // The earlier creators keep the password of their own run.
    await expect(creatorLogIn(t, 'creator-2@creators.example.com', password)).rejects.toThrow(
      /INVALID_CREDENTIALS/,
    );
  });

  it.each([
    ['--creators', '-1'],
    ['--creators', '200001'],
    ['--creators', 'many'],
    ['--seed', '1.5'],
  ])('refuses %s %s', async (option, value) => {
    const result = await runAdminCommand(t.dataDir, ['seed', option, value]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/must be a whole number/);
  });
});

describe('npm run seed without a server', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A new data directory and, on PostgreSQL, a new database: an install with no data. */
  async function emptyInstall() {
    const dataDir = mkdtempSync(join(tmpdir(), 'ugc-seed-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = usesPostgres ? await createTestDatabase() : null;
    if (database) cleanups.push(database.drop);
    const env = { NODE_ENV: 'test', ...(database ? { DATABASE_URL: database.url } : {}) };
    return { dataDir, database, env };
  }

  it(
    'opens the database itself and makes the same creators for the same seed',
    { timeout: 60_000 },
    async () => {
      const { dataDir, database, env } = await emptyInstall();
      const argv = ['seed', '--creators', String(CREATORS), '--seed', String(SEED)];
      const result = await runAdminCommand(dataDir, argv, env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);

      const handle = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
      try {
        expect(await creatorProfiles(handle.db)).toEqual(viaServer);
        const statuses = (await handle.db.select().from(campaigns)).map((c) => c.status);
        expect(statuses.filter((status) => status === 'active')).toHaveLength(2);
        expect(statuses.filter((status) => status === 'completed')).toHaveLength(
          HISTORY_CAMPAIGNS.length,
        );
      } finally {
        await handle.close();
      }
    },
  );

  it(
    'plays no past with too few creators to cast it, rather than half of one',
    { timeout: 60_000 },
    async () => {
      const { dataDir, database, env } = await emptyInstall();
      const result = await runAdminCommand(dataDir, ['seed', '--creators', '3'], env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).not.toContain('History:');
      expect(result.stdout).not.toContain('Creator with earnings');
      const handle = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
      try {
        const statuses = (await handle.db.select().from(campaigns)).map((c) => c.status);
        expect(statuses).toEqual(['active', 'active']);
      } finally {
        await handle.close();
      }
    },
  );

  it(
    'adds creators with --creators-only to a database that has a company only',
    { timeout: 60_000 },
    async () => {
      const { dataDir, database, env } = await emptyInstall();
      const company = await runAdminCommand(dataDir, ['company-add', 'owner@example.com'], env);
      expect(company.code).toBe(0);
      const refused = await runAdminCommand(dataDir, ['seed', '--creators', '20'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('npm run seed -- --creators-only');

      const argv = ['seed', '--creators-only', '--creators', '20', '--seed', String(SEED)];
      const result = await runAdminCommand(dataDir, argv, env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Creator password: +\S{16} /);
      expect(result.stdout).toMatch(/Creator login: +http\S+\/creator\/login$/m);

      const handle = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
      try {
        expect(await creatorProfiles(handle.db)).toEqual(viaServer.slice(0, 20));
        expect(await counts(handle.db)).toEqual({
          accounts: 21,
          brands: 0,
          products: 0,
          images: 0,
          cards: 0,
        });
        const [owner] = await handle.db
          .select()
          .from(companies)
          .where(eq(companies.email, 'owner@example.com'));
        expect(owner).toMatchObject({ role: 'company', company_name: 'Demo company' });
      } finally {
        await handle.close();
      }
    },
  );
});
