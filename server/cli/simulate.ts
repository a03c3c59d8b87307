/**
 * `npm run simulate [-- --speed N --campaign ID --count N --url URL --seed S]`: creators
 * apply to active campaigns they match, N a minute (default 30), until --count or Ctrl-C.
 * Creator sessions come from the admin command `creator-session` (through the running
 * server, like `npm run admin`); the applications go through the API at --url.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runAdminCommand } from '../admin/client';
import { readAdminFile } from '../admin/endpoint';
import { simulate } from '../seed/simulator';
import type { Candidate } from '../seed/simulator';

const USAGE =
  'usage: npm run simulate -- [--speed N] [--campaign ID] [--count N] [--url URL] [--seed S]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

function whole(value: string | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined) return fallback;
  if (!/^[0-9]{1,9}$/.test(value) || Number(value) < min) {
    fail(`simulate: --${name} must be a whole number from ${min}`);
  }
  return Number(value);
}

const dataDir = resolve(process.env.DATA_DIR || './data');
let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      speed: { type: 'string' },
      campaign: { type: 'string' },
      count: { type: 'string' },
      url: { type: 'string' },
      seed: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const speed = whole(values.speed, 30, 'speed');
const count = values.count === undefined ? undefined : whole(values.count, 0, 'count');
const seed = whole(values.seed, 1, 'seed', 0);
const campaignId = values.campaign;
if (campaignId !== undefined && !/^[1-9][0-9]{0,9}$/.test(campaignId)) {
  fail(`simulate: "${campaignId}" is not a campaign id (a number)`);
}
const url = (values.url ?? readAdminFile(dataDir)?.url ?? 'http://127.0.0.1:8080').replace(
  /\/$/,
  '',
);

async function candidates(limit: number, offset: number): Promise<Candidate[]> {
  const argv = ['creator-session', '--candidates', String(limit), '--offset', String(offset)];
  argv.push('--seed', String(seed), ...(campaignId ? ['--campaign', campaignId] : []));
  const result = await runAdminCommand(dataDir, argv);
  if (result.code !== 0) throw new Error(result.stderr.trim() || 'creator-session failed');
  return result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id = '', kind, token = ''] = line.split(' ');
      return { id: Number(id), invited: kind === 'invited', token };
    });
}

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
process.stdout.write(
  `Simulating creators at ${speed} applications a minute against ${url}` +
    `${campaignId ? ` (campaign ${campaignId} only)` : ''}; Ctrl-C stops.\n`,
);
try {
  const applied = await simulate({
    url,
    speed,
    campaignId,
    count,
    seed,
    candidates,
    log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
    signal: controller.signal,
  });
  process.stdout.write(`${applied} applications.\n`);
} catch (error) {
  process.stderr.write(`simulate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
