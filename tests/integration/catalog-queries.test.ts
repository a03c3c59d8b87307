/**
 * What the catalogue lists cost the database: a page is one statement (two at most, the
 * session's row included), and with many products each order and filter reads the page in
 * index order instead of sorting the company's rows.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductSortName } from '@/domain/products/rules';
import { brands } from '@/server/db/schema/brands';
import { analyzeChangedTables } from '@/server/db/statistics';
import { sessionStatus } from './helpers/account';
import {
  catalog,
  createBrand,
  createProduct,
  dataOf,
  signedInCompany,
  uploadImage,
} from './helpers/catalog';
import type { GraphqlResponse } from './helpers/http';
import { pngBytes } from './helpers/images';
import { seedProducts } from './helpers/seed';
import { statementsOf } from './helpers/statements';
import type { Statement } from './helpers/statements';
import { serverForFile, usesPostgres } from './helpers/testServer';

const t = serverForFile();
const MAX_STATEMENTS = 2;

describe('statements per list page', () => {
  let token: string;
  let brandId: string;

  beforeAll(async () => {
    ({ token } = await signedInCompany(t));
    const logo = await uploadImage(t, token, pngBytes());
    brandId = (await createBrand(t, token, { logo_image_id: logo.id })).id;
    for (let i = 0; i < 25; i += 1) {
      const photos = [
        await uploadImage(t, token, pngBytes()),
        await uploadImage(t, token, pngBytes()),
      ];
      await createProduct(t, token, brandId, {
        name: `Product ${i}`,
        image_ids: photos.map((photo) => photo.id),
      });
    }
  });

  const cases: Record<string, () => Promise<GraphqlResponse<unknown>>> = {
    'the first page of products': () => catalog(t, token, 'products', { first: 20 }),
    'a filtered, sorted page of products': () =>
      catalog(t, token, 'products', { brand_id: brandId, search: 'duct', sort: 'name_asc' }),
    'a product': async () => {
      const page = dataOf(await catalog(t, token, 'products', { first: 1 }));
      return catalog(t, token, 'product', { id: page.Products.nodes[0]!.id });
    },
    'the first page of brands': () => catalog(t, token, 'brands', {}),
  };

  it.each(Object.entries(cases))('%s', async (_name, request) => {
    await request(); // the session is in memory from here on
    const statements = await statementsOf(t.db, async () => dataOf(await request()));
    expect(statements.length, JSON.stringify(statements, null, 1)).toBeGreaterThan(0);
    expect(statements.length, JSON.stringify(statements, null, 1)).toBeLessThanOrEqual(
      MAX_STATEMENTS,
    );
  });

  it('the next page, with a total, is one statement too', async () => {
    const first = dataOf(await catalog(t, token, 'products', { first: 20 }));
    const after = first.Products.page_info.end_cursor;
    const statements = await statementsOf(t.db, async () => {
      const next = dataOf(await catalog(t, token, 'products', { first: 20, after }));
      expect(next.Products).toMatchObject({ total_count: 25, nodes: { length: 5 } });
    });
    expect(statements).toHaveLength(1);
  });

  it('reads the session row once, then serves the session from memory', async () => {
    const { token: fresh } = await signedInCompany(t);
    const sessionReads = (statements: Statement[]) =>
      statements.filter((statement) => /from "sessions"/.test(statement.sql)).length;
    expect(sessionReads(await statementsOf(t.db, () => sessionStatus(t, fresh)))).toBe(1);
    expect(sessionReads(await statementsOf(t.db, () => sessionStatus(t, fresh)))).toBe(0);
  });
});

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes that produce the page's rows: the plan without its sub- and init-plans. */
function pageNodes(node: PlanNode): PlanNode[] {
  const children = (node.Plans ?? []).filter(
    (child) =>
      child['Parent Relationship'] !== 'InitPlan' && child['Parent Relationship'] !== 'SubPlan',
  );
  return [node, ...children.flatMap(pageNodes)];
}

