/**
 * The real-time half of `npm run bench:cluster`: BENCH_MQTT_CLIENTS mqtt.js clients (10 a
 * company, one session each) connected directly to each server's `/mqtt` in turn, so
 * they are spread exactly evenly, each subscribed to its company's notifications; then
 * BENCH_NOTIFICATIONS notifications published by the servers' own code (the admin
 * `notify --stamp` of each server process, half on each), spread over BENCH_NOTIFY_OVER_MS.
 *
 * Correctness is checked, timing only printed: every client must receive each of its
 * company's notifications exactly once and nothing else. Latency is from `sent_at` (when
 * the server published) to the moment this process reads the message: its own event loop
 * is part of it, on a machine whose cores the servers, Redis and PostgreSQL share.
 */
import { inArray } from 'drizzle-orm';
import mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { companyNotificationsTopic, MQTT_USERNAME } from '@/domain/realtime/rules';
import { runAdminCommand } from '@/server/admin/client';
import type { CompanyRow } from '@/server/db/schema/account';
import { notifications } from '@/server/db/schema/notifications';
import type { Cluster } from '../cluster/cluster';
import { brokerUrl } from '../integration/helpers/mqtt';

const CLIENTS = Number(process.env.BENCH_MQTT_CLIENTS ?? 2000);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const OVER_MS = Number(process.env.BENCH_NOTIFY_OVER_MS ?? 5000);
const CLIENTS_PER_COMPANY = 10;
/** Connections opened at once: enough to be quick, few enough not to flood the servers. */
const CONNECT_BATCH = 100;
/** How long deliveries may stop coming before the missing ones are counted as missing. */
const STALL_MS = 15_000;
/** After the last expected delivery, time for a late duplicate to show itself. */
const DUPLICATE_GRACE_MS = 1000;

/** One connected client: whose it is and where it is connected. */
interface Listener {
  client: MqttClient;
  companyId: number;
  server: number;
  /** Times each notification id arrived. */
  received: Map<string, number>;
}

export interface RealtimeResult {
  clients: number;
  clientsPerServer: number[];
  companies: number;
  notifications: number;
  perServer: number[];
  connectMs: number;
  connectBatch: number;
  overMs: number;
  /** Deliveries expected: each notification once to each client of its company. */
  expected: number;
  missing: number;
  duplicates: number;
  misdelivered: number;
  /** Delivery latencies (ms): to a client of the publishing server, and of another. */
  sameServerMs: number[];
  otherServerMs: number[];
  /** From the first publication's command to the last delivery. */
  totalMs: number;
  failedCommands: string[];
}

/** What the clients' message handlers count as messages arrive. */
interface Tally {
  /** Messages on a topic not the client's own, or without a notification id. */
  strays: number;
  sameServerMs: number[];
  otherServerMs: number[];
  lastDeliveryAt: number;
}

/** The payload of `notify --stamp`, the fields read here. */
interface StampedNotice {
  notification_id?: string;
  message?: string;
  sent_at?: string;
}

const VIA = /^Bench via (\d+) #\d+$/;

async function connectListener(
  url: string,
  token: string,
  companyId: number,
  server: number,
  index: number,
  tally: Tally,
): Promise<Listener> {
  const client = mqtt.connect(url, {
    clientId: `bench-${index}`,
    username: MQTT_USERNAME,
    password: token,
    protocolVersion: 4,
    clean: true,
    keepalive: 60,
    connectTimeout: 30_000,
    reconnectPeriod: 0,
  });
  // A connection lost later shows as its missing deliveries, not as an unheard 'error'.
  client.on('error', () => {});
  const listener: Listener = { client, companyId, server, received: new Map() };
  const ownTopic = companyNotificationsTopic(companyId);
  client.on('message', (topic, payload) => {
    const now = Date.now();
    const notice = JSON.parse(payload.toString()) as StampedNotice;
    const id = notice.notification_id;
    if (topic !== ownTopic || id === undefined) {
      tally.strays += 1;
      return;
    }
    const times = (listener.received.get(id) ?? 0) + 1;
    listener.received.set(id, times);
    if (times > 1) return;
    const via = Number(VIA.exec(notice.message ?? '')?.[1] ?? NaN);
    const latency = now - Date.parse(notice.sent_at ?? '');
    (via === server ? tally.sameServerMs : tally.otherServerMs).push(latency);
    tally.lastDeliveryAt = now;
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
    client.once('close', () => reject(new Error(`client ${index} closed before CONNACK`)));
  });
  const [grant] = await client.subscribeAsync(ownTopic, { qos: 0 });
  if (grant?.qos !== 0) throw new Error(`client ${index}: subscription refused`);
  return listener;
}

/** `total` split into `parts` whole numbers differing by at most one. */
const spread = (total: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));

/**
 * Waits until `count()` reaches `expected`, or stops growing for STALL_MS (the rest are then
 * missing), and a little more for late duplicates.
 */
async function awaitDeliveries(count: () => number, expected: number): Promise<void> {
  let last = -1;
  let lastChange = Date.now();
  while (count() < expected && Date.now() - lastChange < STALL_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (count() !== last) [last, lastChange] = [count(), Date.now()];
  }
  await new Promise((resolve) => setTimeout(resolve, DUPLICATE_GRACE_MS));
}

