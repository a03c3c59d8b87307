/**
 * `npm run fuzz`: starts the server (production mode, a temporary data directory, a free
 * port), signs up two companies with a brand, a product and an image each, then sends
 * FUZZ_REQUESTS requests (10,000 by default; FUZZ_SEED repeats a run): every query and
 * mutation of both schemas with plausible and fuzzed arguments (strings too long, NUL
 * bytes, lone surrogates, wrong types, huge and negative numbers, the other company's ids,
 * random ids), abusive documents (deep, aliased, long), wrong body shapes and content
 * types, and HTTP around GraphQL (uploads, image paths, /dev/mailbox, unknown paths).
 *
 * It fails (exit 1) on any HTTP 5xx, any INTERNAL_SERVER_ERROR or INTERNAL error, any
 * internal text in an answer (SQL, driver messages, stack lines, source paths) and any log
 * line holding a failed query's values, printing one request of each failure class.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { hashPassword } from '@/server/auth/passwords';
import { issueSession } from '@/server/auth/tokens';
import { buildSchemas } from '@/server/graphql/codegen';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { RunningServer } from '@/server/main';
import { createCompany } from '@/server/services/companies';
import { pngBytes } from '../integration/helpers/images';
import { describeRequest, failureOf, logLeakOf } from './check';
import type { Failure, FuzzRequest } from './check';
import { httpRequest } from './http';
import { documentOperation, fieldOperation, shapeOperation } from './operations';
import type { FuzzOperation, KnownIds } from './operations';
import { seededRandom } from './random';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
const CONCURRENCY = 6;
const PASSWORD = 'Correct-Horse-1';
/** Cheap hashes: the fuzz measures robustness, not the password hash's cost. */
const HASHING = { N: 2 ** 10, r: 8, p: 1 };

const random = seededRandom(SEED);
const schemas = buildSchemas();

interface Company {
  id: number;
  token: string;
  ids: string[];
  imageIds: string[];
}

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

async function send(
  server: RunningServer,
  request: FuzzRequest,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text() };
}

