/**
 * The daily refresh of creators' ages (docs/product.md#creators): one job row a day
 * (its payload names the day, and jobs_daily_once_idx allows one per kind and day), so
 * however many servers schedule it, it runs once a day. Each run schedules the next day's;
 * every server start schedules the current day's, which runs at once unless a server
 * already ran it that day.
 */
import type { Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { isoDay, refreshCreatorAges } from '../services/creators/ages';
import type { JobHandler } from './runner';

export const CREATOR_AGES = 'creator_ages';

const DAY_MS = 24 * 60 * 60_000;

/** Midnight UTC of `at`'s day. */
const startOfDay = (at: Date) => new Date(Date.parse(isoDay(at)));

/** Schedules the refresh of `day` (its UTC day) at its midnight, unless it has its row. */
export async function scheduleCreatorAges(db: Database, day: Date, now: Date): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: CREATOR_AGES,
      payload: { day: isoDay(day) },
      run_at: startOfDay(day),
      created_at: now,
    })
    .onConflictDoNothing();
}

/** Sets every stale age as of now, then schedules tomorrow's run. */
export const creatorAges: JobHandler = async (tx, _payload, now) => {
  await refreshCreatorAges(tx, now);
  await scheduleCreatorAges(tx, new Date(startOfDay(now).getTime() + DAY_MS), now);
  return [];
};
