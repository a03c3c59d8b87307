import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { graphqlPrecompile } from './server/build/graphqlPrecompile';
import { precompress } from './server/build/precompress';
import { routePreload } from './server/build/routePreload';
import { patterns } from './src/lib/paths';
import { localeFileOf } from './src/localeFiles';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API server `npm run dev` starts next to Vite (see server/cli/dev.ts).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

/**
 * Libraries every page needs whole, in chunks of their own: they download side by side
 * with the app's code and stay cached across releases that only change the app. Chakra is
 * left to Rollup: a chunk of all of it would pull the parts only some screens use (dialogs,
 * menus…) into every first load.
 */
const VENDOR_CHUNKS: Array<[chunk: string, packages: RegExp]> = [
  ['vendor-react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['vendor-router', /\/node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//],
  [
    'vendor-redux',
    /\/node_modules\/(@reduxjs|redux|react-redux|immer|reselect|redux-thunk|redux-persist|use-sync-external-store)\//,
  ],
  ['vendor-i18n', /\/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//],
];

function vendorChunk(id: string): string | undefined {
  return VENDOR_CHUNKS.find(([, packages]) => packages.test(id))?.[0];
}

export default defineConfig({
  plugins: [graphqlPrecompile(), react(), routePreload(root, patterns), precompress()],
  resolve: { alias: { '@/': root } },
  server: {
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/mqtt': { target: apiTarget, ws: true, changeOrigin: true },
      '/healthz': { target: apiTarget },
      '/dev': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        manualChunks: vendorChunk,
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
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          fileParallelism: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
