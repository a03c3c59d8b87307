/**
 * The operator console's login (docs/product.md#operator-console): password and TOTP
 * (set up at the first login, with recovery codes) open an 8-hour operator session,
 * recorded in the audit log; codes and tickets work once, wrong codes throttle.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { auditLog, operatorFactors } from '@/server/db/schema/ops';
import { findCompanyByEmail } from '@/server/services/companies';
import { OPERATOR_SESSION_TTL_SECONDS } from '@/domain/ops/rules';
import { errorOf, GOOD_PASSWORD } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { postGraphql } from './helpers/http';
import {
  addOperator,
  codeNow,
  OPS_LOGIN,
  OPS_ME,
  OPS_TOTP_SETUP,
  OPS_TOTP_VERIFY,
  operatorEmail,
  opsGuest,
  opsLogin,
  signedInOperator,
} from './helpers/operators';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const t = serverForFile();

interface Authorization {
  status: string;
  authorization: { token: string; expires_in: number };
}

const verify = (ticket: string, code: string, server: TestServer = t) =>
  opsGuest<{ OpsTotpVerify: Authorization }>(server, OPS_TOTP_VERIFY, { ticket, code });

const me = (token: string) =>
  postGraphql<{
    OpsMe: { email: string; recovery_codes_left: number; session_expires_at: string };
  }>(`${t.url}/v1/j`, OPS_ME, { token });

/** The next 30-second step: a code of the step just used would be a replay. */
const nextStep = () => t.clock.advance(30_000);

