/**
 * `npm run simulate [-- --speed N --campaign ID --deal ID --part P --count N --url URL --seed S]`:
 * creators apply to active campaigns they match, and play their side of their deals (buy,
 * confirm receipt, upload content, answer revisions and messages, report posts), N actions
 * a minute each (default 30), until --count or Ctrl-C. `--part applications|deals` plays one
 * half only; `--deal ID` plays that deal only. Creator sessions come from the admin command
 * `creator-session` (through the running server, like `npm run admin`); everything else goes
 * through the API at --url.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runAdminCommand } from '../admin/client';
import { readAdminFile } from '../admin/endpoint';
import { actionBudget } from '../seed/budget';
import { simulateDeals } from '../seed/dealLoop';
import type { DealCandidate } from '../seed/dealLoop';
import { simulate } from '../seed/simulator';
import type { Candidate } from '../seed/simulator';

const USAGE =
  'usage: npm run simulate -- [--speed N] [--campaign ID] [--deal ID] ' +
  '[--part applications|deals] [--count N] [--url URL] [--seed S]';
const PARTS = ['applications', 'deals'] as const;

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
      deal: { type: 'string' },
      part: { type: 'string' },
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
const dealId = values.deal;
for (const [name, id] of [
  ['campaign', campaignId],
  ['deal', dealId],
] as const) {
  if (id !== undefined && !/^[1-9][0-9]{0,9}$/.test(id)) {
    fail(`simulate: "${id}" is not a ${name} id (a number)`);
  }
}
const part = values.part;
if (part !== undefined && !(PARTS as readonly string[]).includes(part)) {
  fail(`simulate: --part is applications or deals`);
}
// A single deal is a deal's business only.
const plays = (name: (typeof PARTS)[number]) =>
  part === undefined ? name === 'deals' || dealId === undefined : part === name;
const url = (values.url ?? readAdminFile(dataDir)?.url ?? 'http://127.0.0.1:8080').replace(
  /\/$/,
  '',
);

/** `creator-session …`'s lines, each `<creator id> <kind> <token>`, split in three. */
async function creatorSessions(argv: string[]): Promise<Array<[number, string, string]>> {
  const result = await runAdminCommand(dataDir, ['creator-session', ...argv]);
  if (result.code !== 0) throw new Error(result.stderr.trim() || 'creator-session failed');
  return result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id = '', kind = '', token = ''] = line.split(' ');
      return [Number(id), kind, token];
    });
}

const only = (name: string, id: string | undefined) => (id ? [`--${name}`, id] : []);

async function candidates(limit: number, offset: number): Promise<Candidate[]> {
  const argv = ['--candidates', String(limit), '--offset', String(offset), '--seed', String(seed)];
  const lines = await creatorSessions([...argv, ...only('campaign', campaignId)]);
  return lines.map(([id, kind, token]) => ({ id, invited: kind === 'invited', token }));
}

async function dealCandidates(limit: number): Promise<DealCandidate[]> {
  const argv = ['--deals', String(limit), ...only('campaign', campaignId), ...only('deal', dealId)];
  return (await creatorSessions(argv)).map(([id, , token]) => ({ id, token }));
}

/**
 * What the simulator cannot do without: creators to play (none: it stops and says how to
 * add some) and, for applications, an active campaign (none: it says it waits for one).
 */
async function checkReady(): Promise<void> {
  const result = await runAdminCommand(dataDir, [
    'creator-session',
    '--counts',
    ...only('campaign', campaignId),
  ]);
  if (result.code !== 0) throw new Error(result.stderr.trim() || 'creator-session failed');
  const [creatorCount = 0, active = 0] = result.stdout.trim().split(' ').map(Number);
  if (creatorCount === 0) {
    process.stderr.write(
      'simulate: no creators yet: run npm run seed -- --creators-only to add some ' +
        '(or npm run seed on an empty database for the whole demo).\n',
    );
    process.exit(1);
  }
  if (active === 0 && plays('applications')) {
    process.stdout.write(
      `${campaignId ? `Campaign ${campaignId} is not active` : 'No active campaign yet'}: ` +
        'creators apply once a campaign is approved (npm run admin -- campaign approve ID); ' +
        'waiting for one.\n',
    );
  }
}

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
// --count N: N actions in all, whichever half takes them.
const budget = actionBudget(count);
const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
try {
  await checkReady();
  process.stdout.write(
    `Simulating creators at ${speed} actions a minute against ${url}` +
      `${campaignId ? ` (campaign ${campaignId} only)` : ''}${dealId ? ` (deal ${dealId} only)` : ''}` +
      '; Ctrl-C stops.\n',
  );
  const [applied, acted] = await Promise.all([
    plays('applications')
      ? simulate({
          url,
          speed,
          campaignId,
          budget,
          seed,
          candidates,
          log,
          signal: controller.signal,
        })
      : 0,
    plays('deals')
      ? simulateDeals({
          url,
          speed,
          campaignId,
          dealId,
          budget,
          seed,
          candidates: dealCandidates,
          log,
          signal: controller.signal,
        })
      : 0,
  ]);
  process.stdout.write(`${applied} applications, ${acted} deal actions.\n`);
} catch (error) {
  process.stderr.write(`simulate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
