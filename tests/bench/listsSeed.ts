/**
 * bench:lists' data and reference: a company with an active campaign open to every
 * audience (discovery lists every seeded creator who matches it), a company with deals
 * (bench:dashboard's seed), and a bare React page of the same number of rows built with
 * the same Vite, so the browser's figures have a reference measured in the same run.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { AGE_RANGES, ETHNICITIES, GENDERS } from '@/domain/campaigns/rules';
import { issueSession } from '@/server/auth/tokens';
import { campaigns } from '@/server/db/schema/campaigns';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import type { RunningServer } from '@/server/main';
import { seedCreators } from '@/server/seed/creators';
import { seedDashboardCompany } from './dashboardSeed';
import { benchCompany } from './requests';

export interface ListsData {
  discovery: { token: string; campaignId: string };
  deals: { token: string; count: number };
}

/** A company's active beauty campaign, basic tier, every audience: the widest match. */
async function discoveryCompany(server: RunningServer) {
  const { company, brand } = await benchCompany(server.db);
  const [payment] = await server.db
    .insert(ledgerTransactions)
    .values({
      company_id: company.id,
      kind: 'payment',
      idempotency_key: `bench-${randomUUID()}`,
      description: { key: 'ledger:refund', values: {} },
      amount_cents: 33_00,
      method: 'wallet',
    })
    .returning();
  const [campaign] = await server.db
    .insert(campaigns)
    .values({
      company_id: company.id,
      brand_id: brand.id,
      name: 'Bench campaign',
      status: 'active',
      type: 'ugc_image',
      delivery_type: 'shipping',
      number_of_deals: 10,
      creator_tier: 'basic',
      creator_category: 'beauty',
      content_brief: 'Show the product in daylight',
      content_format: 'portrait',
      ages: [...AGE_RANGES],
      genders: [...GENDERS],
      ethnicities: [...ETHNICITIES],
      payment_method: 'wallet',
      cost_lines: [{ kind: 'total', amountCents: 33_00 }],
      total_cents: 33_00,
      payment_transaction_id: payment!.id,
    })
    .returning();
  const { token } = await issueSession(server.db, server.config.jwtSecret, company.id);
  return { token, campaignId: String(campaign!.id) };
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
