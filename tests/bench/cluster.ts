/**
 * `npm run bench:cluster`: the API's throughput through the cluster harness's proxy
 * (tests/cluster), with one server process behind it and with two, on one PostgreSQL
 * database (DATABASE_URL, else the local test server) and a Redis of its own. The load is
 * CompanyData with a real session token, from autocannon in a child process (CONNECTIONS
 * connections for BENCH_SECONDS, default 10). The proxy runs in this process: the same
 * server measured without it shows what the proxy itself costs. Then real time across the
 * two servers (clusterRealtime.ts): MQTT clients on both, notifications published by
 * both, each checked to reach exactly its company's clients once.
 *
 * Throughput and latency are printed, never asserted: on a 2-core machine the servers,
 * PostgreSQL, the proxy and the load share the cores, so two servers cannot be twice one.
 * A wrong delivery (missing, duplicated, misdelivered) fails the bench.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';
import { startCluster } from '../cluster/cluster';
import type { Cluster } from '../cluster/cluster';
import { realtimeThroughput } from './clusterRealtime';
import type { RealtimeResult } from './clusterRealtime';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const AUTOCANNON = fileURLToPath(
  new URL('../../node_modules/autocannon/autocannon.js', import.meta.url),
);

interface Row {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** autocannon's JSON summary, the fields read here. */
interface Summary {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}

/** POSTs `body` to `url` for `seconds` from a child process (its own event loop and core). */
function load(
  name: string,
  url: string,
  body: string,
  token: string,
  seconds = SECONDS,
): Promise<Row> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', 'POST'];
  args.push('-H', 'content-type=application/json', '-H', `authorization=Bearer ${token}`);
  args.push('-b', body, url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const summary = JSON.parse(output.trim().split('\n').at(-1)!) as Summary;
      resolve({
        name,
        requestsPerSecond: summary.requests.average,
        p99Ms: summary.latency.p99,
        errors: summary.errors + summary.non2xx,
      });
    });
  });
}

/** CompanyData through the proxy with the first `servers` servers behind it, and direct. */
async function apiThroughput(cluster: Cluster): Promise<Row[]> {
  const t = cluster.asTestServer();
  const company = await t.createCompany();
  const token = await t.createSession(company.id);
  const body = JSON.stringify({
    operationName: operationNameOf(COMPANY_DATA),
    query: documentSource(COMPANY_DATA),
    variables: {},
  });
  const all = [...cluster.proxy.backends];
  const rows: Row[] = [];
  // Warms each server (statements prepared, session cached) before anything is timed.
  for (const server of cluster.servers) {
    await load('warm-up', `${server.url}/v1/j`, body, token, 2);
  }
  rows.push(
    await load('one server, direct (no proxy)', `${cluster.servers[0]!.url}/v1/j`, body, token),
  );
  cluster.proxy.backends.splice(0, all.length, all[0]!);
  rows.push(await load('one server through the proxy', `${cluster.url}/v1/j`, body, token));
  cluster.proxy.backends.splice(0, 1, ...all);
  rows.push(await load('two servers through the proxy', `${cluster.url}/v1/j`, body, token));
  return rows;
}

function report(rows: Row[]) {
  console.log(`\n${CONNECTIONS} connections × ${SECONDS} s each (CompanyData, authenticated)\n`);
  console.log(`${'load'.padEnd(36)}  ${'req/s'.padStart(8)}  ${'p99'.padStart(10)}`);
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(36),
        row.requestsPerSecond.toFixed(0).padStart(8),
        `${row.p99Ms.toFixed(1)} ms`.padStart(10),
        row.errors > 0 ? `(${row.errors} errors)` : '',
      ].join('  '),
    );
  }
  const rate = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond ?? NaN;
  const ratio = rate('two servers through the proxy') / rate('one server through the proxy');
  console.log(`\nTwo servers ÷ one, through the proxy: ${ratio.toFixed(2)}×`);
}

/** The p-th percentile (0..1) of `values`, NaN when there are none. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

/** Prints the result; true when every delivery was right (the bench fails otherwise). */
function reportRealtime(r: RealtimeResult): boolean {
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
  console.log(
    `\nReal time: ${r.clients} MQTT clients (WebSocket, MQTT 3.1.1, clean session), ` +
      `${r.clientsPerServer.join(' + ')} connected directly to each server's /mqtt ` +
      `(not through the proxy), ${r.companies} companies, one session each; connected and ` +
      `subscribed in ${(r.connectMs / 1000).toFixed(1)} s, ${r.connectBatch} at a time.`,
  );
  console.log(
    `${r.notifications} notifications, ${r.perServer.join(' + ')} published by each server ` +
      `(admin notify --stamp) over ${r.overMs} ms; latency from publication to this process.\n`,
  );
  console.log(
    `${'deliveries'.padEnd(36)}  ${'count'.padStart(8)}  ${'p50'.padStart(9)}  ${'p99'.padStart(9)}`,
  );
  const rows: Array<[string, number[]]> = [
    ['to a client of the publishing server', r.sameServerMs],
    ['to a client of the other server', r.otherServerMs],
    ['all', [...r.sameServerMs, ...r.otherServerMs]],
  ];
  for (const [name, values] of rows) {
    console.log(
      [
        name.padEnd(36),
        String(values.length).padStart(8),
        ms(percentile(values, 0.5)),
        ms(percentile(values, 0.99)),
      ].join('  '),
    );
  }
  const delivered = r.sameServerMs.length + r.otherServerMs.length;
  console.log(
    `\nTotal: ${(r.totalMs / 1000).toFixed(1)} s from the first notify to the last delivery ` +
      `(${((delivered / r.totalMs) * 1000).toFixed(0)} deliveries/s).`,
  );
  console.log(
    `Expected ${r.expected} deliveries: ${r.missing} missing, ${r.duplicates} duplicates, ` +
      `${r.misdelivered} misdelivered.`,
  );
  for (const failure of r.failedCommands.slice(0, 5)) console.log(`notify failed: ${failure}`);
  return (
    r.missing === 0 && r.duplicates === 0 && r.misdelivered === 0 && r.failedCommands.length === 0
  );
}

async function main() {
  const cluster = await startCluster({ servers: 2 });
  try {
    report(await apiThroughput(cluster));
    // Correctness, not timing, fails the bench: every notification reaches exactly its
    // company's clients, once each.
    if (!reportRealtime(await realtimeThroughput(cluster))) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
}

await main();
