import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionApi } from '@/src/entities/session/api';
import { loggedIn } from '@/src/entities/session/sessionSlice';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { getActionRecorder } from '@/store/debug/actionLog';
import { makeStore } from '@/store/store';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { SECRETS } from './secrets';

/** `npm run replay -- <file>`, run as the script does (tsx), from the repository root. */
function replayCli(...args: string[]) {
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  // As a developer's shell runs it: Vitest's NODE_ENV=test is not theirs.
  const { NODE_ENV: _test, ...env } = process.env;
  const result = spawnSync(tsx, ['store/debug/replayCli.ts', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const dir = mkdtempSync(path.join(tmpdir(), 'ugc-desk-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string) {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** A real recording that only uses the app's own endpoints. */
async function recordedText() {
  stubCompanyData({ account: companyAccount() });
  const store = makeStore();
  store.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
  await store.dispatch(sessionApi.endpoints.companyData.initiate());
  store.dispatch(toastAdded({ id: 'hi', message: 'Welcome' }));
  return getActionRecorder(store)!.exportText();
}

describe('npm run replay', { timeout: 60_000 }, () => {
  it('replays a log, step by step, to the recorded state (exit 0)', async () => {
    const { code, out } = replayCli(write('good.json', await recordedText()));
    expect(out).toContain('session/loggedIn');
    expect(out).toContain('api/executeQuery/fulfilled');
    expect(out).toContain('The replayed state equals the recorded one (redacted fields aside).');
    expect(code).toBe(0);
  });

  it('names the differences when the state does not match (exit 2)', async () => {
    const log = JSON.parse(await recordedText()) as { finalState: { toasts: object } };
    log.finalState.toasts = { ...log.finalState.toasts, items: [] };
    const { code, out } = replayCli(write('different.json', JSON.stringify(log)), '--quiet');
    expect(out).toContain('The replayed state differs from the recorded one. Differences: 1');
    expect(out).toContain('toasts.items');
    expect(out).not.toContain('session/loggedIn');
    expect(code).toBe(2);
  });

  it('refuses a bad file with a clear message (exit 1)', () => {
    const version = replayCli(write('v2.json', '{"format":"ugc-desk-action-log","version":2}'));
    expect(version.code).toBe(1);
    expect(version.err).toMatch(
      /^Cannot replay .*v2\.json: This log has format version 2, but this app reads version 1\./,
    );

    const broken = replayCli(write('broken.json', '{"format": "ugc-desk-action-log", '));
    expect(broken).toMatchObject({
      code: 1,
      err: expect.stringContaining('This file is not JSON.'),
    });

    const missing = replayCli(path.join(dir, 'missing.json'));
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('Cannot read') });

    expect(replayCli()).toMatchObject({ code: 1, err: expect.stringContaining('Usage:') });
  });
});
