import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema/images';
import type { ImageRow } from '../../db/schema/images';
import { fieldError } from '../errors';

/** The shape of every image id (128 random bits, base64url). */
const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Whether `id` can be an image's id at all: anything else is unknown without asking the
 * database (which refuses some strings outright, such as one holding a NUL byte).
 */
export function isImageId(id: string): boolean {
  return IMAGE_ID.test(id);
}

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
  if (!ids.every(isImageId)) throw fieldError(field, 'errors:imageNotFound');
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.company_id, companyId), inArray(images.id, unique)));
  if (found.length !== unique.length) throw fieldError(field, 'errors:imageNotFound');
}
