import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ageOn, parseIsoDay } from '@/domain/creators/profile';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationTesting, type Db } from './helpers/migrations';

const { migrationsBefore, database } = migrationTesting();

/** The rows of a statement (both drivers answer { rows }; db.execute's type is unknown). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('migration 0017_creator_profile', () => {
  it('gives existing creators a date of birth that keeps their age, and no handles', async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0017_creator_profile'));
    await db.execute(sql`insert into companies (email, role)
      values ('a@example.com', 'creator'), ('b@example.com', 'creator')`);
    for (const [id, age] of [
      [1, 18],
      [2, 64],
    ] as const) {
      await db.execute(sql`insert into creators (id, name, avatar_url, tier, categories,
          followers, views, engagement_bp, price_cents, age, gender, ethnicity, country)
        values (${id}, 'Ana', 'https://example.com/a.png', 'basic', '{beauty}', 10, 0, 0, 100,
          ${age}, 'female', 'asian', 'BR')`);
    }

    await migrate(MIGRATIONS_FOLDER);

    const rows = await rowsOf<{
      age: number;
      date_of_birth: string | Date;
      gender: string | null;
      instagram_handle: string | null;
      instagram_verified: boolean;
      today: string | Date;
    }>(
      db,
      sql`select age, date_of_birth::text as date_of_birth, gender, instagram_handle,
        instagram_verified, current_date::text as today from creators order by id`,
    );
    for (const row of rows) {
      const birth = parseIsoDay(String(row.date_of_birth))!;
      expect(ageOn(birth, parseIsoDay(String(row.today))!)).toBe(row.age);
      expect(row).toMatchObject({
        gender: 'female',
        instagram_handle: null,
        instagram_verified: false,
      });
    }
    expect(rows.map((row) => row.age)).toEqual([18, 64]);
    // Gender may now be left out; a handle needs its followers.
    await db.execute(sql`update creators set gender = null, ethnicity = null where id = 1`);
    await expect(
      db.execute(sql`update creators set tiktok_handle = 'ana' where id = 1`),
    ).rejects.toThrow();
  });
});
