import { eq, sql } from 'drizzle-orm';
import { IMAGE_QUOTA_BYTES, IMAGE_QUOTA_LABEL } from '../../../domain/images/rules';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { images } from '../../db/schema/images';
import { ServiceError } from '../errors';

/** An upload that would take the company's images past IMAGE_QUOTA_BYTES. */
export function quotaExceeded(): ServiceError {
  const message = { key: 'images:errors.quotaExceeded', values: { quota: IMAGE_QUOTA_LABEL } };
  return new ServiceError('IMAGE_QUOTA_EXCEEDED', message.key, {
    values: message.values,
    fields: { file: message },
  });
}

/** The bytes the company's images take now. */
export async function storedBytes(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string | number>`coalesce(sum(${images.size}), 0)` })
    .from(images)
    .where(eq(images.company_id, companyId));
  return Number(row?.used ?? 0);
}

/**
 * Inside the upload's transaction: locks the company's row, so that its uploads pass this
 * point one at a time and the sum stays exact however many run in parallel, then refuses
 * `size` more bytes past the quota. False when the company no longer exists.
 */
export async function reserveQuota(
  tx: Database,
  companyId: number,
  size: number,
): Promise<boolean> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return false;
  if ((await storedBytes(tx, companyId)) + size > IMAGE_QUOTA_BYTES) throw quotaExceeded();
  return true;
}
