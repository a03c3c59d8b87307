/**
 * `npm run replay -- <file> [--quiet]`: replays an exported action log into a fresh store
 * (reducers only: nothing is fetched or stored), prints each step and whether the result
 * equals the recorded final state.
 *
 * Exit codes: 0 the replay reached the recorded state; 1 usage, unreadable or refused
 * file; 2 the replayed state differs, or an action failed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import debugEn from '@/locales/en/debug.json';

// Production mode: no development-only checks or warnings (redux-persist complains that
// Node has no localStorage, which a replay never uses).
process.env.NODE_ENV ||= 'production';
const { version: appVersion } = await import('@/package.json');
const { ActionLogError, parseActionLog, createReplay } = await import('@/store/debug/replay');

const USAGE = 'Usage: npm run replay -- <action-log.json> [--quiet]';
/** Where endpoints are injected: each feature's api.ts, and an entity's shared ones. */
const endpointDirs = ['../../features', '../../src/entities'].map((dir) =>
  fileURLToPath(new URL(dir, import.meta.url)),
);

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name] ?? ''));

const short = (value: unknown) => {
  const json = JSON.stringify(value) ?? 'undefined';
  return json.length > 160 ? `${json.slice(0, 157)}...` : json;
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Every feature's and entity's RTK Query endpoints, so the reducers know each recorded request (the
 * app does this with Vite's import.meta.glob in store/debug/loadEndpoints.ts).
 */
async function loadAllEndpoints() {
  for (const dir of endpointDirs) {
    if (!existsSync(dir)) continue;
    for (const folder of readdirSync(dir, { withFileTypes: true })) {
      const api = path.join(dir, folder.name, 'api.ts');
      if (folder.isDirectory() && existsSync(api)) await import(pathToFileURL(api).href);
    }
  }
}

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const files = args.filter((arg) => !arg.startsWith('--'));
if (args.includes('--help') || files.length !== 1) fail(USAGE);
const file = files[0]!;

let source: string;
try {
  source = readFileSync(file, 'utf8');
} catch (error) {
  fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

let log;
try {
  log = parseActionLog(source);
} catch (error) {
  if (error instanceof ActionLogError) fail(`Cannot replay ${file}: ${error.message}`);
  throw error;
}

await loadAllEndpoints();
console.log(`Replaying ${file}`);
console.log(
  `  ${text(debugEn.replay.loaded, {
    count: log.actions.length,
    appVersion: log.appVersion,
    locale: log.locale,
    recordedAt: log.recordedAt,
  })}${log.dropped > 0 ? ` (earlier actions not kept: ${log.dropped})` : ''}`,
);
if (log.appVersion !== appVersion) {
  console.log(
    `  ${text(debugEn.replay.versionWarning, { logVersion: log.appVersion, appVersion })}`,
  );
}

const session = createReplay(log);
let failed = 0;
for (let step = session.step(); step; step = session.step()) {
  const { index, entry } = step;
  const line = `${String(index + 1).padStart(6)}  ${entry.t.toFixed(2).padStart(10)} ms  ${entry.action.type}`;
  if (step.error !== undefined) {
    failed++;
    console.log(
      `${line}\n        ${text(debugEn.replay.stepError, {
        index: index + 1,
        type: entry.action.type,
        message: step.error,
      })}`,
    );
  } else if (!quiet) {
    console.log(step.skipped ? `${line}  (skipped: set by the replaying app itself)` : line);
  }
}

const { equal, differences } = session.compare();
if (equal) {
  console.log(debugEn.replay.equal);
} else {
  console.log(text(debugEn.replay.different, { count: differences.length }));
  for (const difference of differences) {
    console.log(`  ${difference.path}`);
    console.log(`    recorded: ${short(difference.expected)}`);
    console.log(`    replayed: ${short(difference.actual)}`);
  }
}
process.exit(equal && failed === 0 ? 0 : 2);
