import { signupSchema } from '../../../domain/account/schema';
import { hashPassword } from '../../auth/passwords';
import type { AccountRole } from '../../db/schema/account';
import type { Locale } from '../../i18n';
import { signupAttemptMail } from '../../mail/templates';
import {
  createCompany,
  DuplicateEmailError,
  findCompanyByEmail,
  normalizeEmail,
} from '../companies';
import { commitThenMail, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { translatorOf } from './language';
import { releaseSignUp, reserveSignUp } from './signupThrottle';
import { issueVerificationCode } from './verification';

/**
 * CompanyCreate and CreatorCreate. A new e-mail gets an account of `role` (unverified, not
 * onboarded) and a verification code. An e-mail that already has an account, of either
 * role, gets the very same answer, and its owner a mail saying someone tried: the API
 * never tells who has an account. Every valid sign-up, of either kind, counts against the
 * client address's sign-ups (docs/product.md#sign-up-throttling) before any work. The new
 * account keeps `locale`, the request's language.
 */
export async function signUp(
  env: ServiceEnv,
  args: { email: string; password: string },
  role: AccountRole,
  locale: Locale,
): Promise<StatusMessage> {
  const input = await validated(signupSchema, args);
  const email = normalizeEmail(input.email);
  await reserveSignUp(env.db, env.clientAddress, env.services.now());
  try {
    // Hashed before the transaction (it takes a while), and in both cases so the answer
    // takes as long for a taken e-mail as for a new one.
    const passwordHash = await hashPassword(input.password, env.services.passwordHashing);
    const account = { email, passwordHash, role, locale };
    try {
      return await register(env, account);
    } catch (error) {
      // Two sign-ups for one e-mail at the same moment: one got in (seen by the check or
      // by the unique index); the other gets the same answer as everyone else, and the
      // owner the notice, by retrying once the winner has committed.
      if (error instanceof DuplicateEmailError) return await register(env, account);
      throw error;
    }
  } catch (error) {
    // A failure on our side is not the client's sign-up: its place is given back.
    await releaseSignUp(env.db, env.clientAddress);
    throw error;
  }
}

interface NewAccount {
  email: string;
  passwordHash: string;
  role: AccountRole;
  locale: Locale;
}

function register(
  env: ServiceEnv,
  { email, passwordHash, role, locale }: NewAccount,
): Promise<StatusMessage> {
  return commitThenMail(env, async (tx, mails) => {
    const existing = await findCompanyByEmail(tx, email);
    if (existing) {
      // Its links lead to the app of the account that exists, whoever tried.
      const t = translatorOf(existing, env.t);
      mails.push(signupAttemptMail(t, email, env.config.publicUrl, existing.role));
      return success(env, 'messages:signupDone');
    }
    // A concurrent sign-up for the same e-mail loses here with DuplicateEmailError.
    const company = await createCompany(tx, { email, password_hash: passwordHash, role, locale });
    await issueVerificationCode(env, tx, company, mails, { throttle: false });
    return success(env, 'messages:signupDone');
  });
}
