/**
 * `npm test`: the whole suite in one command — unit, integration (embedded PGlite, then
 * PostgreSQL when DATABASE_URL is set), end-to-end in Chromium with the static checks
 * beside it (generated code up to date, typecheck, lint, formatting; first when E2E=skip),
 * and the cluster tests (when PostgreSQL and redis-server are there). Every step runs; the
 * closing line adds up the tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath } from './e2e/chromium';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Vitest steps write a JSON report so the totals can be added up. */
  vitest?: boolean;
  /**
   * A command run beside this step; the step counts as done when both have ended. For work
   * that needs the CPU this step leaves idle. A `required` one is a step of its own run
   * here (its output printed, its failure failing the run); otherwise its output is
   * printed only if it fails, and that failure is not the run's.
   */
  beside?: { name: string; command: string[]; required?: boolean };
}

/** At the lowest CPU priority: it takes only what the step beside it leaves idle. */
const niced = (command: string[]) =>
  process.platform === 'win32' ? command : ['nice', '-n', '19', ...command];

const reportDir = mkdtempSync(path.join(tmpdir(), 'ugc-desk-test-'));
// Generated code, types, lint, formatting and dead code, at once (see tests/checks.ts).
const staticChecks = { name: 'static checks', command: ['npx', 'tsx', 'tests/checks.ts'] };
const steps: Step[] = [
  // The unit projects, unit-node and unit-dom (see vite.config.ts).
  { name: 'unit', command: ['npx', 'vitest', 'run', '--project', 'unit*'], vitest: true },
  {
    name: 'integration (embedded PGlite)',
    command: ['npx', 'vitest', 'run', '--project', 'integration*'],
    env: { TEST_DATABASE: 'pglite' },
    vitest: true,
  },
];
if (process.env.DATABASE_URL) {
  steps.push({
    name: 'integration (PostgreSQL server)',
    command: ['npx', 'vitest', 'run', '--project', 'integration*'],
    // The files listed in tests/integration/postgresPass.ts are left out (see there).
    env: { TEST_DATABASE: 'postgres' },
    vitest: true,
  });
}

const skipE2e = process.env.E2E === 'skip';
const browser = chromiumPath();
if (!skipE2e && !browser) {
  console.error(
    '\nEnd-to-end tests need Chromium: install it (Debian: apt-get install chromium) or set ' +
      'CHROMIUM_PATH to its executable. Set E2E=skip to run the rest without it.\n',
  );
  process.exit(1);
}
if (skipE2e) {
  console.log('E2E=skip: the end-to-end tests are skipped.');
  steps.unshift(staticChecks);
} else {
  /**
   * The PostgreSQL pass spends most of its time waiting on the database server (one run:
   * 134 s of CPU in 438 s), so the build the end-to-end step's `npm start` needs (client,
   * server bundle, database template) runs beside it, at the lowest CPU priority: it takes
   * only the CPU the tests leave idle, so their own timeouts are not squeezed (a PGlite
   * migration test timed out with it at normal priority on a loaded machine). `npm start`
   * then finds the build current. No file of that pass reads the build (the ones that do
   * are in PGLITE_ONLY). Without DATABASE_URL, `npm start` builds as before.
   */
  const postgresPass = steps.find((step) => step.env?.TEST_DATABASE === 'postgres');
  if (postgresPass) {
    postgresPass.beside = {
      name: 'the build for the end-to-end step',
      command: niced(['npx', 'tsx', 'server/cli/build.ts']),
    };
  }
  /**
   * The end-to-end step mostly waits on its browser and server (one CI run: 615 s of CPU
   * in 1,008 s, on two cores), so the static checks, which have no timeouts, run beside
   * it at the lowest priority instead of on their own first (316 s of that run's wall time).
   */
  steps.push({
    name: 'end-to-end (Chromium)',
    command: ['npx', 'vitest', 'run', '--project', 'e2e'],
    vitest: true,
    beside: { ...staticChecks, command: niced(staticChecks.command), required: true },
  });
}

