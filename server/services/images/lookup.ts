import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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

/** An image row as JSON built by the database (json_build_object of `imageJson`). */
type ImageJson = Omit<ImageRow, 'created_at'> & { created_at: string };

/**
 * An image row as one JSON value, so a list's query can carry a row's images (or a brand's
 * logo) in the same statement as the row itself.
 */
export function imageJson(table: typeof images): SQL {
  return sql`json_build_object('id', ${table.id}, 'company_id', ${table.company_id},
    'content_type', ${table.content_type}, 'size', ${table.size},
    'storage_key', ${table.storage_key}, 'created_at', ${table.created_at})`;
}

/** The rows of a JSON array of `imageJson` values (a driver may hand JSON over as text). */
export function imagesFromJson(value: unknown): ImageRow[] {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as ImageJson[] | null;
  return (parsed ?? []).map((json) => ({ ...json, created_at: new Date(json.created_at) }));
}
