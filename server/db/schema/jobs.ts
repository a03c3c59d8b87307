import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, msTimestamp } from './columns';

/**
 * Work scheduled for later (server/jobs/): a campaign's 24-hour activation, the daily
 * refreshes, and what later features schedule. A runner claims a due job with FOR UPDATE
 * SKIP LOCKED and marks it done in the same transaction as its work, so with any number of
 * servers on one database each job runs once; jobs left due while no server ran are run at
 * the next start.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** What the job is about, e.g. { campaign_id }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    run_at: msTimestamp('run_at').notNull(),
    done_at: msTimestamp('done_at'),
    /** Failed runs so far; a failed job is tried again later. */
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (table) => [
    // The due jobs, oldest first: the runner's one query.
    index('jobs_due_idx')
      .on(table.run_at, table.id)
      .where(sql`${table.done_at} is null`),
    // A daily job names its day ({ day: 'YYYY-MM-DD' }): however many servers schedule
    // it, each kind has one row a day, so it runs once a day.
    uniqueIndex('jobs_daily_once_idx')
      .on(table.kind, sql`(${table.payload} ->> 'day')`)
      .where(sql`(${table.payload} ->> 'day') is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
