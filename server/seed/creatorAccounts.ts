/**
 * What makes the seeded creators real accounts one can log in as (docs/product.md,
 * "Creators' accounts"): one shared demo password, and where a run that adds creators to
 * a database that has some already goes on numbering their e-mails.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { ScryptParams } from '../auth/passwords';
import type { Database } from '../db/client';
import { companies } from '../db/schema/account';
import { creatorEmail } from './creators';

export interface SeededCreatorPassword {
  password: string;
  hash: string;
}

/**
 * A random operator-readable password (16 URL-safe characters, 96 bits) and its hash,
 * computed once for every creator of the run. A hash costs about half a second of one core
 * (by design): one per account would take hours for 50,000 creators. Sharing the salt
 * gives nothing away that sharing the password does not already: they are demo accounts
 * with one printed password, and each login re-checks against the same stored hash.
 */
export async function seededCreatorPassword(params: ScryptParams): Promise<SeededCreatorPassword> {
  const password = randomBytes(12).toString('base64url');
  return { password, hash: await hashPassword(password, params) };
}

const EMAIL_PATTERN = creatorEmail(0).replace('0', '([0-9]{1,9})').replaceAll('.', '\\.');

/**
 * The 0-based position after the highest seeded creator's e-mail (`creator-<n>@…`) still
 * in use, so a further run adds new e-mails instead of colliding with the earlier ones.
 */
export async function nextCreatorPosition(db: Database): Promise<number> {
  const [row] = await db
    .select({
      last: sql<
        number | null
      >`max((substring(${companies.email} from ${`^${EMAIL_PATTERN}$`}))::int)`,
    })
    .from(companies);
  return Number(row?.last ?? 0);
}
