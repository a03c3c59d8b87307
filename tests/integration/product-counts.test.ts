/**
 * A list's total without a search, and a brand's products_count, come from counts the
 * database keeps beside the products (productCounts, migration 0005). They must always equal
 * a count of the rows themselves: after every kind of change, under concurrent changes,
 * after a rollback, and from the products that existed before the counts did.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@/domain/products/rules';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { brands } from '@/server/db/schema/brands';
import { productCounts, products } from '@/server/db/schema/products';
import {
  catalog,
  createBrand,
  createProduct,
  dataOf,
  productInput,
  productServerFields,
  signedInCompany,
} from './helpers/catalog';
import { seedProducts } from './helpers/seed';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

async function counted(where: SQL | undefined): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

/** Every total a filter without a search can ask for, from the API and from the rows. */
async function expectExactTotals(token: string, companyId: number, brandIds: string[]) {
  const filters: Array<{ brand_id?: string; category?: (typeof PRODUCT_CATEGORIES)[number] }> = [
    {},
  ];
  for (const brand_id of brandIds) filters.push({ brand_id });
  for (const category of PRODUCT_CATEGORIES) {
    filters.push({ category });
    for (const brand_id of brandIds) filters.push({ brand_id, category });
  }
  for (const filter of filters) {
    const page = dataOf(await catalog(t, token, 'products', { first: 1, ...filter })).Products;
    const expected = await counted(
      and(
        eq(products.company_id, companyId),
        filter.brand_id ? eq(products.brand_id, Number(filter.brand_id)) : undefined,
        filter.category ? eq(products.category, filter.category) : undefined,
      ),
    );
    expect({ filter, total: page.total_count }).toEqual({ filter, total: expected });
  }
}

describe('kept product counts', () => {
  it('follow creations, moves between brands and categories, deletions and a brand removal', async () => {
    const { company, token } = await signedInCompany(t);
    const x = (await createBrand(t, token, { name: 'Brand X' })).id;
    const y = (await createBrand(t, token, { name: 'Brand Y' })).id;
    const made = [];
    for (const [brand, category] of [
      [x, 'home'],
      [x, 'home'],
      [x, 'food'],
      [y, 'beauty'],
    ] as const) {
      made.push(await createProduct(t, token, brand, { category }));
    }
    await expectExactTotals(token, company.id, [x, y]);

    const moved = made[0]!;
    const update = await catalog(t, token, 'productUpdate', {
      id: moved.id,
      ...productInput(y, { category: 'food' }),
    });
    dataOf(update);
    await expectExactTotals(token, company.id, [x, y]);
    expect((await productServerFields(t, token, moved.id)).brand.products_count).toBe(2);

    dataOf(await catalog(t, token, 'productDelete', { id: made[1]!.id }));
    await expectExactTotals(token, company.id, [x, y]);

    dataOf(await catalog(t, token, 'brandDelete', { id: x }));
    await expectExactTotals(token, company.id, [y]);
    expect(
      await t.db
        .select()
        .from(productCounts)
        .where(eq(productCounts.brand_id, Number(x))),
    ).toEqual([]);
  });

  it('stay exact under concurrent creations and deletions', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = (await createBrand(t, token)).id;
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        catalog(t, token, 'productCreate', productInput(brand, { name: `Product ${i}` })),
      ),
    );
    const ids = created.map((response) => dataOf(response).ProductCreate.id);
    await expectExactTotals(token, company.id, [brand]);
    await Promise.all(ids.slice(0, 15).map((id) => catalog(t, token, 'productDelete', { id })));
    await expectExactTotals(token, company.id, [brand]);
    const page = dataOf(await catalog(t, token, 'products', { first: 1 })).Products;
    expect(page.total_count).toBe(9);
  });

  it('leave the counts as they were when a change is rolled back', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = (await createBrand(t, token)).id;
    await createProduct(t, token, brand);
    await expect(
      t.db.transaction(async (tx) => {
        await seedProducts(tx, { companyId: company.id, brandIds: [Number(brand)], count: 5 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expectExactTotals(token, company.id, [brand]);
  });
});

describe('the migration that adds the counts', () => {
  it('counts the products that existed before it', async () => {
    // The migrations up to the one before the counts, in a folder of their own.
    const folder = mkdtempSync(join(tmpdir(), 'ugc-migrations-'));
    const client = await PGlite.create();
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalFile = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: Array<{ tag: string }>;
      };
      const countsAt = journal.entries.findIndex((entry) => entry.tag.endsWith('_product_counts'));
      expect(countsAt).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, countsAt);
      writeFileSync(journalFile, JSON.stringify(journal));
      const db = drizzle({ client, schema }) as unknown as Database;
      await migrate(db as never, { migrationsFolder: folder });

      // Only the columns that existed then (the schema's insert names every later one too).
      const { rows: inserted } = await client.query<{ id: number }>(
        `insert into companies (email, company_name, first_name, last_name)
         values ('before@example.com', 'Before', 'B', 'F') returning id`,
      );
      const company = inserted[0];
      if (!company) throw new Error('no company row');
      const made = await db
        .insert(brands)
        .values([1, 2].map((i) => ({ company_id: company.id, name: `B${i}`, description: 'd' })))
        .returning({ id: brands.id });
      const brandIds = made.map((row) => row.id);
      await seedProducts(db, { companyId: company.id, brandIds, count: 37 });

      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      const kept = await db
        .select({
          brand: productCounts.brand_id,
          category: productCounts.category,
          n: productCounts.count,
        })
        .from(productCounts)
        .orderBy(productCounts.brand_id, productCounts.category);
      const rows = await db
        .select({ brand: products.brand_id, category: products.category, n: count() })
        .from(products)
        .groupBy(products.brand_id, products.category)
        .orderBy(products.brand_id, products.category);
      expect(kept).toEqual(rows);
      expect(kept.reduce((sum, row) => sum + row.n, 0)).toBe(37);
    } finally {
      await client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
