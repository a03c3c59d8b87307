/**
 * `npm run seed` (`admin seed`): fills an empty database with the demo company (brands,
 * products with photos, a card, 12 weeks of past campaigns played through the services,
 * two active campaigns, a deal waiting for shipment) and generated creators, the same for the same --seed. An operator tool for demos: it refuses
 * a database that already has accounts rather than mix demo data into real data, unless
 * told `--creators-only`, which adds creators and touches nothing else.
 */
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_HASH_PARAMS } from '../auth/passwords';
import { companies } from '../db/schema/account';
import { nextCreatorPosition, seededCreatorPassword } from '../seed/creatorAccounts';
import { createDemoAccount, createDemoCampaigns, pickDemoCreator } from '../seed/demoCompany';
import { seedHistory } from '../seed/history';
import { steppedClock } from '../seed/steppedClock';
import { accountCreatedAt, HISTORY_WEEKS } from '../seed/historyPlan';
import type { Mailer } from '../mail/mailer';
import type { ServiceEnv } from '../services/env';
import { creatorEmail, seedCreators } from '../seed/creators';
import { fail, ok } from './command';
import type { AdminContext, Command } from './command';
import { withServiceEnv } from './serviceEnv';

export const SEED_CREATORS_DEFAULT = 2_000;
export const SEED_CREATORS_MAX = 200_000;
const SEED_MAX = 2 ** 31 - 1;
/** 50,000 creators take seconds; ten minutes is "the server is stuck". */
const SEED_TIMEOUT_MS = 10 * 60_000;

const USAGE = 'seed [--creators N] [--seed S] [--creators-only]';
/** How many of the seeded creators' e-mails the output shows as examples. */
const EXAMPLE_EMAILS = 3;

function wholeOption(value: string | true | undefined, fallback: number, min: number, max: number) {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
  return number >= min && number <= max ? number : null;
}

/** The closing lines about the creators: a few e-mails and the one password they share. */
function creatorLines(from: number, count: number, password: string, url: string): string[] {
  if (count === 0) return [];
  const shown = Array.from({ length: Math.min(count, EXAMPLE_EMAILS) }, (_, k) =>
    creatorEmail(from + k + 1),
  );
  const rest = count > EXAMPLE_EMAILS ? ` … ${creatorEmail(from + count)}` : '';
  return [
    `  Creators:  ${shown.join(', ')}${rest}`,
    `  Creator password: ${password} (every creator of this run)`,
    `  Creator login: ${url}/creator/login`,
  ];
}

/** The env with a mailer that sends nothing: the past's mails would have gone out long ago. */
function unmailed(env: ServiceEnv): ServiceEnv {
  const silent: Mailer = { kind: env.services.mailer.kind, send: async () => {}, close: () => {} };
  return { ...env, services: { ...env.services, mailer: silent } };
}

async function emailOf(ctx: AdminContext, accountId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, accountId));
  return row?.email ?? '';
}

/** --creators-only: creators added to whatever the database holds, numbered on from its last. */
async function addCreators(ctx: AdminContext, seed: number, count: number) {
  const now = ctx.now ?? (() => new Date());
  const started = Date.now();
  const from = await nextCreatorPosition(ctx.db);
  const login = await seededCreatorPassword(PASSWORD_HASH_PARAMS);
  const ids = await seedCreators(ctx.db, {
    seed,
    count,
    now: now(),
    from,
    passwordHash: login.hash,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return ok(
    [
      `Added ${ids.length} creators in ${seconds} s (seed ${seed}); nothing else was changed.`,
      ...creatorLines(from, ids.length, login.password, ctx.config.publicUrl),
    ].join('\n'),
  );
}

export const seedCommand: Command = {
  usage: USAGE,
  description:
    `fill an EMPTY database with demo data: demo@example.com (password printed), brands, ` +
    `products, 12 weeks of completed campaigns, two active campaigns, a deal and ${SEED_CREATORS_DEFAULT} creators (--creators, up to ` +
    `${SEED_CREATORS_MAX}) who log in with one printed password; the same --seed gives the ` +
    'same data; --creators-only adds only creators, to a database with accounts too',
  valueOptions: ['creators', 'seed'],
  flags: ['creators-only'],
  positional: 0,
  timeoutMs: SEED_TIMEOUT_MS,
  async run(ctx, { options }) {
    const count = wholeOption(options.get('creators'), SEED_CREATORS_DEFAULT, 0, SEED_CREATORS_MAX);
    if (count === null) {
      return fail(`seed: --creators must be a whole number from 0 to ${SEED_CREATORS_MAX}`);
    }
    const seed = wholeOption(options.get('seed'), 1, 0, SEED_MAX);
    if (seed === null) return fail(`seed: --seed must be a whole number from 0 to ${SEED_MAX}`);
    if (options.has('creators-only')) return addCreators(ctx, seed, count);
    const [existing] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(companies);
    if ((existing?.count ?? 0) > 0) {
      return fail(
        `seed: the database already has ${existing?.count} accounts; seed only fills an empty ` +
          'one (a new DATA_DIR, or a new DATABASE_URL database). Nothing was changed. To add ' +
          'creators to this one: npm run seed -- --creators-only [--creators N]',
      );
    }
    const now = ctx.now ?? (() => new Date());
    const started = Date.now();
    const today = now();
    // The account and its past run on a stepped clock (history.ts), today's campaigns on
    // the real one: one services' environment reads `clock`.
    const clock = steppedClock(accountCreatedAt(today), now);
    const login = await seededCreatorPassword(PASSWORD_HASH_PARAMS);
    const seeded = await withServiceEnv({ ...ctx, now: clock.now }, async (env) => {
      const account = await createDemoAccount(env);
      const creatorIds = await seedCreators(ctx.db, {
        seed,
        count,
        now: today,
        passwordHash: login.hash,
      });
      const history = await seedHistory(unmailed(env), clock, account, { now: today, seed });
      const demo = await createDemoCampaigns(env, account);
      return { demo, history, creatorIds, dealId: await pickDemoCreator(env, demo) };
    });
    const { demo, history, creatorIds, dealId } = seeded;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const url = ctx.config.publicUrl;
    const featured = history?.featuredCreatorId ?? null;
    return ok(
      [
        `Seeded in ${seconds} s (seed ${seed}).`,
        `  App:       ${url}`,
        `  Log in:    ${demo.email}`,
        `  Password:  ${demo.password}`,
        `  Data:      ${demo.brands} brands, ${demo.products} products, 2 active campaigns ` +
          `(ids ${demo.campaignId}, ${demo.shippingCampaignId}), ${creatorIds.length} creators`,
        ...(history
          ? [
              `  History:   ${HISTORY_WEEKS} weeks, ${history.campaigns} completed campaigns, ` +
                `${history.completedDeals} completed deals`,
            ]
          : []),
        `  Discovery: ${url}/campaign/${demo.campaignId}/creators-discovery`,
        ...(dealId === null ? [] : [`  Deal:      ${url}/deal/${dealId} (waits for shipping)`]),
        ...creatorLines(0, creatorIds.length, login.password, url),
        ...(featured === null
          ? []
          : [
              `  Creator with earnings: ${await emailOf(ctx, featured)} (a deal on every past campaign)`,
            ]),
      ].join('\n'),
    );
  },
};
