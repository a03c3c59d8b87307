/**
 * The console's live queue (docs/product.md#operator-console): an operator session
 * subscribes to the console's topic only and receives what notifyOperators publishes;
 * companies are refused that topic, and an operator every company or deal topic and every
 * publication.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OPS_QUEUE_TOPIC } from '@/domain/realtime/rules';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { notifyCompany, notifyOperators } from '@/server/realtime/publisher';
import {
  brokerUrl,
  closedByServer,
  collect,
  connected,
  endClients,
  mqttClient,
} from './helpers/mqtt';
import { signedInOperator } from './helpers/operators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterEach(endClients);

async function connectedWith(token: string) {
  const client = mqttClient(brokerUrl(t.url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  return client;
}

/** The granted QoS of one filter (128: refused; mqtt.js rejects such a SUBACK). */
const grantOf = (client: Awaited<ReturnType<typeof connectedWith>>, filter: string) =>
  client.subscribeAsync(filter).then(
    (granted) => granted.map((g) => g.qos),
    (error: { packet?: { granted?: number[] } }) => error.packet?.granted ?? [],
  );

describe('the ops/queue topic', () => {
  it('lets an operator subscribe and delivers notifyOperators to it', async () => {
    const operator = await connectedWith((await signedInOperator(t)).token);
    expect(await grantOf(operator, OPS_QUEUE_TOPIC)).toEqual([0]);
    const received = collect(operator);
    await notifyOperators(t.server.app.publisher, 'campaigns');
    await expect
      .poll(() => received)
      .toEqual([
        [OPS_QUEUE_TOPIC, JSON.stringify({ event: 'ops_queue_changed', queue: 'campaigns' })],
      ]);
  });

  it('refuses it to a company, which receives nothing of it', async () => {
    const company = await t.createCompany();
    const client = await connectedWith(await t.createSession(company.id));
    for (const filter of [OPS_QUEUE_TOPIC, 'ops/#', '+/queue']) {
      expect(await grantOf(client, filter), filter).toEqual([128]);
    }
    expect(await grantOf(client, `company/${company.id}/#`)).toEqual([0]);
    const received = collect(client);
    await notifyOperators(t.server.app.publisher, 'payouts');
    // The company's own notice, published after, arrives alone.
    await notifyCompany(t.server.app.publisher, company.id, 'after the queue');
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]![0]).toBe(`company/${company.id}/notifications`);
  });

  it("refuses an operator companies' and deals' topics, and any publication", async () => {
    const { token } = await signedInOperator(t);
    const operator = await connectedWith(token);
    for (const filter of ['company/1/#', 'company/+/notifications', 'deal/1/#', '#', 'ops/#']) {
      expect(await grantOf(operator, filter), filter).toEqual([128]);
    }
    const closed = closedByServer(operator);
    operator.publish(OPS_QUEUE_TOPIC, '{"event":"ops_queue_changed","queue":"campaigns"}');
    await closed;
  });
});
