import type { UnknownAction } from '@reduxjs/toolkit';
import debugEn from '@/locales/en/debug.json';
import {
  ACTION_LOG_FORMAT,
  ACTION_LOG_VERSION,
  type ActionLogFile,
  type LogEntry,
} from './actionLog';
import { UNREPLAYABLE_ACTION_TYPES } from './unreplayable';
import { baseApi } from '../baseApi';
import { REDACTED, snapshot } from './sanitize';
import { makeStore, type AppStore, type RootState } from '../store';

/**
 * Loading an exported action log and replaying it into a fresh store with reducers only
 * (no listeners, no RTK Query middleware, no persistence): nothing is fetched, shown or
 * stored, and the app's own store is never touched.
 */

/** Translation keys of the `debug` namespace; the English text is the error's message. */
export type ActionLogErrorKey = `errors.${keyof typeof debugEn.errors}`;

export class ActionLogError extends Error {
  constructor(
    readonly key: ActionLogErrorKey,
    readonly values: Record<string, string | number> = {},
  ) {
    const template = debugEn.errors[key.slice('errors.'.length) as keyof typeof debugEn.errors];
    super(template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name] ?? '')));
    this.name = 'ActionLogError';
  }
}

/** Far above 5,000 actions of any sane size; refuses a wrong file before parsing it. */
export const MAX_LOG_CHARS = 100 * 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function findProblem(log: Record<string, unknown>): string | null {
  for (const field of ['appVersion', 'locale', 'recordedAt', 'exportedAt'] as const) {
    if (typeof log[field] !== 'string') return `"${field}" is not a string`;
  }
  for (const field of ['capacity', 'dropped'] as const) {
    if (typeof log[field] !== 'number') return `"${field}" is not a number`;
  }
  for (const field of ['initialState', 'finalState'] as const) {
    if (!isRecord(log[field])) return `"${field}" is not an object`;
  }
  if (!Array.isArray(log.actions)) return '"actions" is not a list';
  for (const [index, entry] of (log.actions as unknown[]).entries()) {
    if (!isRecord(entry) || typeof entry.t !== 'number' || !Number.isFinite(entry.t)) {
      return `actions[${index}] has no time "t"`;
    }
    const action = entry.action;
    if (!isRecord(action) || typeof action.type !== 'string' || action.type === '') {
      return `actions[${index}] has no action type`;
    }
    // These would make redux-persist read and write the real storage.
    if (UNREPLAYABLE_ACTION_TYPES.has(action.type)) {
      return `actions[${index}] (${action.type}) cannot be replayed`;
    }
  }
  return null;
}

/** Checks an already parsed log; throws an ActionLogError naming what is wrong. */
export function validateActionLog(data: unknown): ActionLogFile {
  if (!isRecord(data) || data.format !== ACTION_LOG_FORMAT) {
    throw new ActionLogError('errors.notActionLog');
  }
  if (data.version !== ACTION_LOG_VERSION) {
    throw new ActionLogError('errors.incompatibleVersion', {
      found: typeof data.version === 'number' ? data.version : String(data.version),
      supported: ACTION_LOG_VERSION,
    });
  }
  const problem = findProblem(data);
  if (problem) throw new ActionLogError('errors.malformed', { detail: problem });
  return data as unknown as ActionLogFile;
}

/** Parses and checks the text of an exported file. */
export function parseActionLog(text: string): ActionLogFile {
  if (text.length > MAX_LOG_CHARS) throw new ActionLogError('errors.tooLarge', { max: '100 MB' });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ActionLogError('errors.notJson');
  }
  return validateActionLog(data);
}

/**
 * RTK Query registers its middleware with an id made per page load: replaying another
 * page's registration would mark the API as conflicting. The replay store needs none.
 */
const ENVIRONMENT_ACTIONS = new Set([`${baseApi.reducerPath}/config/middlewareRegistered`]);
/** State that describes the machine (its network, its tab), not the session. */
const ENVIRONMENT_PATHS = new Set([
  `${baseApi.reducerPath}.config.middlewareRegistered`,
  `${baseApi.reducerPath}.config.online`,
  `${baseApi.reducerPath}.config.focused`,
]);

