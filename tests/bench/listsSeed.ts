/**
 * bench:lists' data and reference: a company with an active campaign open to every
 * audience (discovery lists every seeded creator who matches it), a company with deals
 * (bench:dashboard's seed), and a bare React page of the same number of rows built with
 * the same Vite, so the browser's figures have a reference measured in the same run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { RunningServer } from '@/server/main';
import { seedCreators } from '@/server/seed/creators';
import { seedDashboardCompany } from './dashboardSeed';
import { discoveryCompany } from './requests';

export interface ListsData {
  discovery: { token: string; campaignId: string };
  deals: { token: string; count: number };
}

/** `creators` creators (seed 1), the discovery company, and a company with `deals` deals. */
export async function seedLists(
  server: RunningServer,
  creators: number,
  deals: number,
): Promise<ListsData> {
  const creatorIds = await seedCreators(server.db, { seed: 1, count: creators, now: new Date() });
  const discovery = await discoveryCompany(server);
  const dealsCompany = await seedDashboardCompany(server, creatorIds, {
    scale: 0.5,
    deals,
    notifications: 10,
  });
  return { discovery, deals: { token: dealsCompany.token, count: dealsCompany.deals } };
}

const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare list</title>' +
  '</head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>';

/**
 * A plain React list: `rows` rows of five cells, no library, no memo; the button re-sorts
 * them, so every click re-renders every row (what an unmemoised, unvirtualised list costs).
 */
const bareList = (rows: number) => `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
const ROWS = Array.from({ length: ${rows} }, (_, i) => ({
  id: i, name: 'Creator ' + i, followers: (i * 7919) % 100000, price: (i * 104729) % 50000,
}));
function App() {
  const [ascending, setAscending] = useState(true);
  const rows = [...ROWS].sort((a, b) => (ascending ? a.followers - b.followers : b.followers - a.followers));
  return (
    <main>
      <button onClick={() => setAscending(!ascending)}>Sort</button>
      <ul>
        {rows.map((row) => (
          <li key={row.id} style={{ display: 'flex', gap: 8, height: 48 }}>
            <strong>{row.name}</strong><span>{row.followers.toLocaleString()}</span>
            <span>{(row.price / 100).toFixed(2)}</span><span>{row.id % 2 ? 'Pro' : 'Basic'}</span>
            <button>Pick</button>
          </li>
        ))}
      </ul>
    </main>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
`;

/** Builds the bare list page under `benchDir`; returns its output directory. */
export async function buildBareList(benchDir: string, rows: number): Promise<string> {
  const source = path.join(benchDir, 'bare-list-src');
  const out = path.join(benchDir, 'bare-list');
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  writeFileSync(path.join(source, 'index.html'), BARE_HTML);
  writeFileSync(path.join(source, 'main.tsx'), bareList(rows));
  await build({
    configFile: false,
    root: source,
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  return out;
}
