import { freeze, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';
import { version as packageVersion } from '@/package.json';
import { createActionBuffer } from './actionBuffer';
import { redactToJson } from './sanitize';

/**
 * The action log: a middleware placed last in the chain, so it sees exactly the actions
 * that reach the reducers, in the order they reach them, and keeps them in a ring buffer
 * bounded by a count and a byte budget (actionBuffer.ts).
 * The state the oldest kept action was applied to is the log's start, so `initialState`
 * + `actions` always replays to `finalState`.
 *
 * Recording must cost next to nothing (npm run bench:actionlog: ≤ 10 %), and redacting or
 * copying an action costs as much as reducing it. So the buffer keeps the action objects
 * themselves and redacts them only on export. That is sound because a dispatched action is
 * never changed afterwards: Immer freezes whatever part of it lands in state, and in
 * development the recorder freezes the rest, so code that mutates an action after
 * dispatching it fails there instead of corrupting the log.
 */

export const ACTION_LOG_FORMAT = 'ugc-desk-action-log';
export const ACTION_LOG_VERSION = 1;
export const DEFAULT_ACTION_LOG_CAPACITY = 5000;
/** The log's memory budget: the oldest actions go first when their sizes add up to more. */
export const DEFAULT_ACTION_LOG_MAX_BYTES = 5 * 1024 * 1024;

export type LoggedAction = { type: string } & Record<string, unknown>;

export interface LogEntry {
  /** Milliseconds since the recorder started (`recordedAt`). */
  t: number;
  /** The action as dispatched, secrets redacted, minus RTK Query's transport details. */
  action: LoggedAction;
}

/** The exported file (docs/debugging.md "Log format, version 1"). All of it is JSON. */
export interface ActionLogFile {
  format: typeof ACTION_LOG_FORMAT;
  version: typeof ACTION_LOG_VERSION;
  appVersion: string;
  locale: string;
  /** Wall-clock time of t = 0, ISO 8601. */
  recordedAt: string;
  exportedAt: string;
  capacity: number;
  /** Actions recorded but no longer in the log (buffer full, or the state was replaced). */
  dropped: number;
  initialState: Record<string, unknown>;
  actions: LogEntry[];
  finalState: Record<string, unknown>;
}

export interface ActionRecorder {
  readonly middleware: Middleware;
  readonly capacity: number;
  /** The log's memory budget: the oldest actions go first when it is exceeded. */
  readonly maxBytes: number;
  /** The estimated memory the log keeps alive: its actions and old states (heapSize.ts). */
  readonly bytes: number;
  /** Actions recorded but no longer kept. */
  readonly dropped: number;
  /**
   * Time and type of each kept action, oldest first, without decoding them. The same
   * array until another action is recorded (a stable snapshot for useSyncExternalStore).
   */
  summaries(): ReadonlyArray<{ t: number; type: string }>;
  /** Every kept action, redacted, oldest first (decodes them all: for tests and exports). */
  entries(): LogEntry[];
  /** One kept action, redacted; `position` 0 is the oldest. */
  entryAt(position: number): LogEntry | undefined;
  /** The log as the JSON text of an exported file. */
  exportText(): string;
  /** The log as an object (parsed from the text: it shares nothing with the recorder). */
  exportLog(): ActionLogFile;
}

export interface ActionRecorderOptions {
  capacity?: number;
  /** Bytes the kept actions may take in memory (estimated); DEFAULT_ACTION_LOG_MAX_BYTES. */
  maxBytes?: number;
  appVersion?: string;
  /** A millisecond clock; tests pass a fake one. */
  now?: () => number;
}

/**
 * redux-persist's bookkeeping actions carry callbacks and make its reducer read and write
 * storage: replaying one would touch the real session, so they are never logged. Only
 * PERSIST changes state (it adds `_persist`), so the log restarts after it.
 */
export const UNREPLAYABLE_ACTION_TYPES: ReadonlySet<string> = new Set<string>([
  PERSIST,
  FLUSH,
  PAUSE,
  PURGE,
  REGISTER,
]);

/** The redacted JSON of an action, without the `meta` fields no reducer reads. */
function actionJson(action: UnknownAction): string {
  const meta = action.meta as Record<string, unknown> | undefined;
  if (meta && typeof meta === 'object' && ('baseQueryMeta' in meta || 'RTK_autoBatch' in meta)) {
    // RTK Query's transport details (response headers…) and its batching flag.
    const { baseQueryMeta: _transport, RTK_autoBatch: _batching, ...rest } = meta;
    return redactToJson({ ...action, meta: rest });
  }
  return redactToJson(action);
}

// Vite gives import.meta.env (app, Vitest); plain Node (npm run replay, benches) does not.
const production = import.meta.env ? import.meta.env.PROD : process.env.NODE_ENV === 'production';

/**
 * Development and tests freeze what the recorder keeps (production skips the cost): an
 * action changed after its dispatch would make the log lie, so it must throw.
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

const localeOf = (state: unknown): string => {
  const locale = (state as { preferences?: { locale?: unknown } } | null)?.preferences?.locale;
  return typeof locale === 'string' ? locale : 'unknown';
};

export function createActionRecorder(options: ActionRecorderOptions = {}): ActionRecorder {
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_ACTION_LOG_CAPACITY));
  const maxBytes = Math.max(1, options.maxBytes ?? DEFAULT_ACTION_LOG_MAX_BYTES);
  const now = options.now ?? (() => performance.now());
  const appVersion = options.appVersion ?? packageVersion;
  const startedAt = now();
  const recordedAt = new Date().toISOString();
  const buffer = createActionBuffer(capacity, maxBytes);
  let summaries: { revision: number; list: Array<{ t: number; type: string }> } | undefined;
  let getState: () => unknown = () => buffer.startState;

  const middleware: Middleware = (api) => {
    getState = api.getState;
    buffer.restartAt(api.getState(), false);
    let last = api.getState();
    let depth = 0;
    return (next) => (action) => {
      // Only plain actions get this far (thunks stop earlier); Redux checks the rest.
      const type = (action as { type?: unknown } | null)?.type;
      if (typeof type !== 'string') return next(action);
      const before = api.getState();
      // A state nobody dispatched to (a DevTools jump or import): the log would no longer
      // replay, so it starts again from what the app now shows. Nested dispatches (from a
      // subscriber) see their parent's result, which is not such a change.
      if (depth === 0 && before !== last) buffer.restartAt(before, true);
      const time = Math.round((now() - startedAt) * 100) / 100;
      const fits =
        UNREPLAYABLE_ACTION_TYPES.has(type) ||
        buffer.push(guard(action as UnknownAction), before, time);
      depth++;
      try {
        return next(action);
      } finally {
        depth--;
        last = api.getState();
        // Too big to keep: the log starts again after it.
        if (type === PERSIST || !fits) buffer.restartAt(last, true);
      }
    };
  };

  function entryIn(slot: number): LogEntry {
    const action = JSON.parse(actionJson(buffer.actionAt(slot))) as LoggedAction;
    return { t: buffer.timeAt(slot), action };
  }

  function exportText(): string {
    const state = getState();
    const header: Omit<ActionLogFile, 'initialState' | 'actions' | 'finalState'> = {
      format: ACTION_LOG_FORMAT,
      version: ACTION_LOG_VERSION,
      appVersion,
      locale: localeOf(state),
      recordedAt,
      exportedAt: new Date().toISOString(),
      capacity,
      dropped: buffer.dropped,
    };
    // Assembled as text: the actions already are JSON.
    const entries = buffer
      .slots()
      .map((slot) => `{"t":${buffer.timeAt(slot)},"action":${actionJson(buffer.actionAt(slot))}}`);
    return (
      `${JSON.stringify(header).slice(0, -1)},"initialState":${redactToJson(buffer.startState)},` +
      `"actions":[${entries.join(',')}],"finalState":${redactToJson(state)}}`
    );
  }

  return {
    middleware,
    capacity,
    maxBytes,
    get bytes() {
      return buffer.bytes;
    },
    get dropped() {
      return buffer.dropped;
    },
    summaries() {
      if (summaries?.revision !== buffer.revision) {
        const list = buffer
          .slots()
          .map((slot) => ({ t: buffer.timeAt(slot), type: buffer.actionAt(slot).type }));
        summaries = { revision: buffer.revision, list };
      }
      return summaries.list;
    },
    entries: () => buffer.slots().map(entryIn),
    entryAt: (position) =>
      Number.isInteger(position) && position >= 0 && position < buffer.count
        ? entryIn(buffer.slotAt(position))
        : undefined,
    exportText,
    exportLog: () => JSON.parse(exportText()) as ActionLogFile,
  };
}

// Which recorder belongs to which store, for the debug panel (it only has the store).
const recorders = new WeakMap<object, ActionRecorder>();

export function attachActionRecorder(store: object, recorder: ActionRecorder): void {
  recorders.set(store, recorder);
}

export function getActionRecorder(store: object): ActionRecorder | undefined {
  return recorders.get(store);
}
