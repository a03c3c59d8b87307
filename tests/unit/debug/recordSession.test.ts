import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_LOG_FORMAT, ACTION_LOG_VERSION } from '@/store/debug/actionLog';
import { parseActionLog, replayActionLog } from '@/store/debug/replay';
import { selectAccount } from '@/src/entities/session/api';
import { REDACTED } from '@/store/debug/sanitize';
import { runScriptedSession } from './scriptedSession';
import { leakedSecrets } from './secrets';

/**
 * Records the scripted session and replays its export. With UPDATE_FIXTURES=1 it also
 * writes the export to fixtures/, which is how the example regression test's log was
 * made (a real recording, never written by hand).
 */
// A path, not a URL: jsdom's URL class does not make file: URLs.
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'sign-in-session.json');

describe('a recorded sign-in-and-navigate session', () => {
  // A fixed clock: the log's times are then never digits that spell a secret (the CVC's).
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T09:00:00.000Z') }));
  afterEach(() => vi.useRealTimers());

  it('is exported without a secret and replays to the recorded state', async () => {
    const { store, recorder } = await runScriptedSession();
    const text = recorder.exportText();
    expect(leakedSecrets(text)).toEqual([]);

    const log = parseActionLog(text);
    expect(log).toMatchObject({
      format: ACTION_LOG_FORMAT,
      version: ACTION_LOG_VERSION,
      locale: 'es',
      capacity: 5000,
    });
    const types = log.actions.map((entry) => entry.action.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'persist/REHYDRATE',
        'api/executeMutation/fulfilled',
        'session/loggedIn',
        'api/executeQuery/fulfilled',
        'toasts/toastRemoved',
      ]),
    );
    expect(types).not.toContain('persist/PERSIST');

    const fetchCalls = vi.mocked(fetch).mock.calls.length;
    const { state, comparison, failures } = replayActionLog(log);
    expect(failures).toEqual([]);
    expect(comparison).toEqual({ equal: true, differences: [] });
    // The replayed session is the live one, secrets aside…
    const live = store.getState();
    expect(state.session).toEqual({ token: REDACTED, role: 'company' });
    expect(selectAccount(state)).toEqual(selectAccount(live));
    expect(selectAccount(state)).not.toBeNull();
    expect(state.preferences).toEqual(live.preferences);
    expect(state.flashes).toEqual(live.flashes);
    expect(state.realtime).toEqual(live.realtime);
    // …and replaying it asked the server for nothing.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetchCalls);

    if (process.env.UPDATE_FIXTURES === '1') {
      // Formatted as `npm run lint` wants it, so a fresh fixture passes the lint.
      const { format, resolveConfig } = await import('prettier');
      const options = { ...(await resolveConfig(FIXTURE)), parser: 'json' };
      writeFileSync(FIXTURE, await format(JSON.stringify(log), options));
    }
  });
});
