/**
 * `npm run bench:size`: gzip size of the JavaScript the login route loads first and of
 * the whole app, next to a bare Vite app that renders one Chakra Button inside
 * ChakraProvider and a Redux Provider. Both are built here, side by side, and loaded
 * in Chromium so that exactly the scripts a browser fetches are counted.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../e2e/browser';
import { serveStatic } from './staticServer';

const TARGET_RATIO = 1.15;
const root = fileURLToPath(new URL('../..', import.meta.url));
const benchDir = path.join(root, '.bench');
const appOut = path.join(benchDir, 'app');
const baselineSrc = path.join(benchDir, 'baseline-src');
const baselineOut = path.join(benchDir, 'baseline');

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function writeBaseline() {
  rmSync(baselineSrc, { recursive: true, force: true });
  mkdirSync(baselineSrc, { recursive: true });
  writeFileSync(
    path.join(baselineSrc, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(baselineSrc, 'main.tsx'),
    `import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
const counter = createSlice({ name: 'counter', initialState: 0, reducers: { inc: (n) => n + 1 } });
const store = configureStore({ reducer: { counter: counter.reducer } });
createRoot(document.getElementById('root')!).render(
  <Provider store={store}><ChakraProvider value={defaultSystem}><Button>Button</Button></ChakraProvider></Provider>,
);
`,
  );
}

/**
 * The scripts a fresh browser fetches to show `route` (until `shown` is visible: a busy
 * machine can reach network idle before a lazy screen starts loading), gzip-sized from
 * the build.
 */
async function scriptsLoadedFor(outDir: string, route: string, shown: string) {
  const { url, server } = await serveStatic(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(`${url}${route}`);
    await page.locator(shown).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = [...scripts].map((pathname) => path.join(outDir, pathname));
    return { files: files.length, gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0) };
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

async function main() {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: appOut, emptyOutDir: true, sourcemap: false },
  });
  writeBaseline();
  await build({
    configFile: false,
    root: baselineSrc,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: baselineOut, emptyOutDir: true },
  });

  const login = await scriptsLoadedFor(appOut, '/login', 'input[type="password"]');
  const baseline = await scriptsLoadedFor(baselineOut, '/', 'button');
  const result = {
    loginRoute: login,
    wholeApp: allScripts(appOut),
    baseline,
    ratio: Number((login.gzip / baseline.gzip).toFixed(3)),
    target: TARGET_RATIO,
  };
  const json = JSON.stringify(result, null, 2);
  writeFileSync(path.join(benchDir, 'size.json'), `${json}\n`);
  console.log(json);
  console.log(
    `login route ${(login.gzip / 1024).toFixed(1)} KiB gzip vs baseline ${(baseline.gzip / 1024).toFixed(1)} KiB: ` +
      `ratio ${result.ratio} (target <= ${TARGET_RATIO}) ${result.ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );
}

await main();