export interface Difference {
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface ReplayComparison {
  equal: boolean;
  /** The first differences found (at most MAX_DIFFERENCES). */
  differences: Difference[];
}

const MAX_DIFFERENCES = 20;

function collectDifferences(actual: unknown, expected: unknown, path: string, out: Difference[]) {
  if (out.length >= MAX_DIFFERENCES || ENVIRONMENT_PATHS.has(path)) return;
  // A redacted value cannot be compared: the recording held the secret, the replay not.
  if (actual === expected || actual === REDACTED || expected === REDACTED) return;
  const bothArrays = Array.isArray(actual) && Array.isArray(expected);
  if (bothArrays && actual.length === expected.length) {
    actual.forEach((item, index) =>
      collectDifferences(item, expected[index], `${path}[${index}]`, out),
    );
    return;
  }
  if (!bothArrays && isRecord(actual) && isRecord(expected)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      collectDifferences(actual[key], expected[key], path ? `${path}.${key}` : key, out);
    }
    return;
  }
  out.push({ path: path || '(root)', expected, actual });
}

/** Compares a replayed state with a log's `finalState`, both as the export writes them. */
export function compareWithRecording(state: unknown, finalState: unknown): ReplayComparison {
  const differences: Difference[] = [];
  collectDifferences(snapshot(state), finalState, '', differences);
  return { equal: differences.length === 0, differences };
}

export interface ReplayStep {
  /** Position of the action in `log.actions`. */
  index: number;
  entry: LogEntry;
  /** An environment action the replay store does without. */
  skipped: boolean;
  /** The reducer threw: the recorded session hit the same error. */
  error?: string;
}

export interface ReplaySession {
  readonly log: ActionLogFile;
  /** The fresh store the log is replayed into. */
  readonly store: AppStore;
  /** How many actions have been applied. */
  readonly position: number;
  readonly total: number;
  readonly done: boolean;
  /** Applies the next action; null at the end. */
  step(): ReplayStep | null;
  /** Applies every remaining action. */
  toEnd(): ReplayStep[];
  /** The replayed state against the recorded final state (meaningful once done). */
  compare(): ReplayComparison;
}

/** The endpoint a recorded RTK Query request names, when this app has not injected it. */
function unknownEndpoint(action: LogEntry['action']): string | null {
  if (!action.type.startsWith(`${baseApi.reducerPath}/execute`)) return null;
  const name = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg?.endpointName;
  return typeof name === 'string' && !(name in baseApi.endpoints) ? name : null;
}

export function createReplay(log: ActionLogFile): ReplaySession {
  const store = makeStore(log.initialState as Partial<RootState>, { listeners: false });
  let position = 0;

  function step(): ReplayStep | null {
    const entry = log.actions[position];
    if (!entry) return null;
    const result: ReplayStep = { index: position, entry, skipped: false };
    position++;
    if (ENVIRONMENT_ACTIONS.has(entry.action.type)) return { ...result, skipped: true };
    const endpoint = unknownEndpoint(entry.action);
    if (endpoint) {
      result.error = `the RTK Query endpoint "${endpoint}" is not loaded (import its api.ts)`;
      return result;
    }
    try {
      store.dispatch(entry.action as UnknownAction);
    } catch (error) {
      // Redux left the state as it was, as in the recorded session: carry on.
      result.error = error instanceof Error ? error.message : String(error);
    }
    return result;
  }

  return {
    log,
    store,
    get position() {
      return position;
    },
    total: log.actions.length,
    get done() {
      return position >= log.actions.length;
    },
    step,
    toEnd() {
      const steps: ReplayStep[] = [];
      for (let next = step(); next; next = step()) steps.push(next);
      return steps;
    },
    compare: () => compareWithRecording(store.getState(), log.finalState),
  };
}

export interface ReplayResult {
  state: RootState;
  comparison: ReplayComparison;
  /** Steps whose reducer threw. */
  failures: ReplayStep[];
}

/** Replays a whole log; what `npm run replay` and the Vitest helper use. */
export function replayActionLog(log: ActionLogFile): ReplayResult {
  const session = createReplay(log);
  const failures = session.toEnd().filter((step) => step.error !== undefined);
  return { state: session.store.getState(), comparison: session.compare(), failures };
}
