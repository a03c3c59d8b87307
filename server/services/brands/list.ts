import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema/brands';
import type { BrandRow } from '../../db/schema/brands';
import { pageArgsSchema } from '../../../domain/pagination';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { getOwned, listOwned } from '../shared/owned';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { brandNotFound, brandViewQuery, EVERY_BRAND_FIELD } from './view';
import type { BrandView, BrandViewNeeds } from './view';

/** The only order of Brands: newest first. */
const NEWEST = byCreation<BrandRow>(brands, 'newest', 'desc');

/** Brands: the company's brands, newest first, `first` after the cursor `after`. */
export async function listBrands(
  env: ServiceEnv,
  companyId: number,
  args: { first?: number | null; after?: string | null },
  needs: BrandViewNeeds = EVERY_BRAND_FIELD,
): Promise<Page<BrandView>> {
  await validated(pageArgsSchema, args);
  const where = eq(brands.company_id, companyId);
  return listOwned(env, brands, { ...args, where, sort: NEWEST }, brandViewQuery(needs));
}

/** Brand: one of the company's brands; NOT_FOUND for any other id. */
export async function getBrand(env: ServiceEnv, companyId: number, id: string): Promise<BrandView> {
  const query = brandViewQuery(EVERY_BRAND_FIELD);
  return getOwned(env, brands, companyId, id, brandNotFound, query);
}
