import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { batchedModulePreload } from './server/build/batchedModulePreload';
import { graphqlPrecompile } from './server/build/graphqlPrecompile';
import { chakraLazyGlobal } from './server/build/chakraLazyGlobal';
import { chakraMemo } from './server/build/chakraMemo';
import { precompress } from './server/build/precompress';
import { reactRouterProduction } from './server/build/reactRouterProduction';
import { startPieces } from './server/build/startPieces';
import { localeFileOf } from './src/localeFiles';
import { PGLITE_ONLY } from './tests/integration/postgresPass';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * The `.ts` unit files that need a browser's globals (storage, window, DOMParser…) or the
 * app's i18n set up as tests/unit/setup.ts does: they run with the `.tsx` ones in jsdom.
 * Any other `.ts` unit file runs in plain Node; one that needs more fails there with
 * "window is not defined" or the like, and belongs here.
 */
const UNIT_NEEDS_DOM = [
  'tests/unit/account/analytics.test.ts',
  'tests/unit/debug/replay.test.ts',
  'tests/unit/i18n/completeness.test.ts',
  'tests/unit/realtime/client.test.ts',
  'tests/unit/seed/art.test.ts',
  'tests/unit/store/otherTabs.test.ts',
  'tests/unit/store/persist.test.ts',
];

/**
 * The unit files that replace a module (`vi.mock`) or reload modules: they run in a fresh
 * module graph, where the replacement is in place before anything imports the module.
 * Every other unit file shares its worker's modules (isolate: false), loaded once: for
 * the jsdom files, importing the app (Chakra, i18n, the store) again for each file cost
 * about as much as their tests. Found by reading the files, so a new one cannot be missed.
 */
