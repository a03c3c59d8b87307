import { eq } from 'drizzle-orm';
import { RESET_MAIL_INTERVAL_MS } from '../../../domain/account/rules';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../domain/account/schema';
import { hashPassword } from '../../auth/passwords';
import { revokeSessions } from '../../auth/tokens';
import { companies } from '../../db/schema/account';
import { resetPasswordLink, resetPasswordMail } from '../../mail/templates';
import { findCompanyByEmail, findCompanyById, normalizeEmail } from '../companies';
import { commitThenMail, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { consumeLink, createLink, findUsableLink, lastLinkCreatedAt, voidLinks } from './links';
import { accountKey, clearFailures } from './throttle';

/**
 * RequestResetPassword, for the account role `type` names (company by default). The
 * answer is the same whether or not the e-mail has an account of that role (no existence
 * leak). A second request within a minute sends no second mail, so the
 * endpoint cannot be used to flood someone's inbox.
 */
export async function requestPasswordReset(
  env: ServiceEnv,
  args: { email: string; type?: string | null },
): Promise<StatusMessage> {
  const input = await validated(forgotPasswordSchema, args);
  const email = normalizeEmail(input.email);
  return commitThenMail(env, async (tx, mails) => {
    const company = await findCompanyByEmail(tx, email);
    // An account of the other role does not log in where this was asked: nothing is sent,
    // as for no account.
    if (company?.role !== input.type) return success(env, 'messages:resetRequested');
    const now = env.services.now();
    const last = await lastLinkCreatedAt(tx, company.id, 'reset_password');
    if (last && now.getTime() - last.getTime() < RESET_MAIL_INTERVAL_MS) {
      return success(env, 'messages:resetRequested');
    }
    const token = await createLink(tx, now, company.id, 'reset_password');
    const link = resetPasswordLink(env.config.publicUrl, token, company.email, company.role);
    mails.push(resetPasswordMail(env.t, company.email, link));
    return success(env, 'messages:resetRequested');
  });
}

/**
 * ResetPasswordMutation: a new password through a reset link, for either role (the link
 * names the account). Every session of the account is revoked (whoever knew the old password is out), and the e-mail counts as
 * verified: the link was opened from that mailbox.
 */
export async function resetPassword(
  env: ServiceEnv,
  args: { email: string; token: string; password: string; password_confirmation: string },
): Promise<StatusMessage> {
  const input = await validated(resetPasswordSchema, args);
  const now = env.services.now();
  // Checked before hashing, so a dead link answers at once.
  const link = await findUsableLink(env.db, now, input.token, 'reset_password');
  const passwordHash = await hashPassword(input.password, env.services.passwordHashing);

  const companyId = await commitThenMail(env, async (tx) => {
    const company = await findCompanyById(tx, link.company_id);
    if (!company || company.email !== normalizeEmail(input.email)) {
      throw new ServiceError('LINK_INVALID', 'errors:linkInvalid');
    }
    await consumeLink(tx, now, link);
    await voidLinks(tx, now, company.id, 'reset_password');
    await tx
      .update(companies)
      .set({ password_hash: passwordHash, has_verified_email: true })
      .where(eq(companies.id, company.id));
    await revokeSessions(tx, company.id);
    // A locked-out owner who proved access to the mailbox may log in at once.
    await clearFailures(tx, accountKey(company.email));
    return company.id;
  });
  env.services.sessions.revoked(companyId);
  return success(env, 'messages:passwordReset');
}
