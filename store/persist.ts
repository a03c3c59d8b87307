import {
  createTransform,
  KEY_PREFIX,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import {
  initialPreferences,
  isColorMode,
  isLocale,
  type PreferencesState,
} from '@/features/preferences/preferencesSlice';

/** localStorage key: redux-persist stores it as `persist:ugc-desk`. */
export const PERSIST_KEY = 'ugc-desk';
export const PERSIST_VERSION = 1;
/** The localStorage item itself. */
export const PERSIST_STORAGE_KEY = `${KEY_PREFIX}${PERSIST_KEY}`;

interface PersistedRoot {
  session?: { token?: unknown };
  preferences?: Partial<Record<keyof PreferencesState, unknown>>;
}

/** Only the token of the session is kept; the account is always reloaded from the API. */
const sessionTokenOnly = createTransform<{ token: string | null }, unknown>(
  (session) => ({ token: session.token }),
  // Read back untouched: `migratePersisted` checks what storage held.
  (stored) => stored as { token: string | null },
  { whitelist: ['session'] },
);

/**
 * Turns whatever storage holds into a state we trust. Migrations by version go here
 * (none yet: version 1 is the first); anything corrupted, foreign or of an unknown
 * version is dropped, which starts the app logged out with default preferences.
 */
export async function migratePersisted(
  stored: PersistedState,
  currentVersion: number,
): Promise<PersistedState> {
  if (stored === undefined || stored === null || typeof stored !== 'object') return undefined;
  const root = stored as PersistedState & PersistedRoot;
  if (root._persist?.version !== currentVersion) return undefined;

  const token = root.session?.token;
  const prefs = root.preferences ?? {};
  return {
    _persist: root._persist,
    session: { token: typeof token === 'string' && token.length > 0 ? token : null },
    preferences: {
      locale: isLocale(prefs.locale) ? prefs.locale : initialPreferences.locale,
      colorMode: isColorMode(prefs.colorMode) ? prefs.colorMode : initialPreferences.colorMode,
      sidebarCollapsed:
        typeof prefs.sidebarCollapsed === 'boolean'
          ? prefs.sidebarCollapsed
          : initialPreferences.sidebarCollapsed,
    },
  } as PersistedState;
}

/**
 * The session token in a value of the storage item, as another tab wrote it (`null` for
 * an item removed): the token, null when none is stored, undefined when the value cannot
 * be read. redux-persist stores each persisted slice as JSON inside the item's JSON.
 */
export function storedToken(value: string | null): string | null | undefined {
  if (value === null) return null;
  try {
    const root = JSON.parse(value) as { session?: unknown } | null;
    if (typeof root?.session !== 'string') return undefined;
    const { token } = JSON.parse(root.session) as { token?: unknown };
    return typeof token === 'string' && token.length > 0 ? token : null;
  } catch {
    return undefined;
  }
}

export function makePersistConfig<S>(): PersistConfig<S> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage,
    whitelist: ['session', 'preferences'] as Array<keyof S & string>,
    transforms: [sessionTokenOnly],
    migrate: migratePersisted,
  } as PersistConfig<S>;
}
