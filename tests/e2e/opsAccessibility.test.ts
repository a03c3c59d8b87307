// The operator console's screens, from its set-password link to the audit log, in light and
// dark, on a desktop and a phone: axe-core finds no serious or critical violation
// (docs/product.md#operator-console).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COLOUR_RULES, notBusy, seriousViolations, settled } from './axe';
import { browserForThisFile } from './browser';
import { startSeededServer, type SeededServer } from './creators';
import { disputedDeal, signInNewOperator, submitCampaign } from './ops';

const CREATORS = 8;
const browser = browserForThisFile();
let server: SeededServer;
let screens: Array<[name: string, path: string]>;

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  const token = await server.demoSession();
  const campaign = await submitCampaign(server, token, 'Night cream first look');
  const dispute = await disputedDeal(server, token, CREATORS);
  screens = [
    ['queue', '/ops'],
    ['campaigns', '/ops/campaigns'],
    ['campaign', `/ops/campaigns/${campaign.id}`],
    ['content', '/ops/content'],
    ['disputes', '/ops/disputes'],
    ['dispute', `/ops/disputes/${dispute.dealId}`],
    ['creators', '/ops/creators'],
    ['creator', `/ops/creators/${dispute.creator.id}`],
    ['companies', '/ops/companies'],
    ['money', '/ops/money'],
    ['audit log', '/ops/audit'],
    ['not found', '/ops/no-such-page'],
  ];
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * axe's findings on the page as it is, in both colour modes, one line per element: every
 * rule in light, the rules a colour mode can change in dark.
 */
async function audit(page: Page, name: string): Promise<string[]> {
  const report: string[] = [];
  await notBusy(page);
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.waitForFunction(
      (wanted) => document.documentElement.classList.contains(wanted),
      mode,
    );
    await settled(page);
    const rules = mode === 'light' ? undefined : COLOUR_RULES;
    for (const violation of await seriousViolations(page, rules)) {
      report.push(`[${mode}] ${name}: ${violation.impact} ${violation.id} (${violation.help})`);
      report.push(...violation.nodes.map((node) => `    ${node}`));
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return report;
}

it(
  'holds on every console screen, light and dark, at 1440 and 375 px',
  { timeout: 400_000 },
  async () => {
    const page = await browser.newPage(1440, 900);
    const report: string[] = [];
    await signInNewOperator(
      page,
      server,
      'ana.ops@example.com',
      'Operator-pass-42',
      async (step) => {
        report.push(...(await audit(page, step)));
      },
    );
    for (const [width, height] of [
      [1440, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, path] of screens) {
        await page.mouse.move(0, 0);
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        report.push(...(await audit(page, `${name} ${width}px`)));
      }
    }
    expect(report).toEqual([]);
  },
);
