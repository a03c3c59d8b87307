import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join, relative } from 'node:path';
import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { eq } from 'drizzle-orm';
import {
  BRAND,
  BRAND_CREATE,
  BRAND_DELETE,
  BRAND_UPDATE,
  BRANDS,
  type BrandItem,
} from '@/features/brands/api';
import { IMAGE_UPLOAD } from '@/src/entities/image/api';
import {
  PRODUCT,
  PRODUCT_CREATE,
  PRODUCT_DELETE,
  PRODUCT_UPDATE,
  PRODUCTS,
  type ProductDetail,
} from '@/features/products/api';
import { brands } from '@/server/db/schema/brands';
import { campaignProducts, campaigns } from '@/server/db/schema/campaigns';
import { images } from '@/server/db/schema/images';
import { productImages, products } from '@/server/db/schema/products';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';
import { gqlRequest, postGraphql } from './http';
import type { GraphqlResponse, LooseVariables } from './http';
import type { TestServer } from './testServer';

/** The brands, products and images operations, as the client sends them. */
export const CATALOG_OPS = {
  brands: BRANDS,
  brand: BRAND,
  brandCreate: BRAND_CREATE,
  brandUpdate: BRAND_UPDATE,
  brandDelete: BRAND_DELETE,
  products: PRODUCTS,
  product: PRODUCT,
  productCreate: PRODUCT_CREATE,
  productUpdate: PRODUCT_UPDATE,
  productDelete: PRODUCT_DELETE,
} as const;

type CatalogOps = typeof CATALOG_OPS;
export type CatalogOp = keyof CatalogOps;

