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
import { isSessionRole, type SessionState } from '@/src/entities/session/sessionSlice';

/** localStorage key: redux-persist stores it as `persist:ugc-desk`. */
export const PERSIST_KEY = 'ugc-desk';
/**
 * 2: the campaign wizard's drafts joined the session and preferences.
 * 3: the session keeps its role (company or creator).
 */
export const PERSIST_VERSION = 3;
/** The localStorage item itself. */
export const PERSIST_STORAGE_KEY = `${KEY_PREFIX}${PERSIST_KEY}`;

interface PersistedRoot {
  session?: { token?: unknown; role?: unknown };
  preferences?: Partial<Record<keyof PreferencesState, unknown>>;
  campaignDraft?: unknown;
}

/** Only the token and role of the session are kept; the account is always reloaded from the API. */
const sessionTokenOnly = createTransform<SessionState, unknown>(
  (session) => ({ token: session.token, role: session.role }),
  // Read back untouched: `migratePersisted` checks what storage held.
  (stored) => stored as SessionState,
  { whitelist: ['session'] },
);

/**
 * Versions a stored state may be migrated from: 1 had the session and preferences only,
 * 2 a session without its role (only companies could log in then).
 */
const MIGRATABLE_VERSIONS: readonly number[] = [1, 2];

/**
 * Turns whatever storage holds into a state we trust. Versions 1 and 2 are migrated (the
 * session and preferences kept, a company's session; version 1 had no campaign drafts);
 * anything corrupted, foreign or of an unknown
 * version is dropped, which starts the app logged out with default preferences. The
 * campaign drafts are kept as stored: their slice checks them when it joins (it loads with
 * the company layout, features/campaigns/campaignsSlice.ts), and drops a malformed one.
 */
export async function migratePersisted(
  stored: PersistedState,
  currentVersion: number,
): Promise<PersistedState> {
  if (stored === undefined || stored === null || typeof stored !== 'object') return undefined;
  const root = stored as PersistedState & PersistedRoot;
  const version = root._persist?.version;
  if (version !== currentVersion && !MIGRATABLE_VERSIONS.includes(version ?? NaN)) {
    return undefined;
  }

  const token = root.session?.token;
  const role = root.session?.role;
  const prefs = root.preferences ?? {};
  return {
    _persist: { ...root._persist, version: currentVersion },
    session: {
      token: typeof token === 'string' && token.length > 0 ? token : null,
      role: isSessionRole(role) ? role : 'company',
    },
    preferences: {
      locale: isLocale(prefs.locale) ? prefs.locale : initialPreferences.locale,
      colorMode: isColorMode(prefs.colorMode) ? prefs.colorMode : initialPreferences.colorMode,
      sidebarCollapsed:
        typeof prefs.sidebarCollapsed === 'boolean'
          ? prefs.sidebarCollapsed
          : initialPreferences.sidebarCollapsed,
    },
    ...(version !== 1 && root.campaignDraft !== undefined
      ? { campaignDraft: root.campaignDraft }
      : {}),
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
    whitelist: ['session', 'preferences', 'campaignDraft'] as Array<keyof S & string>,
    transforms: [sessionTokenOnly],
    migrate: migratePersisted,
  } as PersistConfig<S>;
}
