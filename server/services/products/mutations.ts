import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productImages, products } from '../../db/schema/products';
import type { ProductRow } from '../../db/schema/products';
import { success } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { commitThenReleaseImages, deleteUnlessInUse } from '../images/release';
import { productFields, raceOnReferences } from './input';
import type { ProductArgs } from './input';
import { findOwned } from '../shared/owned';
import { productImageIds, productNotFound, productViews } from './view';
import type { ProductView } from './view';

async function attachImages(tx: Database, productId: number, imageIds: string[]) {
  if (imageIds.length === 0) return;
  await tx
    .insert(productImages)
    .values(
      imageIds.map((imageId, position) => ({ product_id: productId, image_id: imageId, position })),
    );
}

async function viewOf(tx: Database, row: ProductRow): Promise<ProductView> {
  const [view] = await productViews(tx, [row]);
  return view!;
}

/** ProductCreate. */
export async function createProduct(
  env: ServiceEnv,
  companyId: number,
  args: ProductArgs,
): Promise<ProductView> {
  const { columns, imageIds } = await productFields(env, companyId, args);
  const now = env.services.now();
  return env.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...columns, company_id: companyId, created_at: now, updated_at: now })
        .returning();
      await attachImages(tx, row!.id, imageIds);
      return viewOf(tx, row!);
    })
    .catch(raceOnReferences);
}

/** ProductUpdate: replaces every field and the image list; images taken out are deleted. */
export async function updateProduct(
  env: ServiceEnv,
  companyId: number,
  args: ProductArgs & { id: string },
): Promise<ProductView> {
  const { columns, imageIds } = await productFields(env, companyId, args);
  return commitThenReleaseImages(env, companyId, async (tx, released) => {
    const product = await findOwned(tx, products, companyId, args.id, { lock: true });
    if (!product) throw productNotFound();
    const before = await productImageIds(tx, product.id);
    released.push(...before.filter((id) => !imageIds.includes(id)));
    const [row] = await tx
      .update(products)
      .set({ ...columns, updated_at: env.services.now() })
      .where(eq(products.id, product.id))
      .returning();
    await tx.delete(productImages).where(eq(productImages.product_id, product.id));
    await attachImages(tx, product.id, imageIds);
    return viewOf(tx, row!);
  }).catch(raceOnReferences);
}

const inUse = () => new ServiceError('IN_USE', 'errors:productInUse');

/**
 * ProductDelete: the product and its images go. Refused (IN_USE) while a campaign uses it.
 */
export async function deleteProduct(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<StatusMessage> {
  await deleteUnlessInUse(env, companyId, inUse, async (tx, released) => {
    const product = await findOwned(tx, products, companyId, id, { lock: true });
    if (!product) throw productNotFound();
    const [view] = await productViews(tx, [product]);
    if (view!.inUse) throw inUse();
    released.push(...view!.images.map((image) => image.id));
    await tx
      .delete(products)
      .where(and(eq(products.id, product.id), eq(products.company_id, companyId)));
  });
  return success(env, 'messages:productDeleted');
}
