import type { IClientOptions, MqttClient } from 'mqtt';
import { MQTT_USERNAME } from '@/domain/realtime/rules';

/**
 * The app's real-time connection, a thin wrapper around mqtt.js. It lives in the listener
 * middleware's `extra` (never in state) and only listeners drive it; what it receives goes
 * back to the store as plain actions through `events`.
 */
export interface RealtimeClient {
  /** Connects with this session token; another token reconnects with it. */
  open(token: string): void;
  /** Ends the connection and forgets every subscription (logout, the close action). */
  close(): void;
  /** Subscriptions are remembered and restored, once each, after every reconnect. */
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  publish(topic: string, payload: string): void;
}

export interface RealtimeClientEvents {
  onMessage(topic: string, payload: Uint8Array): void;
  /**
   * The broker ended the connection, or refused it as not authorised: the session may
   * have been revoked (a removed team member, docs/product.md#brand-teams). Told once per
   * connection: again only after the next successful connect.
   */
  onDropped?(): void;
}

/** CONNACK return codes of MQTT 3.1.1 that refuse the credentials. */
const REFUSED_CREDENTIALS = new Set([4, 5]);

const refusesCredentials = (error: unknown) =>
  REFUSED_CREDENTIALS.has((error as { code?: unknown } | null)?.code as number);

export type RealtimeClientFactory = (events: RealtimeClientEvents) => RealtimeClient;

/** The client id is `vue-app-` plus a random hex string (docs/product.md#real-time). */
export const CLIENT_ID_PREFIX = 'vue-app-';

export function randomClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return CLIENT_ID_PREFIX + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The fixed connection options (docs/product.md#constants): keepalive in s, the rest in ms. */
export const MQTT_OPTIONS = {
  keepalive: 60,
  reconnectPeriod: 1000,
  connectTimeout: 30_000,
  protocolVersion: 4,
  clean: true,
} as const satisfies IClientOptions;

/**
 * The broker's WebSocket URL: VITE_MQTT_WS_URL (an external broker, e.g.
 * wss://broker.example.com:443/mqtt), else `/mqtt` on the app's own origin.
 */
export function brokerUrl(): string {
  const env = import.meta.env as ImportMetaEnv | undefined;
  const configured = env?.VITE_MQTT_WS_URL as string | undefined;
  if (configured) return configured;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/mqtt`;
}

export type Connect = (url: string, options: IClientOptions) => MqttClient;

/** Longest wait for an idle moment before connecting anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Longest wait for the first screen (a page without a title must still get its connection). */
export const FIRST_SCREEN_TIMEOUT_MS = 10_000;

/** Resolves once the document holds a level-1 heading: every screen's title is one. */
function firstScreenShown(): Promise<void> {
  return new Promise((resolve) => {
    const shown = () => document.querySelector('h1') !== null;
    if (shown()) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (shown()) done();
    });
    const timeout = setTimeout(done, FIRST_SCREEN_TIMEOUT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/**
 * Resolves once the first screen is shown (its title is in the page) and the browser then
 * has a moment free (at most IDLE_TIMEOUT_MS later). Outside a browser (Node: tests,
 * tools) at once. The connection and mqtt.js's chunk wait for it, so they never compete
 * with the first screen for the network or the main thread.
 */
export function afterFirstScreen(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  return firstScreenShown().then(idle);
}

export interface MqttRealtimeOptions {
  /** Defaults to brokerUrl() at connection time. */
  url?: string;
  /** What the connection waits for; defaults to afterFirstScreen. */
  whenIdle?: () => Promise<void>;
  /** mqtt.js's connect (the app's worker imports it; tests pass their own). */
  connect: Connect;
  options?: Partial<IClientOptions>;
}

/**
 * The mqtt.js implementation of RealtimeClient. The app runs it in a worker
 * (./worker.ts, driven by workerRealtimeClient), off the page's main thread.
 */
export function mqttRealtimeClient(settings: MqttRealtimeOptions): RealtimeClientFactory {
  return (events) => {
    const topics = new Set<string>();
    let client: MqttClient | null = null;
    let token: string | null = null;
    // Bumped by every open/close, so a connect that resolves late knows it is stale.
    let generation = 0;

    const start = async (mine: number, password: string) => {
      await (settings.whenIdle ?? afterFirstScreen)();
      if (mine !== generation) return;
      const next = settings.connect(settings.url ?? brokerUrl(), {
        ...MQTT_OPTIONS,
        clientId: randomClientId(),
        username: MQTT_USERNAME,
        password,
        // Restored by us on every connect, in one SUBSCRIBE: exactly once each.
        resubscribe: false,
        ...settings.options,
      });
      client = next;
      // One report per connection (mqtt.js retries every second): the first connection,
      // and each one after a successful connect, may report its end once.
      let mayReport = true;
      const dropped = () => {
        if (mine !== generation || !mayReport) return;
        mayReport = false;
        events.onDropped?.();
      };
      let connected = false;
      next.on('connect', () => {
        connected = true;
        mayReport = true;
        if (topics.size > 0) next.subscribe([...topics], { qos: 0 }, ignore);
      });
      next.on('message', (topic, payload) => events.onMessage(topic, payload));
      // Closed under a live connection: by the broker (a revoked session) or the network.
      next.on('close', () => {
        if (connected) dropped();
        connected = false;
      });
      // Other connection errors are ignored with no user feedback (docs/product.md#real-time).
      next.on('error', (error) => {
        if (refusesCredentials(error)) dropped();
      });
    };

    const stop = () => {
      generation += 1;
      client?.end(true);
      client = null;
    };

    return {
      open(nextToken) {
        if (client && token === nextToken) return;
        stop();
        token = nextToken;
        start(generation, nextToken).catch(ignore);
      },
      close() {
        stop();
        token = null;
        topics.clear();
      },
      subscribe(topic) {
        if (topics.has(topic)) return;
        topics.add(topic);
        if (client?.connected) client.subscribe(topic, { qos: 0 }, ignore);
      },
      unsubscribe(topic) {
        if (!topics.delete(topic)) return;
        if (client?.connected) client.unsubscribe(topic, ignore);
      },
      publish(topic, payload) {
        client?.publish(topic, payload, { qos: 0 }, ignore);
      },
    };
  };
}

function ignore(): void {}

/** A client that connects nowhere: unit tests and the replay store. */
export const offlineRealtimeClient: RealtimeClientFactory = () => ({
  open: ignore,
  close: ignore,
  subscribe: ignore,
  unsubscribe: ignore,
  publish: ignore,
});
