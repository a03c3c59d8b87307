/**
 * `npm run simulate -- --brands` and the simulator's pace: the brands pick an applicant,
 * ship a shipping deal's product and review uploaded content (accept, or a revision with a
 * time-coded comment on a video), so the creators hear of it; each side waits minutes
 * between its moves, `--speed` times fewer. The waits go through an injected sleep that
 * records them: nothing here waits for real.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { deals as dealRows } from '@/server/db/schema/deals';
import { actionBudget } from '@/server/seed/budget';
import { simulateBrands } from '@/server/seed/brandLoop';
import { brandDeals, playBrandStep } from '@/server/seed/brandMoves';
import { simulateDeals } from '@/server/seed/dealLoop';
import { ACTION_PAUSE_MINUTES } from '@/server/seed/pace';
import type { Sleep } from '@/server/seed/pace';
import { seededRandom } from '@/server/seed/random';
import type { Random } from '@/server/seed/random';
import { dataOf } from './helpers/catalog';
import { creatorApi, creatorSession, insertCreators, variedCreators } from './helpers/creators';
import { campaignWithDeals, dealApi, dealOf, dealUpTo, notificationsOf } from './helpers/deals';
import { endClients } from './helpers/mqtt';
import { runSimulate } from './helpers/simulate';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** A sleep that records each wait and returns at once. */
function recordingSleep(): { sleep: Sleep; waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

/** Every wait within ACTION_PAUSE_MINUTES, divided by `speed`. */
function expectHumanPace(waits: number[], speed: number) {
  expect(waits.length).toBeGreaterThan(0);
  for (const ms of waits) {
    expect(ms).toBeGreaterThanOrEqual((ACTION_PAUSE_MINUTES.min * 60_000) / speed);
    expect(ms).toBeLessThanOrEqual((ACTION_PAUSE_MINUTES.max * 60_000) / speed);
  }
}

/** A random source whose draws are all `value`: forces the review's choice. */
const always = (value: number): Random => ({ ...seededRandom(1), next: () => value });

/** A shipping video campaign of 3 deals: one to ship, one with content to review, one slot. */
async function brandWithWork() {
  const setup = await campaignWithDeals(t, {
    type: 'ugc_video',
    delivery: 'shipping',
    picks: 2,
    numberOfDeals: 3,
  });
  const [toShip, toReview] = setup.deals;
  await dealUpTo(t, setup.token, toReview!, 'ugc_video', 'shipping', 'content_approved_by_admin');
  const [applicant] = await insertCreators(
    t,
    variedCreators(1, 99).map((creator) => ({ ...creator, categories: ['beauty'] })),
  );
  const applicantToken = await creatorSession(t, applicant!.id);
  dataOf(
    await creatorApi(t, applicantToken, 'apply', {
      campaign_id: String(setup.campaign.id),
      pitch: 'I film in daylight and my audience loves skincare.',
    }),
  );
  return { ...setup, toShip: toShip!, toReview: toReview!, applicant: applicant! };
}

describe('the brands, played', () => {
  it('ship, review and pick, a move per pause; the creators hear of it', async () => {
    const setup = await brandWithWork();
    const toShipCreator = await notificationsOf(
      t,
      setup.toShip.creator.id,
      setup.toShip.creatorToken,
    );
    const { sleep, waits } = recordingSleep();
    const lines: string[] = [];
    const moved = await simulateBrands({
      url: t.url,
      speed: 60,
      budget: actionBudget(3),
      seed: 3,
      candidates: async () => [{ id: setup.company.id, token: setup.token }],
      log: (line) => lines.push(line),
      sleep,
    });
    expect(moved).toBe(3);
    const shown = async (id: string) => dealOf(await dealApi(t, setup.token, 'deal', { id }));
    expect((await shown(setup.toShip.id)).status).toBe('purchased_sent');
    await toShipCreator.waitFor({ deal_id: setup.toShip.id, status: 'purchased_sent' });
    // Reviewed: accepted (paid) or sent back for a revision, as the seed's draw said.
    const reviewed = await shown(setup.toReview.id);
    expect(['completed', 'product_received']).toContain(reviewed.status);
    const picked = await t.db
      .select()
      .from(dealRows)
      .where(eq(dealRows.creator_id, setup.applicant.id));
    expect(picked).toHaveLength(1);
    // Deals as the company's list orders them, then a pick.
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        `company ${setup.company.id}, deal ${setup.toShip.id}: shipped`,
        expect.stringMatching(
          new RegExp(`^company ${setup.company.id}, deal ${setup.toReview.id}: (accepted|asked)`),
        ),
      ]),
    );
    expect(lines[2]).toBe(
      `company ${setup.company.id}, campaign ${setup.campaign.id}: picked creator ${setup.applicant.id}`,
    );
    // A pause after each move but the last: at speed 60, 2 to 8 seconds.
    expect(waits).toHaveLength(2);
    expectHumanPace(waits, 60);
    await endClients();
  });

  it('asks for a revision with a time-coded comment on a video, or accepts and pays', async () => {
    const setup = await brandWithWork();
    const [waiting] = (await brandDeals(t.url, setup.token)).filter(
      (deal) => deal.id === setup.toReview.id,
    );
    expect(await playBrandStep(t.url, setup.token, waiting!, always(0))).toBe(
      `deal ${setup.toReview.id}: asked for a revision`,
    );
    const revised = dealOf(await dealApi(t, setup.token, 'deal', { id: setup.toReview.id }));
    expect(revised.status).toBe('product_received');
    expect(revised.contents[0]!.status).toBe('denied');
    expect(revised.contents[0]!.time_comments).toHaveLength(1);

    await dealUpTo(
      t,
      setup.token,
      setup.toShip,
      'ugc_video',
      'shipping',
      'content_approved_by_admin',
    );
    const [ready] = (await brandDeals(t.url, setup.token)).filter(
      (deal) => deal.id === setup.toShip.id,
    );
    expect(await playBrandStep(t.url, setup.token, ready!, always(0.99))).toBe(
      `deal ${setup.toShip.id}: accepted the content (the creator is paid)`,
    );
    expect(dealOf(await dealApi(t, setup.token, 'deal', { id: setup.toShip.id })).status).toBe(
      'completed',
    );
  });

  it('lists with company-session --active the companies with work, each with a session', async () => {
    const setup = await brandWithWork();
    const result = await runAdminCommand(t.dataDir, [
      'company-session',
      '--active',
      '5',
      '--campaign',
      String(setup.campaign.id),
    ]);
    expect(result.code).toBe(0);
    const [line, ...rest] = result.stdout.trim().split('\n');
    expect(rest).toEqual([]);
    const [id, kind, token] = line!.split(' ');
    expect([Number(id), kind]).toEqual([setup.company.id, 'company']);
    expect((await brandDeals(t.url, token!)).length).toBe(2);
    const refused = await runAdminCommand(t.dataDir, ['company-session', '--active', 'all']);
    expect(refused.code).toBe(1);
  });
});

