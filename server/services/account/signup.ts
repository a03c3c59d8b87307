import { signupSchema } from '../../../domain/account/schema';
import { hashPassword } from '../../auth/passwords';
import { signupAttemptMail } from '../../mail/templates';
import {
  createCompany,
  DuplicateEmailError,
  findCompanyByEmail,
  normalizeEmail,
} from '../companies';
import { commitThenMail, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { issueVerificationCode } from './verification';

/**
 * CompanyCreate. A new e-mail gets an account (unverified, not onboarded) and a
 * verification code. An e-mail that already has an account gets the very same answer,
 * and its owner a mail saying someone tried: the API never tells who has an account.
 */
export async function companyCreate(
  env: ServiceEnv,
  args: { email: string; password: string },
): Promise<StatusMessage> {
  const input = await validated(signupSchema, args);
  const email = normalizeEmail(input.email);
  // Hashed before the transaction (it takes a while), and in both cases so the answer
  // takes as long for a taken e-mail as for a new one.
  const passwordHash = await hashPassword(input.password, env.services.passwordHashing);

  try {
    return await register(env, email, passwordHash);
  } catch (error) {
    // Two sign-ups for one e-mail at the same moment: one got in (seen by the check or
    // by the unique index); the other gets the same answer as everyone else, and the
    // owner the notice, by retrying once the winner has committed.
    if (error instanceof DuplicateEmailError) return register(env, email, passwordHash);
    throw error;
  }
}

function register(env: ServiceEnv, email: string, passwordHash: string): Promise<StatusMessage> {
  return commitThenMail(env, async (tx, mails) => {
    if (await findCompanyByEmail(tx, email)) {
      mails.push(signupAttemptMail(env.t, email, env.config.publicUrl));
      return success(env, 'messages:signupDone');
    }
    // A concurrent sign-up for the same e-mail loses here with DuplicateEmailError.
    const company = await createCompany(tx, { email, password_hash: passwordHash });
    await issueVerificationCode(env, tx, company, mails, { throttle: false });
    return success(env, 'messages:signupDone');
  });
}
