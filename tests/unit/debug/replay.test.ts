import { persistStore } from 'redux-persist';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { impersonated, loggedIn } from '@/src/entities/session/sessionSlice';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { getActionRecorder, type ActionLogFile } from '@/store/debug/actionLog';
import {
  ActionLogError,
  createReplay,
  parseActionLog,
  replayActionLog,
  validateActionLog,
} from '@/store/debug/replay';
import { makeStore } from '@/store/store';
import { SECRETS } from './secrets';

/** A short real recording: log in, add a flash and a toast. */
function recordedLog(): ActionLogFile {
  const store = makeStore(undefined, { listeners: false, record: true });
  store.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
  store.dispatch(flashAdded({ content: 'Product created', themeColor: 'green' }));
  store.dispatch(toastAdded({ message: 'Saved' }));
  return getActionRecorder(store)!.exportLog();
}

function refusal(run: () => unknown): ActionLogError {
  try {
    run();
  } catch (error) {
    if (error instanceof ActionLogError) return error;
    throw error;
  }
  throw new Error('The log was accepted');
}

describe('replay', () => {
  it('steps through a log action by action, then compares with the recording', () => {
    const log = recordedLog();
    const session = createReplay(log);
    expect([session.position, session.total, session.done]).toEqual([0, 3, false]);
    expect(session.store.getState().session.token).toBeNull();

    expect(session.step()?.entry.action.type).toBe('session/loggedIn');
    expect(session.store.getState().session.token).toBe('[redacted]');
    expect(session.store.getState().flashes.items).toEqual([]);

    expect(session.toEnd().map((step) => step.index)).toEqual([1, 2]);
    expect(session.done).toBe(true);
    expect(session.step()).toBeNull();
    expect(session.compare()).toEqual({ equal: true, differences: [] });
    expect(session.store.getState().toasts.items).toMatchObject([{ message: 'Saved' }]);
  });

  it('names what differs from the recording', () => {
    const log = recordedLog();
    const tampered = { ...log, finalState: { ...log.finalState, flashes: { items: [] } } };
    const { comparison } = replayActionLog(tampered);
    expect(comparison.equal).toBe(false);
    expect(comparison.differences).toEqual([
      { path: 'flashes.items', expected: [], actual: [expect.objectContaining({ id: 'flash' })] },
    ]);
  });

  it('reports an action its reducer rejects and carries on, as the app did', () => {
    const log = recordedLog();
    const broken = {
      ...log,
      actions: [{ t: 0, action: { type: 'session/loggedIn', payload: null } }, ...log.actions],
    };
    const { failures, comparison } = replayActionLog(broken);
    expect(failures).toMatchObject([{ index: 0, error: expect.any(String) }]);
    expect(comparison.equal).toBe(true);
  });

  it('names a recorded request whose endpoint this app has not loaded', () => {
    const log = recordedLog();
    const arg = { type: 'query', endpointName: 'retired', queryCacheKey: 'retired(undefined)' };
    log.actions.push({ t: 3, action: { type: 'api/executeQuery/pending', meta: { arg } } });
    expect(replayActionLog(log).failures).toMatchObject([
      { index: 3, error: 'the RTK Query endpoint "retired" is not loaded (import its api.ts)' },
    ]);
  });

  describe('refuses a file with a clear, translatable reason', () => {
    const valid = () => JSON.stringify(recordedLog());
    const withChanges = (changes: Record<string, unknown>) =>
      JSON.stringify({ ...(JSON.parse(valid()) as object), ...changes });

    it('not JSON', () => {
      expect(refusal(() => parseActionLog('{"format": ')).key).toBe('errors.notJson');
    });

    it('not an action log', () => {
      expect(refusal(() => parseActionLog('{"hello": "world"}')).key).toBe('errors.notActionLog');
      expect(refusal(() => validateActionLog([])).key).toBe('errors.notActionLog');
    });

    it('an incompatible version', () => {
      const error = refusal(() => parseActionLog(withChanges({ version: 2 })));
      expect(error.key).toBe('errors.incompatibleVersion');
      expect(error.values).toEqual({ found: 2, supported: 1 });
      expect(error.message).toBe(
        'This log has format version 2, but this app reads version 1. Replay it with a version of the app that wrote it.',
      );
    });

    it.each([
      [{ actions: 'none' }, '"actions" is not a list'],
      [{ finalState: null }, '"finalState" is not an object'],
      [{ actions: [{ t: 0, action: { payload: 1 } }] }, 'actions[0] has no action type'],
      [{ actions: [{ action: { type: 'x' } }] }, 'actions[0] has no time "t"'],
      [
        { actions: [{ t: 0, action: { type: 'persist/PERSIST' } }] },
        'actions[0] (persist/PERSIST) cannot be replayed',
      ],
    ])('a damaged log: %j', (changes, detail) => {
      const error = refusal(() => parseActionLog(withChanges(changes)));
      expect(error.key).toBe('errors.malformed');
      expect(error.values).toEqual({ detail });
    });
  });

  describe('leaves the current session alone', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('never touches the app store, storage or the network', async () => {
      const app = makeStore();
      await new Promise<void>((resolve) => persistStore(app, null, resolve));
      app.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
      await vi.advanceTimersByTimeAsync(1000);
      const appState = app.getState();
      const stored = localStorage.getItem('persist:ugc-desk');
      expect(stored).toContain(SECRETS.token);

      // A bad file first, then a good one whose actions would fetch in a live store.
      expect(() => parseActionLog('not json')).toThrow(ActionLogError);
      const log = recordedLog();
      log.actions.push(
        { t: 1, action: impersonated({ token: 'other' }) },
        { t: 2, action: { type: 'persist/REHYDRATE', key: 'ugc-desk', payload: {} } },
      );
      replayActionLog(log);
      await vi.advanceTimersByTimeAsync(10_000);

      expect(app.getState()).toBe(appState);
      expect(localStorage.getItem('persist:ugc-desk')).toBe(stored);
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
