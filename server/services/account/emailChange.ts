import { eq } from 'drizzle-orm';
import { changeEmailRequestSchema, updateEmailSchema } from '../../../domain/account/schema';
import { revokeSessions } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import type { AccountRole, CompanyRow } from '../../db/schema/account';
import type { OutgoingMail } from '../../mail/mailer';
import { changeEmailLink, changeEmailMail, signupAttemptMail } from '../../mail/templates';
import { findCompanyByEmail, findCompanyById, normalizeEmail } from '../companies';
import { commitThenMail, SUCCESS, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { personalNotice } from '../notifications/recipients';
import { ServiceError } from '../errors';
import { translatorOf } from './language';
import { consumeLink, createLink, findUsableLink, voidLinks } from './links';
import { checkCurrentPassword, openSession } from './login';
import type { AuthResult } from './login';

/**
 * Mails the confirmation link to the new address; nothing changes until it is opened.
 * When another account already uses that address, its owner gets a notice instead, and
 * the caller the same answer: a signed-in user cannot probe which e-mails have accounts.
 */
export async function startEmailChange(
  env: ServiceEnv,
  tx: Database,
  company: CompanyRow,
  newEmail: string,
  mails: OutgoingMail[],
): Promise<void> {
  const owner = await findCompanyByEmail(tx, newEmail);
  if (owner) {
    const t = translatorOf(owner, env.t);
    mails.push(signupAttemptMail(t, newEmail, env.config.publicUrl, owner.role));
    return;
  }
  const token = await createLink(tx, env.services.now(), company.id, 'change_email', newEmail);
  const link = changeEmailLink(env.config.publicUrl, token, company.email, company.role);
  mails.push(changeEmailMail(env.t, { oldEmail: company.email, newEmail, link }));
}

export function notYourEmail(): ServiceError {
  return new ServiceError('NOT_YOUR_EMAIL', 'errors:notYourEmail', {
    fields: { email: { key: 'errors:notYourEmail', values: {} } },
  });
}

/**
 * CompanyRequestToChangeEmail and CreatorRequestToChangeEmail: current e-mail and
 * password, then a link to the new one (the session decides whose account it is).
 */
export async function requestEmailChange(
  env: ServiceEnv,
  companyId: number,
  args: { email: string; new_email: string; password: string },
): Promise<StatusMessage> {
  const input = await validated(changeEmailRequestSchema, args);
  const company = await findCompanyById(env.db, companyId);
  if (!company) throw new ServiceError('NOT_FOUND', 'errors:notFound');
  if (normalizeEmail(input.email) !== company.email) throw notYourEmail();
  const newEmail = normalizeEmail(input.new_email);
  if (newEmail === company.email) {
    throw new ServiceError('BAD_USER_INPUT', 'errors:badInput', {
      fields: { new_email: { key: 'validation:newEmailSameAsCurrent', values: {} } },
    });
  }
  await checkCurrentPassword(env, company, input.password);
  return commitThenMail(env, async (tx, mails) => {
    await startEmailChange(env, tx, company, newEmail, mails);
    return success(env, 'messages:changeEmailRequested');
  });
}

/**
 * CompanyUpdateEmail and CreatorUpdateEmail: opened from the link in the new mailbox
 * (possibly logged out, hence a guest operation). Needs the account's password. The new
 * address becomes the login, counts as verified, every session is revoked and a fresh one
 * of `role` is returned; a link of the other role's account is LINK_INVALID.
 */
export async function updateEmail(
  env: ServiceEnv,
  args: { password: string; token: string; old_email: string },
  role: AccountRole,
): Promise<AuthResult> {
  const input = await validated(updateEmailSchema, args);
  const now = env.services.now();
  const link = await findUsableLink(env.db, now, input.token, 'change_email');
  const company = await findCompanyById(env.db, link.company_id);
  if (
    !company ||
    company.role !== role ||
    company.email !== normalizeEmail(input.old_email) ||
    !link.new_email
  ) {
    throw new ServiceError('LINK_INVALID', 'errors:linkInvalid');
  }
  await checkCurrentPassword(env, company, input.password);
  const newEmail = link.new_email;

  const companyId = await commitThenMail(env, async (tx, _mails, notices) => {
    await consumeLink(tx, now, link);
    if (await findCompanyByEmail(tx, newEmail)) {
      return new ServiceError('EMAIL_TAKEN', 'errors:emailTaken');
    }
    await voidLinks(tx, now, company.id, 'change_email');
    await tx
      .update(companies)
      .set({ email: newEmail, has_verified_email: true })
      .where(eq(companies.id, company.id));
    await revokeSessions(tx, company.id);
    notices.push(await personalNotice(tx, company.id, env.t('messages:emailChanged')));
    return company.id;
  });
  env.services.sessions.revoked(companyId);
  return { status: SUCCESS, authorization: await openSession(env, { id: companyId }, role) };
}