/** CLIENTS listeners, CONNECT_BATCH at a time; neighbours alternate servers. */
async function connectAll(
  cluster: Cluster,
  companies: CompanyRow[],
  tally: Tally,
  listeners: Listener[],
): Promise<void> {
  const t = cluster.asTestServer();
  const { servers } = cluster;
  for (let from = 0; from < CLIENTS; from += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CLIENTS - from) }, (_, i) => {
      const index = from + i;
      const server = index % servers.length;
      const company = companies[Math.floor(index / CLIENTS_PER_COMPANY)]!;
      const url = brokerUrl(servers[server]!.url);
      return t
        .createSession(company.id)
        .then((token) => connectListener(url, token, company.id, server, index, tally));
    });
    // Pushed as they connect: the caller ends them even if a later one fails.
    await Promise.all(batch.map((connecting) => connecting.then((l) => listeners.push(l))));
  }
}

/**
 * Each company's share of the notifications, split between the servers: one `notify`
 * command per company and server, all at once, each spread over OVER_MS. Resolves with
 * the failed commands' messages once every command has answered.
 */
async function publishAll(
  cluster: Cluster,
  companies: CompanyRow[],
  perCompany: number[],
  perServer: number[],
): Promise<string[]> {
  const failed: string[] = [];
  const commands = companies.flatMap((company, c) =>
    spread(perCompany[c]!, cluster.servers.length).map(async (count, s) => {
      if (count === 0) return;
      perServer[s]! += count;
      const argv = ['notify', company.email, `Bench via ${s}`, '--count', String(count)];
      argv.push('--over-ms', String(OVER_MS), '--stamp');
      const { code, stderr } = await runAdminCommand(cluster.servers[s]!.dataDir, argv);
      if (code !== 0) failed.push(stderr.trim());
    }),
  );
  await Promise.all(commands);
  return failed;
}

/**
 * Compares what each client received with what the servers stored for its company:
 * [missing, duplicates, misdelivered] deliveries.
 */
async function check(
  cluster: Cluster,
  companies: CompanyRow[],
  perCompany: number[],
  listeners: Listener[],
): Promise<[number, number, number]> {
  const rows = await cluster.db
    .select({ id: notifications.id, companyId: notifications.company_id })
    .from(notifications)
    .where(
      inArray(
        notifications.company_id,
        companies.map((company) => company.id),
      ),
    );
  const companyOf = new Map(rows.map((row) => [String(row.id), row.companyId]));
  const clientsOf = listenersByCompany(listeners);
  let [missing, duplicates, misdelivered] = [0, 0, 0];
  for (const listener of listeners) {
    for (const [id, times] of listener.received) {
      if (companyOf.get(id) !== listener.companyId) misdelivered += times;
      else duplicates += times - 1;
    }
  }
  const stored = new Map<number, number>();
  for (const row of rows) {
    stored.set(row.companyId, (stored.get(row.companyId) ?? 0) + 1);
    for (const listener of clientsOf.get(row.companyId) ?? []) {
      if (!listener.received.has(String(row.id))) missing += 1;
    }
  }
  // Notifications planned but never stored (a failed command) are missing for everyone.
  companies.forEach((company, c) => {
    const unstored = Math.max(0, perCompany[c]! - (stored.get(company.id) ?? 0));
    missing += unstored * (clientsOf.get(company.id)?.length ?? 0);
  });
  return [missing, duplicates, misdelivered];
}

function listenersByCompany(listeners: Listener[]): Map<number, Listener[]> {
  const byCompany = new Map<number, Listener[]>();
  for (const listener of listeners) {
    byCompany.set(listener.companyId, [...(byCompany.get(listener.companyId) ?? []), listener]);
  }
  return byCompany;
}

export async function realtimeThroughput(cluster: Cluster): Promise<RealtimeResult> {
  const t = cluster.asTestServer();
  const companyCount = Math.ceil(CLIENTS / CLIENTS_PER_COMPANY);
  const companies: CompanyRow[] = [];
  for (let i = 0; i < companyCount; i++) companies.push(await t.createCompany());
  const perCompany = spread(NOTIFICATIONS, companyCount);
  const tally: Tally = { strays: 0, sameServerMs: [], otherServerMs: [], lastDeliveryAt: NaN };
  const listeners: Listener[] = [];
  try {
    const connectStarted = Date.now();
    await connectAll(cluster, companies, tally, listeners);
    const connectMs = Date.now() - connectStarted;
    const clientsOf = listenersByCompany(listeners);
    const expected = companies.reduce(
      (sum, company, c) => sum + perCompany[c]! * (clientsOf.get(company.id)?.length ?? 0),
      0,
    );

    const perServer = cluster.servers.map(() => 0);
    const started = Date.now();
    const failedCommands = await publishAll(cluster, companies, perCompany, perServer);
    const delivered = () => tally.sameServerMs.length + tally.otherServerMs.length;
    await awaitDeliveries(delivered, expected);
    const [missing, duplicates, misdelivered] = await check(
      cluster,
      companies,
      perCompany,
      listeners,
    );
    return {
      clients: listeners.length,
      clientsPerServer: cluster.servers.map(
        (_, s) => listeners.filter(({ server }) => server === s).length,
      ),
      companies: companyCount,
      notifications: NOTIFICATIONS,
      perServer,
      connectMs,
      connectBatch: CONNECT_BATCH,
      overMs: OVER_MS,
      expected,
      missing,
      duplicates,
      misdelivered: misdelivered + tally.strays,
      sameServerMs: tally.sameServerMs,
      otherServerMs: tally.otherServerMs,
      totalMs: tally.lastDeliveryAt - started,
      failedCommands,
    };
  } finally {
    await Promise.all(listeners.map(({ client }) => client.endAsync(true).catch(() => {})));
  }
}
