/**
 * `npm run bench:cluster`: the API's throughput through the cluster harness's proxy
 * (tests/cluster), with one server process behind it and with two, on one PostgreSQL
 * database (DATABASE_URL, else the local test server) and a Redis of its own. The load is
 * CompanyData with a real session token, from autocannon in a child process (CONNECTIONS
 * connections for BENCH_SECONDS, default 10). The proxy runs in this process: the same
 * server measured without it shows what the proxy itself costs.
 *
 * Printed, never asserted: on a 2-core machine the servers, PostgreSQL, the proxy and the
 * load share the cores, so two servers cannot be twice one.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COMPANY_DATA } from '@/features/session/api';
import { documentSource, operationNameOf } from '@/store/graphqlBaseQuery';
import { startCluster } from '../cluster/cluster';
import type { Cluster } from '../cluster/cluster';

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

/**
 * Real time across servers (MQTT clients spread over both servers, notifications crossing
 * through Redis): to be added once the brokers share messages through REDIS_URL, e.g.
 * 2,000 clients and 10,000 notifications, timing delivery to every client.
 */
async function realtimeThroughput(_cluster: Cluster): Promise<Row[]> {
  return [];
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

async function main() {
  const cluster = await startCluster({ servers: 2 });
  try {
    report([...(await apiThroughput(cluster)), ...(await realtimeThroughput(cluster))]);
  } finally {
    await cluster.stop();
  }
}

await main();
