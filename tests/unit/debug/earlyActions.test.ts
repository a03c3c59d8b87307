import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { flashAdded, flashRemoved } from '@/src/entities/flashes/flashesSlice';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { loggedIn } from '@/src/entities/session/sessionSlice';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import * as actionLog from '@/store/debug/actionLog';
import { getActionRecorder, type ActionLogFile } from '@/store/debug/actionLog';
import { holdEarlyActions, startActionLog } from '@/store/debug/earlyActions';
import { replayActionLog } from '@/store/debug/replay';
import { makeCoreStore } from '@/store/coreStore';
import { makePersistConfig } from '@/store/persist';
import { rootReducer } from '@/store/rootReducer';
import { makeStore } from '@/store/store';
import { SECRETS } from './secrets';

/** A clock that moves 10 ms at each reading: the times show which action came when. */
function steppingClock() {
  let time = 1000;
  return () => (time += 10);
}

/** The same session, with a nested dispatch (a subscriber reacting to the login). */
function playSession(store: { dispatch: (action: UnknownAction) => unknown }) {
  store.dispatch(loggedIn({ token: SECRETS.token, role: 'company' }));
  store.dispatch(flashAdded({ id: 'a', content: 'Product created' }));
  store.dispatch(sidebarToggled());
  store.dispatch(flashRemoved({ id: 'a' }));
}

function reactsToLogin(store: {
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: UnknownAction) => unknown;
}) {
  let done = false;
  store.subscribe(() => {
    if (done) return;
    done = true;
    store.dispatch(toastAdded({ id: 'welcome', message: 'Welcome' }));
  });
}

/** A store whose recorder arrives after `play`, as the app's does once the browser is idle. */
function recordedLate(play: (store: ReturnType<typeof lateStore>) => void, kept?: number) {
  const store = lateStore(kept);
  play(store);
  startActionLog(store, store.early, {}, actionLog);
  return getActionRecorder(store)!;
}

function lateStore(kept?: number) {
  const early = holdEarlyActions({ now: steppingClock(), kept });
  const store = configureStore({
    reducer: persistReducer(makePersistConfig<ReturnType<typeof rootReducer>>(), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false }).concat(early.middleware),
  });
  return Object.assign(store, { early });
}

/** What the comparison may differ in: when each log was written. */
const withoutDates = (log: ActionLogFile) => ({ ...log, recordedAt: '', exportedAt: '' });

describe('the actions dispatched before the recorder arrives', () => {
  it('are handed to it: the log is the one a recorder there from the start writes', () => {
    const fromStart = makeStore(undefined, {
      listeners: false,
      record: { now: steppingClock() },
    });
    reactsToLogin(fromStart);
    playSession(fromStart);
    const late = recordedLate((store) => {
      reactsToLogin(store);
      playSession(store);
    });
    const expected = getActionRecorder(fromStart)!.exportLog();
    expect(expected.actions.map((entry) => entry.action.type)).toEqual([
      'session/loggedIn',
      'toasts/toastAdded',
      'flashes/flashAdded',
      'preferences/sidebarToggled',
      'flashes/flashRemoved',
    ]);
    expect(withoutDates(late.exportLog())).toEqual(withoutDates(expected));
    expect(replayActionLog(late.exportLog()).comparison.equal).toBe(true);
  });

  it('and every action after it, as it comes', () => {
    const late = lateStore();
    late.dispatch(sidebarToggled());
    startActionLog(late, late.early, {}, actionLog);
    late.dispatch(flashAdded({ id: 'b', content: 'After' }));
    const log = getActionRecorder(late)!.exportLog();
    expect(log.actions.map((entry) => [entry.t, entry.action.type])).toEqual([
      [10, 'preferences/sidebarToggled'],
      [20, 'flashes/flashAdded'],
    ]);
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });

  it('are only the last ones kept: the log starts where the oldest of those was applied', () => {
    const recorder = recordedLate((store) => {
      for (const id of ['a', 'b', 'c', 'd', 'e']) store.dispatch(flashAdded({ id, content: id }));
    }, 3);
    const log = recorder.exportLog();
    expect(log.dropped).toBe(2);
    expect(log.actions.map((entry) => entry.action.payload)).toMatchObject([
      { id: 'c' },
      { id: 'd' },
      { id: 'e' },
    ]);
    expect(log.initialState.flashes).toEqual({
      items: ['a', 'b'].map((id) => ({ id, content: id, themeColor: 'blue' })),
    });
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });

  it("start the log again after redux-persist's start, as the recorder does", async () => {
    const recorder = await new Promise<actionLog.ActionRecorder>((resolve) => {
      const store = lateStore();
      store.dispatch(sidebarToggled());
      persistStore(store, null, () => {
        store.dispatch(flashAdded({ id: 'after', content: 'After' }));
        startActionLog(store, store.early, {}, actionLog);
        resolve(getActionRecorder(store)!);
      });
    });
    const types = recorder.entries().map((entry) => entry.action.type);
    expect(types).toEqual(['persist/REHYDRATE', 'flashes/flashAdded']);
    expect(recorder.dropped).toBe(1);
  });

  it('call for the recorder once a session exists, or once as many as it holds are held', () => {
    const withSession = holdEarlyActions<{ session: { token: string | null } }>({
      wanted: (state) => state.session.token !== null,
    });
    const store = configureStore({
      reducer: rootReducer,
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(withSession.middleware),
    });
    const called = vi.fn();
    withSession.onWanted(called);
    store.dispatch(sidebarToggled());
    store.dispatch(flashAdded({ id: 'a', content: 'Hello' }));
    expect(called).not.toHaveBeenCalled();
    store.dispatch(loggedIn({ token: 'tok', role: 'company' }));
    store.dispatch(sidebarToggled());
    expect(called).toHaveBeenCalledOnce();

    const full = lateStore(3);
    const calledWhenFull = vi.fn();
    full.early.onWanted(calledWhenFull);
    full.dispatch(sidebarToggled());
    full.dispatch(sidebarToggled());
    expect(calledWhenFull).not.toHaveBeenCalled();
    full.dispatch(sidebarToggled());
    expect(calledWhenFull).toHaveBeenCalledOnce();
  });

  it("reach the recorder the app's store loads by itself once a session starts", async () => {
    const store = makeCoreStore(undefined, { listeners: false, record: true });
    playSession(store);
    await vi.waitFor(() => expect(getActionRecorder(store)).toBeDefined());
    store.dispatch(sidebarToggled());
    const log = getActionRecorder(store)!.exportLog();
    expect(log.actions.map((entry) => entry.action.type)).toEqual([
      'session/loggedIn',
      'flashes/flashAdded',
      'preferences/sidebarToggled',
      'flashes/flashRemoved',
      'preferences/sidebarToggled',
    ]);
  });
});
