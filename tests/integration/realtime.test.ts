import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mqttRealtimeClient } from '@/features/realtime/mqtt/client';
import { revokeSessions } from '@/server/auth/tokens';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { notifyCompany } from '@/server/realtime/publisher';
import { companyNotificationsTopic } from '@/domain/realtime/rules';
import { runAdminCommand } from '@/server/admin/client';
import { ConfigError, MQTT_URL_REFUSED } from '@/server/config';
import { brokerUrl, collect, connected, endClients, mqttClient, sleep } from './helpers/mqtt';
import { call, freshEmail, GOOD_PASSWORD, linkOf, logIn, signUp } from './helpers/account';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { until } from './helpers/until';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterEach(endClients);
afterAll(async () => {
  await server?.close();
});

/** A company with a session, connected and subscribed to its own topics. */
async function loggedIn() {
  const company = await server.createCompany();
  const token = await server.createSession(company.id);
  const client = mqttClient(brokerUrl(server.url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  return { company, token, client };
}

/** Waits long enough for a message in flight on loopback to arrive. */
const settle = () => sleep(150);

/**
 * Received [topic, text] pairs as [topic, object]: a notice kept for the bell is published
 * with its stored id (`notification_id`) beside its message.
 */
const parsed = (received: Array<[string, string]>) =>
  received.map(([topic, text]) => [topic, JSON.parse(text) as unknown]);
const kept = (message: string) => ({ notification_id: expect.stringMatching(/^\d+$/), message });

describe('embedded broker: authentication', () => {
  it('refuses an anonymous connection', async () => {
    const client = mqttClient(brokerUrl(server.url));
    await expect(connected(client)).rejects.toThrow(/Bad username or password/i);
  });

  it('refuses a wrong username, a forged token and a revoked token', async () => {
    const company = await server.createCompany();
    const token = await server.createSession(company.id);
    const url = brokerUrl(server.url);
    await expect(
      connected(mqttClient(url, { username: 'admin', password: token })),
    ).rejects.toThrow(/Bad username or password/i);
    await expect(
      connected(mqttClient(url, { username: MQTT_USERNAME, password: `${token}x` })),
    ).rejects.toThrow(/Bad username or password/i);
    await revokeSessions(server.db, company.id);
    await expect(
      connected(mqttClient(url, { username: MQTT_USERNAME, password: token })),
    ).rejects.toThrow(/Bad username or password/i);
  });

  it('accepts a live session token', async () => {
    const { client } = await loggedIn();
    expect(client.connected).toBe(true);
  });
});

describe('embedded broker: authorisation', () => {
  it("delivers the company's own notifications after a subscription to company/{id}/#", async () => {
    const { company, client } = await loggedIn();
    const granted = await client.subscribeAsync(`company/${company.id}/#`);
    expect(granted.map((g) => g.qos)).toEqual([0]);
    const received = collect(client);
    await notifyCompany(server.server.app.publisher, company.id, 'Hello');
    await settle();
    expect(received).toEqual([
      [companyNotificationsTopic(company.id), JSON.stringify({ message: 'Hello' })],
    ]);
  });

  it("refuses subscriptions to another company's topics and to wildcards, and delivers nothing", async () => {
    const { client } = await loggedIn();
    const other = await server.createCompany();
    const filters = [
      '#',
      '+/#',
      'company/+/#',
      'company/#',
      `company/${other.id}/#`,
      `company/${other.id}/notifications`,
      '$SYS/#',
      'deal/+/messages',
      'deal/1/messages', // no company owns a deal yet
    ];
    // mqtt.js rejects a SUBACK that refuses (return code 128); each filter on its own.
    for (const filter of filters) {
      const error = await client.subscribeAsync(filter).then(
        () => null,
        (e: { packet?: { granted?: unknown } }) => e,
      );
      expect(error?.packet?.granted, filter).toEqual([128]);
    }
    const received = collect(client);
    await notifyCompany(server.server.app.publisher, other.id, 'Not yours');
    await settle();
    expect(received).toEqual([]);
  });

  it('refuses publications outside deal/{own deal id}/… by closing the connection', async () => {
    const { company, client } = await loggedIn();
    const watcher = (await loggedIn()).client;
    await watcher.subscribeAsync(`company/${company.id}/#`).catch(() => {});
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.publish(`company/${company.id}/notifications`, '{"message":"forged"}');
    await closed;
    expect(client.connected).toBe(false);
  });
});

describe("the app's client (features/realtime/client.ts) against the broker", () => {
  it('restores every subscription once after a forced disconnect', async () => {
    const company = await server.createCompany();
    const token = await server.createSession(company.id);
    const connections: MqttClient[] = [];
    const received: Array<[string, string]> = [];
    const client = mqttRealtimeClient({
      url: brokerUrl(server.url),
      connect: (url, options) => {
        const made = mqtt.connect(url, options);
        connections.push(made);
        return made;
      },
    })({ onMessage: (topic, payload) => received.push([topic, Buffer.from(payload).toString()]) });
    try {
      client.subscribe(`company/${company.id}/#`);
      client.subscribe(`company/${company.id}/notifications`); // overlapping on purpose
      client.open(token);
      await until(() => connections[0]?.connected === true);
      const mqttClient = connections[0]!;
      expect(mqttClient.options.clientId).toMatch(/^vue-app-[0-9a-f]{16}$/);
      expect(mqttClient.options).toMatchObject({
        keepalive: 60,
        reconnectPeriod: 1000,
        connectTimeout: 30_000,
        protocolVersion: 4,
        clean: true,
        username: MQTT_USERNAME,
      });
      await sleep(200);
      let reconnects = 0;
      mqttClient.on('connect', () => (reconnects += 1));
      const sent: unknown[] = [];
      mqttClient.on('packetsend', (packet) => packet.cmd === 'subscribe' && sent.push(packet));

      mqttClient.stream.destroy(); // the network drops
      await until(() => reconnects === 1 && mqttClient.connected);
      await sleep(300); // the restored subscriptions reach the broker

      await notifyCompany(server.server.app.publisher, company.id, 'after reconnect');
      await settle();
      expect(sent).toHaveLength(1);
      expect((sent[0] as { subscriptions: Array<{ topic: string }> }).subscriptions).toHaveLength(
        2,
      );
      // Two overlapping subscriptions: the broker delivers one copy per matching filter
      // (MQTT 3.1.1 allows either), never more than before the disconnect.
      const texts = received.map(([, text]) => JSON.parse(text) as unknown);
      expect(texts.length).toBeGreaterThanOrEqual(1);
      expect(texts.length).toBeLessThanOrEqual(2);
      expect(new Set(texts.map((t) => JSON.stringify(t)))).toEqual(
        new Set([JSON.stringify({ message: 'after reconnect' })]),
      );
    } finally {
      client.close();
    }
  });

  it('resubscribes a single subscription exactly once: one copy per message', async () => {
    const company = await server.createCompany();
    const token = await server.createSession(company.id);
    const connections: MqttClient[] = [];
    const received: string[] = [];
    const client = mqttRealtimeClient({
      url: brokerUrl(server.url),
      connect: (url, options) => {
        const made = mqtt.connect(url, options);
        connections.push(made);
        return made;
      },
    })({ onMessage: (_topic, payload) => received.push(Buffer.from(payload).toString()) });
    try {
      client.open(token);
      client.subscribe(`company/${company.id}/#`);
      await until(() => connections[0]?.connected === true);
      await sleep(200);
      for (let i = 0; i < 3; i++) {
        const before = connections[0]!;
        const reconnected = new Promise((resolve) => before.once('connect', resolve));
        before.stream.destroy();
        await reconnected;
      }
      await sleep(300);
      await notifyCompany(server.server.app.publisher, company.id, 'once');
      await settle();
      expect(received).toEqual([JSON.stringify({ message: 'once' })]);
    } finally {
      client.close();
    }
  });
});

describe('npm run admin -- notify', () => {
  it('publishes a notification to the company through the running server', async () => {
    const { company, client } = await loggedIn();
    await client.subscribeAsync(`company/${company.id}/#`);
    const received = collect(client);
    const result = await runAdminCommand(server.dataDir, ['notify', company.email, 'Hi there']);
    expect(result).toMatchObject({ code: 0 });
    await settle();
    expect(parsed(received)).toEqual([[companyNotificationsTopic(company.id), kept('Hi there')]]);
  });

  it('with --stamp, tells when each message was published (sent_at)', async () => {
    const { company, client } = await loggedIn();
    await client.subscribeAsync(`company/${company.id}/#`);
    const received = collect(client);
    const before = Date.now();
    const argv = ['notify', company.email, 'Timed', '--count', '2', '--stamp'];
    expect(await runAdminCommand(server.dataDir, argv)).toMatchObject({ code: 0 });
    const after = Date.now();
    await until(() => received.length === 2, 'both stamped messages');
    for (const [, text] of received) {
      const sentAt = Date.parse((JSON.parse(text) as { sent_at: string }).sent_at);
      expect(sentAt).toBeGreaterThanOrEqual(before);
      expect(sentAt).toBeLessThanOrEqual(after);
    }
  });

  it('fails for an unknown company', async () => {
    const result = await runAdminCommand(server.dataDir, ['notify', 'nobody@example.com', 'Hi']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no company with e-mail nobody@example.com');
  });
});

describe('account features publish after their commit', () => {
  it('notifies the company when its e-mail is verified', async () => {
    const email = freshEmail('rt-verify');
    const code = await signUp(server, email);
    const token = await logIn(server, email);
    const client = mqttClient(brokerUrl(server.url), { username: MQTT_USERNAME, password: token });
    await connected(client);
    const companyId = Number(JSON.parse(atob(token.split('.')[1]!)).sub);
    await client.subscribeAsync(`company/${companyId}/#`);
    const received = collect(client);
    const response = await call(server, 'verify', { email_validation_code: code }, { token });
    expect(response.body.errors).toBeUndefined();
    await until(() => received.length > 0);
    expect(parsed(received)).toEqual([
      [companyNotificationsTopic(companyId), kept('Your e-mail has been verified')],
    ]);
  });

  it('notifies the company when its e-mail has changed', async () => {
    const company = await server.createCompany({ password: GOOD_PASSWORD });
    const token = await logIn(server, company.email);
    const client = mqttClient(brokerUrl(server.url), { username: MQTT_USERNAME, password: token });
    await connected(client);
    await client.subscribeAsync(`company/${company.id}/#`);
    const received = collect(client);
    const newEmail = freshEmail('rt-new');
    await call(
      server,
      'requestEmailChange',
      { email: company.email, new_email: newEmail, password: GOOD_PASSWORD },
      { token },
    );
    const [mail] = await server.mails(newEmail);
    const link = linkOf(mail!, 'update');
    const response = await call(server, 'updateEmail', {
      password: GOOD_PASSWORD,
      token: link.token,
      old_email: link.email,
    });
    expect(response.body.errors).toBeUndefined();
    await until(() => received.length > 0);
    expect(parsed(received)).toEqual([
      [companyNotificationsTopic(company.id), kept('Your e-mail has been changed')],
    ]);
  });
});

describe('an external broker (MQTT_URL)', () => {
  it('is refused at start, with the reason and what to use instead', async () => {
    const started = startTestServer({ env: { MQTT_URL: 'mqtt://127.0.0.1:1883' } });
    await expect(started).rejects.toBeInstanceOf(ConfigError);
    await expect(started).rejects.toThrow(MQTT_URL_REFUSED);
  });
});
