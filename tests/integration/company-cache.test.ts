/**
 * The account (CompanyData, which every screen asks for) is served from memory after its
 * first read, and is never stale for the company that changed it: this server forgets the
 * row after each of its own mutations, and every server hears the database announce a
 * change made anywhere else (server/auth/sessionCache.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { companies } from '@/server/db/schema/account';
import { findCompanyById } from '@/server/services/companies';
import { call, GOOD_PASSWORD, logIn } from './helpers/account';
import { gqlRequest } from './helpers/http';
import { serverForFile, twoServersForBlock, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const t = serverForFile();

async function companyName(server: TestServer, token: string): Promise<string | null | undefined> {
  const response = await gqlRequest(`${server.url}/v1/j`, COMPANY_DATA, { token });
  return response.body.data?.CompanyData.company_name;
}

async function renameByHand(server: TestServer, companyId: number, name: string) {
  await server.db.update(companies).set({ company_name: name }).where(eq(companies.id, companyId));
}

/** Runs `work` while changes to company rows are not announced (as if nobody heard them). */
async function unannounced(server: TestServer, work: () => Promise<void>) {
  await server.db.execute(sql`alter table accounts disable trigger companies_changed`);
  try {
    await work();
  } finally {
    await server.db.execute(sql`alter table accounts enable trigger companies_changed`);
  }
}

async function signedIn(server: TestServer = t) {
  const company = await server.createCompany({ password: GOOD_PASSWORD, company_name: 'Before' });
  const token = await logIn(server, company.email);
  expect(await companyName(server, token)).toBe('Before');
  return { company, token };
}

describe('the account from memory', () => {
  it('is read once, then served without reading the row', async () => {
    const { company, token } = await signedIn();
    await unannounced(t, async () => {
      await renameByHand(t, company.id, 'Changed unannounced');
      // Unannounced, the change is not seen: the answer comes from memory.
      expect(await companyName(t, token)).toBe('Before');
    });
  });

  it("is fresh right after the company's own change on this server", async () => {
    const { token } = await signedIn();
    // Unannounced: only this server's own forgetting can make the next read fresh.
    await unannounced(t, async () => {
      const update = await call(t, 'update', { company_name: 'After' }, { token });
      expect(update.body.errors).toBeUndefined();
      expect(await companyName(t, token)).toBe('After');
    });
  });

  it('is fresh once the database announces a change made elsewhere', async () => {
    const { company, token } = await signedIn();
    await renameByHand(t, company.id, 'Renamed elsewhere');
    // On PostgreSQL the announcement travels on another connection: wait for it.
    await expect.poll(() => companyName(t, token)).toBe('Renamed elsewhere');
  });

  it("only ever answers with the caller's own company", async () => {
    const first = await signedIn();
    const second = await t.createCompany({ password: GOOD_PASSWORD, company_name: 'Second' });
    const secondToken = await logIn(t, second.email);
    expect(await companyName(t, secondToken)).toBe('Second');
    expect(await companyName(t, first.token)).toBe('Before');
  });
});

describe('the cache itself', () => {
  it('does not keep the answer of a read that a change overlapped', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const cache = t.server.app.sessions;
    cache.companyChanged(null);
    const reading = cache.company(company.id, () => findCompanyById(t.db, company.id));
    cache.companyChanged(company.id); // a change commits while the row is being read
    expect((await reading)?.id).toBe(company.id); // it answers from what it read,
    expect(cache.companies).toBe(0); // but keeps nothing: the next request reads again
  });

  it('keeps nothing and reads every time while changes cannot be heard', async () => {
    const company = await t.createCompany({ password: GOOD_PASSWORD });
    const cache = t.server.app.sessions;
    const read = () => findCompanyById(t.db, company.id);
    await cache.company(company.id, read);
    expect(cache.companies).toBeGreaterThan(0);
    cache.suspend();
    try {
      expect(cache.companies).toBe(0);
      await cache.company(company.id, read);
      expect(cache.companies).toBe(0);
    } finally {
      cache.resume();
    }
  });
});

describe.runIf(usesPostgres)('several servers on one PostgreSQL database', () => {
  const { a, b } = twoServersForBlock();

  it('a change on one server reaches the account the other serves', async () => {
    const { token } = await signedIn(a);
    expect(await companyName(b, token)).toBe('Before');
    const update = await call(a, 'update', { company_name: 'After' }, { token });
    expect(update.body.errors).toBeUndefined();
    expect(await companyName(a, token)).toBe('After');
    // B hears A's commit through NOTIFY; without it B would serve its copy forever.
    await expect.poll(() => companyName(b, token)).toBe('After');
  });
});
