import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, msTimestamp } from './columns';

/**
 * Work scheduled for later (server/jobs/): a campaign's 24-hour activation, and what later
 * features schedule. A runner claims a due job with FOR UPDATE SKIP LOCKED and marks it
 * done in the same transaction as its work, so with any number of servers on one database
 * each job runs once; jobs left due while no server ran are run at the next start.
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
  ],
);

export type JobRow = typeof jobs.$inferSelect;
