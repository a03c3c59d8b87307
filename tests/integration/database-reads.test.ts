/**
 * How lists read rows: as one JSON value per row, decoded back into exactly the row Drizzle
 * reads column by column (server/db/rowJson.ts); and, on PostgreSQL, through statements each
 * connection prepares once (server/db/namedStatements.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NamedStatementsClient } from '@/server/db/namedStatements';
import { rowFromJson, rowJson } from '@/server/db/rowJson';
import { brands } from '@/server/db/schema/brands';
import { images } from '@/server/db/schema/images';
import { products } from '@/server/db/schema/products';
import { seedProducts } from './helpers/seed';
import { serverForFile, usesPostgres } from './helpers/testServer';

const t = serverForFile();

describe('a row as one JSON value', () => {
  it('decodes to the row Drizzle reads, timestamps as Dates and nulls kept', async () => {
    const company = await t.createCompany();
    const [image] = await t.db
      .insert(images)
      .values({
        id: `img-${company.id}`,
        company_id: company.id,
        content_type: 'image/png',
        size: 68,
        storage_key: `k-${company.id}`,
      })
      .returning();
    const [withLogo, withoutLogo] = await t.db
      .insert(brands)
      .values([
        {
          company_id: company.id,
          name: 'With "quotes" & ünïcode',
          description: 'd',
          logo_image_id: image!.id,
        },
        { company_id: company.id, name: 'Plain', description: 'd' },
      ])
      .returning();
    await seedProducts(t.db, { companyId: company.id, brandIds: [withLogo!.id], count: 2 });

    for (const [table, where] of [
      [brands, eq(brands.company_id, company.id)],
      [products, eq(products.company_id, company.id)],
      [images, eq(images.company_id, company.id)],
    ] as const) {
      const expected = await t.db.select().from(table).where(where).orderBy(table.id);
      const read = await t.db
        .select({ json: sql<unknown>`${rowJson(table)}` })
        .from(table)
        .where(where)
        .orderBy(table.id);
      const decoded = read.map((row) => rowFromJson(table, row.json));
      expect(decoded).toEqual(expected);
      expect(decoded.length).toBeGreaterThan(0);
    }
    expect(withoutLogo!.logo_image_id).toBeNull();
  });
});

describe.runIf(usesPostgres)('statements prepared once per connection', () => {
  it('names each parameterised statement by its text, and leaves the others alone', async () => {
    const client = new NamedStatementsClient({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const prepared = async () =>
        (
          await client.query<{ statement: string }>('select statement from pg_prepared_statements')
        ).rows.map((row) => row.statement);
      await client.query('select 1 as one'); // no values: not prepared
      expect(await prepared()).toEqual([]);
      for (const value of [1, 2, 3]) {
        const { rows } = await client.query<{ doubled: number }>('select $1::int * 2 as doubled', [
          value,
        ]);
        expect(rows).toEqual([{ doubled: value * 2 }]);
      }
      await client.query({ text: 'select $1::text as echoed', values: ['a'] });
      // Drizzle's way: the config without values, the values beside it.
      await client.query({ text: 'select $1::text as echoed' }, ['b']);
      expect((await prepared()).sort()).toEqual([
        'select $1::int * 2 as doubled',
        'select $1::text as echoed',
      ]);
    } finally {
      await client.end();
    }
  });
});
