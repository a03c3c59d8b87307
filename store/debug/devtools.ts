import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { sanitizeAction, sanitizeState } from './sanitize';

type Env = Partial<Pick<ImportMetaEnv, 'DEV'>> & { VITE_DEVTOOLS?: unknown };

/**
 * DevTools run in development, and in a production build made with VITE_DEVTOOLS=1 (to
 * debug a staging build). `import.meta.env` is absent when the store runs under plain
 * Node (`npm run replay`), hence the optional chaining.
 */
export function isDevToolsEnabled(env: Env | undefined = import.meta.env): boolean {
  return env?.DEV === true || env?.VITE_DEVTOOLS === '1';
}

/**
 * configureStore's `devTools` option. Whatever the extension shows or exports passes the
 * sanitizers first, so no token, password, code or card number reaches it. Time travel
 * is safe by construction: the extension's jumps replace the state inside its own
 * enhancer, below the middleware, so no listener, RTK Query middleware or recorder sees
 * them (tests/unit/debug/timeTravel.test.ts proves it).
 */
export function devToolsOptions(enabled = isDevToolsEnabled()): DevToolsEnhancerOptions | false {
  if (!enabled) return false;
  return {
    name: 'ugc-desk',
    actionSanitizer: sanitizeAction,
    stateSanitizer: sanitizeState,
    // The extension keeps a state per action: a bounded history keeps memory flat.
    maxAge: 200,
  };
}
