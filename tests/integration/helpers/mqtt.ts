import mqtt from 'mqtt';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import type { IClientOptions, MqttClient } from 'mqtt';

/** The embedded broker's WebSocket URL for a server at `baseUrl` (http://host:port). */
export const brokerUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/mqtt`;

const clients: MqttClient[] = [];

/** A real mqtt.js client as the app configures it; no reconnects unless asked. */
export function mqttClient(url: string, options: IClientOptions = {}): MqttClient {
  const client = mqtt.connect(url, {
    clientId: `test-${Math.random().toString(16).slice(2)}`,
    protocolVersion: 4,
    clean: true,
    keepalive: 60,
    connectTimeout: 5000,
    reconnectPeriod: 0,
    ...options,
  });
  client.on('error', () => {}); // the tests look at the outcome, not the event
  clients.push(client);
  return client;
}

/** Resolves on CONNACK 0, rejects with the refusal (e.g. "Connection refused: …"). */
export function connected(client: MqttClient): Promise<void> {
  return new Promise((resolve, reject) => {
    if (client.connected) return resolve();
    const cleanUp = () => {
      client.off('connect', onConnect);
      client.off('error', onError);
      client.off('close', onClose);
    };
    const onConnect = () => (cleanUp(), resolve());
    const onError = (error: Error) => (cleanUp(), reject(error));
    const onClose = () => (cleanUp(), reject(new Error('connection closed')));
    client.on('connect', onConnect);
    client.on('error', onError);
    client.on('close', onClose);
  });
}

/** Resolves when the broker closes the connection; fails if it is still open after `ms`. */
export function closedByServer(client: MqttClient, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!client.connected) return resolve();
    const timer = setTimeout(() => reject(new Error('the connection is still open')), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Collects the messages a client receives, as [topic, text] pairs. */
export function collect(client: MqttClient): Array<[string, string]> {
  const received: Array<[string, string]> = [];
  client.on('message', (topic, payload) => received.push([topic, payload.toString()]));
  return received;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends every client made by mqttClient (afterEach). */
export async function endClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.endAsync(true).catch(() => {})));
}

/**
 * A company's notifications client at `baseUrl`, logged in with its session token and
 * subscribed to its topics; `next()` is its next message, parsed.
 */
export async function listenAsCompany(baseUrl: string, companyId: number, token: string) {
  const client = mqttClient(brokerUrl(baseUrl), { username: MQTT_USERNAME, password: token });
  await connected(client);
  await client.subscribeAsync(`company/${companyId}/#`);
  return {
    next: () =>
      new Promise<Record<string, unknown>>((resolve) =>
        client.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString()))),
      ),
  };
}