/** PGlite and the pg pool alike: text with $n parameters in, rows out. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

async function explain({ sql: text, params }: Statement): Promise<PlanNode> {
  const { $client: client } = t.db as unknown as { $client: RawClient };
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

describe('5,000 products: every order and filter reads its index', () => {
  const PRODUCT_COUNT = 5_000;
  let token: string;
  let brandId: string;

  beforeAll(async () => {
    const signedIn = await signedInCompany(t);
    token = signedIn.token;
    brandId = (await createBrand(t, token)).id;
    const otherBrand = (await createBrand(t, token, { name: 'Other brand' })).id;
    const company = await t.db
      .select({ id: brands.company_id })
      .from(brands)
      .where(sql`${brands.id} = ${Number(brandId)}`);
    const companyId = company[0]!.id;
    await seedProducts(t.db, {
      companyId,
      brandIds: [Number(brandId), Number(otherBrand)],
      count: PRODUCT_COUNT,
    });
    // What the embedded server does by itself every STATISTICS_CHECK_MS (PostgreSQL:
    // autovacuum), run now rather than waited for.
    if (usesPostgres) await t.db.execute(sql`vacuum analyze products`);
    else expect(await analyzeChangedTables(t.db)).toContain('products');
  });

  const listStatement = (statements: Statement[]) => {
    const found = statements.find((statement) => /from "products"/.test(statement.sql));
    if (!found) throw new Error(`no products query in ${JSON.stringify(statements)}`);
    return found;
  };

  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ...(
      [
        ['newest', 'products_company_created_idx'],
        ['oldest', 'products_company_created_idx'],
        ['name_asc', 'products_company_name_idx'],
        ['name_desc', 'products_company_name_idx'],
        ['price_asc', 'products_company_price_idx'],
        ['price_desc', 'products_company_price_idx'],
      ] as Array<[ProductSortName, string]>
    ).map(([sort, index]): [string, Record<string, unknown>, string[]] => [
      `sort ${sort}`,
      { sort },
      [index],
    ]),
    // Half the company's products are the brand's: reading the company's newest first
    // and skipping the other brand's is as good as the brand's own index.
    [
      'one brand',
      { brand_id: 'BRAND' },
      ['products_brand_created_idx', 'products_company_created_idx'],
    ],
    ['one category', { category: 'food' }, ['products_company_category_created_idx']],
  ];

  it.each(cases)('%s', async (_name, filters, indexes) => {
    const variables: Record<string, unknown> = { first: 20, ...filters };
    if (variables.brand_id) variables.brand_id = brandId;
    let statement: Statement | undefined;
    for (const after of [undefined, 'next page']) {
      const statements = await statementsOf(t.db, async () => {
        const page = dataOf(await catalog(t, token, 'products', variables));
        expect(page.Products.nodes).toHaveLength(20);
        variables.after = page.Products.page_info.end_cursor;
      });
      statement = listStatement(statements);
      const nodes = pageNodes(await explain(statement));
      const summary = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Index Name']]));
      expect(
        nodes.some((node) => node['Node Type'] === 'Sort'),
        summary,
      ).toBe(false);
      expect(
        nodes.some(
          (node) =>
            node['Relation Name'] === 'products' && indexes.includes(node['Index Name'] ?? ''),
        ),
        `${after ?? 'first page'}: ${summary}`,
      ).toBe(true);
    }
  });

  it('searches names through the trigram index', async () => {
    const statements = await statementsOf(t.db, () =>
      catalog(t, token, 'products', { search: 'zq9x', sort: 'name_asc' }),
    );
    const trigram = await t.db.execute(
      sql`select 1 from pg_indexes where indexname = 'products_name_trgm_idx'`,
    );
    expect((trigram as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const nodes = pageNodes(await explain(listStatement(statements)));
    // The matches come from the trigram index; sorting those few is fine.
    const productScans = nodes.filter((node) => node['Relation Name'] === 'products');
    expect(productScans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.map((node) => node['Index Name'])).toContain('products_name_trgm_idx');
  });
});
