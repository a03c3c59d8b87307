/**
 * Real time across servers through Redis (REDIS_URL, docs/product.md#real-time): two
 * servers on one PostgreSQL database and one Redis, as behind a load balancer. A message
 * published on one server reaches each subscriber of every server exactly once, with the
 * same topic rules. The two servers need PostgreSQL (they cannot share the embedded
 * database): that block is skipped unless TEST_DATABASE=postgres. Each Redis is the test's
 * own, on a free port.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyNotificationsTopic } from '@/domain/realtime/rules';
import { runAdminCommand } from '@/server/admin/client';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { notifyCompany } from '@/server/realtime/publisher';
import { call, changePassword, freshEmail, GOOD_PASSWORD, logIn, signUp } from './helpers/account';
import {
  companyWithCampaign,
  creatorSession,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { insertDeals } from './helpers/dealRows';
import {
  brokerUrl,
  closedByServer,
  collect,
  connected,
  endClients,
  mqttClient,
} from './helpers/mqtt';
import { freePort } from './helpers/ports';
import { startRedisServer } from './helpers/redisServer';
import type { RedisServer } from './helpers/redisServer';
import { startTestServer, twoServersForBlock, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

/** How long a message or a close may take across servers before the test fails. */
const PROMPTLY_MS = 5000;

