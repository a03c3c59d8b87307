import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { FOREIGN_KEY_VIOLATION, isPgError } from '../../db/errors';
import { brands } from '../../db/schema/brands';
import { images } from '../../db/schema/images';
import { productImages } from '../../db/schema/products';
import type { ServiceEnv } from '../env';
import type { ServiceError } from '../errors';

/**
 * Deletes those of the company's images `ids` that no brand logo and no product uses any
 * more, and returns their storage keys (the files go after the commit).
 * The rows are locked first, and the references checked by a later statement: a
 * concurrent transaction attaching one of them either commits first (and is seen here, so
 * the image stays) or waits for this one and then fails on its foreign key.
 */
async function deleteUnreferencedImages(
  tx: Database,
  companyId: number,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const mine = and(eq(images.company_id, companyId), inArray(images.id, [...new Set(ids)]));
  await tx.select({ id: images.id }).from(images).where(mine).for('update');
  const deleted = await tx
    .delete(images)
    .where(
      and(
        mine,
        sql`not exists (select 1 from ${brands} where ${brands.logo_image_id} = ${images.id})`,
        sql`not exists (select 1 from ${productImages} where ${productImages.image_id} = ${images.id})`,
      ),
    )
    .returning({ key: images.storage_key });
  return deleted.map((row) => row.key);
}

/** Removes stored files after their rows are gone; a leftover file is only logged. */
export async function removeStoredFiles(env: ServiceEnv, keys: string[]): Promise<void> {
  for (const key of keys) {
    await env.services.storage.delete(key).catch((error: unknown) => {
      env.log.warn({ err: error }, 'could not remove a stored image');
    });
  }
}

/**
 * Runs `work` in one transaction. The image ids it pushes to `released` (a replaced logo,
 * removed product images, those of a deleted brand or product) are deleted in the same
 * transaction when nothing references them any more, and their files after the commit.
 */
export async function commitThenReleaseImages<T>(
  env: ServiceEnv,
  companyId: number,
  work: (tx: Database, released: string[]) => Promise<T>,
): Promise<T> {
  let keys: string[] = [];
  const result = await env.db.transaction(async (tx) => {
    const released: string[] = [];
    const value = await work(tx, released);
    keys = await deleteUnreferencedImages(tx, companyId, released);
    return value;
  });
  await removeStoredFiles(env, keys);
  return result;
}

/**
 * A delete (BrandDelete, ProductDelete) under commitThenReleaseImages. `work` refuses with
 * `inUse` what a campaign uses; a campaign added meanwhile makes the delete fail on the
 * campaign's foreign key (NO ACTION), which is the same refusal.
 */
export async function deleteUnlessInUse(
  env: ServiceEnv,
  companyId: number,
  inUse: () => ServiceError,
  work: (tx: Database, released: string[]) => Promise<void>,
): Promise<void> {
  await commitThenReleaseImages(env, companyId, work).catch((error: unknown) => {
    if (isPgError(error, FOREIGN_KEY_VIOLATION)) throw inUse();
    throw error;
  });
}