/**
 * The cluster tests (tests/cluster) run production server processes on PostgreSQL and a
 * Redis of their own: after the end-to-end step, whose `npm start` has built them already.
 */
const redisServer = process.env.REDIS_SERVER_PATH ?? 'redis-server';
const hasRedis = spawnSync(redisServer, ['--version']).status === 0;
if (process.env.DATABASE_URL && hasRedis) {
  steps.push({
    name: 'cluster (server processes behind a proxy)',
    command: ['npx', 'vitest', 'run', '--project', 'cluster'],
    vitest: true,
  });
} else {
  const missing = [
    process.env.DATABASE_URL ? null : 'DATABASE_URL (PostgreSQL)',
    hasRedis ? null : `${redisServer} (set REDIS_SERVER_PATH or install Redis)`,
  ].filter(Boolean);
  console.log(`The cluster tests are skipped: they need ${missing.join(' and ')}.`);
}

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
/** Each failed test with the start of its message, repeated at the end where a log's tail shows it. */
const failedTests: string[] = [];
/**
 * The CPU seconds (user + system) of the finished child processes so far, from Linux's
 * /proc (cutime + cstime, in clock ticks of 1/100 s); null elsewhere. On a shared machine
 * it tells a step's own cost better than its wall time.
 */
function childrenCpuSeconds(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  // The fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
/** A child's exit code once it has closed (1 if it could not start). */
function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('close', (code) => resolve(code ?? 1));
  });
}

/** Runs a step's `beside` command, keeping its output for a failure. */
async function runBeside(beside: NonNullable<Step['beside']>) {
  const started = Date.now();
  const child = spawn(beside.command[0]!, beside.command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const ok = (await exitOf(child)) === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return { ok, seconds, output: Buffer.concat(output).toString() };
}

/** Each step's wall and CPU time, printed at the end: where the suite's time goes. */
const durations: string[] = [];
for (const [index, step] of steps.entries()) {
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const command = [...step.command];
  const report = path.join(reportDir, `step-${index}.json`);
  if (step.vitest)
    command.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const beside = step.beside ? runBeside(step.beside) : null;
  const status = await exitOf(
    spawn(command[0]!, command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    }),
  );
  const besideResult = beside ? await beside : null;
  const cpuAfter = childrenCpuSeconds();
  const cpu =
    cpuBefore === null || cpuAfter === null ? '' : `, ${(cpuAfter - cpuBefore).toFixed(0)} s CPU`;
  const wall = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  if (step.beside && besideResult) {
    // One CPU figure for both: the two run at once, so it cannot be split between them.
    durations.push(
      `${step.name}, and beside it ${step.beside.name} (${besideResult.seconds} s): ${wall}${cpu}`,
    );
    if (step.beside.required) {
      console.log(`\n=== ${step.beside.name} (beside ${step.name})\n${besideResult.output}`);
      if (!besideResult.ok) failedSteps.push(step.beside.name);
    } else if (!besideResult.ok) {
      // A failed build is not the step's failure: `npm start` builds again and reports it.
      console.error(`\n${step.beside.name} failed:\n${besideResult.output}`);
    }
  } else {
    durations.push(`${step.name}: ${wall}${cpu}`);
  }
  if (status !== 0) failedSteps.push(step.name);
  if (step.vitest && existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults?: Array<{
        name: string;
        message?: string;
        assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
      }>;
    };
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    for (const file of summary.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failures) {
        const message = (test.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join('\n    ');
        failedTests.push(`${step.name}: ${where} > ${test.fullName}\n    ${message}`);
      }
      // A file that failed outside its tests (an import, a hook) has no failed test to name.
      if (failures.length === 0 && file.message)
        failedTests.push(`${step.name}: ${where}\n    ${file.message.split('\n')[0]}`);
    }
  } else if (step.vitest && status !== 0) {
    failed += 1; // the runner itself failed before reporting
  }
}
rmSync(reportDir, { recursive: true, force: true });

console.log(`\nStep times:\n  ${durations.join('\n  ')}`);
if (failedTests.length > 0) console.error(`\nFailed tests:\n  ${failedTests.join('\n  ')}`);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
