/**
 * `npm run bench:size`: the JavaScript a fresh browser loads to show the login route, next
 * to two bare apps built in the same run (tests/bench/baselines.ts): one Chakra Button in
 * ChakraProvider and a Redux Provider, and an app made of the product's own client
 * libraries, each used minimally. Each build is loaded in Chromium so that exactly the
 * scripts a browser fetches are counted: gzip size (level 9) of each, and the bytes that
 * actually went over the wire (each build served with its precompressed files). Also the
 * whole app's scripts. Goal: login route ≤ 1.00 × the bare app of the stack's libraries.
 *
 * It also splits the login route's gzip into the libraries' code and the product's own, to
 * show how much of the bare app's weight the libraries alone take as the product uses them.
 * Each chunk's gzip is shared among its modules in proportion to their code minified and
 * gzipped alone (an estimate: gzip compresses a chunk better than its modules one by one).
 *
 * It sets the login route's size budget (tests/bench/sizeBudget.json: this measure plus a
 * margin), which tests/e2e/loginBudget.test.ts holds every build to; it fails when the
 * scripts Chromium fetched differ from those the build's manifest names for the route.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { launchBrowser } from '../e2e/browser';
import { buildBaselines } from './baselines';
import { prerender } from '@/server/build/prerender';
import { gzipBytes, loginPage, loginRouteScripts, writeBudget } from './loginRoute';
import { serveStatic } from './staticServer';

const GOAL_RATIO = 1.0;
const root = fileURLToPath(new URL('../..', import.meta.url));
const benchDir = path.join(root, '.bench');
const appOut = path.join(benchDir, 'app');

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Loaded {
  files: number;
  gzip: number;
  /** Response bodies as sent, compressed. */
  wire: number;
  encodings: string[];
  /** The paths of the scripts (/assets/…). */
  paths: string[];
}

/** Per chunk file: the share of its code that is the product's own (not node_modules). */
const ownShareOfChunk = new Map<string, number>();

/** Records each chunk's own-code share as the app's build writes it. */
function ownCodeShares(): Plugin {
  const weight = (code: string) =>
    gzipSync(transformSync(code, { minify: true, loader: 'js' }).code, { level: 9 }).length;
  return {
    name: 'bench-own-code-shares',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        let own = 0;
        let all = 0;
        for (const [id, module] of Object.entries(chunk.modules)) {
          const bytes = module.code ? weight(module.code) : 0;
          all += bytes;
          if (!id.includes('/node_modules/')) own += bytes;
        }
        ownShareOfChunk.set(`/${chunk.fileName}`, all === 0 ? 0 : own / all);
      }
    },
  };
}

/**
 * The scripts a fresh browser fetches to show `route` (until `shown` is visible: a busy
 * machine can reach network idle before a lazy screen starts loading).
 */
async function scriptsLoadedFor(
  outDir: string,
  route: string,
  shown: string,
  pages: Record<string, string> = {},
): Promise<Loaded> {
  const { url, server } = await serveStatic(outDir, pages);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const responses: Array<Promise<{ pathname: string; wire: number; encoding: string }>> = [];
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (!pathname.endsWith('.js')) return;
      responses.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({
            pathname,
            wire: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          })),
      );
    });
    await page.goto(`${url}${route}`);
    await page.locator(shown).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(responses);
    return {
      files: scripts.length,
      gzip: scripts.reduce((sum, s) => sum + gzipBytes(path.join(outDir, s.pathname)), 0),
      wire: scripts.reduce((sum, s) => sum + s.wire, 0),
      encodings: [...new Set(scripts.map((s) => s.encoding))],
      paths: scripts.map((s) => s.pathname),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

function allScripts(outDir: string) {
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return {
    files: files.length,
    gzip: files.reduce((sum, name) => sum + gzipBytes(path.join(assets, name)), 0),
  };
}

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: appOut, emptyOutDir: true, sourcemap: false },
  plugins: [ownCodeShares()],
});
// /login as the product serves it: its prerendered page, which loads the app after the
// first paint (public/load-app.js, counted with the rest).
await prerender(appOut, { logLevel: 'warn' });
const baselines = await buildBaselines(benchDir);

// Until the app has taken the page over: the prerendered form shows before any script.
const login = await scriptsLoadedFor(appOut, '/login', 'html[data-app="ready"]', {
  '/login': loginPage(appOut),
});
const chakraRedux = await scriptsLoadedFor(baselines.chakraRedux, '/', 'button');
const stack = await scriptsLoadedFor(baselines.stack, '/', 'button');
const wholeApp = allScripts(appOut);
const ratio = (a: Loaded, b: Loaded) => Number((a.gzip / b.gzip).toFixed(3));

const rows: Array<[string, Loaded]> = [
  ['ugc-desk, /login', login],
  ['bare Chakra + Redux page', chakraRedux],
  ["bare app of the stack's libraries", stack],
];
console.log('\nScripts a fresh browser loads\n');
console.log('| Build | Files | gzip (level 9) | Over the wire |');
console.log('|---|---|---|---|');
for (const [name, loaded] of rows) {
  const wire = `${kib(loaded.wire)} (${loaded.encodings.join(', ')})`;
  console.log(`| ${name} | ${loaded.files} | ${kib(loaded.gzip)} | ${wire} |`);
}
console.log(`\nWhole app: ${wholeApp.files} scripts, ${kib(wholeApp.gzip)} gzip.`);
console.log(`Login route / bare Chakra + Redux page: ${ratio(login, chakraRedux)}×`);
console.log(
  `Login route / bare app of the stack's libraries: ${ratio(login, stack)}× (goal ≤ ${GOAL_RATIO.toFixed(2)}×)`,
);
let ownCode = 0;
for (const pathname of login.paths) {
  // A script no chunk made is one of the product's own files in public/ (the colour
  // mode, early input, the app's loader).
  ownCode += gzipBytes(path.join(appOut, pathname)) * (ownShareOfChunk.get(pathname) ?? 1);
}
const libraries = login.gzip - ownCode;
console.log(
  `\nLogin route, estimated: libraries ${kib(libraries)} (${((libraries / stack.gzip) * 100).toFixed(0)}% of the bare app of the stack's libraries), the product's own code ${kib(ownCode)}.`,
);
const manifestScripts = loginRouteScripts(appOut);
const fetchedScripts = [...login.paths].sort();
if (JSON.stringify(manifestScripts) !== JSON.stringify(fetchedScripts)) {
  console.error(
    `\nThe manifest's login route (${manifestScripts.join(', ')}) is not what Chromium ` +
      `fetched (${fetchedScripts.join(', ')}): tests/bench/loginRoute.ts must follow the build.`,
  );
  process.exitCode = 1;
} else {
  const budget = writeBudget(login.gzip, stack.gzip);
  console.log(
    `\nSize budget of the login route (tests/bench/sizeBudget.json): ${budget.budgetBytes} bytes gzip.`,
  );
}
writeFileSync(
  path.join(benchDir, 'size.json'),
  `${JSON.stringify({ login, chakraRedux, stack, wholeApp }, null, 2)}\n`,
);
