import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { fieldError } from '../errors';

/** An image by id, whoever owns it: the id is the capability of GET /v1/images/:id. */
export async function findImage(db: Database, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}

/**
 * Checks that every id is an image of the company; another company's image is refused
 * exactly like one that does not exist, as a BAD_USER_INPUT on `field`.
 */
export async function assertOwnImages(
  db: Database,
  companyId: number,
  ids: string[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.company_id, companyId), inArray(images.id, unique)));
  if (found.length !== unique.length) throw fieldError(field, 'errors:imageNotFound');
}
