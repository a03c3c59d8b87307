import {
  ActionCreators,
  instrument,
  type LiftedState,
  type LiftedStore,
} from '@redux-devtools/instrument';
import type * as Rtk from '@reduxjs/toolkit';
import type { Action, ConfigureStoreOptions, DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { impersonated } from '@/src/entities/session/sessionSlice';
import { selectAccount } from '@/src/entities/session/api';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { getActionRecorder } from '@/store/debug/actionLog';
import { replayActionLog } from '@/store/debug/replay';
import { sanitizeAction, sanitizeState } from '@/store/debug/sanitize';
import { makeStore } from '@/store/store';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { SECRETS } from './secrets';

type Lifted = LiftedStore<unknown, Action<string>, null>;

const devtools = vi.hoisted(() => ({
  options: undefined as DevToolsEnhancerOptions | undefined,
  lifted: undefined as unknown,
}));

/**
 * The Redux DevTools extension, as far as time travel goes: configureStore hands it the
 * `devTools` options and it wraps the store in @redux-devtools/instrument, innermost,
 * under the middleware (extension/src/pageScript: `[preEnhancer, ...enhancers]` composed
 * around its own enhancer). Its jumps are dispatched to that lifted store. RTK reads the
 * extension's global when first loaded, before a test could set it, so configureStore is
 * wrapped instead.
 */
vi.mock('@reduxjs/toolkit', async (importOriginal) => {
  const rtk = await importOriginal<typeof Rtk>();
  return {
    ...rtk,
    configureStore(options: ConfigureStoreOptions) {
      if (typeof options.devTools !== 'object') return rtk.configureStore(options);
      devtools.options = options.devTools;
      const store = rtk.configureStore({
        ...options,
        devTools: false,
        enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(instrument()),
      });
      devtools.lifted = (store as unknown as { liftedStore: Lifted }).liftedStore;
      return store;
    },
  };
});

function liftedStore(): Lifted {
  if (!devtools.lifted) throw new Error('makeStore did not enable DevTools');
  return devtools.lifted as Lifted;
}

/** Index in the DevTools history of the first action of that type. */
function stateAfter(lifted: LiftedState<unknown, Action<string>, null>, type: string): number {
  const index = lifted.stagedActionIds.findIndex(
    (id) => lifted.actionsById[id]?.action.type === type,
  );
  if (index === -1) throw new Error(`${type} is not in the DevTools history`);
  return index;
}

describe('time travel with Redux DevTools', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the extension the sanitizers', () => {
    makeStore();
    expect(devtools.options).toMatchObject({
      actionSanitizer: sanitizeAction,
      stateSanitizer: sanitizeState,
    });
  });

  it('jumping and skipping actions run no listener effect: no request, no toast timer', async () => {
    const fetchMock = stubCompanyData({ account: companyAccount() });
    const store = makeStore();
    const lifted = liftedStore();
    const recorder = getActionRecorder(store)!;

    // Two actions with effects: a toast's timers, and the impersonation's account reload.
    store.dispatch(toastAdded({ id: 'hello', message: 'Hello' }));
    store.dispatch(impersonated({ token: SECRETS.token }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts.items).toEqual([]);
    expect(selectAccount(store.getState())).not.toBeNull();

    const history = lifted.getState();
    const recorded = recorder.entries().length;
    const jumps = [
      ActionCreators.jumpToState(stateAfter(history, 'toasts/toastAdded')),
      ActionCreators.jumpToAction(
        history.stagedActionIds[stateAfter(history, 'session/impersonated')]!,
      ),
      ActionCreators.toggleAction(
        history.stagedActionIds[stateAfter(history, 'toasts/toastAdded')]!,
      ),
      ActionCreators.jumpToState(history.computedStates.length - 1),
    ];
    const seen: unknown[] = [];
    for (const jump of jumps) {
      lifted.dispatch(jump);
      seen.push(store.getState());
      await vi.advanceTimersByTimeAsync(10_000);
    }

    // The jumps showed the past…
    expect(seen[0]).toMatchObject({
      toasts: { items: [{ id: 'hello', visible: true }] },
      session: { token: null },
    });
    expect(seen[1]).toMatchObject({ session: { token: SECRETS.token } });
    expect(selectAccount(seen[1] as ReturnType<typeof store.getState>)).toBeNull();
    // …and nothing ran: no request, no action (the toast's timers would have dispatched).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lifted.getState().nextActionId).toBe(history.nextActionId);
    expect(recorder.entries()).toHaveLength(recorded);
  });

  it('restarts the action log from the state time travel left, so it still replays', () => {
    const store = makeStore();
    const lifted = liftedStore();
    store.dispatch(sidebarToggled());
    store.dispatch(toastAdded({ id: 'kept', message: 'Kept' }));
    lifted.dispatch(
      ActionCreators.jumpToState(stateAfter(lifted.getState(), 'preferences/sidebarToggled')),
    );
    lifted.dispatch(ActionCreators.commit());
    store.dispatch(toastAdded({ id: 'after', message: 'After' }));

    const log = getActionRecorder(store)!.exportLog();
    expect(log.actions.map((entry) => entry.action.type)).toEqual(['toasts/toastAdded']);
    expect(log.initialState).toMatchObject({ toasts: { items: [] } });
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });
});
