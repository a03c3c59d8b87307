import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListItem, ProductPage } from '@/features/products/api';
import { PRODUCT_SEARCH_MAX, PRODUCT_SORTS } from '@/domain/products/rules';
import type { ProductSortName } from '@/domain/products/rules';
import { errorOf } from './helpers/account';
import {
  catalog,
  createBrand,
  createProduct,
  dataOf,
  productServerFields,
  signedInCompany,
} from './helpers/catalog';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

let t: TestServer;
let token: string;
let brandX: string;
let brandY: string;
/** A product as the overview shows it, and when it was created. */
type Product = ProductDetail & { created_at: string };
let all: Product[];

/**
 * Eight products with ties on every sort key: two names equal but for case, two prices
 * shared, pairs created in the same instant. Names are chosen so that byte order and
 * linguistic collations agree (the test databases may use either).
 */
const PRODUCTS = [
  { name: 'apple', price: 500, category: 'home', brand: 'X', tick: true },
  { name: 'Apple', price: 500, category: 'food', brand: 'Y', tick: false },
  { name: 'banana', price: 1200, category: 'home', brand: 'X', tick: true },
  { name: '100%_cotton', price: 900, category: 'apparel', brand: 'Y', tick: true },
  { name: 'cotton_candy', price: 300, category: 'food', brand: 'X', tick: false },
  { name: 'cottonwool', price: 900, category: 'apparel', brand: 'X', tick: true },
  { name: 'Cherry', price: 10_000_000, category: 'beauty', brand: 'Y', tick: true },
  { name: 'date', price: 2500, category: 'home', brand: 'Y', tick: true },
];

beforeAll(async () => {
  t = await startTestServer();
  ({ token } = await signedInCompany(t));
  brandX = (await createBrand(t, token, { name: 'Brand X' })).id;
  brandY = (await createBrand(t, token, { name: 'Brand Y' })).id;
  all = [];
  for (const { tick, brand, ...values } of PRODUCTS) {
    if (tick) t.clock.advance(1000);
    const product = await createProduct(t, token, brand === 'X' ? brandX : brandY, values);
    const { created_at } = await productServerFields(t, token, product.id);
    all.push({ ...product, created_at });
  }
  // Another company's products never show up.
  const other = await signedInCompany(t);
  await createProduct(t, other.token, (await createBrand(t, other.token)).id, { name: 'apple' });
});
afterAll(async () => {
  await t?.close();
});

const list = async (variables: Record<string, unknown> = {}) =>
  dataOf(await catalog(t, token, 'products', variables)).Products;

/** Every page of a listing, `first` at a time; checks total_count on each. */
async function readAll(variables: Record<string, unknown>, first: number, total: number) {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ProductPage = await list({ ...variables, first, after });
    expect(page.total_count).toBe(total);
    expect(page.nodes.length).toBeLessThanOrEqual(first);
    ids.push(...page.nodes.map((node) => node.id));
    if (!page.page_info.has_next_page) return ids;
    after = page.page_info.end_cursor;
  }
}

