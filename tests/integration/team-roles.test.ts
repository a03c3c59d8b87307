/**
 * The team role wall (docs/product.md#who-may-do-what), for every company operation of
 * the schema, including those added after this file: each refuses the roles below its
 * rule with the message that says whom to ask, and lets the others through to the
 * operation. A refused payment moves no money, and a refused deletion leaves the company.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamRoleReaches } from '@/domain/teams/roles';
import type { TeamRole } from '@/domain/teams/roles';
import { issueSession } from '@/server/auth/tokens';
import { companies } from '@/server/db/schema/account';
import { companyMembers } from '@/server/db/schema/teams';
import { rolesOf } from '@/server/graphql/roles';
import { TEAM_ROLE_OF } from '@/server/graphql/teamRoles';
import { createCompany } from '@/server/services/companies';
import { errorOf } from './helpers/account';
import { accountSums, campaignApi, campaignCompany, campaignCount } from './helpers/campaigns';
import { campaignInput, createArgs } from './helpers/campaigns';
import { postGraphql } from './helpers/http';
import type { GraphqlResponse } from './helpers/http';
import { rootOperations, sendOperation } from './helpers/rootFields';
import type { RootOperation } from './helpers/rootFields';
import { serverForFile } from './helpers/testServer';
import { credit, walletApi } from './helpers/wallet';

const t = serverForFile();

const REFUSALS = {
  en: {
    admin: "Only the company's owner and admins can do this. Ask one of them.",
    owner: "Only the company's owner can do this.",
  },
  es: {
    admin:
      'Solo la persona propietaria y los administradores de la empresa pueden hacer esto. Pídeselo a uno de ellos.',
    owner: 'Solo la persona propietaria de la empresa puede hacer esto.',
  },
} as const;

/** Lowest first: an owner's CompanyDelete, sent last, may end the company. */
const ROLES = ['member', 'admin', 'owner'] as const satisfies readonly TeamRole[];

let people = 0;

/** A person who joins `companyId` as `teamRole` (made in the database), and their session. */
async function teammate(companyId: number, teamRole: Exclude<TeamRole, 'owner'>) {
  people += 1;
  const person = await createCompany(
    t.db,
    {
      email: `teammate${people}-${randomBytes(4).toString('hex')}@example.com`,
      first_name: 'Team',
      last_name: 'Mate',
      has_verified_email: true,
      onboard_position: 1,
    },
    { person: true },
  );
  await t.db
    .insert(companyMembers)
    .values({ company_id: companyId, account_id: person.id, role: teamRole });
  const session = await issueSession(
    t.db,
    t.config.jwtSecret,
    companyId,
    t.clock.now(),
    'company',
    undefined,
    { accountId: person.id, teamRole },
  );
  return session.token;
}

/** A session of each role in `companyId`: its owner's, an admin's and a member's. */
async function sessionsOf(companyId: number): Promise<Record<TeamRole, string>> {
  return {
    owner: await t.createSession(companyId),
    admin: await teammate(companyId, 'admin'),
    member: await teammate(companyId, 'member'),
  };
}

/** Whether any error of the response is a FORBIDDEN one. */
const forbidden = (response: GraphqlResponse<unknown>) =>
  (response.body.errors ?? []).some((error) => error.extensions?.code === 'FORBIDDEN');

/**
 * The operation as `role` sends it. CompanyUpdateData's placeholders include company_name,
 * which the service itself keeps to owners and admins: a member's call leaves it out.
 */
const asSentBy = (op: RootOperation, role: TeamRole): RootOperation =>
  op.name === 'CompanyUpdateData' && role === 'member'
    ? { ...op, variables: { ...op.variables, company_name: null } }
    : op;

beforeAll(async () => {
  // Takes the lowest id if the database is fresh, so no placeholder id ('1') names a
  // person or a record of the companies below.
  await t.createCompany();
});

