import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { issueSession, SESSION_TTL_SECONDS, verifySession } from '@/server/auth/tokens';
import { sessions } from '@/server/db/schema/account';
import { appInfo } from '@/server/appInfo';
import { documentSource } from '@/store/graphqlBaseQuery';
import { gqlRequest, postGraphql } from './helpers/http';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const appUrl = () => `${t.url}/v1/j`;
const UNAUTHORIZED = { errors: [{ message: 'Unauthorized' }] };

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const response = await fetch(`${t.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /v1/j authentication', () => {
  async function expect401(headers: Record<string, string>) {
    const response = await fetch(appUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: documentSource(COMPANY_DATA) }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  }

  it('refuses a request without a token', async () => {
    await expect401({});
  });

  it('refuses a malformed token and a non-bearer scheme', async () => {
    await expect401({ authorization: 'Bearer not-a-jwt' });
    await expect401({ authorization: 'Bearer' });
    const company = await t.createCompany();
    await expect401({ authorization: `Basic ${await t.createSession(company.id)}` });
  });

  it('refuses a token signed with another secret', async () => {
    const company = await t.createCompany();
    const { token } = await issueSession(t.db, 'x'.repeat(40), company.id);
    await expect401({ authorization: `Bearer ${token}` });
  });

  it('refuses an expired token', async () => {
    const company = await t.createCompany();
    const longAgo = new Date(Date.now() - 2 * SESSION_TTL_SECONDS * 1000);
    const { token } = await issueSession(t.db, t.config.jwtSecret, company.id, longAgo);
    await expect401({ authorization: `Bearer ${token}` });
  });

  it('refuses a token whose session expired early or disappeared', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    const { payload } = decode(token);
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, payload.jti));
    await expect401({ authorization: `Bearer ${token}` });

    const other = await t.createSession(company.id);
    await t.db.delete(sessions).where(eq(sessions.id, decode(other).payload.jti));
    await expect401({ authorization: `Bearer ${other}` });
  });

  it('refuses a validly signed token for a session that never existed', async () => {
    const company = await t.createCompany();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('00000000-0000-0000-0000-000000000000')
      .setSubject(String(company.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    await expect401({ authorization: `Bearer ${forged}` });
  });

  it('refuses a revoked session', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    expect((await gqlRequest(appUrl(), COMPANY_DATA, { token })).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(eq(sessions.id, decode(token).payload.jti));
    expect(await verifySession(t.db, t.config.jwtSecret, token)).toBeNull();
    await expect401({ authorization: `Bearer ${token}` });
  });
});

function decode(token: string): { payload: { jti: string; sub: string } } {
  const [, payload = ''] = token.split('.');
  return { payload: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}

describe('CompanyData', () => {
  it("returns the caller's own company and only it", async () => {
    const first = await t.createCompany({
      email: 'first@example.com',
      company_name: 'First Co',
      phone: '5551234567',
    });
    const second = await t.createCompany({
      email: 'second@example.com',
      company_name: 'Second Co',
      has_verified_email: false,
      onboard_position: 0,
    });

    const asFirst = await gqlRequest(appUrl(), COMPANY_DATA, {
      token: await t.createSession(first.id),
    });
    expect(asFirst.status).toBe(200);
    expect(asFirst.body.errors).toBeUndefined();
    expect(asFirst.body.data).toEqual({
      CompanyData: {
        id: String(first.id),
        first_name: 'Test',
        last_name: 'User',
        email: 'first@example.com',
        role: 'company',
        has_verified_email: true,
        onboard_position: 1,
        phone: '5551234567',
        company_name: 'First Co',
        created_at: first.created_at.toISOString(),
        profile_picture_image: null,
        // The company's founder, signed in: its owner (docs/product.md#brand-teams).
        team_role: 'owner',
        member_id: String(first.id),
      },
    });

    const asSecond = await gqlRequest(appUrl(), COMPANY_DATA, {
      token: await t.createSession(second.id),
    });
    expect(asSecond.body.data?.CompanyData).toMatchObject({
      id: String(second.id),
      email: 'second@example.com',
      company_name: 'Second Co',
      has_verified_email: false,
      onboard_position: 0,
    });
  });

  it('gives the created_at as an ISO 8601 timestamp', async () => {
    const company = await t.createCompany();
    const { body } = await postGraphql<{ CompanyData: { created_at: string } }>(
      appUrl(),
      '{ CompanyData { created_at } }',
      { token: await t.createSession(company.id) },
    );
    expect(body.data?.CompanyData.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('is not part of the guest schema', async () => {
    const { body } = await postGraphql(`${t.url}/v1/j/guest`, '{ CompanyData { id } }');
    expect(body.errors?.[0]?.message).toMatch(/CompanyData/);
    expect(body.data).toBeUndefined();
  });
});

describe('POST /v1/j/guest', () => {
  it('answers AppInfo without a token', async () => {
    const { status, body } = await postGraphql(
      `${t.url}/v1/j/guest`,
      '{ AppInfo { name version } }',
    );
    expect(status).toBe(200);
    expect(body).toEqual({ data: { AppInfo: { name: 'ugc-desk', version: appInfo.version } } });
  });

  it('ignores a bad token (guest operations need none)', async () => {
    const { status } = await postGraphql(`${t.url}/v1/j/guest`, '{ AppInfo { name } }', {
      token: 'garbage',
    });
    expect(status).toBe(200);
  });

  it('has no GET (nor GraphiQL) outside development', async () => {
    const response = await fetch(
      `${t.url}/v1/j/guest?query=${encodeURIComponent('{AppInfo{name}}')}`,
    );
    expect(response.status).toBe(404);
  });
});