async function graphql(server: RunningServer, token: string, query: string, variables = {}) {
  const { text } = await send(server, {
    label: 'setup',
    method: 'POST',
    path: '/v1/j',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return JSON.parse(text) as { data?: Record<string, { id: string }> };
}

async function signUp(server: RunningServer, index: number): Promise<Company> {
  const company = await createCompany(server.db, {
    email: `fuzz${index}-${randomBytes(3).toString('hex')}@example.com`,
    company_name: `Fuzz company ${index}`,
    first_name: 'Fuzz',
    last_name: 'Tester',
    has_verified_email: true,
    onboard_position: 1,
    password_hash: await hashPassword(PASSWORD, HASHING),
  });
  const { token } = await issueSession(server.db, server.config.jwtSecret, company.id);
  const brand = await graphql(
    server,
    token,
    'mutation { BrandCreate(name: "Fuzz brand", description: "A brand to fuzz") { id } }',
  );
  const brandId = brand.data!.BrandCreate!.id;
  const product = await graphql(
    server,
    token,
    'mutation ($b: ID!) { ProductCreate(brand_id: $b, name: "Fuzz product", price: 1500, link: "https://example.com", description: "A product", category: beauty) { id } }',
    { b: brandId },
  );
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($f: File!) { ImageUpload(file: $f) { id } }',
      variables: { f: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.f'] }));
  form.set('0', new Blob([new Uint8Array(pngBytes(2, 2))]), 'a.png');
  const upload = await fetch(`${server.url}/v1/j`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const imageId = ((await upload.json()) as { data: { ImageUpload: { id: string } } }).data
    .ImageUpload.id;
  return {
    id: company.id,
    token,
    ids: [brandId, product.data!.ProductCreate!.id, imageId],
    imageIds: [imageId],
  };
}

let signUps = 2;

/**
 * After a 401 the fuzz logged a company out, changed its password or deleted it: a new
 * session, or a new company in its place.
 */
async function renewSession(server: RunningServer, companies: Company[], authorization: string) {
  const company = companies.find(({ token }) => authorization.endsWith(token));
  if (!company) return;
  company.token = '(renewing)';
  try {
    company.token = (await issueSession(server.db, server.config.jwtSecret, company.id)).token;
  } catch {
    signUps += 1;
    Object.assign(company, await signUp(server, signUps));
  }
}

function graphqlRequest(operation: FuzzOperation, token: string): FuzzRequest {
  const guest = operation.endpoint === 'guest';
  return {
    label: operation.label,
    method: 'POST',
    path: guest ? '/v1/j/guest' : '/v1/j',
    headers: {
      'content-type': 'application/json',
      ...(guest ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(operation.body),
  };
}

function nextRequest(companies: [Company, Company]): FuzzRequest {
  const [own, other] = random.chance(0.5) ? companies : [companies[1], companies[0]];
  const ids: KnownIds = { own: own.ids, other: other.ids };
  const roll = random.next();
  if (roll < 0.7) {
    const endpoint = random.chance(0.75) ? 'app' : 'guest';
    return graphqlRequest(fieldOperation(schemas[endpoint], endpoint, random, ids), own.token);
  }
  if (roll < 0.8) return graphqlRequest(documentOperation(random), own.token);
  if (roll < 0.87) return graphqlRequest(shapeOperation(random), own.token);
  const imageIds = [...own.imageIds, ...other.imageIds];
  return httpRequest(random, { token: own.token, png: pngBytes(2, 2), imageIds });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ugc-fuzz-'));
  const template = join(process.cwd(), 'build', 'database-template');
  const server = await startServer({
    env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') },
    host: '127.0.0.1',
    port: 0,
    dataDir,
    staticDir: join(dataDir, 'no-client-build'),
    ...(existsSync(template) ? { databaseTemplate: template } : {}),
    logger: createLogger({ logLevel: 'info' }, logSink),
    passwordHashing: HASHING,
  });
  const started = Date.now();
  const statuses = new Map<number, number>();
  const failures = new Map<string, { count: number; failure: Failure; request: FuzzRequest }>();
  let sent = 0;
  let done = 0;
  try {
    const companies: [Company, Company] = [await signUp(server, 1), await signUp(server, 2)];
    const worker = async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const request = nextRequest(companies);
        let result: { status: number; text: string };
        try {
          result = await send(server, request);
        } catch (error) {
          result = { status: 599, text: `no answer: ${(error as Error).message}` };
        }
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status === 401 && request.headers.authorization) {
          await renewSession(server, companies, request.headers.authorization);
        }
        const failure = failureOf(result.status, result.text);
        if (failure) {
          const key = `${failure.kind} · ${request.label}`;
          const known = failures.get(key);
          if (known) known.count += 1;
          else failures.set(key, { count: 1, failure, request });
        }
        done += 1;
        if (done % 1000 === 0)
          console.log(`  ${done} requests, ${Math.round((Date.now() - started) / 1000)} s`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const leaks = logLines.map((line) => [line, logLeakOf(line)] as const).filter(([, leak]) => leak);
  console.log(
    `\nfuzz: ${sent} requests (seed ${SEED}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  console.log(
    `statuses: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  );
  const errorLines = logLines.filter((line) => line.includes('"level":50'));
  console.log(`error log lines: ${errorLines.length}`);
  const distinct = new Set(
    errorLines.map((line) => line.replace(/"(time|pid|hostname|reqId)":[^,]*,?/g, '')),
  );
  for (const line of [...distinct].slice(0, 10)) console.log(`  ${line.trim().slice(0, 300)}`);
  for (const [key, { count, failure, request }] of [...failures].sort()) {
    console.log(
      `\nFAIL ${key} (${count}×)\n  answer: ${failure.detail}\n  request: ${describeRequest(request)}`,
    );
  }
  for (const [line, leak] of leaks.slice(0, 5))
    console.log(`\nFAIL log holds ${leak}: ${line.slice(0, 400)}`);
  const total = [...failures.values()].reduce((sum, { count }) => sum + count, 0) + leaks.length;
  console.log(
    total === 0
      ? '\nno failures'
      : `\n${total} failures in ${failures.size + (leaks.length ? 1 : 0)} classes`,
  );
  process.exit(total === 0 ? 0 : 1);
}

await main();
