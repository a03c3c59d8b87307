import type { UnknownAction } from '@reduxjs/toolkit';
import { PERSIST } from 'redux-persist';
import { version as packageVersion } from '@/package.json';
import { createActionBuffer } from './actionBuffer';
import type { ActionSteps } from './earlyActions';
import { UNREPLAYABLE_ACTION_TYPES } from './unreplayable';
import { redactToJson } from './sanitize';

/**
 * The action log: it is handed every action by the store's last middleware
 * (earlyActions.ts), so it sees exactly the actions that reach the reducers, in the order
 * they reach them, those dispatched before it loaded included, and keeps them in a ring
 * buffer bounded by a count and a byte budget (actionBuffer.ts).
 * The state the oldest kept action was applied to is the log's start, so `initialState`
 * + `actions` always replays to `finalState`.
 *
 * Recording must cost next to nothing (npm run bench:actionlog: ≤ 10 %), and redacting or
 * copying an action costs as much as reducing it. So the buffer keeps the action objects
 * themselves and redacts them only on export. That is sound because a dispatched action is
 * never changed afterwards: Immer freezes whatever part of it lands in state, and in
 * development the store's last middleware freezes the rest, so code that mutates an action
 * after dispatching it fails there instead of corrupting the log.
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
  /** What the store's last middleware hands it (earlyActions.ts). */
  readonly steps: ActionSteps;
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
  /** The wall-clock time of t = 0, which the times handed to it count from (ISO 8601). */
  recordedAt?: string;
}

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

const localeOf = (state: unknown): string => {
  const locale = (state as { preferences?: { locale?: unknown } } | null)?.preferences?.locale;
  return typeof locale === 'string' ? locale : 'unknown';
};

export function createActionRecorder(options: ActionRecorderOptions = {}): ActionRecorder {
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_ACTION_LOG_CAPACITY));
  const maxBytes = Math.max(1, options.maxBytes ?? DEFAULT_ACTION_LOG_MAX_BYTES);
  const appVersion = options.appVersion ?? packageVersion;
  const recordedAt = options.recordedAt ?? new Date().toISOString();
  const buffer = createActionBuffer(capacity, maxBytes);
  let summaries: { revision: number; list: Array<{ t: number; type: string }> } | undefined;
  let getState: () => unknown = () => buffer.startState;
  let last: unknown;
  let depth = 0;
  /** Actions lost before the recorder arrived (earlyActions.ts keeps only the last ones). */
  let droppedBefore = 0;

  const steps: ActionSteps = {
    begin(state, dropped, readState) {
      getState = readState;
      buffer.restartAt(state, false);
      droppedBefore = dropped;
      last = state;
    },
    enter(action, before, time) {
      // A state nobody dispatched to (a DevTools jump or import): the log would no longer
      // replay, so it starts again from what the app now shows. Nested dispatches (from a
      // subscriber) see their parent's result, which is not such a change.
      if (depth === 0 && before !== last) buffer.restartAt(before, true);
      depth++;
      return UNREPLAYABLE_ACTION_TYPES.has(action.type) || buffer.push(action, before, time);
    },
    leave(action, after, kept) {
      depth--;
      last = after;
      // Too big to keep: the log starts again after it.
      if (action.type === PERSIST || !kept) buffer.restartAt(after, true);
    },
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
      dropped: buffer.dropped + droppedBefore,
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
    steps,
    capacity,
    maxBytes,
    get bytes() {
      return buffer.bytes;
    },
    get dropped() {
      return buffer.dropped + droppedBefore;
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

const attachedListeners = new Set<() => void>();

export function attachActionRecorder(store: object, recorder: ActionRecorder): void {
  recorders.set(store, recorder);
  for (const listener of attachedListeners) listener();
}

/**
 * Calls `listener` each time a store gets its recorder: the app's arrives once the browser
 * is idle, and a panel opened before then shows the log when it does.
 */
export function subscribeToActionRecorders(listener: () => void): () => void {
  attachedListeners.add(listener);
  return () => attachedListeners.delete(listener);
}

export function getActionRecorder(store: object): ActionRecorder | undefined {
  return recorders.get(store);
}
