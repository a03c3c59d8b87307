/**
 * The scripts of the login route, read from a production build (no browser): those its
 * HTML names (the colour-mode script, the one that loads the entry after the first
 * paint, the start's pieces it preloads), the entry and its static imports and the
 * Login screen's chunk with its own, from Vite's manifest.
 * A fresh browser fetches exactly these for /login (`npm run bench:size` checks it against
 * Chromium, and so does tests/e2e/loginBudget.test.ts). Their gzip size is held to the
 * budget the bench writes (sizeBudget.json), so the first page cannot silently grow.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '@/server/build/prerender';

/** The Login screen's module, as the manifest names it (relative to the project root). */
const LOGIN_SCREEN = 'features/account/screens/Login.tsx';
/** The margin the budget leaves over the size measured when it was set. */
export const BUDGET_MARGIN = 0.02;
export const BUDGET_FILE = fileURLToPath(new URL('./sizeBudget.json', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SizeBudget {
  /** The login route's scripts, gzip level 9, when the budget was set. */
  loginGzipBytes: number;
  /** The bare app of the stack's libraries (tests/bench/baselines.ts), measured in the same run. */
  stackGzipBytes: number;
  /** What the login route may weigh: the measure plus the margin. */
  budgetBytes: number;
}

export const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The HTML the server answers /login with: its prerendered page in the default language
 * (src/prerender/), or index.html in a build without prerendered pages.
 */
export function loginPage(outDir: string): string {
  const manifestFile = path.join(outDir, PRERENDER_DIR, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return 'index.html';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const login = manifest.pages.find((page) => page.routes.includes('/login'));
  return login?.files[manifest.defaultLocale] ?? 'index.html';
}

/** The paths (`/assets/…`) of the scripts the login route loads, sorted. */
export function loginRouteScripts(outDir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry || !manifest[LOGIN_SCREEN]) {
    throw new Error(`The build's manifest names no entry or no ${LOGIN_SCREEN}`);
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(LOGIN_SCREEN);
  const html = readFileSync(path.join(outDir, loginPage(outDir)), 'utf8');
  const htmlScripts = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]!),
    // The start's pieces: preloaded by the HTML, or by public/load-app.js on a prerendered page.
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/\bdata-preload="([^"]*)"/g)].flatMap((m) =>
      m[1]!
        .split(' ')
        .filter(Boolean)
        .map((file) => file.replace(/^\//, '')),
    ),
  ];
  return [...new Set([...htmlScripts, ...files])].map((file) => `/${file}`).sort();
}

/** The gzip size (level 9) of the login route's scripts in a build. */
export function loginRouteGzip(outDir: string): number {
  return loginRouteScripts(outDir).reduce(
    (sum, pathname) => sum + gzipBytes(path.join(outDir, pathname)),
    0,
  );
}

export const readBudget = () => JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as SizeBudget;

/**
 * The measure plus the margin; once the route is within the goal (no heavier than the bare
 * stack app), never past the goal: the margin then only spends what is left below it.
 */
export function budgetFor(loginGzipBytes: number, stackGzipBytes: number): number {
  const withMargin = Math.ceil(loginGzipBytes * (1 + BUDGET_MARGIN));
  return loginGzipBytes <= stackGzipBytes ? Math.min(withMargin, stackGzipBytes) : withMargin;
}

export function writeBudget(loginGzipBytes: number, stackGzipBytes: number): SizeBudget {
  const budget: SizeBudget = {
    loginGzipBytes,
    stackGzipBytes,
    budgetBytes: budgetFor(loginGzipBytes, stackGzipBytes),
  };
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`);
  return budget;
}
