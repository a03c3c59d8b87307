/**
 * `npm run bench:actionlog`: what the action log recorder costs, in time and in memory.
 *
 * Time: a realistic stream of actions (tests/unit/debug/realisticActions.ts: RTK Query
 * list responses of 20 to 100 rows, wizard form changes, real-time messages, page
 * changes) is dispatched to a store with the recorder and to one without, each in its own
 * process, in alternating rounds. Each round gives a ratio (with / without, CPU time); the
 * bench prints their median, which is what a user's browser typically pays, with the
 * smallest and largest beside it.
 *
 * Memory: after 10,000 actions, what the log keeps alive (heap after a full collection,
 * with a recording store minus with a plain one), against the recorder's byte budget.
 *
 * It measures production mode: development adds RTK's immutability and serializability
 * checks, which walk the whole state on every action and would hide the recorder's cost.
 * Listeners are off in both stores, so no timer or request adds noise.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { UnknownAction } from '@reduxjs/toolkit';

process.env.NODE_ENV = 'production';
// Imported after NODE_ENV is set: RTK and redux-persist read it as they load.
const { makeStore } = await import('@/store/store');
const { getActionRecorder, DEFAULT_ACTION_LOG_MAX_BYTES } = await import('@/store/debug/actionLog');
await import('@/features/products/api');
await import('@/features/creators/api');
const { realisticAction } = await import('../unit/debug/realisticActions');

const ACTIONS = Number(process.env.ACTIONS ?? 50_000);
const ROUNDS = Math.max(15, Number(process.env.ROUNDS ?? 15));
/** Enough to fill the log, so the timed actions also pay for dropping old entries. */
const WARM_UP = 10_000;
const BATCH = 1000;
const MEMORY_ACTIONS = 10_000;
const TARGET_RATIO = 1.1;
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Child process: one store, with or without the recorder, warmed up, then timed over
 * ACTIONS actions. Only dispatching is timed: each batch of actions is made before its
 * clock starts (a browser parses responses whether or not it records). CPU time (all
 * threads, the garbage collector's included) is what the recorder costs; wall time on a
 * shared machine mostly measures the neighbours.
 */
function measureTime(record: boolean): number {
  const store = makeStore(undefined, { listeners: false, record });
  for (let i = 0; i < WARM_UP; i++) store.dispatch(realisticAction(i));
  let cpuMs = 0;
  for (let start = WARM_UP; start < WARM_UP + ACTIONS; start += BATCH) {
    const batch: UnknownAction[] = [];
    for (let i = start; i < start + BATCH; i++) batch.push(realisticAction(i));
    const cpu = process.cpuUsage();
    for (const action of batch) store.dispatch(action);
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000;
  }
  return cpuMs;
}

// The garbage collector, callable without a command-line flag.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Heap in use after a full collection. */
function heapAfterGc(): number {
  for (let i = 0; i < 3; i++) collectGarbage();
  return process.memoryUsage().heapUsed;
}

function filledStore(record: boolean) {
  const store = makeStore(undefined, { listeners: false, record });
  for (let i = 0; i < MEMORY_ACTIONS; i++) store.dispatch(realisticAction(i));
  return store;
}

/**
 * Child process: what the log retains. A first store of each kind compiles every code
 * path, so the two measured stores differ only by what they hold.
 */
function measureMemory() {
  filledStore(true);
  filledStore(false);
  // Both measured stores stay reachable until both are measured.
  const alive: unknown[] = [];
  const before = heapAfterGc();
  alive.push(filledStore(false));
  const afterPlain = heapAfterGc();
  const recording = filledStore(true);
  alive.push(recording);
  const afterRecording = heapAfterGc();
  const recorder = getActionRecorder(recording)!;
  // The recording store's growth minus the plain store's: what only the log holds.
  const retained = afterRecording - afterPlain - (afterPlain - before);
  return {
    retainedBytes: retained,
    estimatedBytes: recorder.bytes,
    budgetBytes: recorder.maxBytes,
    kept: recorder.summaries().length,
    dropped: recorder.dropped,
    stores: alive.length,
  };
}

if (process.argv.includes('--time')) {
  const variant = process.argv[process.argv.indexOf('--time') + 1];
  console.log(JSON.stringify(measureTime(variant === 'with')));
  process.exit(0);
}
if (process.argv.includes('--memory')) {
  console.log(JSON.stringify(measureMemory()));
  process.exit(0);
}

/** Each measurement in a fresh process: no JIT or heap state shared between the two. */
function spawnChild<T>(args: string[]): T {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...args],
    { encoding: 'utf8', env: process.env },
  );
  if (child.status !== 0) throw new Error(`${args.join(' ')} failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as T;
}

const runs = { with: [] as number[], without: [] as number[] };
const ratios: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Alternating order, so a busier stretch of the machine does not favour one side.
  const order = round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const);
  for (const kind of order) runs[kind].push(spawnChild<number>(['--time', kind]));
  // Paired: both runs of a round saw the same stretch of the machine's mood.
  ratios.push(runs.with[round]! / runs.without[round]!);
}
const memory = spawnChild<ReturnType<typeof measureMemory>>(['--memory']);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round3 = (value: number) => Number(value.toFixed(3));
const mib = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(2));

const result = {
  actions: ACTIONS,
  rounds: ROUNDS,
  measure: 'CPU time of dispatching, with / without the recorder, paired by round',
  mode: process.env.NODE_ENV,
  withoutMedianMs: Number(median(runs.without).toFixed(1)),
  withRecorderMedianMs: Number(median(runs.with).toFixed(1)),
  ratio: {
    median: round3(median(ratios)),
    min: round3(Math.min(...ratios)),
    max: round3(Math.max(...ratios)),
  },
  target: TARGET_RATIO,
  memory: {
    afterActions: MEMORY_ACTIONS,
    retainedMiB: mib(memory.retainedBytes),
    estimatedMiB: mib(memory.estimatedBytes),
    budgetMiB: mib(memory.budgetBytes),
    defaultBudgetMiB: mib(DEFAULT_ACTION_LOG_MAX_BYTES),
    keptActions: memory.kept,
    droppedActions: memory.dropped,
  },
};
const benchDir = path.join(root, '.bench');
mkdirSync(benchDir, { recursive: true });
writeFileSync(path.join(benchDir, 'actionlog.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
const timeMet = result.ratio.median <= TARGET_RATIO;
const memoryMet = memory.retainedBytes <= memory.budgetBytes;
console.log(
  `${ACTIONS.toLocaleString('en')} actions, ${ROUNDS} rounds: median ratio ${result.ratio.median} ` +
    `(min ${result.ratio.min}, max ${result.ratio.max}; target <= ${TARGET_RATIO}) ` +
    `${timeMet ? 'met' : 'NOT met'}. After ${MEMORY_ACTIONS.toLocaleString('en')} actions the log ` +
    `retains ${result.memory.retainedMiB} MiB (budget ${result.memory.budgetMiB} MiB) ` +
    `${memoryMet ? 'met' : 'NOT met'}.`,
);
