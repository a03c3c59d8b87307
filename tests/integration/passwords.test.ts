import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMS,
  verifyPassword,
} from '@/server/auth/passwords';
import { hashSecret, randomCode, randomToken, secretMatches } from '@/server/auth/secrets';
import { companies } from '@/server/db/schema/account';
import { call, GOOD_PASSWORD } from './helpers/account';
import { startTestServer, TEST_PASSWORD_HASHING } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

describe('password hashing (scrypt)', () => {
  it('makes a self-describing hash with the production parameters by default', async () => {
    const hash = await hashPassword(GOOD_PASSWORD);
    const { N, r, p } = PASSWORD_HASH_PARAMS;
    expect(hash).toMatch(new RegExp(`^scrypt\\$N=${N},r=${r},p=${p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(await verifyPassword(GOOD_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${GOOD_PASSWORD}x`, hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash and verifies hashes made with other parameters', async () => {
    const a = await hashPassword(GOOD_PASSWORD, TEST_PASSWORD_HASHING);
    const b = await hashPassword(GOOD_PASSWORD, TEST_PASSWORD_HASHING);
    expect(a).not.toBe(b);
    expect(await verifyPassword(GOOD_PASSWORD, a)).toBe(true);
    expect(needsRehash(a)).toBe(true);
    expect(needsRehash(a, TEST_PASSWORD_HASHING)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    for (const stored of [
      '',
      'plain-text',
      'bcrypt$2b$10$abc',
      'scrypt$N=x$a$b',
      'scrypt$N=1024,r=8,p=1$$',
    ]) {
      expect(await verifyPassword(GOOD_PASSWORD, stored)).toBe(false);
    }
  });
});

describe('codes and link tokens', () => {
  it('codes are 6 digits, leading zeros kept; tokens are 256-bit base64url', () => {
    const codes = Array.from({ length: 200 }, randomCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
  });

  it('stores a hash and compares in constant time', () => {
    const token = randomToken();
    const stored = hashSecret(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(secretMatches(token, stored)).toBe(true);
    expect(secretMatches(`${token}x`, stored)).toBe(false);
    expect(secretMatches(token, 'not-hex')).toBe(false);
  });
});

describe('upgrading old hashes at login', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('re-hashes a password stored with other parameters once it is known', async () => {
    const old = await hashPassword(GOOD_PASSWORD, { N: 2 ** 11, r: 8, p: 1 });
    const company = await t.createCompany({ password_hash: old });
    const response = await call(t, 'login', { email: company.email, password: GOOD_PASSWORD });
    expect(response.body.errors).toBeUndefined();
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.password_hash).not.toBe(old);
    expect(needsRehash(row!.password_hash!, TEST_PASSWORD_HASHING)).toBe(false);
    expect(await verifyPassword(GOOD_PASSWORD, row!.password_hash!)).toBe(true);
  });
});
