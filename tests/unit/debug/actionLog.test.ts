import { persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { flashAdded, flashRemoved } from '@/src/entities/flashes/flashesSlice';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { loggedIn } from '@/src/entities/session/sessionSlice';
import {
  ACTION_LOG_FORMAT,
  ACTION_LOG_VERSION,
  DEFAULT_ACTION_LOG_CAPACITY,
  getActionRecorder,
  type ActionRecorder,
} from '@/store/debug/actionLog';
import { isActionLogEnabled } from '@/store/debug/earlyActions';
import { PERSIST_VERSION } from '@/store/persist';
import { replayActionLog } from '@/store/debug/replay';
import { REDACTED } from '@/store/debug/sanitize';
import { makeStore } from '@/store/store';
import { leakedSecrets, SECRETS } from './secrets';

function recordingStore(options: { capacity?: number; now?: () => number } = {}) {
  const store = makeStore(undefined, { listeners: false, record: options });
  return { store, recorder: getActionRecorder(store) as ActionRecorder };
}

const types = (recorder: ActionRecorder) => recorder.entries().map((entry) => entry.action.type);

describe('action log recorder', () => {
  it('belongs to a live store by default, never to a replay store', () => {
    const live = getActionRecorder(makeStore());
    expect(live?.capacity).toBe(DEFAULT_ACTION_LOG_CAPACITY);
    expect(getActionRecorder(makeStore(undefined, { listeners: false }))).toBeUndefined();
  });

  it('is left out of a build made with VITE_ACTION_LOG=0', () => {
    expect(isActionLogEnabled({ VITE_ACTION_LOG: '0' })).toBe(false);
    expect(isActionLogEnabled({ PROD: true })).toBe(true);
    expect(isActionLogEnabled(undefined)).toBe(true);
  });

  it('records type, sanitized payload and time since start, and exports a versioned file', () => {
    let clock = 1000;
    const { store, recorder } = recordingStore({ now: () => clock });
    clock = 1012.345;
    store.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
    clock = 1500;
    store.dispatch(sidebarToggled());

    expect(recorder.entries()).toEqual([
      {
        t: 12.35,
        action: { type: 'session/loggedIn', payload: { token: REDACTED, role: 'company' } },
      },
      { t: 500, action: { type: 'preferences/sidebarToggled' } },
    ]);
    const log = recorder.exportLog();
    expect(log).toMatchObject({
      format: ACTION_LOG_FORMAT,
      version: ACTION_LOG_VERSION,
      appVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      locale: 'en',
      dropped: 0,
      initialState: { session: { token: null }, preferences: { sidebarCollapsed: false } },
      finalState: { session: { token: REDACTED }, preferences: { sidebarCollapsed: true } },
    });
    expect(Date.parse(log.recordedAt)).not.toBeNaN();
  });

  it('keeps only what replay needs from RTK Query meta, and no secret', () => {
    const { store, recorder } = recordingStore();
    store.dispatch({
      type: 'api/executeMutation/pending',
      meta: {
        requestId: 'r1',
        requestStatus: 'pending',
        startedTimeStamp: 1,
        RTK_autoBatch: true,
        baseQueryMeta: { request: 'GET' },
        arg: {
          type: 'mutation',
          endpointName: 'companyUpdateData',
          originalArgs: {
            company: { password: SECRETS.password, new_password: SECRETS.newPassword },
            payment: { card: { number: SECRETS.cardNumber, cvc: SECRETS.cvc } },
          },
        },
      },
    });
    const [entry] = recorder.entries();
    expect(Object.keys(entry?.action.meta as object).sort()).toEqual([
      'arg',
      'requestId',
      'requestStatus',
      'startedTimeStamp',
    ]);
    expect(leakedSecrets(recorder.exportText())).toEqual([]);
  });

  it('keeps nothing the app could still change: mutating a dispatched action throws', () => {
    const { store, recorder } = recordingStore();
    const payload = { list: [1], nested: { value: 'before' } };
    store.dispatch({ type: 'test/mutable', payload });
    expect(() => payload.list.push(2)).toThrow(TypeError);
    expect(() => {
      payload.nested.value = 'after';
    }).toThrow(TypeError);
    expect(recorder.entries()[0]?.action.payload).toEqual({
      list: [1],
      nested: { value: 'before' },
    });
  });

  it('is a ring buffer: the oldest actions go, the log still replays', () => {
    const { store, recorder } = recordingStore({ capacity: 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) store.dispatch(flashAdded({ id, content: id }));
    store.dispatch(flashRemoved({ id: 'a' }));

    expect(types(recorder)).toHaveLength(3);
    const log = recorder.exportLog();
    expect(log.dropped).toBe(3);
    // The log starts where its oldest kept action was applied.
    expect(log.initialState.flashes).toEqual({
      items: ['a', 'b', 'c'].map((id) => ({ id, content: id, themeColor: 'blue' })),
    });
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });

  it('drops old actions in chunks at larger sizes, never holding more than its capacity', () => {
    const { store, recorder } = recordingStore({ capacity: 100 });
    const kept: number[] = [];
    for (let i = 0; i < 250; i++) {
      store.dispatch(flashAdded({ id: `f${i % 7}`, content: String(i) }));
      kept.push(recorder.summaries().length);
    }
    expect(Math.max(...kept)).toBe(100);
    const log = recorder.exportLog();
    // Blocks of a 25th of the capacity.
    expect(log.actions.length).toBeGreaterThanOrEqual(96);
    expect(log.dropped + log.actions.length).toBe(250);
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });

  it('logs actions dispatched while another is applied in their real order', () => {
    const { store, recorder } = recordingStore();
    const unsubscribe = store.subscribe(() => {
      unsubscribe();
      store.dispatch(flashAdded({ id: 'nested', content: 'from a subscriber' }));
    });
    store.dispatch(sidebarToggled());
    expect(types(recorder)).toEqual(['preferences/sidebarToggled', 'flashes/flashAdded']);
    expect(replayActionLog(recorder.exportLog()).comparison.equal).toBe(true);
  });

  it('never logs redux-persist bookkeeping, and starts after PERSIST', async () => {
    const { store, recorder } = recordingStore();
    await new Promise<void>((resolve) => persistStore(store, null, resolve));
    store.dispatch(sidebarToggled());

    expect(types(recorder)).toEqual(['persist/REHYDRATE', 'preferences/sidebarToggled']);
    const log = recorder.exportLog();
    expect(log.initialState._persist).toEqual({ version: PERSIST_VERSION, rehydrated: false });
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });
});
