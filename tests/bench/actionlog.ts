/**
 * `npm run bench:actionlog`: what the action log recorder costs. Dispatches 100,000
 * typical actions (toasts, flashes, preferences, a real-time message, RTK Query request
 * lifecycles with secrets in their arguments) to a store with the recorder and to one
 * without, each in its own process, in alternating rounds, and prints the ratio of the
 * fastest CPU times.
 *
 * It measures production mode: development adds RTK's immutability and serializability
 * checks, which walk the whole state on every action and would hide the recorder's cost.
 * Listeners are off in both stores, so no timer or request adds noise.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UnknownAction } from '@reduxjs/toolkit';

process.env.NODE_ENV = 'production';
// Imported after NODE_ENV is set: RTK and redux-persist read it as they load.
const { makeStore } = await import('@/store/store');
const { flashAdded, flashRemoved } = await import('@/features/flashes/flashesSlice');
const { localeChanged, sidebarToggled } = await import('@/features/preferences/preferencesSlice');
const { messageReceived } = await import('@/features/realtime/realtimeSlice');
const { toastAdded, toastRemoved } = await import('@/features/toasts/toastsSlice');

const ACTIONS = 100_000;
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const TARGET_RATIO = 1.1;
const root = fileURLToPath(new URL('../..', import.meta.url));

const account = {
  id: '42',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@northwind.test',
  role: 'company',
  has_verified_email: true,
  onboard_position: 1,
  phone: '5551234567',
  company_name: 'Northwind Labs',
  created_at: '2025-01-15T10:00:00.000Z',
  profile_picture_image: null,
};

/** RTK Query's request actions, shaped as its thunks dispatch them. */
function request(kind: 'Query' | 'Mutation', phase: 'pending' | 'fulfilled', i: number) {
  const arg =
    kind === 'Query'
      ? {
          type: 'query',
          subscribe: true,
          endpointName: 'companyData',
          queryCacheKey: 'companyData(undefined)',
        }
      : {
          type: 'mutation',
          endpointName: 'companyUpdateData',
          originalArgs: { company_name: 'Northwind', password: 'secret', new_password: 'Secret-2' },
          track: true,
        };
  return {
    type: `api/execute${kind}/${phase}`,
    payload: phase === 'fulfilled' ? (kind === 'Query' ? account : { status: 'ok' }) : undefined,
    meta: {
      arg,
      requestId: `r${i}`,
      requestStatus: phase,
      startedTimeStamp: i,
      ...(phase === 'fulfilled' ? { fulfilledTimeStamp: i + 1 } : {}),
      RTK_autoBatch: true,
    },
  } as UnknownAction;
}

/** One cycle of a typical session; state stays bounded however many cycles run. */
const cycle: Array<(i: number) => UnknownAction> = [
  (i) => toastAdded({ id: `t${i % 4}`, message: 'Saved', type: 'success' }),
  (i) => toastRemoved({ id: `t${(i + 2) % 4}` }),
  () => flashAdded({ content: 'Brand created', themeColor: 'green' }),
  () => flashRemoved({ id: 'flash' }),
  () => sidebarToggled(),
  (i) => localeChanged(i % 2 ? 'es' : 'en'),
  (i) =>
    messageReceived({ topic: 'deal/7', message: { message: 'Deal started', deal: { id: i } } }),
  (i) => request('Query', 'pending', i),
  (i) => request('Query', 'fulfilled', i),
  (i) => request('Mutation', 'pending', i % 8),
  (i) => request('Mutation', 'fulfilled', i % 8),
];

const WARM_UP = 30_000;

/**
 * Child process: one store, with or without the recorder, warmed up, then timed over
 * ACTIONS actions. CPU time (all threads, the garbage collector's included) is what the
 * recorder costs; wall time on a shared machine mostly measures the neighbours.
 */
function measure(record: boolean) {
  const store = makeStore(undefined, { listeners: false, record });
  for (let i = 0; i < WARM_UP; i++) store.dispatch(cycle[i % cycle.length]!(i));
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let i = WARM_UP; i < WARM_UP + ACTIONS; i++) store.dispatch(cycle[i % cycle.length]!(i));
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall };
}

const variant = process.argv[process.argv.indexOf('--measure') + 1];
if (process.argv.includes('--measure')) {
  console.log(JSON.stringify(measure(variant === 'with')));
  process.exit(0);
}

/** Each measurement in a fresh process: no JIT or heap state shared between the two. */
function spawnMeasure(kind: 'with' | 'without'): { cpuMs: number; wallMs: number } {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), '--measure', kind],
    { encoding: 'utf8', env: process.env },
  );
  if (child.status !== 0) throw new Error(`The ${kind} run failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as { cpuMs: number; wallMs: number };
}

const runs = { with: [] as number[], without: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  // Alternating order, so a busier stretch of the machine does not favour one side.
  const order = round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const);
  for (const kind of order) runs[kind].push(spawnMeasure(kind).cpuMs);
}
// The fastest run of each: other processes and the CPU's own moods only ever slow a run
// down, so the minimum is the estimate least disturbed by them.
const without = Math.min(...runs.without);
const withRecorder = Math.min(...runs.with);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const result = {
  actions: ACTIONS,
  rounds: ROUNDS,
  measure: 'CPU time, fastest run of each',
  mode: process.env.NODE_ENV,
  withoutMs: Number(without.toFixed(1)),
  withRecorderMs: Number(withRecorder.toFixed(1)),
  ratio: Number((withRecorder / without).toFixed(3)),
  // For a sense of the noise: the same ratio from the median runs.
  medianRatio: Number((median(runs.with) / median(runs.without)).toFixed(3)),
  target: TARGET_RATIO,
};
const benchDir = path.join(root, '.bench');
mkdirSync(benchDir, { recursive: true });
writeFileSync(path.join(benchDir, 'actionlog.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
console.log(
  `${ACTIONS.toLocaleString('en')} actions: ${result.withoutMs} ms without the recorder, ` +
    `${result.withRecorderMs} ms with it: ratio ${result.ratio} (target <= ${TARGET_RATIO}) ` +
    `${result.ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
);
