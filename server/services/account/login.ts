import { eq } from 'drizzle-orm';
import { loginSchema } from '../../../features/account/schema';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../auth/passwords';
import type { ScryptParams } from '../../auth/passwords';
import { issueSession, revokeSession } from '../../auth/tokens';
import type { Authorization } from '../../auth/tokens';
import { companies } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { findCompanyByEmail, normalizeEmail } from '../companies';
import { SUCCESS, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError, wrongPassword } from '../errors';
import { accountKey, assertNotLocked, clearFailures, loginKeys, recordFailure } from './throttle';

export interface AuthResult {
  status: string;
  authorization: Authorization;
}

/** Password check that costs the same whether or not there is an account (or a hash). */
export async function passwordMatches(
  company: Pick<CompanyRow, 'password_hash'> | null,
  password: string,
  params: ScryptParams,
): Promise<boolean> {
  if (!company?.password_hash) {
    await burnPasswordCheck(password, params);
    return false;
  }
  return verifyPassword(password, company.password_hash);
}

/**
 * Checks e-mail and password under the login throttle: refused while the account or the
 * client address is locked out; a failure counts against both. Shared by CompanyLogin
 * and CompanyUpdateEmail (which also proves knowledge of the password).
 */
export async function authenticate(
  env: ServiceEnv,
  email: string,
  password: string,
): Promise<CompanyRow> {
  const normalized = normalizeEmail(email);
  const keys = loginKeys(normalized, env.clientAddress);
  await assertNotLocked(env.db, keys, env.services.now());

  const company = await findCompanyByEmail(env.db, normalized);
  if (!company || !(await passwordMatches(company, password, env.services.passwordHashing))) {
    await recordFailure(env.db, keys, env.services.now());
    throw new ServiceError('INVALID_CREDENTIALS', 'errors:invalidCredentials');
  }
  await clearFailures(env.db, accountKey(normalized));

  // Hashes made with older (cheaper) parameters are upgraded while we know the password.
  if (company.password_hash && needsRehash(company.password_hash, env.services.passwordHashing)) {
    const upgraded = await hashPassword(password, env.services.passwordHashing);
    await env.db
      .update(companies)
      .set({ password_hash: upgraded })
      .where(eq(companies.id, company.id));
  }
  return company;
}

/** CompanyLogin: a new session for a right e-mail and password. */
export async function companyLogin(
  env: ServiceEnv,
  args: { email: string; password: string },
): Promise<AuthResult> {
  const input = await validated(loginSchema, args);
  const company = await authenticate(env, input.email, input.password);
  // Sessions follow the real clock: verifySession checks them against it.
  const authorization = await issueSession(env.db, env.config.jwtSecret, company.id);
  return { status: SUCCESS, authorization };
}

/** CompanyLogout: revokes the session the request came with (other devices stay). */
export async function companyLogout(
  env: ServiceEnv,
  companyId: number,
  sessionId: string,
): Promise<StatusMessage> {
  await revokeSession(env.db, sessionId);
  env.services.sessions.revoked(companyId);
  return success(env, 'messages:loggedOut');
}

/**
 * The current password of a signed-in company, for changes that need it (new password,
 * new e-mail). Throttled like a login, so a stolen session cannot guess the password.
 */
export async function checkCurrentPassword(
  env: ServiceEnv,
  company: CompanyRow,
  password: string,
): Promise<void> {
  const keys = loginKeys(company.email, env.clientAddress);
  await assertNotLocked(env.db, keys, env.services.now());
  if (!(await passwordMatches(company, password, env.services.passwordHashing))) {
    await recordFailure(env.db, keys, env.services.now());
    throw wrongPassword();
  }
}
