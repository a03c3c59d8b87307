import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKOUT_MEMORY_MS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '@/domain/account/rules';
import { loginThrottle } from '@/server/db/schema/account';
import { documentSource } from '@/store/graphqlBaseQuery';
import { call, errorOf, freshEmail, GOOD_PASSWORD, OPS } from './helpers/account';
import { guestCodeFrom } from './helpers/http';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
// Every test starts with no failure that still counts (they all come from 127.0.0.1).
beforeEach(() => t.clock.advance(LOGIN_LOCKOUT_MEMORY_MS + 60_000));

const WRONG = 'Wrong-password-1';

async function failLogins(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await call(t, 'login', { email, password: WRONG });
    expect(errorOf(response).extensions?.code).toBe('INVALID_CREDENTIALS');
  }
}

async function loginCode(email: string, password = GOOD_PASSWORD) {
  const response = await call(t, 'login', { email, password });
  return response.body.errors ? errorOf(response).extensions?.code : 'OK';
}

describe('login throttling per account', () => {
  it(`locks the account after ${LOGIN_MAX_FAILURES_PER_ACCOUNT} failures, even for the right password`, async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    await failLogins(company.email, LOGIN_MAX_FAILURES_PER_ACCOUNT);

    const locked = await call(t, 'login', { email: company.email, password: GOOD_PASSWORD });
    expect(locked.status).toBe(200);
    expect(errorOf(locked)).toMatchObject({
      message: 'Too many failed attempts. Please try again in 1 minute.',
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 60 },
    });
    const spanish = await call(
      t,
      'login',
      { email: company.email, password: GOOD_PASSWORD },
      { locale: 'es' },
    );
    expect(errorOf(spanish).message).toBe(
      'Demasiados intentos fallidos. Vuelve a intentarlo dentro de 1 minuto.',
    );
    // Kept in the database: it holds across restarts and processes.
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${company.email}`));
    expect(row?.locked_until).toBeInstanceOf(Date);

    t.clock.advance(61_000);
    expect(await loginCode(company.email)).toBe('OK');
  });

  it('makes each further lockout twice as long', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    await failLogins(company.email, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    t.clock.advance(61_000);
    await failLogins(company.email, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const locked = await call(t, 'login', { email: company.email, password: GOOD_PASSWORD });
    expect(errorOf(locked)).toMatchObject({
      message: 'Too many failed attempts. Please try again in 2 minutes.',
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 120 },
    });
    t.clock.advance(61_000);
    expect(await loginCode(company.email)).toBe('TOO_MANY_ATTEMPTS');
    t.clock.advance(60_000);
    expect(await loginCode(company.email)).toBe('OK');
  });

  it('locks an unknown e-mail the same way (no hint that accounts exist)', async () => {
    const email = freshEmail('ghost');
    await failLogins(email, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(await loginCode(email)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('forgets failures older than the window, and after a successful login', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    await failLogins(company.email, LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    await failLogins(company.email, LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect(await loginCode(company.email)).toBe('OK');
    await failLogins(company.email, LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect(await loginCode(company.email)).toBe('OK');
  });

  it('does not lock other accounts', async () => {
    const victim = await t.createCompany({ password: GOOD_PASSWORD });
    const other = await t.createCompany({ password: GOOD_PASSWORD });
    await failLogins(victim.email, LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(await loginCode(victim.email)).toBe('TOO_MANY_ATTEMPTS');
    expect(await loginCode(other.email)).toBe('OK');
  });
});

/** A login POSTed from another loopback address (127.0.0.x): a second "client". */
const loginFrom = (localAddress: string, email: string) =>
  guestCodeFrom(t.url, localAddress, documentSource(OPS.login), { email, password: GOOD_PASSWORD });

describe('login throttling per client address', () => {
  it(`locks the address after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures across e-mails`, async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      await failLogins(freshEmail('spray'), 1);
    }
    expect(await loginCode(company.email)).toBe('TOO_MANY_ATTEMPTS');
    // Another client address is not affected.
    expect(await loginFrom('127.0.0.2', company.email)).toBe('OK');
  });
});
