import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { brands } from '@/server/db/schema/brands';
import { campaignProducts, campaigns } from '@/server/db/schema/campaigns';
import { images } from '@/server/db/schema/images';
import { productImages, products } from '@/server/db/schema/products';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

const IMAGE = 'id url content_type size created_at';
const BRAND = `id name description logo { ${IMAGE} } products_count in_use created_at updated_at`;
const PRODUCT = `id name price link description category images { ${IMAGE} } in_use
  created_at updated_at brand { id name products_count in_use }`;
const PAGE = 'page_info { has_next_page end_cursor } total_count';

/** The brands and products operations, as a client would write them. */
export const CATALOG_OPS = {
  brands: `query Brands($first: Int, $after: String) {
    Brands(first: $first, after: $after) { nodes { ${BRAND} } ${PAGE} } }`,
  brand: `query Brand($id: ID!) { Brand(id: $id) { ${BRAND} } }`,
  brandCreate: `mutation BrandCreate($name: String!, $description: String!, $logo_image_id: ID) {
    BrandCreate(name: $name, description: $description, logo_image_id: $logo_image_id) {
      ${BRAND} } }`,
  brandUpdate: `mutation BrandUpdate($id: ID!, $name: String!, $description: String!,
      $logo_image_id: ID) {
    BrandUpdate(id: $id, name: $name, description: $description, logo_image_id: $logo_image_id) {
      ${BRAND} } }`,
  brandDelete: `mutation BrandDelete($id: ID!) { BrandDelete(id: $id) { status message } }`,
  products: `query Products($first: Int, $after: String, $brand_id: ID, $category: ProductCategory,
      $search: String, $sort: ProductSort) {
    Products(first: $first, after: $after, brand_id: $brand_id, category: $category,
      search: $search, sort: $sort) { nodes { ${PRODUCT} } ${PAGE} } }`,
  product: `query Product($id: ID!) { Product(id: $id) { ${PRODUCT} } }`,
  productCreate: `mutation ProductCreate($brand_id: ID!, $name: String!, $price: Int!,
      $link: String!, $description: String!, $category: ProductCategory!, $image_ids: [ID!]) {
    ProductCreate(brand_id: $brand_id, name: $name, price: $price, link: $link,
      description: $description, category: $category, image_ids: $image_ids) { ${PRODUCT} } }`,
  productUpdate: `mutation ProductUpdate($id: ID!, $brand_id: ID!, $name: String!, $price: Int!,
      $link: String!, $description: String!, $category: ProductCategory!, $image_ids: [ID!]) {
    ProductUpdate(id: $id, brand_id: $brand_id, name: $name, price: $price, link: $link,
      description: $description, category: $category, image_ids: $image_ids) { ${PRODUCT} } }`,
  productDelete: `mutation ProductDelete($id: ID!) { ProductDelete(id: $id) { status message } }`,
  imageUpload: `mutation ImageUpload($file: File!) { ImageUpload(file: $file) { ${IMAGE} } }`,
} as const;

export type CatalogOp = keyof typeof CATALOG_OPS;

export interface ImageData {
  id: string;
  url: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface BrandData {
  id: string;
  name: string;
  description: string;
  logo: ImageData | null;
  products_count: number;
  in_use: boolean;
  created_at: string;
  updated_at: string;
}

export interface ProductData {
  id: string;
  name: string;
  price: number;
  link: string;
  description: string;
  category: string;
  images: ImageData[];
  in_use: boolean;
  created_at: string;
  updated_at: string;
  brand: Pick<BrandData, 'id' | 'name' | 'products_count' | 'in_use'>;
}

export interface Connection<T> {
  nodes: T[];
  page_info: { has_next_page: boolean; end_cursor: string | null };
  total_count: number;
}

/** Runs a catalog operation on /v1/j as the session `token`, optionally in `locale`. */
export function catalog<T = Record<string, unknown>>(
  t: TestServer,
  token: string,
  op: CatalogOp,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<T>> {
  return postGraphql<T>(`${t.url}/v1/j`, CATALOG_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

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

export async function createBrand(
  t: TestServer,
  token: string,
  values: Record<string, unknown> = {},
): Promise<BrandData> {
  const response = await catalog<{ BrandCreate: BrandData }>(
    t,
    token,
    'brandCreate',
    brandInput(values),
  );
  return dataOf(response).BrandCreate;
}

export async function createProduct(
  t: TestServer,
  token: string,
  brandId: string,
  values: Record<string, unknown> = {},
): Promise<ProductData> {
  const response = await catalog<{ ProductCreate: ProductData }>(
    t,
    token,
    'productCreate',
    productInput(brandId, values),
  );
  return dataOf(response).ProductCreate;
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
): Promise<GraphqlResponse<{ ImageUpload: ImageData }>> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: CATALOG_OPS.imageUpload, variables: { file: null } }),
  );
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
): Promise<ImageData> {
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

/** A campaign of the company using `brandId` and, optionally, products (inserted directly). */
export async function insertCampaign(
  t: TestServer,
  companyId: number,
  brandId: string,
  productIds: string[] = [],
): Promise<number> {
  const [campaign] = await t.db
    .insert(campaigns)
    .values({ company_id: companyId, brand_id: Number(brandId), name: 'Spring launch' })
    .returning();
  if (productIds.length > 0) {
    await t.db
      .insert(campaignProducts)
      .values(productIds.map((id) => ({ campaign_id: campaign!.id, product_id: Number(id) })));
  }
  return campaign!.id;
}
