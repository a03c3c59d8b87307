/**
 * The embedded broker follows the sessions (docs/product.md#real-time): revoking a session
 * closes its connections at once, on this server and on the others of one PostgreSQL
 * database, and a client id belongs to the session holding it.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { sessions } from '@/server/db/schema/account';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { notifyCompany } from '@/server/realtime/publisher';
import { call, changePassword, GOOD_PASSWORD, logIn } from './helpers/account';
import {
  brokerUrl,
  closedByServer,
  collect,
  connected,
  endClients,
  mqttClient,
} from './helpers/mqtt';
import { serverForFile, twoServersForBlock, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const t = serverForFile();
afterEach(endClients);

/** A client of `token`'s session (not yet connected), with its own client id if given. */
function clientOf(server: TestServer, token: string, clientId?: string) {
  return mqttClient(brokerUrl(server.url), {
    username: MQTT_USERNAME,
    password: token,
    ...(clientId ? { clientId } : {}),
  });
}

/** A client of `token`'s session, connected and subscribed to its company's topics. */
async function subscribed(server: TestServer, companyId: number, token: string, clientId?: string) {
  const client = clientOf(server, token, clientId);
  await connected(client);
  await client.subscribeAsync(`company/${companyId}/#`);
  return { client, received: collect(client) };
}

/** Publishes to the company; `witness` (a connection that must stay) receives it first. */
async function notifyAndWitness(
  server: TestServer,
  companyId: number,
  witness?: Array<[string, string]>,
): Promise<void> {
  const before = witness?.length ?? 0;
  await notifyCompany(server.server.app.publisher, companyId, 'after the revocation');
  if (witness) await expect.poll(() => witness.length).toBe(before + 1);
}

/** A company with a password, and a logged-in, subscribed connection. */
async function connectedCompany(server: TestServer = t) {
  const company = await server.createCompany({ password: GOOD_PASSWORD });
  const token = await logIn(server, company.email);
  return { company, token, ...(await subscribed(server, company.id, token)) };
}

describe('revoking a session closes its broker connections at once', () => {
  it('logging out closes only that session’s connections', async () => {
    const { company, token, client, received } = await connectedCompany();
    const otherToken = await logIn(t, company.email);
    const other = await subscribed(t, company.id, otherToken);

    const closed = closedByServer(client);
    expect((await call(t, 'logout', {}, { token })).body.errors).toBeUndefined();
    await closed;

    await notifyAndWitness(t, company.id, other.received);
    expect(received).toEqual([]);
    expect(other.client.connected).toBe(true);
  });

  it('a password change closes the other sessions’ connections, not its own', async () => {
    const { company, token, client: own, received: ownReceived } = await connectedCompany();
    const otherToken = await logIn(t, company.email);
    const other = await subscribed(t, company.id, otherToken);

    const closed = closedByServer(other.client);
    await changePassword(t, token, 'Brand-new-pass-5');
    await closed;

    await notifyAndWitness(t, company.id, ownReceived);
    expect(other.received).toEqual([]);
    expect(own.connected).toBe(true);
  });

  it('deleting the account closes its connections', async () => {
    const { company, token, client, received } = await connectedCompany();
    const closed = closedByServer(client);
    expect((await call(t, 'delete', {}, { token })).body.errors).toBeUndefined();
    await closed;
    await notifyAndWitness(t, company.id);
    expect(received).toEqual([]);
  });

  it('npm run admin -- sessions-revoke closes every connection of the company', async () => {
    const { company, client, received } = await connectedCompany();
    const second = await subscribed(t, company.id, await logIn(t, company.email));
    const closed = Promise.all([closedByServer(client), closedByServer(second.client)]);
    const result = await runAdminCommand(t.dataDir, ['sessions-revoke', company.email]);
    expect(result).toMatchObject({ code: 0, stdout: '2\n' });
    await closed;
    await notifyAndWitness(t, company.id);
    expect([...received, ...second.received]).toEqual([]);
  });

  it('a revocation made outside the server (announced by the database) closes them too', async () => {
    const { token, client } = await connectedCompany();
    const closed = closedByServer(client);
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      jti: string;
    };
    await t.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(sql`${sessions.id} = ${jti}`);
    await closed;
  });

  it('leaves the connections of other companies open', async () => {
    const { company, client } = await connectedCompany();
    const bystander = await connectedCompany();
    const closed = closedByServer(client);
    await runAdminCommand(t.dataDir, ['sessions-revoke', company.email]);
    await closed;
    await notifyAndWitness(t, bystander.company.id, bystander.received);
    expect(bystander.client.connected).toBe(true);
  });
});

describe('client ids', () => {
  const clientId = () => `shared-${Math.random().toString(16).slice(2)}`;

  it.each([
    ['another company', false],
    ['another session of the same company', true],
  ])('refuses a client id held by %s; the holder stays', async (_, sameCompany) => {
    const id = clientId();
    const { company, token } = await connectedCompany();
    const holder = await subscribed(t, company.id, token, id);
    const intruder = sameCompany ? company : await t.createCompany();
    const attempt = clientOf(t, await t.createSession(intruder.id), id);
    await expect(connected(attempt)).rejects.toThrow(/Identifier rejected/i);
    expect(holder.client.connected).toBe(true);
    await notifyAndWitness(t, company.id, holder.received);
  });

  it('lets the same session reconnect with its client id (the old connection goes)', async () => {
    const id = clientId();
    const { company, token } = await connectedCompany();
    const old = await subscribed(t, company.id, token, id);
    const closed = closedByServer(old.client);
    const again = await subscribed(t, company.id, token, id);
    await closed;
    await notifyAndWitness(t, company.id, again.received);
  });

  it('frees a client id when its connection closes', async () => {
    const id = clientId();
    const { company, token } = await connectedCompany();
    const first = await subscribed(t, company.id, token, id);
    await first.client.endAsync();
    const other = await t.createCompany();
    const otherToken = await t.createSession(other.id);
    // The broker hears the close a moment after the client has sent it.
    await expect
      .poll(() =>
        connected(clientOf(t, otherToken, id)).then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
  });
});

describe.runIf(usesPostgres)('several servers on one PostgreSQL database', () => {
  const { a, b } = twoServersForBlock();

  it('a logout on one server closes the session’s connections on the other', async () => {
    const company = await a.createCompany({ password: GOOD_PASSWORD });
    const token = await logIn(a, company.email);
    const onB = await subscribed(b, company.id, token);
    const stays = await subscribed(b, company.id, await logIn(b, company.email));
    const closed = closedByServer(onB.client);
    expect((await call(a, 'logout', {}, { token })).body.errors).toBeUndefined();
    await closed;
    await notifyAndWitness(b, company.id, stays.received);
    expect(onB.received).toEqual([]);
  });
});
