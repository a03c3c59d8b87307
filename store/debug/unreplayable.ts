import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER } from 'redux-persist';

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
