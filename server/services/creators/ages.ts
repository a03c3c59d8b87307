/**
 * Creators' stored age (docs/product.md#creators): kept from the date of birth when the
 * profile is saved, it goes stale on each birthday; the daily job sets it again.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators } from '../../db/schema/creators';

/** `day`'s UTC date, YYYY-MM-DD. */
export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);

/**
 * Sets the age on `today` (its UTC day) of every creator whose stored age differs, in one
 * statement; returns how many changed. Full years as ageOn counts them: a birthday counts
 * from its day on (29 February from 1 March in other years).
 */
export async function refreshCreatorAges(db: Database, today: Date): Promise<number> {
  const day = sql`${isoDay(today)}::date`;
  const born = creators.date_of_birth;
  const age = sql`(extract(year from ${day}) - extract(year from ${born})
    - case when (extract(month from ${day}), extract(day from ${day}))
      < (extract(month from ${born}), extract(day from ${born})) then 1 else 0 end)::integer`;
  const changed = await db
    .update(creators)
    .set({ age })
    .where(sql`${creators.age} <> ${age}`)
    .returning({ id: creators.id });
  return changed.length;
}