describe('every company operation needs its team role', () => {
  const operations = rootOperations().filter((op) => rolesOf(op.name).includes('company'));

  it('has a rule for each', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((op) => !TEAM_ROLE_OF.has(op.name)).map((op) => op.name)).toEqual([]);
  });

  it('refuses the roles below the rule and lets the others through', async () => {
    for (const op of operations) {
      const needed = TEAM_ROLE_OF.get(op.name) ?? 'owner';
      // A company of its own for each operation: what one does cannot change another's answer.
      const sessions = await sessionsOf((await t.createCompany()).id);
      for (const role of ROLES) {
        const response = await sendOperation(t.url, sessions[role], asSentBy(op, role));
        const label = `${op.name} as ${role}`;
        if (teamRoleReaches(role, needed)) {
          expect(forbidden(response), `${label}: ${JSON.stringify(response.body)}`).toBe(false);
        } else {
          expect(response.status, label).toBe(200);
          expect(errorOf(response), label).toMatchObject({
            message: REFUSALS.en[needed === 'owner' ? 'owner' : 'admin'],
            extensions: { code: 'FORBIDDEN' },
          });
        }
      }
    }
  });

  it("says it in the request's language", async () => {
    const sessions = await sessionsOf((await t.createCompany()).id);
    const send = (name: string, token: string) => {
      const op = operations.find((candidate) => candidate.name === name)!;
      return postGraphql(`${t.url}/v1/j`, op.query, {
        token,
        variables: op.variables,
        headers: { 'accept-language': 'es' },
      });
    };
    expect(errorOf(await send('Wallet', sessions.member))).toMatchObject({
      message: REFUSALS.es.admin,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(errorOf(await send('TeamMemberRemove', sessions.admin))).toMatchObject({
      message: REFUSALS.es.owner,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('a refused operation changes nothing (docs/product.md#who-may-do-what)', () => {
  it("moves no money on a member's top-up or campaign payment; an admin's moves it", async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    await credit(t, company.id, 5_000_00);
    const sessions = { ...(await sessionsOf(company.id)), owner: token };
    const balance = async () => (await walletApi(t, token, 'wallet')).body.data?.Wallet.balance;
    const before = { balance: await balance(), ledger: await accountSums(t, company.id) };
    expect(before.balance).toBe(5_000_00);

    const topUp = { amount_cents: 50_00, card_id: cardId, idempotency_key: 'team-roles-top-up' };
    const byWallet = createArgs(campaignInput(brandId, productIds));
    const byCard = createArgs(campaignInput(brandId, productIds), cardId);
    for (const response of [
      await walletApi(t, sessions.member, 'topUp', topUp),
      await campaignApi(t, sessions.member, 'create', byWallet),
      await campaignApi(t, sessions.member, 'create', byCard),
    ]) {
      expect(errorOf(response)).toMatchObject({
        message: REFUSALS.en.admin,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await balance()).toBe(before.balance);
    expect(await accountSums(t, company.id)).toEqual(before.ledger);
    expect(await campaignCount(t, company.id)).toBe(0);

    // The same calls from an admin go through: the refusal was the role's, not the input's.
    const toppedUp = await walletApi(t, sessions.admin, 'topUp', topUp);
    expect(toppedUp.body.data?.WalletTopUp.wallet.balance).toBe(5_050_00);
    const created = await campaignApi(t, sessions.admin, 'create', byWallet);
    expect(created.body.errors).toBeUndefined();
    expect(await campaignCount(t, company.id)).toBe(1);
  });

  it("leaves the company on an admin's or a member's CompanyDelete", async () => {
    const company = await t.createCompany();
    const sessions = await sessionsOf(company.id);
    for (const role of ['member', 'admin'] as const) {
      const response = await postGraphql(
        `${t.url}/v1/j`,
        'mutation { CompanyDelete { message } }',
        { token: sessions[role] },
      );
      expect(errorOf(response), role).toMatchObject({
        message: REFUSALS.en.owner,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ deleted_at: null, email: company.email });
    const data = await postGraphql(`${t.url}/v1/j`, 'query { CompanyData { id } }', {
      token: sessions.owner,
    });
    expect(data.body).toEqual({ data: { CompanyData: { id: String(company.id) } } });
  });
});