/** Runs a catalog operation on /v1/j as the session `token`, optionally in `locale`. */
export function catalog<O extends CatalogOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: LooseVariables<CatalogOps[O]> = {},
  locale?: string,
): Promise<GraphqlResponse<ResultOf<CatalogOps[O]>>> {
  // The document of `op`: TypeScript does not narrow CATALOG_OPS[op] by O itself.
  const document = CATALOG_OPS[op] as TypedDocumentNode<ResultOf<CatalogOps[O]>>;
  return gqlRequest(`${t.url}/v1/j`, document, {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/**
 * Fields of a product that no screen reads, so no client document asks for them: its
 * timestamps and its brand's counts. Tests of the server still check them.
 */
export async function productServerFields(t: TestServer, token: string, id: string) {
  const response = await postGraphql<{
    Product: {
      created_at: string;
      updated_at: string;
      brand: { products_count: number; in_use: boolean };
    };
  }>(
    `${t.url}/v1/j`,
    `query ProductServerFields($id: ID!) {
      Product(id: $id) { created_at updated_at brand { products_count in_use } }
    }`,
    { token, variables: { id } },
  );
  return dataOf(response).Product;
}

type UploadedImage = ResultOf<typeof IMAGE_UPLOAD>['ImageUpload'];

/** An uploaded image as a brand's logo or a product's images show it. */
export const shownImage = ({ id, url }: UploadedImage) => ({ id, url });

/** The data of a response that must have succeeded. */
export function dataOf<T>(response: GraphqlResponse<T>): T {
  if (response.body.errors || !response.body.data) {
    throw new Error(`expected data, got ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** Valid brand fields; `values` override them. */
export const brandInput = (values: Record<string, unknown> = {}) => ({
  name: 'Acme Co',
  description: 'Tools for every trade',
  ...values,
});

/** Valid product fields for `brand_id`; `values` override them. */
export const productInput = (brandId: string, values: Record<string, unknown> = {}) => ({
  brand_id: brandId,
  name: 'Anvil',
  price: 1999,
  link: 'https://shop.example.com/anvil',
  description: 'A heavy anvil',
  category: 'home',
  ...values,
});

/** Creates a brand and returns it as the overview shows it. */
export async function createBrand(
  t: TestServer,
  token: string,
  values: Record<string, unknown> = {},
): Promise<BrandItem> {
  const created = await catalog(t, token, 'brandCreate', brandInput(values));
  const { id } = dataOf(created).BrandCreate;
  return dataOf(await catalog(t, token, 'brand', { id })).Brand;
}

/** Creates a product and returns it as the overview shows it. */
export async function createProduct(
  t: TestServer,
  token: string,
  brandId: string,
  values: Record<string, unknown> = {},
): Promise<ProductDetail> {
  const created = await catalog(t, token, 'productCreate', productInput(brandId, values));
  const { id } = dataOf(created).ProductCreate;
  return dataOf(await catalog(t, token, 'product', { id })).Product;
}

/** A company with a session: what most tests start from. */
export async function signedInCompany(t: TestServer) {
  const company = await t.createCompany();
  return { company, token: await t.createSession(company.id) };
}

export interface UploadOptions {
  filename?: string;
  type?: string;
  token?: string;
  locale?: string;
}

/**
 * ImageUpload as a browser sends it: a GraphQL multipart request (operations, map, file).
 * Returns the HTTP status and the JSON body.
 */
export async function upload(
  t: TestServer,
  bytes: Uint8Array,
  { filename = 'photo.png', type = 'image/png', token, locale }: UploadOptions = {},
): Promise<GraphqlResponse<ResultOf<typeof IMAGE_UPLOAD>>> {
  const operations = {
    operationName: operationNameOf(IMAGE_UPLOAD),
    query: documentSource(IMAGE_UPLOAD),
    variables: { file: null },
  };
  const form = new FormData();
  form.set('operations', JSON.stringify(operations));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (locale) headers['accept-language'] = locale;
  const response = await fetch(`${t.url}/v1/j`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as never };
}

/** Uploads an image that must be accepted. */
export async function uploadImage(
  t: TestServer,
  token: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  return dataOf(await upload(t, bytes, { ...options, token })).ImageUpload;
}

/** Every stored upload, as paths relative to DATA_DIR/uploads (sorted). */
export function storedFiles(t: TestServer): string[] {
  const root = join(t.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Everything of a company's catalogue, rows and stored files: compared before and after
 * an operation that must change nothing.
 */
export async function catalogState(t: TestServer, companyId: number) {
  const [brandRows, productRows, imageRows] = await Promise.all([
    t.db.select().from(brands).where(eq(brands.company_id, companyId)).orderBy(brands.id),
    t.db.select().from(products).where(eq(products.company_id, companyId)).orderBy(products.id),
    t.db.select().from(images).where(eq(images.company_id, companyId)).orderBy(images.id),
  ]);
  const attached = await t.db
    .select()
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.product_id))
    .where(eq(products.company_id, companyId))
    .orderBy(productImages.product_id, productImages.position);
  return {
    brands: brandRows,
    products: productRows,
    images: imageRows,
    productImages: attached.map((row) => row.product_images),
    files: storedFiles(t).filter((path) => path.startsWith(`${companyId}/`)),
  };
}

/**
 * The columns of a paid $33 UGC image campaign of one deal, with a payment row of its own
 * (no ledger entries: the campaign is only there to hold a brand, product or card).
 */
export async function storedCampaignValues(
  t: TestServer,
  companyId: number,
  brandId: number,
  extra: Partial<typeof campaigns.$inferInsert> = {},
): Promise<typeof campaigns.$inferInsert> {
  const [payment] = await t.db
    .insert(ledgerTransactions)
    .values({
      company_id: companyId,
      kind: 'payment',
      idempotency_key: `test-${randomUUID()}`,
      description: { key: 'ledger:refund', values: {} },
      amount_cents: 33_00,
      method: 'wallet',
    })
    .returning();
  return {
    company_id: companyId,
    brand_id: brandId,
    name: 'Spring launch',
    type: 'ugc_image',
    delivery_type: 'shipping',
    number_of_deals: 1,
    creator_tier: 'basic',
    creator_category: 'beauty',
    content_brief: 'Show the product in daylight',
    content_format: 'portrait',
    ages: ['18-24'],
    genders: ['female'],
    ethnicities: ['asian'],
    payment_method: 'wallet',
    cost_lines: [{ kind: 'total', amountCents: 33_00 }],
    total_cents: 33_00,
    payment_transaction_id: payment!.id,
    ...extra,
  };
}

/** A campaign of the company using `brandId` and, optionally, products (inserted directly). */
export async function insertCampaign(
  t: TestServer,
  companyId: number,
  brandId: string,
  productIds: string[] = [],
): Promise<number> {
  const [campaign] = await t.db
    .insert(campaigns)
    .values(await storedCampaignValues(t, companyId, Number(brandId)))
    .returning();
  if (productIds.length > 0) {
    await t.db
      .insert(campaignProducts)
      .values(productIds.map((id) => ({ campaign_id: campaign!.id, product_id: Number(id) })));
  }
  return campaign!.id;
}