const byId = (a: Product, b: Product) => Number(a.id) - Number(b.id);
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The expected order of each sort, computed here from the rules. */
const EXPECTED: Record<ProductSortName, (a: Product, b: Product) => number> = {
  newest: (a, b) => -compare(a.created_at, b.created_at) || -byId(a, b),
  oldest: (a, b) => compare(a.created_at, b.created_at) || byId(a, b),
  name_asc: (a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || byId(a, b),
  name_desc: (a, b) => -compare(a.name.toLowerCase(), b.name.toLowerCase()) || -byId(a, b),
  price_asc: (a, b) => compare(a.price, b.price) || byId(a, b),
  price_desc: (a, b) => -compare(a.price, b.price) || -byId(a, b),
};

describe('Products sorts and pagination', () => {
  it.each(PRODUCT_SORTS)('pages through %s in order, without gaps or repeats', async (sort) => {
    const expected = [...all].sort(EXPECTED[sort]).map((product) => product.id);
    for (const first of [1, 3, 8]) {
      expect(await readAll({ sort }, first, all.length)).toEqual(expected);
    }
  });

  it('is newest first by default, 20 at a time', async () => {
    const page = await list();
    expect(page.nodes.map((node) => node.id)).toEqual(
      [...all].sort(EXPECTED.newest).map((product) => product.id),
    );
    expect(page.page_info.has_next_page).toBe(false);
  });

  it('refuses a cursor of another sort, a damaged cursor and a bad page size', async () => {
    const page = await list({ sort: 'price_asc', first: 2 });
    for (const after of [page.page_info.end_cursor, 'garbage']) {
      const response = await catalog(t, token, 'products', { sort: 'newest', after });
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { after: 'This page is no longer valid: start again from the first page' },
      });
    }
    const tooMany = await catalog(t, token, 'products', { first: 101 });
    expect(errorOf(tooMany).extensions?.fields).toEqual({
      first: 'Ask for 1 to 100 items per page',
    });
  });
});

describe('Products filters', () => {
  const names = (products: ProductListItem[]) => products.map((product) => product.name).sort();
  const only = (keep: (product: (typeof PRODUCTS)[number]) => boolean) =>
    PRODUCTS.filter(keep)
      .map((product) => product.name)
      .sort();

  it('filters by brand and category, counting what matches', async () => {
    const ofX = await list({ brand_id: brandX });
    expect(names(ofX.nodes)).toEqual(only((product) => product.brand === 'X'));
    expect(ofX.total_count).toBe(4);
    expect(ofX.nodes.every((product) => product.brand.id === brandX)).toBe(true);

    const home = await list({ category: 'home' });
    expect(names(home.nodes)).toEqual(only((product) => product.category === 'home'));
    const homeOfX = await list({ category: 'home', brand_id: brandX, first: 1 });
    expect(homeOfX.total_count).toBe(2);
    const ids = await readAll({ category: 'home', brand_id: brandX, sort: 'name_desc' }, 1, 2);
    expect(ids).toEqual([all[2]!.id, all[0]!.id]);

    expect(await list({ brand_id: 'nope' })).toMatchObject({ nodes: [], total_count: 0 });
    expect((await list({ brand_id: '' })).total_count).toBe(all.length);
    expect(await list({ brand_id: '999999' })).toMatchObject({ nodes: [], total_count: 0 });
  });

  it.each([
    ['COTTON', ['100%_cotton', 'cotton_candy', 'cottonwool']],
    ['%', ['100%_cotton']],
    ['_', ['100%_cotton', 'cotton_candy']],
    ['%_', ['100%_cotton']],
    ['\\', []],
    ['  ApPlE ', ['Apple', 'apple']],
    ['', PRODUCTS.map((product) => product.name).sort()],
  ])('searches names for %j, case-insensitively and literally', async (search, expected) => {
    const page = await list({ search });
    expect(names(page.nodes)).toEqual([...expected].sort());
    expect(page.total_count).toBe(expected.length);
  });

  it(`refuses a search longer than ${PRODUCT_SEARCH_MAX} characters`, async () => {
    const ok = await list({ search: 'x'.repeat(PRODUCT_SEARCH_MAX) });
    expect(ok.total_count).toBe(0);
    const response = await catalog(
      t,
      token,
      'products',
      { search: 'x'.repeat(PRODUCT_SEARCH_MAX + 1) },
      'es',
    );
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { search: 'La búsqueda puede tener como máximo 100 caracteres' },
    });
  });

  it('shows the brand of each product with its counts', async () => {
    const page = await list({ brand_id: brandY, first: 1 });
    const [product] = page.nodes;
    expect(product!.brand).toEqual({ id: brandY, name: 'Brand Y' });
    expect((await productServerFields(t, token, product!.id)).brand).toEqual({
      products_count: 4,
      in_use: false,
    });
  });
});
