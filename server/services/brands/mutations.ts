import { and, eq, inArray } from 'drizzle-orm';
import { brandSchema } from '../../../domain/brands/schema';
import type { Database } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors';
import { BRAND_NAME_UNIQUE, brands } from '../../db/schema/brands';
import { productImages, products } from '../../db/schema/products';
import { success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { fieldError, ServiceError } from '../errors';
import { assertOwnImages } from '../images/lookup';
import { commitThenReleaseImages, deleteUnlessInUse } from '../images/release';
import { findOwned } from '../shared/owned';
import { brandNotFound, brandsInUse, brandViews } from './view';
import type { BrandView } from './view';

export interface BrandArgs {
  name: string;
  description: string;
  logo_image_id?: string | null;
}

const logoNotFound = () => fieldError('logo_image_id', 'errors:imageNotFound');

/** Validated fields of BrandCreate / BrandUpdate; the logo must be the company's image. */
async function brandFields(env: ServiceEnv, companyId: number, args: BrandArgs) {
  const input = await validated(brandSchema, args);
  const logoId = input.logo_image_id || null;
  if (logoId) await assertOwnImages(env.db, companyId, [logoId], 'logo_image_id');
  // `!`: required by the schema (lengthBetween's type loses that).
  return { name: input.name, description: input.description, logo_image_id: logoId };
}

/**
 * What the database refused of a brand's write: the logo was deleted between the check and
 * the write (a concurrent replacement), or another brand of the company has the name
 * (checked by the unique index alone, so two concurrent saves cannot both get it).
 */
function refusedWrite(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === FOREIGN_KEY_VIOLATION) throw logoNotFound();
  if (pg?.code === UNIQUE_VIOLATION && pg.constraint === BRAND_NAME_UNIQUE) {
    throw fieldError('name', 'errors:brandNameTaken');
  }
  throw error;
}

async function viewOf(tx: Database, row: typeof brands.$inferSelect): Promise<BrandView> {
  const [view] = await brandViews(tx, [row]);
  return view!;
}

/** BrandCreate. */
export async function createBrand(
  env: ServiceEnv,
  companyId: number,
  args: BrandArgs,
): Promise<BrandView> {
  const fields = await brandFields(env, companyId, args);
  const now = env.services.now();
  return env.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(brands)
        .values({ ...fields, company_id: companyId, created_at: now, updated_at: now })
        .returning();
      return viewOf(tx, row!);
    })
    .catch(refusedWrite);
}

/** BrandUpdate: replaces every field; a replaced or removed logo is deleted. */
export async function updateBrand(
  env: ServiceEnv,
  companyId: number,
  args: BrandArgs & { id: string },
): Promise<BrandView> {
  const fields = await brandFields(env, companyId, args);
  return commitThenReleaseImages(env, companyId, async (tx, released) => {
    const brand = await findOwned(tx, brands, companyId, args.id, { lock: true });
    if (!brand) throw brandNotFound();
    if (brand.logo_image_id && brand.logo_image_id !== fields.logo_image_id) {
      released.push(brand.logo_image_id);
    }
    const [row] = await tx
      .update(brands)
      .set({ ...fields, updated_at: env.services.now() })
      .where(eq(brands.id, brand.id))
      .returning();
    return viewOf(tx, row!);
  }).catch(refusedWrite);
}

const inUse = () => new ServiceError('IN_USE', 'errors:brandInUse');

/**
 * BrandDelete: the brand and its products go (ON DELETE CASCADE), with their images.
 * Refused (IN_USE) while a campaign uses the brand or one of its products.
 */
export async function deleteBrand(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<StatusMessage> {
  await deleteUnlessInUse(env, companyId, inUse, async (tx, released) => {
    const brand = await findOwned(tx, brands, companyId, id, { lock: true });
    if (!brand) throw brandNotFound();
    if ((await brandsInUse(tx, [brand.id])).size > 0) throw inUse();
    if (brand.logo_image_id) released.push(brand.logo_image_id);
    const attached = await tx
      .select({ id: productImages.image_id })
      .from(productImages)
      .where(
        inArray(
          productImages.product_id,
          tx.select({ id: products.id }).from(products).where(eq(products.brand_id, brand.id)),
        ),
      );
    released.push(...attached.map((image) => image.id));
    await tx.delete(brands).where(and(eq(brands.id, brand.id), eq(brands.company_id, companyId)));
  });
  return success(env, 'messages:brandDeleted');
}
