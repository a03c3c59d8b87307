import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isPgError, UNIQUE_VIOLATION } from '../db/errors';
import { companies } from '../db/schema/account';
import { companyMembers } from '../db/schema/teams';
import type { CompanyRow, NewCompanyRow } from '../db/schema/account';

/** E-mail addresses are compared and stored lower-case (the column has a CHECK for it). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findCompanyById(db: Database, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function findCompanyByEmail(db: Database, email: string): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`A company with e-mail ${email} already exists`);
    this.name = 'DuplicateEmailError';
  }
}

/**
 * Inserts an account. A taken e-mail becomes DuplicateEmailError, whether the check sees
 * it or a concurrent insert wins on the unique index. A company account (role company) is
 * a company with its person as owner (docs/product.md#brand-teams), unless `person` says
 * it is only a person joining another company by invitation.
 */
export async function createCompany(
  db: Database,
  values: Omit<NewCompanyRow, 'id' | 'created_at'>,
  { person = false }: { person?: boolean } = {},
): Promise<CompanyRow> {
  const email = normalizeEmail(values.email);
  if (await findCompanyByEmail(db, email)) throw new DuplicateEmailError(email);
  try {
    const [row] = await db
      .insert(companies)
      .values({ ...values, email })
      .returning();
    if (!row) throw new Error('INSERT … RETURNING returned no row');
    if (row.role === 'company' && !person) {
      await db.insert(companyMembers).values({
        company_id: row.id,
        account_id: row.id,
        role: 'owner',
        joined_at: row.created_at,
      });
    }
    return row;
  } catch (error) {
    if (isPgError(error, UNIQUE_VIOLATION)) throw new DuplicateEmailError(email);
    throw error;
  }
}
