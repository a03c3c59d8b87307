import { freeze, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { ActionRecorder, ActionRecorderOptions } from './actionLog';
import { UNREPLAYABLE_ACTION_TYPES } from './unreplayable';

/** The log's settings as a store takes them (`record`): the recorder's, and its clock. */
export type ActionLogOptions = Omit<ActionRecorderOptions, 'recordedAt'> & {
  /** A millisecond clock; tests pass a fake one. */
  now?: () => number;
};

/**
 * The store's last middleware, which hands every action that reaches the reducers to the
 * action log's recorder (actionLog.ts). The recorder is not needed to show the first
 * screen, so the app loads it once the browser is idle; until then this middleware holds
 * the last EARLY_ACTIONS_KEPT actions, with the states around them and their times, and
 * hands them over when it arrives: the log loses nothing (docs/debugging.md).
 */

/** Top-level actions held until the recorder arrives (the first screens dispatch far fewer). */
export const EARLY_ACTIONS_KEPT = 500;

/** What the recorder does with each action, in the order the store applies them. */
export interface ActionSteps {
  /**
   * The log starts at `state` (the store's, or the oldest held action's), `dropped`
   * actions before it already lost; `getState` reads the store from then on.
   */
  begin(state: unknown, dropped: number, getState: () => unknown): void;
  /** `action` is about to be applied to `before`; false when it is not kept. */
  enter(action: UnknownAction, before: unknown, time: number): boolean;
  /** It was applied (with whatever it dispatched in turn), giving `after`. */
  leave(action: UnknownAction, after: unknown, kept: boolean): void;
}

type Held =
  | { action: UnknownAction; before: unknown; time: number }
  | { action: UnknownAction; after: unknown };

// Vite gives import.meta.env (app, Vitest); plain Node (npm run replay, benches) does not.
const production = import.meta.env ? import.meta.env.PROD : process.env.NODE_ENV === 'production';

/**
 * The log keeps the dispatched actions themselves (actionLog.ts): in development and tests
 * they are frozen as they pass, so code that changes an action after its dispatch throws
 * instead of making the log lie. Production skips the cost.
 */
const guard: (action: UnknownAction) => UnknownAction = production
  ? (action) => action
  : (action) => freeze(action, true);

/**
 * A live store records unless the build turned the log off (VITE_ACTION_LOG=0): the
 * recorder costs a few per cent of dispatching and up to its byte budget in memory.
 * `import.meta.env` is absent under plain Node (`npm run replay`, benches).
 */
export function isActionLogEnabled(
  env: Readonly<Record<string, unknown>> | undefined = import.meta.env,
): boolean {
  return env?.VITE_ACTION_LOG !== '0';
}

export interface EarlyActions {
  readonly middleware: Middleware;
  /** The wall-clock time of the log's t = 0: when the store was made. */
  readonly recordedAt: string;
  /**
   * Calls `callback` once, when the held actions call for the recorder: a session exists
   * (its screens dispatch many, and large, actions: the recorder bounds their memory), or
   * EARLY_ACTIONS_KEPT are held. A visitor without a session, whose screens dispatch a
   * few small ones, may never need it.
   */
  onWanted(callback: () => void): void;
  /** Replays what was held into `steps`, which then gets every action as it comes. */
  handOver(steps: ActionSteps): void;
}

export interface EarlyActionsOptions<S> {
  now?: () => number;
  kept?: number;
  /** Whether a state calls for the recorder (the app's: a session exists). */
  wanted?: (state: S) => boolean;
}

export function holdEarlyActions<S>({
  now = () => performance.now(),
  kept = EARLY_ACTIONS_KEPT,
  wanted = () => false,
}: EarlyActionsOptions<S> = {}): EarlyActions {
  const startedAt = now();
  const recordedAt = new Date().toISOString();
  let steps: ActionSteps | null = null;
  let getState: () => unknown = () => undefined;
  let initial: unknown;
  /** Each top-level action with what it dispatched in turn, oldest first. */
  let held: Held[][] = [];
  let dropped = 0;
  let depth = 0;
  let onWanted: (() => void) | null = null;
  let called = false;

  const callIfWanted = () => {
    if (called || !onWanted || steps) return;
    if (held.length < kept && !wanted(getState() as S)) return;
    called = true;
    onWanted();
  };

  /** The oldest top-level actions go once more than `kept` are held. */
  const makeRoom = () => {
    while (held.length >= kept) {
      const gone = held.shift()!;
      for (const step of gone) {
        if ('before' in step && !UNREPLAYABLE_ACTION_TYPES.has(step.action.type)) dropped++;
      }
    }
  };

  const middleware: Middleware = (api) => {
    getState = api.getState;
    initial = api.getState();
    return (next) => (given) => {
      // Only plain actions get this far (thunks stop earlier); Redux checks the rest.
      if (typeof (given as { type?: unknown } | null)?.type !== 'string') return next(given);
      const type = (given as UnknownAction).type;
      const action = UNREPLAYABLE_ACTION_TYPES.has(type)
        ? (given as UnknownAction)
        : guard(given as UnknownAction);
      const before = api.getState();
      const time = Math.round((now() - startedAt) * 100) / 100;
      if (steps) {
        const live = steps;
        const kept = live.enter(action, before, time);
        try {
          return next(action);
        } finally {
          live.leave(action, api.getState(), kept);
        }
      }
      if (depth === 0) {
        makeRoom();
        held.push([]);
      }
      const group = held[held.length - 1]!;
      group.push({ action, before, time });
      depth++;
      try {
        return next(action);
      } finally {
        depth--;
        group.push({ action, after: api.getState() });
        if (depth === 0) callIfWanted();
      }
    };
  };

  return {
    middleware,
    recordedAt,
    onWanted(callback) {
      onWanted = callback;
      callIfWanted();
    },
    handOver(recorder) {
      const first = held[0]?.[0];
      recorder.begin(first && 'before' in first ? first.before : initial, dropped, getState);
      const entered: boolean[] = [];
      for (const step of held.flat()) {
        if ('before' in step) entered.push(recorder.enter(step.action, step.before, step.time));
        else recorder.leave(step.action, step.after, entered.pop()!);
      }
      held = [];
      steps = recorder;
    },
  };
}

/** The action log's module, loaded later by the app; a caller that has it passes it. */
export interface ActionLogModule {
  createActionRecorder(options: ActionRecorderOptions): ActionRecorder;
  attachActionRecorder(store: object, recorder: ActionRecorder): void;
}

/** Resolves when the browser is next idle (at most 2 s later); at once outside a browser. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window === 'undefined') resolve();
    else if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    } else setTimeout(resolve, 0);
  });
}

/** How to load a store's recorder at once, until it has one (see recordNow). */
const loaders = new WeakMap<object, () => void>();

/**
 * Gives the store its recorder, with what `early` held: at once from `loaded` (tests,
 * replay); else from the action log's chunk (the app), once the browser is idle after the
 * held actions call for it (EarlyActions.onWanted), or when the debug panel opens
 * (recordNow). The first screen never waits for it, and Login without a session never
 * loads it.
 */
export function startActionLog(
  store: object,
  early: EarlyActions,
  { now: _clock, ...options }: ActionLogOptions,
  loaded?: ActionLogModule,
): void {
  const take = ({ createActionRecorder, attachActionRecorder }: ActionLogModule) => {
    loaders.delete(store);
    const recorder = createActionRecorder({ ...options, recordedAt: early.recordedAt });
    early.handOver(recorder.steps);
    attachActionRecorder(store, recorder);
  };
  if (loaded) return take(loaded);
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    // Not loaded (offline): the last actions stay held, and the next call tries again.
    import('./actionLog').then(take, () => (loading = false));
  };
  loaders.set(store, load);
  early.onWanted(() => void whenIdle().then(load));
}

/** The debug panel shows the log: the store's recorder loads now if it has none yet. */
export function recordNow(store: object): void {
  loaders.get(store)?.();
}
