/**
 * What deleting an account of either role does to the account itself
 * (docs/product.md#account-data): the row stays, so every reference to it holds, but
 * nobody can log in with it, be mailed at it, or find who it was.
 */
import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountLinks, companies, sessions, verificationCodes } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { notifications } from '../../db/schema/notifications';
import { companyMembers, teamInvitations } from '../../db/schema/teams';
import { ServiceError } from '../errors';
import { accountKey, clearFailures } from './throttle';

/**
 * A login no one can use or receive mail at: unique (the id, and random bits so it cannot
 * be taken beforehand by signing up), under .invalid, a domain reserved never to exist.
 */
const anonymousEmail = (accountId: number) =>
  `deleted-${accountId}-${randomBytes(8).toString('hex')}@deleted.invalid`;

/** The account's row, locked for its deletion; NOT_FOUND when it is gone already. */
export async function lockAccountForDeletion(tx: Database, accountId: number): Promise<CompanyRow> {
  const [account] = await tx
    .select()
    .from(companies)
    .where(eq(companies.id, accountId))
    .for('update');
  if (!account || account.deleted_at) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  return account;
}

/**
 * Erases who the account is (names, e-mail, phone, picture, its password), its login
 * failures, sessions, codes, links and notifications.
 */
export async function eraseAccount(tx: Database, account: CompanyRow, now: Date): Promise<void> {
  await clearFailures(tx, accountKey(account.email));
  await tx
    .update(companies)
    .set({
      email: anonymousEmail(account.id),
      first_name: null,
      last_name: null,
      phone: null,
      area_code: null,
      company_name: null,
      profile_picture_image: null,
      password_hash: null,
      deleted_at: now,
    })
    .where(eq(companies.id, account.id));
  for (const table of [sessions, verificationCodes, accountLinks, notifications]) {
    await tx.delete(table).where(eq(table.company_id, account.id));
  }
  // The person's sessions in other companies, and their places in every company.
  await tx.delete(sessions).where(eq(sessions.account_id, account.id));
  await tx
    .delete(companyMembers)
    .where(
      or(eq(companyMembers.company_id, account.id), eq(companyMembers.account_id, account.id)),
    );
  await tx.delete(teamInvitations).where(eq(teamInvitations.company_id, account.id));
}