describe('password and TOTP', () => {
  it('sets TOTP up at the first login, then logs in with codes and recovery codes', async () => {
    const email = await addOperator(t);
    const first = await opsLogin(t, email);
    expect(first.step).toBe('totp_setup');
    expect(first.totp_uri).toBe(
      `otpauth://totp/ugc-desk:${encodeURIComponent(email)}?secret=${first.totp_secret}&issuer=ugc-desk`,
    );
    // Until confirmed, each login draws a new secret, and the older ticket dies with it.
    const second = await opsLogin(t, email);
    const secret = second.totp_secret!;
    expect(secret).not.toBe(first.totp_secret);
    const stale = await opsGuest(t, OPS_TOTP_SETUP, {
      ticket: first.ticket,
      code: await codeNow(t, first.totp_secret!),
    });
    expect(errorOf(stale).extensions?.code).toBe('INVALID_TICKET');

    const wrong = await opsGuest(t, OPS_TOTP_SETUP, { ticket: second.ticket, code: '000000' });
    expect(errorOf(wrong)).toMatchObject({
      message:
        'That code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.',
      extensions: { code: 'INVALID_CODE' },
    });
    const setup = dataOf(
      await opsGuest<{
        OpsTotpSetup: { auth: Authorization; recovery_codes: string[] };
      }>(t, OPS_TOTP_SETUP, { ticket: second.ticket, code: await codeNow(t, secret) }),
    ).OpsTotpSetup;
    expect(setup.recovery_codes).toHaveLength(10);
    for (const code of setup.recovery_codes)
      expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/);
    expect(new Set(setup.recovery_codes).size).toBe(10);
    expect(setup.auth.authorization.expires_in).toBe(OPERATOR_SESSION_TTL_SECONDS);
    const operator = (await findCompanyByEmail(t.db, email))!;
    const [factor] = await t.db
      .select()
      .from(operatorFactors)
      .where(eq(operatorFactors.account_id, operator.id));
    // Only hashes are kept.
    expect(factor!.confirmed_at).not.toBeNull();
    expect(JSON.stringify(factor!.recovery_code_hashes)).not.toContain(setup.recovery_codes[0]);

    const session = dataOf(await me(setup.auth.authorization.token)).OpsMe;
    expect(session).toMatchObject({ email, recovery_codes_left: 10 });
    const lasts = Date.parse(session.session_expires_at) - Date.now();
    expect(lasts).toBeGreaterThan((OPERATOR_SESSION_TTL_SECONDS - 60) * 1000);
    expect(lasts).toBeLessThanOrEqual(OPERATOR_SESSION_TTL_SECONDS * 1000);

    // The second login asks for a code; a code works once, and so does a ticket.
    nextStep();
    const login = await opsLogin(t, email);
    expect(login).toMatchObject({ step: 'totp', totp_uri: null, totp_secret: null });
    const code = await codeNow(t, secret);
    dataOf(await verify(login.ticket, code));
    const replayTicket = await verify(login.ticket, code);
    expect(errorOf(replayTicket).extensions?.code).toBe('INVALID_TICKET');
    const replayCode = await verify((await opsLogin(t, email)).ticket, code);
    expect(errorOf(replayCode).extensions?.code).toBe('INVALID_CODE');

    // A recovery code (as typed: capitals, no dashes) works once.
    const recovery = setup.recovery_codes[3]!;
    const typed = recovery.replace(/-/g, '').toUpperCase();
    const byRecovery = dataOf(await verify((await opsLogin(t, email)).ticket, typed)).OpsTotpVerify;
    expect(dataOf(await me(byRecovery.authorization.token)).OpsMe.recovery_codes_left).toBe(9);
    const spent = await verify((await opsLogin(t, email)).ticket, recovery);
    expect(errorOf(spent).extensions?.code).toBe('INVALID_CODE');

    const logins = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.login'), eq(auditLog.operator_id, operator.id)));
    expect(logins.map((row) => [row.operator_label, row.details])).toEqual([
      [email, { factor: 'totp_setup', recovery_codes_left: 10 }],
      [email, { factor: 'totp', recovery_codes_left: 10 }],
      [email, { factor: 'recovery', recovery_codes_left: 9 }],
    ]);
  });

  it('answers anyone who is not an operator exactly like a wrong password', async () => {
    const email = await addOperator(t);
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const creator = await t.createCompany({ role: 'creator', password: GOOD_PASSWORD });
    const noPassword = operatorEmail();
    await runAdminCommand(t.dataDir, ['operator-add', noPassword]);
    const answers = await Promise.all(
      [
        { email, password: 'Wrong-password-1' },
        { email: company.email, password: GOOD_PASSWORD },
        { email: creator.email, password: GOOD_PASSWORD },
        { email: noPassword, password: GOOD_PASSWORD },
        { email: 'nobody@ops.example.com', password: GOOD_PASSWORD },
      ].map((variables) => opsGuest(t, OPS_LOGIN, variables)),
    );
    for (const answer of answers) {
      expect(answer.body).toEqual({
        data: null,
        errors: [
          expect.objectContaining({
            message: 'Wrong e-mail or password',
            extensions: { code: 'INVALID_CREDENTIALS' },
          }),
        ],
      });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
  });

  it('counts wrong codes toward the login throttle, and a right password does not forgive them', async () => {
    const { email, secret } = await signedInOperator(t);
    nextStep();
    for (let i = 0; i < 4; i++) {
      const { ticket } = await opsLogin(t, email);
      expect(errorOf(await verify(ticket, '123456')).extensions?.code).toBe('INVALID_CODE');
    }
    // Each login forgave the account's failures: the second factor's counter still locks.
    const { ticket } = await opsLogin(t, email);
    expect(errorOf(await verify(ticket, '654321')).extensions?.code).toBe('INVALID_CODE');
    const locked = await verify(ticket, await codeNow(t, secret));
    expect(errorOf(locked).extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });

    t.clock.advance(61_000);
    const { ticket: later } = await opsLogin(t, email);
    dataOf(await verify(later, await codeNow(t, secret)));
  });

  it('refuses a ticket after 5 minutes, a session token as a ticket, and a ticket as a token', async () => {
    const { email, secret, token } = await signedInOperator(t);
    nextStep();
    const { ticket } = await opsLogin(t, email);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await verify(ticket, await codeNow(t, secret));
    expect(errorOf(expired)).toMatchObject({
      message: 'Your sign-in took too long. Start again.',
      extensions: { code: 'INVALID_TICKET' },
    });
    expect(errorOf(await verify(token, await codeNow(t, secret))).extensions?.code).toBe(
      'INVALID_TICKET',
    );
    const fresh = await opsLogin(t, email);
    expect((await me(fresh.ticket)).status).toBe(401);
    expect(errorOf(await verify('not.a.ticket', '123456')).extensions?.code).toBe('INVALID_TICKET');
  });

  it('operator-reset-factor removes the factor and ends the sessions: the next login sets up again', async () => {
    const { email, token } = await signedInOperator(t);
    const reset = await runAdminCommand(t.dataDir, ['operator-reset-factor', email]);
    expect(reset).toEqual({
      code: 0,
      stdout: `${email}: removed the second factor, ended 1 session(s); its next login sets up TOTP again\n`,
      stderr: '',
    });
    expect((await me(token)).status).toBe(401);
    expect((await opsLogin(t, email)).step).toBe('totp_setup');
    const company = await t.createCompany();
    expect(
      (await runAdminCommand(t.dataDir, ['operator-reset-factor', company.email])).stderr,
    ).toBe(`operator-reset-factor: no operator with e-mail ${company.email}\n`);
    const operator = (await findCompanyByEmail(t.db, email))!;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'operator.reset_factor'),
          eq(auditLog.record_id, String(operator.id)),
        ),
      );
    expect(entry).toMatchObject({
      operator_label: 'cli',
      details: { had_factor: true, sessions_ended: 1 },
    });
  });

  it('OpsLogout ends the session', async () => {
    const { token } = await signedInOperator(t);
    const out = await postGraphql(`${t.url}/v1/j`, 'mutation { OpsLogout { status } }', { token });
    expect(dataOf(out)).toEqual({ OpsLogout: { status: 'success' } });
    expect((await me(token)).status).toBe(401);
  });
});
