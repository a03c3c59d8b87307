/**
 * The daily refresh of creators' stored ages (docs/product.md#creators): one UPDATE sets
 * every age a birthday made stale; the job runs once a day whatever the number of servers,
 * and at start when no server ran the day's yet.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageOn, parseIsoDay } from '@/domain/creators/profile';
import { creators } from '@/server/db/schema/creators';
import { jobs } from '@/server/db/schema/jobs';
import { CREATOR_AGES } from '@/server/jobs/creatorAges';
import { isoDay, refreshCreatorAges } from '@/server/services/creators/ages';
import { insertCreators, variedCreators } from './helpers/creators';
import { statementsOf } from './helpers/statements';
import { serverForFile, twoServersForBlock, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const DAY = 24 * 60 * 60_000;
const t = serverForFile();

/** Creators born on `days` (YYYY-MM-DD), each with the stored age `age`. */
async function creatorsBorn(server: TestServer, days: string[], age: number): Promise<number[]> {
  const rows = await insertCreators(server, variedCreators(days.length, 7));
  for (const [i, row] of rows.entries()) {
    await server.db
      .update(creators)
      .set({ date_of_birth: days[i]!, age })
      .where(eq(creators.id, row.id));
  }
  return rows.map((row) => row.id);
}

async function agesOf(server: TestServer, ids: number[]): Promise<Map<number, number>> {
  const rows = await server.db
    .select({ id: creators.id, age: creators.age })
    .from(creators)
    .where(inArray(creators.id, ids));
  return new Map(rows.map((row) => [row.id, row.age]));
}

/** The birth day `years` before `at`'s UTC day, moved by `days`. */
function bornBefore(at: Date, years: number, days: number): string {
  const day = new Date(
    Date.UTC(at.getUTCFullYear() - years, at.getUTCMonth(), at.getUTCDate() + days),
  );
  return isoDay(day);
}

const ageJobs = (server: TestServer) =>
  server.db.select().from(jobs).where(eq(jobs.kind, CREATOR_AGES));

/** The jobs due each midnight: the creators' ages and the licences' expiry notices. */
const DAILY_JOBS = 2;

describe("creators' ages", () => {
  it("ran the day's refresh at start, and waits with the next day's", async () => {
    const today = isoDay(t.clock.now());
    const rows = await ageJobs(t);
    const ofToday = rows.find((row) => row.payload.day === today);
    expect(ofToday?.done_at).toBeInstanceOf(Date);
    const pending = rows.filter((row) => row.done_at === null);
    expect(pending.map((row) => row.payload.day)).toEqual([
      isoDay(new Date(Date.parse(today) + DAY)),
    ]);
    expect(pending[0]?.run_at.toISOString()).toBe(new Date(Date.parse(today) + DAY).toISOString());
  });

  it('computes in SQL exactly the full years ageOn counts, in one UPDATE', async () => {
    const today = new Date('2027-02-28T23:59:00.000Z');
    const days = [
      '2000-02-29', // a leap-day birthday: not yet on 28 February
      '2000-02-28',
      '2000-03-01',
      '1999-12-31',
      '2001-01-01',
      '1990-02-27',
      '2009-02-28',
    ];
    const ids = await creatorsBorn(t, days, 0);
    const statements = await statementsOf(t.db, () => refreshCreatorAges(t.db, today));
    expect(statements.filter((s) => /^\s*update\b/i.test(s.sql))).toHaveLength(1);
    const ages = await agesOf(t, ids);
    for (const [i, id] of ids.entries()) {
      expect(ages.get(id), days[i]).toBe(ageOn(parseIsoDay(days[i]!)!, today));
    }
    // The next day counts the leap-day birthday (1 March in a common year).
    await refreshCreatorAges(t.db, new Date('2027-03-01T00:00:00.000Z'));
    expect((await agesOf(t, ids)).get(ids[0]!)).toBe(27);
    // Nothing stale is left: another run changes no row.
    expect(await refreshCreatorAges(t.db, new Date('2027-03-01T12:00:00.000Z'))).toBe(0);
  });

  it('turns a creator a year older on the night of the birthday, and no one else', async () => {
    const now = t.clock.now();
    const ids = await creatorsBorn(
      t,
      [bornBefore(now, 30, 1), bornBefore(now, 30, 10), bornBefore(now, 30, -1)],
      29,
    );
    // Stored stale on purpose for the third (born 30 years and a day ago).
    expect([...(await agesOf(t, ids)).values()]).toEqual([29, 29, 29]);

    // Nothing runs before midnight; the clock then moves on to just past it.
    expect(await t.server.jobs.runDue()).toBe(0);
    const midnight = Date.parse(isoDay(now)) + DAY;
    t.clock.advance(midnight + 1000 - t.clock.now().getTime());
    expect(await t.server.jobs.runDue()).toBe(DAILY_JOBS);
    const ages = await agesOf(t, ids);
    expect([ages.get(ids[0]!), ages.get(ids[1]!), ages.get(ids[2]!)]).toEqual([30, 29, 30]);
    // One run a day: the next waits for the following midnight.
    expect(await t.server.jobs.runDue()).toBe(0);
    const pending = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, CREATOR_AGES), isNull(jobs.done_at)));
    expect(pending).toHaveLength(1);
  });
});

describe.runIf(usesPostgres)("creators' ages with two servers on one database", () => {
  const { a, b } = twoServersForBlock();

  it('runs once a day though both servers started and both poll', async () => {
    const now = a.clock.now();
    const [id] = await creatorsBorn(a, [bornBefore(now, 40, 1)], 39);
    a.clock.advance(DAY);
    b.clock.advance(DAY);
    const runs = await Promise.all([a.server.jobs.runDue(), b.server.jobs.runDue()]);
    expect(runs[0] + runs[1]).toBe(DAILY_JOBS);
    expect((await agesOf(a, [id!])).get(id!)).toBe(40);
    const rows = await ageJobs(a);
    const byDay = new Map<unknown, number>();
    for (const row of rows) byDay.set(row.payload.day, (byDay.get(row.payload.day) ?? 0) + 1);
    expect([...byDay.values()].every((count) => count === 1)).toBe(true);
    expect(rows.filter((row) => row.done_at === null)).toHaveLength(1);
  });
});