/** A connected client of `token`'s session on `server`, collecting what it receives. */
async function clientOn(server: TestServer, token: string) {
  const client = mqttClient(brokerUrl(server.url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  return { client, received: collect(client) };
}

/** Subscribes; the granted QoS of each filter (128: refused). */
async function subscribe(client: MqttClient, filter: string): Promise<number[]> {
  return client.subscribeAsync(filter).then(
    (granted) => granted.map((g) => g.qos),
    (error: { packet?: { granted?: number[] } }) => error.packet?.granted ?? [],
  );
}

/** A client of a company's session on `server`, subscribed to the company's topics. */
async function listening(server: TestServer, companyId: number, token: string) {
  const listener = await clientOn(server, token);
  expect(await subscribe(listener.client, `company/${companyId}/#`)).toEqual([0]);
  return listener;
}

/** The messages' texts (`message` of each JSON payload). */
const texts = (received: Array<[string, string]>) =>
  received.map(([, text]) => (JSON.parse(text) as { message?: string }).message);

/**
 * Publishes `marker` to the company from `server`, and waits for each listener to have it:
 * whatever was published before it from that server (one Redis connection, in order) has
 * arrived too, copies included, so the lists can be compared whole.
 */
async function markerArrives(
  server: TestServer,
  companyId: number,
  marker: string,
  ...listeners: Array<Array<[string, string]>>
): Promise<void> {
  await notifyCompany(server.server.app.publisher, companyId, marker);
  for (const received of listeners) {
    await expect.poll(() => texts(received), { timeout: PROMPTLY_MS }).toContain(marker);
  }
}

describe.runIf(usesPostgres)('two servers sharing real time through Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const { a, b } = twoServersForBlock(() => ({ REDIS_URL: redis.url }));
  afterEach(endClients);

  it("a mutation on B notifies the company's clients on A and on B once each, and no other company", async () => {
    const email = freshEmail('redis-verify');
    const code = await signUp(b, email);
    const token = await logIn(b, email);
    const companyId = Number(JSON.parse(atob(token.split('.')[1]!)).sub);
    const onA = await listening(a, companyId, token);
    const onB = await listening(b, companyId, token);
    const other = await a.createCompany();
    const otherOnA = await listening(a, other.id, await a.createSession(other.id));

    const response = await call(b, 'verify', { email_validation_code: code }, { token });
    expect(response.body.errors).toBeUndefined();
    await markerArrives(b, companyId, 'marker', onA.received, onB.received);
    await markerArrives(b, other.id, 'other marker', otherOnA.received);

    for (const { received } of [onA, onB]) {
      expect(texts(received)).toEqual(['Your e-mail has been verified', 'marker']);
      expect(received[0]![0]).toBe(companyNotificationsTopic(companyId));
    }
    expect(texts(otherOnA.received)).toEqual(['other marker']);
  });

  it('deal topics cross servers, for the deal’s parties only', async () => {
    const mine = await companyWithCampaign(a);
    const [creator, outsider] = await insertCreators(a, variedCreators(2, 11));
    const [deal] = await insertDeals(a, mine.campaign, [creator!.id]);
    const topic = `deal/${deal!.id}/typing`;
    const companyOnA = await clientOn(a, mine.token);
    expect(await subscribe(companyOnA.client, `deal/${deal!.id}/#`)).toEqual([0]);

    const outsiderOnA = await clientOn(a, await creatorSession(a, outsider!.id));
    expect(await subscribe(outsiderOnA.client, `deal/${deal!.id}/#`)).toEqual([128]);
    const outsiderOnB = await clientOn(b, await creatorSession(b, outsider!.id));
    const refused = closedByServer(outsiderOnB.client);
    outsiderOnB.client.publish(topic, '{"typing":"forged"}');
    await refused;

    const creatorOnB = await clientOn(b, await creatorSession(b, creator!.id));
    // QoS 1: acknowledged once B's broker has handed it to Redis.
    await creatorOnB.client.publishAsync(topic, '{"typing":true}', { qos: 1 });
    await b.server.app.publisher.publish(topic, { marker: true });
    await expect
      .poll(() => companyOnA.received.length, { timeout: PROMPTLY_MS })
      .toBeGreaterThanOrEqual(2);
    expect(companyOnA.received).toEqual([
      [topic, '{"typing":true}'],
      [topic, '{"marker":true}'],
    ]);
    expect(outsiderOnA.received).toEqual([]);
  });

  it("a password change on B closes the other sessions' connections on A, not its own", async () => {
    const company = await a.createCompany({ password: GOOD_PASSWORD });
    const token = await logIn(b, company.email);
    const own = await listening(a, company.id, token);
    const other = await listening(a, company.id, await logIn(a, company.email));
    const closed = closedByServer(other.client);
    await changePassword(b, token, 'Brand-new-pass-7');
    await closed;
    await markerArrives(b, company.id, 'after the change', own.received);
    expect(other.received).toEqual([]);
    expect(own.client.connected).toBe(true);
  });

  it('keeps answering while Redis is down, and crosses servers again once it is back', async () => {
    const company = await a.createCompany();
    const token = await a.createSession(company.id);
    const onA = await listening(a, company.id, token);
    await redis.kill();
    try {
      await expect
        .poll(() =>
          b.server.app.realtimeCheck().then(
            () => 'ready',
            () => 'down',
          ),
        )
        .toBe('down');
      // A mutation that publishes answers, its notice kept for the bell.
      const email = freshEmail('redis-down');
      const code = await signUp(b, email);
      const downToken = await logIn(b, email);
      const started = Date.now();
      const response = await call(
        b,
        'verify',
        { email_validation_code: code },
        { token: downToken },
      );
      expect(response.body.errors).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(PROMPTLY_MS);
      await expect(
        notifyCompany(b.server.app.publisher, company.id, 'lost while Redis is down'),
      ).rejects.toThrow();
    } finally {
      redis = await startRedisServer(redis.port);
    }
    // Ready again: each connection answers PING, the subscriptions restored before it.
    for (const server of [a, b]) {
      await expect
        .poll(() => server.server.app.realtimeCheck().then(() => 'ready', String), {
          timeout: 15_000,
          interval: 50,
        })
        .toBe('ready');
    }
    await markerArrives(b, company.id, 'back', onA.received);
    expect(texts(onA.received)).toEqual(['back']);
  });

  it('the admin CLI with no server in its process publishes through Redis to every server', async () => {
    const company = await a.createCompany();
    const token = await a.createSession(company.id);
    const onA = await listening(a, company.id, token);
    const onB = await listening(b, company.id, token);
    // A data directory of no running server: the CLI opens the database itself.
    const dataDir = mkdtempSync(join(tmpdir(), 'ugc-cli-'));
    try {
      const result = await runAdminCommand(dataDir, ['notify', company.email, 'From the CLI'], {
        NODE_ENV: 'test',
        DATABASE_URL: a.databaseUrl,
        JWT_SECRET: a.config.jwtSecret,
        REDIS_URL: redis.url,
      });
      expect(result).toEqual({ code: 0, stdout: `notified company ${company.id}\n`, stderr: '' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    await markerArrives(b, company.id, 'marker', onA.received, onB.received);
    expect(texts(onA.received)).toEqual(['From the CLI', 'marker']);
    expect(texts(onB.received)).toEqual(['From the CLI', 'marker']);
  });
});

describe('a server whose Redis is not there yet', () => {
  afterEach(endClients);

  it('starts and answers; real time works once Redis comes; it closes while Redis is gone', async () => {
    const port = await freePort();
    const server = await startTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    let redis: RedisServer | undefined;
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await expect(server.server.app.realtimeCheck()).rejects.toThrow();

      redis = await startRedisServer(port);
      await expect
        .poll(() => server.server.app.realtimeCheck().then(() => 'ready', String), {
          timeout: 15_000,
          interval: 50,
        })
        .toBe('ready');
      const company = await server.createCompany();
      const listener = await listening(server, company.id, await server.createSession(company.id));
      await markerArrives(server, company.id, 'Redis is here', listener.received);
      expect(texts(listener.received)).toEqual(['Redis is here']);
      await redis.kill();
    } finally {
      await server.close();
      await redis?.stop();
    }
  });
});
