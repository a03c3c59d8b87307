import { count, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_MS } from '@/domain/account/rules';
import { companies } from '@/server/db/schema/account';
import { documentSource } from '@/store/graphqlBaseQuery';
import { call, errorOf, freshEmail, GOOD_PASSWORD, OPS } from './helpers/account';
import { creatorCall } from './helpers/creatorAccount';
import { guestCodeFrom } from './helpers/http';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
// Every test starts with an empty window (they all come from 127.0.0.1).
beforeEach(() => t.clock.advance(SIGNUP_WINDOW_MS + 60_000));

/** The code of a sign-up's answer: 'OK' or its error's `extensions.code`. */
async function signUpCode(role: 'company' | 'creator', email: string, locale?: string) {
  const variables = { email, password: GOOD_PASSWORD };
  const response =
    role === 'company'
      ? await call(t, 'create', variables, { locale })
      : await creatorCall(t, 'create', variables, { locale });
  return response.body.errors ? errorOf(response).extensions?.code : 'OK';
}

async function accountsNamed(prefix: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(companies)
    .where(like(companies.email, `${prefix}%`));
  return row?.n ?? 0;
}

/** A CompanyCreate POSTed from another loopback address (127.0.0.x): a second "client". */
const signUpFrom = (localAddress: string, email: string) =>
  guestCodeFrom(t.url, localAddress, documentSource(OPS.create), {
    email,
    password: GOOD_PASSWORD,
  });

describe('sign-ups per client address', () => {
  it(`takes ${SIGNUP_MAX_PER_ADDRESS} an hour, companies and creators together, then refuses`, async () => {
    for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i++) {
      const role = i % 2 === 0 ? 'company' : 'creator';
      expect(await signUpCode(role, freshEmail(`mixed${i}-`))).toBe('OK');
    }
    const email = freshEmail('refused');
    for (const role of ['company', 'creator'] as const) {
      const response =
        role === 'company'
          ? await call(t, 'create', { email, password: GOOD_PASSWORD })
          : await creatorCall(t, 'create', { email, password: GOOD_PASSWORD });
      expect(response.status).toBe(200);
      const error = errorOf(response);
      expect(error).toMatchObject({
        message: 'Too many sign-ups from this network. Please try again in 60 minutes.',
        extensions: { code: 'TOO_MANY_SIGNUPS' },
      });
      // The window began with the first sign-up, a moment ago.
      expect(error.extensions?.retryAfterSeconds).toBeGreaterThan(3500);
      expect(error.extensions?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    }
    const spanish = await call(t, 'create', { email, password: GOOD_PASSWORD }, { locale: 'es' });
    expect(errorOf(spanish).message).toBe(
      'Demasiados registros desde esta red. Vuelve a intentarlo dentro de 60 minutos.',
    );
    // Nothing was created, and no mail went out.
    expect(await accountsNamed('refused')).toBe(0);
    expect(await t.mails(email)).toHaveLength(0);

    t.clock.advance(SIGNUP_WINDOW_MS - 30_000);
    const last = await call(t, 'create', { email, password: GOOD_PASSWORD });
    expect(errorOf(last).message).toBe(
      'Too many sign-ups from this network. Please try again in 1 minute.',
    );
    expect(errorOf(last).extensions?.retryAfterSeconds).toBeLessThanOrEqual(30);
    t.clock.advance(30_000);
    expect(await signUpCode('creator', email)).toBe('OK');
    expect(await accountsNamed('refused')).toBe(1);
  });

  it('never lets more than the limit through when sign-ups arrive at once', async () => {
    const extra = 6;
    const codes = await Promise.all(
      Array.from({ length: SIGNUP_MAX_PER_ADDRESS + extra }, (_, i) =>
        signUpCode(i % 2 === 0 ? 'company' : 'creator', freshEmail(`burst${i}-`)),
      ),
    );
    expect(codes.filter((code) => code === 'OK')).toHaveLength(SIGNUP_MAX_PER_ADDRESS);
    expect(codes.filter((code) => code === 'TOO_MANY_SIGNUPS')).toHaveLength(extra);
    expect(await accountsNamed('burst')).toBe(SIGNUP_MAX_PER_ADDRESS);
  });

  it('counts a sign-up for a taken e-mail like any other (no hint that it exists)', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i++) {
      expect(await signUpCode('company', company.email)).toBe('OK');
    }
    expect(await signUpCode('creator', freshEmail('after-taken'))).toBe('TOO_MANY_SIGNUPS');
  });

  it('does not count refused input, and refuses it with its own message', async () => {
    const bad = [
      { email: 'not-an-e-mail', password: GOOD_PASSWORD },
      { email: `${'a'.repeat(300)}@example.com`, password: GOOD_PASSWORD },
      { email: 'nul\u0000@example.com', password: GOOD_PASSWORD },
      { email: freshEmail('weak'), password: 'short' },
      { email: 12, password: GOOD_PASSWORD },
    ];
    for (let round = 0; round < 3; round++) {
      for (const variables of bad) {
        const response = await call(t, 'create', variables);
        expect(response.body.data ?? null).toBeNull();
        expect(errorOf(response).extensions?.code).not.toBe('TOO_MANY_SIGNUPS');
      }
    }
    for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i++) {
      expect(await signUpCode('creator', freshEmail(`valid${i}-`))).toBe('OK');
    }
    expect(await signUpCode('company', freshEmail('one-more'))).toBe('TOO_MANY_SIGNUPS');
  });

  it('leaves another client address its own count', async () => {
    for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i++) {
      expect(await signUpCode('company', freshEmail(`full${i}-`))).toBe('OK');
    }
    expect(await signUpCode('company', freshEmail('full-more'))).toBe('TOO_MANY_SIGNUPS');
    expect(await signUpFrom('127.0.0.2', freshEmail('elsewhere'))).toBe('OK');
  });

  it('leaves logins alone: a throttled address still logs in', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    for (let i = 0; i < SIGNUP_MAX_PER_ADDRESS; i++) {
      await signUpCode('creator', freshEmail(`busy${i}-`));
    }
    const login = await call(t, 'login', { email: company.email, password: GOOD_PASSWORD });
    expect(login.body.errors).toBeUndefined();
  });
});
