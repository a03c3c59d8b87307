import { eq } from 'drizzle-orm';
import { loginRules } from '../../../domain/account/loginRules';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../auth/passwords';
import { issueSession, revokeSession } from '../../auth/tokens';
import type { Authorization } from '../../auth/tokens';
import { companies } from '../../db/schema/account';
import type { AccountRole, CompanyRow } from '../../db/schema/account';
import { findCompanyByEmail, normalizeEmail } from '../companies';
import { SUCCESS, success, validated } from '../env';
import type { ServerServices, ServiceEnv, StatusMessage } from '../env';
import { ServiceError, wrongPassword } from '../errors';
import type { Locale } from '../../i18n';
import { companyToOpen } from '../teams/membership';
import { rememberLocale } from './language';
import { accountKey, loginKeys, throttledCheck } from './throttle';

export interface AuthResult {
  status: string;
  authorization: Authorization;
}

/** Password check that costs the same whether or not there is an account (or a hash). */
export async function passwordMatches(
  company: Pick<CompanyRow, 'password_hash'> | null,
  password: string,
  services: Pick<ServerServices, 'passwordHashing' | 'observePasswordCheck'>,
): Promise<boolean> {
  if (!company?.password_hash) {
    await burnPasswordCheck(password, services.passwordHashing, services.observePasswordCheck);
    return false;
  }
  return verifyPassword(password, company.password_hash, services.observePasswordCheck);
}

/**
 * Checks e-mail and password under the login throttle: refused while the account or the
 * client address is locked out; each attempt counts against both before the password is
 * checked, and a right one forgives the account. An unknown e-mail (or one of the other
 * role's) costs a full password check too, so timing does not tell which e-mails have
 * accounts.
 */
export async function authenticate(
  env: ServiceEnv,
  email: string,
  password: string,
  role: AccountRole,
): Promise<CompanyRow> {
  const normalized = normalizeEmail(email);
  const keys = loginKeys(normalized, env.clientAddress);
  const account = await findCompanyByEmail(env.db, normalized);
  // An account of the other role is not for this app: answered exactly like an unknown e-mail.
  const company = account?.role === role ? account : null;
  const matches = await throttledCheck(
    env.db,
    keys,
    env.services.now,
    () => passwordMatches(company, password, env.services),
    { forgive: accountKey(normalized) },
  );
  if (!company || !matches) {
    throw new ServiceError('INVALID_CREDENTIALS', 'errors:invalidCredentials');
  }

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

/**
 * CompanyLogin and CreatorLogin: a new session of `role` for a right e-mail and password.
 * `locale` (a creator's request language) becomes the account's language.
 */
export async function logIn(
  env: ServiceEnv,
  args: { email: string; password: string },
  role: AccountRole,
  locale?: Locale,
): Promise<AuthResult> {
  const input = await validated(loginRules, args);
  const account = await authenticate(env, input.email, input.password, role);
  if (locale) await rememberLocale(env.db, account.id, locale);
  return { status: SUCCESS, authorization: await openSession(env, account, role) };
}

/**
 * A new session for an authenticated account: a company person's in the company their
 * login opens (docs/product.md#brand-teams), refused when they belong to none.
 */
export async function openSession(
  env: ServiceEnv,
  account: Pick<CompanyRow, 'id'>,
  role: AccountRole,
): Promise<Authorization> {
  const membership = role === 'company' ? await companyToOpen(env.db, account.id) : null;
  if (role === 'company' && !membership) {
    throw new ServiceError('NO_COMPANY', 'errors:noCompany');
  }
  // Sessions follow the real clock: verifySession checks them against it.
  return issueSession(
    env.db,
    env.config.jwtSecret,
    membership?.companyId ?? account.id,
    new Date(),
    role,
    undefined,
    membership ?? undefined,
  );
}

/** CompanyLogout and CreatorLogout: revokes the session the request came with (other devices stay). */
export async function logOut(
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
  const check = () => passwordMatches(company, password, env.services);
  if (!(await throttledCheck(env.db, keys, env.services.now, check))) throw wrongPassword();
}
