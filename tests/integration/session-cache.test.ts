/**
 * Sessions are verified from memory after their first use, and a revoked token is refused
 * right after every way of revoking it (docs/product.md, "Tokens and sessions"), on this
 * server at once and on the others of one PostgreSQL database as soon as its NOTIFY
 * arrives.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { LISTENER_APPLICATION_NAME } from '@/server/auth/sessionRevocations';
import { sessions } from '@/server/db/schema/account';
import {
  call,
  changePassword,
  GOOD_PASSWORD,
  freshEmail,
  linkOf,
  logIn,
  sessionStatus,
} from './helpers/account';
import { serverForFile, twoServersForBlock, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const t = serverForFile();

/** A company with a password, and a token the server has verified (so holds in memory). */
async function inMemorySession(server: TestServer = t) {
  const company = await server.createCompany({ password: GOOD_PASSWORD });
  const token = await logIn(server, company.email);
  await expectInMemory(server, token);
  return { company, token };
}

async function expectInMemory(server: TestServer, token: string) {
  expect(await sessionStatus(server, token)).toBe(200);
  const before = server.server.app.sessions.size;
  expect(await sessionStatus(server, token)).toBe(200);
  // Served from memory: nothing new was stored.
  expect(server.server.app.sessions.size).toBe(before);
  expect(before).toBeGreaterThan(0);
}

/** The session id (jti) a token names. */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string }).jti;
}

/** Revokes the token's session behind the servers' back, as another process would. */
async function revokeByHand(token: string) {
  await t.db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(sql`${sessions.id} = ${sessionIdOf(token)}`);
}

describe('a revoked token is refused at once after', () => {
  it('logging out', async () => {
    const { token } = await inMemorySession();
    expect((await call(t, 'logout', {}, { token })).body.errors).toBeUndefined();
    expect(await sessionStatus(t, token)).toBe(401);
  });

  it('a password change (other sessions; this one stays)', async () => {
    const { company, token } = await inMemorySession();
    const other = await logIn(t, company.email);
    await expectInMemory(t, other);
    await changePassword(t, token, 'Brand-new-pass-2');
    expect(await sessionStatus(t, other)).toBe(401);
    expect(await sessionStatus(t, token)).toBe(200);
  });

  it('a password reset', async () => {
    const { company, token } = await inMemorySession();
    await call(t, 'requestReset', { email: company.email, type: 'company' });
    const [mail] = await t.mails(company.email);
    const link = linkOf(mail!, 'new-password');
    const password = 'Reset-password-3';
    const response = await call(t, 'reset', {
      email: company.email,
      token: link.token,
      password,
      password_confirmation: password,
    });
    expect(response.body.errors).toBeUndefined();
    expect(await sessionStatus(t, token)).toBe(401);
  });

  it('a confirmed e-mail change', async () => {
    const { company, token } = await inMemorySession();
    const newEmail = freshEmail('moved');
    await call(
      t,
      'requestEmailChange',
      { email: company.email, new_email: newEmail, password: GOOD_PASSWORD },
      { token },
    );
    const [mail] = await t.mails(newEmail);
    const link = linkOf(mail!, 'update');
    const response = await call(t, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: link.email,
    });
    expect(response.body.errors).toBeUndefined();
    expect(await sessionStatus(t, token)).toBe(401);
  });

  it('deleting the account', async () => {
    const { token } = await inMemorySession();
    expect((await call(t, 'delete', {}, { token })).body.errors).toBeUndefined();
    expect(await sessionStatus(t, token)).toBe(401);
  });

  it('npm run admin -- sessions-revoke', async () => {
    const { company, token } = await inMemorySession();
    const result = await runAdminCommand(t.dataDir, ['sessions-revoke', company.email]);
    expect(result).toMatchObject({ code: 0, stdout: '1\n' });
    expect(await sessionStatus(t, token)).toBe(401);
  });

  it('a change to the session row made outside the server (announced by the database)', async () => {
    const { token } = await inMemorySession();
    await revokeByHand(token);
    // On PostgreSQL the announcement travels on another connection: wait for it.
    await expect.poll(() => sessionStatus(t, token)).toBe(401);
  });
});

describe('the cache itself', () => {
  it('does not keep the answer of a read that a revocation overlapped', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const token = await logIn(t, company.email);
    const cache = t.server.app.sessions;
    const before = cache.size;
    const reading = cache.verify(token); // reads the session row…
    cache.revoked(company.id); // …while a revocation of the company commits
    expect(await reading).not.toBeNull(); // it answers from what it read,
    expect(cache.size).toBe(before); // but keeps nothing: the next request reads again
  });
});

describe.runIf(usesPostgres)('several servers on one PostgreSQL database', () => {
  const { a, b } = twoServersForBlock();

  it('a logout on one server makes the other refuse the token', async () => {
    const { token } = await inMemorySession(a);
    await expectInMemory(b, token);
    expect((await call(a, 'logout', {}, { token })).body.errors).toBeUndefined();
    expect(await sessionStatus(a, token)).toBe(401);
    // B hears A's commit through NOTIFY; without it B would serve its copy forever.
    await expect.poll(() => sessionStatus(b, token)).toBe(401);
  });

  it('a password change on one server ends the other sessions on the other', async () => {
    const { company, token } = await inMemorySession(a);
    const other = await logIn(b, company.email);
    await expectInMemory(b, other);
    await changePassword(a, token, 'Brand-new-pass-4');
    await expect.poll(() => sessionStatus(b, other)).toBe(401);
    expect(await sessionStatus(b, token)).toBe(200);
  });
});

describe.runIf(usesPostgres)('a lost LISTEN connection', () => {
  it('empties the cache, so a revocation it could not hear is still refused', async () => {
    const { token } = await inMemorySession();
    // A revocation no server is told about (the announcing trigger is off)…
    await t.db.execute(sql`alter table sessions disable trigger sessions_changed`);
    try {
      await revokeByHand(token);
      // …is not seen while the cache is trusted,
      expect(await sessionStatus(t, token)).toBe(200);
      // but losing the connection that hears revocations clears and bypasses the cache.
      await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
      await expect.poll(() => sessionStatus(t, token)).toBe(401);
    } finally {
      await t.db.execute(sql`alter table sessions enable trigger sessions_changed`);
    }
    // It listens again: sessions are held in memory once more.
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const fresh = await logIn(t, company.email);
    await expect
      .poll(async () => {
        expect(await sessionStatus(t, fresh)).toBe(200);
        return t.server.app.sessions.size;
      })
      .toBeGreaterThan(0);
  });
});
