/**
 * `npm run simulate [-- --speed N --brands --campaign ID --deal ID --part P --count N --url URL --seed S]`:
 * creators apply to active campaigns they match, and play their side of their deals (buy,
 * confirm receipt, upload content, answer revisions and messages, report posts), at a
 * person's pace (minutes between actions, pace.ts) that --speed N hurries N times, until
 * --count or Ctrl-C. `--brands` plays the companies too: they pick applicants, ship, and
 * review content (company sessions from `company-session --active`). `--part applications|deals` plays one
 * half only; `--deal ID` plays that deal only. Creator sessions come from the admin command
 * `creator-session` (through the running server, like `npm run admin`); everything else goes
 * through the API at --url.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runAdminCommand } from '../admin/client';
import { readAdminFile } from '../admin/endpoint';
import { actionBudget } from '../seed/budget';
import { simulateBrands } from '../seed/brandLoop';
import type { BrandCandidate } from '../seed/brandLoop';
import { ACTION_PAUSE_MINUTES } from '../seed/pace';
import { simulateDeals } from '../seed/dealLoop';
import type { DealCandidate } from '../seed/dealLoop';
import { simulate } from '../seed/simulator';
import type { Candidate } from '../seed/simulator';

const USAGE =
  'usage: npm run simulate -- [--speed N] [--brands] [--campaign ID] [--deal ID] ' +
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
let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      speed: { type: 'string' },
      brands: { type: 'boolean' },
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
const text = (name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};
const speed = whole(text('speed'), 1, 'speed');
const count = values.count === undefined ? undefined : whole(text('count'), 0, 'count');
const seed = whole(text('seed'), 1, 'seed', 0);
const campaignId = text('campaign');
const dealId = text('deal');
const brands = values.brands === true;
for (const [name, id] of [
  ['campaign', campaignId],
  ['deal', dealId],
] as const) {
  if (id !== undefined && !/^[1-9][0-9]{0,9}$/.test(id)) {
    fail(`simulate: "${id}" is not a ${name} id (a number)`);
  }
}
const part = text('part');
if (part !== undefined && !(PARTS as readonly string[]).includes(part)) {
  fail(`simulate: --part is applications or deals`);
}
// A single deal is a deal's business only.
const plays = (name: (typeof PARTS)[number]) =>
  part === undefined ? name === 'deals' || dealId === undefined : part === name;
const url = (text('url') ?? readAdminFile(dataDir)?.url ?? 'http://127.0.0.1:8080').replace(
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

async function brandCandidates(limit: number): Promise<BrandCandidate[]> {
  const result = await runAdminCommand(dataDir, [
    'company-session',
    '--active',
    String(limit),
    ...only('campaign', campaignId),
  ]);
  if (result.code !== 0) throw new Error(result.stderr.trim() || 'company-session failed');
  return result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [id = '', , token = ''] = line.split(' ');
      return { id: Number(id), token };
    });
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
    `Simulating creators${brands ? ' and brands' : ''} against ${url}, each side waiting ` +
      `${ACTION_PAUSE_MINUTES.min} to ${ACTION_PAUSE_MINUTES.max} minutes between actions` +
      `${speed === 1 ? '' : ` / ${speed} (--speed)`}` +
      `${campaignId ? ` (campaign ${campaignId} only)` : ''}${dealId ? ` (deal ${dealId} only)` : ''}` +
      '; Ctrl-C stops.\n',
  );
  const [applied, acted, moved] = await Promise.all([
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
    brands
      ? simulateBrands({
          url,
          speed,
          campaignId,
          budget,
          seed,
          candidates: brandCandidates,
          log,
          signal: controller.signal,
        })
      : 0,
  ]);
  process.stdout.write(
    `${applied} applications, ${acted} deal actions${brands ? `, ${moved} brand moves` : ''}.\n`,
  );
} catch (error) {
  process.stderr.write(`simulate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
