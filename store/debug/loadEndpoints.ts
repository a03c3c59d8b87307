/**
 * Imports every feature's and entity's `api.ts` (src/entities holds endpoints several
 * features share), so that RTK Query knows all endpoints before a log is
 * replayed: its reducers look up each recorded request's endpoint definition, and a page
 * that never opened a lazily loaded screen has not injected that screen's endpoints.
 * Vite (app and Vitest) resolves the glob; `npm run replay` finds the files itself.
 */
export async function loadAllEndpoints(): Promise<void> {
  const modules = import.meta.glob(['../../features/*/api.ts', '../../src/entities/*/api.ts']);
  await Promise.all(Object.values(modules).map((load) => load()));
}