describe('npm run simulate -- --brands', () => {
  it('plays the brands beside the creators, and says so', { timeout: 60_000 }, async () => {
    const setup = await brandWithWork();
    const { code, output } = await runSimulate(t, [
      '--brands',
      '--part',
      'deals',
      '--campaign',
      String(setup.campaign.id),
      '--count',
      '2',
      '--speed',
      '6000',
    ]);
    expect(code).toBe(0);
    expect(output).toContain('Simulating creators and brands');
    expect(output).toContain('2 to 8 minutes between actions / 6000 (--speed)');
    expect(output).toContain(`deal ${setup.toShip.id}: shipped`);
    expect(output).toMatch(/0 deal actions, 2 brand moves\./);
  });
});

describe("the creators' pace", () => {
  it('waits minutes between steps at speed 1, through the injected sleep', async () => {
    const { deals } = await campaignWithDeals(t, { picks: 2 });
    const { sleep, waits } = recordingSleep();
    const acted = await simulateDeals({
      url: t.url,
      speed: 1,
      budget: actionBudget(2),
      seed: 4,
      candidates: async () =>
        deals.map((deal) => ({ id: deal.creator.id, token: deal.creatorToken })),
      log: () => {},
      sleep,
    });
    expect(acted).toBe(2);
    expect(waits).toHaveLength(1);
    expectHumanPace(waits, 1);
  });
});
