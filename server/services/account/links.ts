import { and, desc, eq, isNull } from 'drizzle-orm';
import { LINK_TTL_MS } from '../../../domain/account/rules';
import { hashSecret, randomToken } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { accountLinks } from '../../db/schema/account';
import type { AccountLinkPurpose, AccountLinkRow } from '../../db/schema/account';
import { ServiceError } from '../errors';

/**
 * Creates a single-use link token (only its hash is stored) and voids the company's
 * earlier unused links of the same purpose: only the newest mail works. Links last
 * LINK_TTL_MS unless `ttlMs` says otherwise (an operator's set-up link).
 */
export async function createLink(
  tx: Database,
  now: Date,
  companyId: number,
  purpose: AccountLinkPurpose,
  newEmail: string | null = null,
  ttlMs: number = LINK_TTL_MS,
): Promise<string> {
  await voidLinks(tx, now, companyId, purpose);
  const token = randomToken();
  await tx.insert(accountLinks).values({
    company_id: companyId,
    purpose,
    token_hash: hashSecret(token),
    new_email: newEmail,
    created_at: now,
    expires_at: new Date(now.getTime() + ttlMs),
  });
  return token;
}

export async function voidLinks(
  tx: Database,
  now: Date,
  companyId: number,
  purpose: AccountLinkPurpose,
): Promise<void> {
  await tx
    .update(accountLinks)
    .set({ used_at: now })
    .where(
      and(
        eq(accountLinks.company_id, companyId),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.used_at),
      ),
    );
}

/** When the company's newest link of this purpose was made (for mail throttling). */
export async function lastLinkCreatedAt(
  db: Database,
  companyId: number,
  purpose: AccountLinkPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ created_at: accountLinks.created_at })
    .from(accountLinks)
    .where(and(eq(accountLinks.company_id, companyId), eq(accountLinks.purpose, purpose)))
    .orderBy(desc(accountLinks.created_at))
    .limit(1);
  return row?.created_at ?? null;
}

/** The unused, unexpired link of this token and purpose; LINK_INVALID / LINK_EXPIRED otherwise. */
export async function findUsableLink(
  db: Database,
  now: Date,
  token: string,
  purpose: AccountLinkPurpose,
): Promise<AccountLinkRow> {
  const [link] = await db
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.token_hash, hashSecret(token)), eq(accountLinks.purpose, purpose)))
    .limit(1);
  if (!link || link.used_at) throw new ServiceError('LINK_INVALID', 'errors:linkInvalid');
  if (link.expires_at.getTime() <= now.getTime()) {
    throw new ServiceError('LINK_EXPIRED', 'errors:linkExpired');
  }
  return link;
}

/**
 * Marks the link used, only if it still is unused: of two concurrent uses exactly one
 * wins, the other gets LINK_INVALID (and its transaction rolls back).
 */
export async function consumeLink(tx: Database, now: Date, link: AccountLinkRow): Promise<void> {
  const used = await tx
    .update(accountLinks)
    .set({ used_at: now })
    .where(and(eq(accountLinks.id, link.id), isNull(accountLinks.used_at)))
    .returning({ id: accountLinks.id });
  if (used.length === 0) throw new ServiceError('LINK_INVALID', 'errors:linkInvalid');
}