const UNIT_FRESH_MODULES = readdirSync(`${root}tests/unit`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`)
  .filter((file) =>
    /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(`${root}${file}`, 'utf8')),
  );
const isDomFile = (file: string) => file.endsWith('.tsx') || UNIT_NEEDS_DOM.includes(file);
const UNIT_NODE_ISOLATED = UNIT_FRESH_MODULES.filter((file) => !isDomFile(file));
const UNIT_DOM_ISOLATED = UNIT_FRESH_MODULES.filter(isDomFile);
/** What both plain-Node unit projects share. */
const UNIT_NODE = {
  maxWorkers: 2,
  environment: 'node' as const,
  setupFiles: ['tests/unit/setupNode.ts'],
};

/** What both jsdom unit projects share. */
const UNIT_DOM = {
  // Vitest's default is one worker fewer than the cores: a single one on a 2-core
  // machine, with the main process mostly idle. Two cut the unit run by a third.
  maxWorkers: 2,
  environment: 'jsdom' as const,
  setupFiles: ['tests/unit/setup.ts'],
};

/**
 * Integration files that run alone in a fresh module graph: they start and signal child
 * processes (whose exit they check) or measure the process's own memory.
 */
const INTEGRATION_ISOLATED = [
  'tests/integration/build.test.ts',
  'tests/integration/process.test.ts',
  'tests/integration/shutdown.test.ts',
  'tests/integration/simulate-deals.test.ts',
  'tests/integration/simulate.test.ts',
  'tests/integration/start.test.ts',
  'tests/integration/storage-uploads.test.ts',
];
/** The files a PostgreSQL pass leaves out (see there); a project's own exclude wins over the CLI's. */
const SKIPPED_ON_POSTGRES = process.env.TEST_DATABASE === 'postgres' ? PGLITE_ONLY : [];
/** What both integration projects share. */
const INTEGRATION = {
  // As for unit: each file's server waits on its database much of the time.
  maxWorkers: 2,
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['tests/integration/globalSetup.ts'],
};

/** Libraries that load whole, and the chunk each goes to (all but RTK Query with the first screen). */
const LIBRARY_CHUNKS: Array<[RegExp, string]> = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  // RTK Query loads with the API, after the first screens (store/apiHost.ts).
  [/\/node_modules\/@reduxjs\/toolkit\/dist\/query\//, 'rtkQuery'],
  [
    /\/node_modules\/(@reduxjs\/toolkit|immer|redux|redux-thunk|reselect|react-redux|use-sync-external-store)\//,
    'redux',
  ],
  [/\/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//, 'router'],
  // react-i18next's Trans, with the HTML parser it brings, in a chunk of its own: only
  // screens behind the login use it (in the i18next chunk, every first screen loaded it).
  [
    /\/node_modules\/(react-i18next\/dist\/es\/Trans|html-parse-stringify|void-elements)/,
    'i18nextTrans',
  ],
  [/\/node_modules\/(i18next|react-i18next)\//, 'i18next'],
];
const libraryChunkOf = (id: string) => LIBRARY_CHUNKS.find(([pattern]) => pattern.test(id))?.[1];

// The API server `npm run dev` starts next to Vite (see server/cli/dev.ts).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

export default defineConfig({
  plugins: [
    graphqlPrecompile(),
    chakraLazyGlobal(),
    chakraMemo(),
    reactRouterProduction(),
    react(),
    startPieces(),
    batchedModulePreload(),
    precompress(),
  ],
  resolve: { alias: { '@/': root } },
  server: {
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/mqtt': { target: apiTarget, ws: true, changeOrigin: true },
      '/healthz': { target: apiTarget },
      '/readyz': { target: apiTarget },
      '/dev': { target: apiTarget },
      // The sandbox payment gateway's tokenisation (features/billing/gateway/tokenize.ts).
      '/sandbox-gateway': { target: apiTarget },
    },
  },
  // The real-time worker (features/realtime/mqtt/worker.ts) is created as a module worker.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // Production serves no source maps: they would hand out the client's source.
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // .vite/manifest.json (a dot directory: never served) tells the size check which
    // scripts the login route loads (tests/bench/loginRoute.ts).
    manifest: true,
    rollupOptions: {
      treeshake: {
        // Zag's anatomies (the parts each Chakra component styles) are made by calls run at
        // import; as pure calls, those of components the app never styles (colour and date
        // pickers, file upload…) drop out of the theme's chunk.
        manualPureFunctions: ['createAnatomy'],
        // CommonJS libraries that run nothing at import but their own definitions. Unless
        // told, Rollup keeps them for their side effects even when nothing uses them:
        // Trans's HTML parser and its list of void elements (then every chunk importing
        // react-i18next imported theirs, Login included), and the statics hoisting (with
        // react-is) that emotion imports for `withTheme`, which the app does not use.
        moduleSideEffects: (id) =>
          !/\/node_modules\/(html-parse-stringify|void-elements|hoist-non-react-statics|react-is)\//.test(
            id,
          ),
      },
      output: {
        // Libraries the start evaluates one task each (src/main.tsx), each in a chunk of
        // its own: left to themselves, shared chunks mix them, and a piece of the start
        // would evaluate two at once.
        manualChunks: libraryChunkOf,
        // A locale's texts load as chunks of their own (src/i18n.ts), named for them.
        chunkFileNames: (chunk) => {
          const file = localeFileOf(chunk.facadeModuleId ?? '');
          return file
            ? `assets/locale-${file.locale}-${file.namespace}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // The pure units (rules, schemas, store logic, server-side code) that render
          // nothing: no DOM to build and no app (i18n, Chakra) to set up for each file.
          name: 'unit-node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...UNIT_NEEDS_DOM, ...UNIT_NODE_ISOLATED],
          ...UNIT_NODE,
          // As integration: files share their worker's modules, loaded once.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node-isolated',
          include: UNIT_NODE_ISOLATED,
          ...UNIT_NODE,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['tests/unit/**/*.test.tsx', ...UNIT_NEEDS_DOM],
          exclude: UNIT_DOM_ISOLATED,
          ...UNIT_DOM,
          // As unit-node: files share their worker's modules; tests/unit/setup.ts puts back
          // what a file may change (DOM, storage, stubs, timers, language) after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-isolated',
          include: UNIT_DOM_ISOLATED,
          ...UNIT_DOM,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...INTEGRATION_ISOLATED, ...SKIPPED_ON_POSTGRES],
          ...INTEGRATION,
          // Files share their worker's modules: each one's server and database are its own,
          // and importing the server's module graph again for every file cost about as much
          // as the tests themselves (PGlite pass: 300 s → 170 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: INTEGRATION_ISOLATED,
          exclude: SKIPPED_ON_POSTGRES,
          ...INTEGRATION,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes behind a proxy, on PostgreSQL and Redis (npm run
          // test:cluster): one file at a time, each starts a whole deployment.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
          // One file at a time. Two at once overlap each other's waits, but on two cores
          // the seeded servers and two browsers overload the machine: one run took longer
          // than serial (16 min) and four waits timed out.
          fileParallelism: false,
          // Files share their worker's modules (Playwright, the server's admin client, the
          // locale files), imported once: they keep no state between files.
          isolate: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
