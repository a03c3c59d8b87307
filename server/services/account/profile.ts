import { eq } from 'drizzle-orm';
import { accountUpdateSchema, onboardingSchema } from '../../../domain/account/schema';
import { teamRoleReaches } from '../../../domain/teams/roles';
import type { TeamRole } from '../../../domain/teams/roles';
import { hashPassword } from '../../auth/passwords';
import { revokeSessions } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import type { CompanyRow, NewCompanyRow } from '../../db/schema/account';
import { findCompanyById, normalizeEmail } from '../companies';
import { startEmailChange } from './emailChange';
import { commitThenMail, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { teamRoleForbidden } from '../teams/errors';
import { checkCurrentPassword } from './login';

async function companyOrThrow(db: Database, companyId: number): Promise<CompanyRow> {
  const company = await findCompanyById(db, companyId);
  if (!company) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  return company;
}

/** CompanyOnboardPositionOne: the about-you step, once the e-mail is verified. */
export async function onboard(
  env: ServiceEnv,
  accountId: number,
  companyId: number,
  args: {
    company_name: string;
    first_name: string;
    last_name: string;
    phone?: string | null;
    area_code?: string | null;
  },
): Promise<StatusMessage> {
  const input = await validated(onboardingSchema, args);
  const person = await companyOrThrow(env.db, accountId);
  if (!person.has_verified_email) {
    throw new ServiceError('EMAIL_NOT_VERIFIED', 'errors:emailNotVerified');
  }
  await env.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        area_code: input.area_code || null,
        onboard_position: 1,
      })
      .where(eq(companies.id, accountId));
    // The step names the company too (the founder's: people who join one never take it).
    await tx
      .update(companies)
      .set({ company_name: input.company_name })
      .where(eq(companies.id, companyId));
  });
  return success(env, 'messages:onboarded');
}

export interface AccountUpdateArgs {
  new_email?: string | null;
  privacy?: boolean | null;
  company_name?: string | null;
  password?: string | null;
  new_password?: string | null;
  confirm_password?: string | null;
}

/** Whose account modal it is: the person, their company and their role in it. */
export interface AccountUpdater {
  accountId: number;
  companyId: number;
  sessionId: string;
  teamRole: TeamRole | null;
}

/**
 * CompanyUpdateData, the account modal: any of the company's name (owners and admins),
 * the person's privacy, a new password (current password + confirmation; the person's
 * other sessions are revoked, this one stays) and a new e-mail (current password; handled
 * like CompanyRequestToChangeEmail: a link goes to the new address and the change happens
 * when it is opened). All or nothing.
 */
export async function updateAccount(
  env: ServiceEnv,
  { accountId, companyId, sessionId, teamRole }: AccountUpdater,
  args: AccountUpdateArgs,
): Promise<StatusMessage> {
  const input = await validated(accountUpdateSchema, args);
  if (input.company_name !== undefined && !teamRoleReaches(teamRole ?? 'owner', 'admin')) {
    throw teamRoleForbidden('admin');
  }
  const company = await companyOrThrow(env.db, accountId);
  const newEmail = input.new_email ? normalizeEmail(input.new_email) : undefined;
  if (newEmail === company.email) {
    throw new ServiceError('BAD_USER_INPUT', 'errors:badInput', {
      fields: { new_email: { key: 'validation:newEmailSameAsCurrent', values: {} } },
    });
  }
  if (input.new_password || newEmail) {
    // The schema made `password` required in these cases.
    await checkCurrentPassword(env, company, input.password ?? '');
  }
  const passwordHash = input.new_password
    ? await hashPassword(input.new_password, env.services.passwordHashing)
    : undefined;

  const changes: Partial<NewCompanyRow> = {};
  if (input.privacy !== undefined) changes.privacy = input.privacy;
  if (passwordHash) changes.password_hash = passwordHash;

  const result = await commitThenMail(env, async (tx, mails) => {
    if (Object.keys(changes).length > 0) {
      await tx.update(companies).set(changes).where(eq(companies.id, accountId));
    }
    if (input.company_name !== undefined) {
      await tx
        .update(companies)
        .set({ company_name: input.company_name })
        .where(eq(companies.id, companyId));
    }
    if (passwordHash) await revokeSessions(tx, accountId, sessionId);
    if (newEmail) {
      await startEmailChange(env, tx, company, newEmail, mails);
      return success(env, 'messages:accountUpdatedEmailPending');
    }
    return success(env, 'messages:accountUpdated');
  });
  if (passwordHash) env.services.sessions.revoked(accountId);
  return result;
}
