import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import debug from '@/locales/en/debug.json';
import { browserForThisFile } from './browser';
import { baseUrl, companyWithLogin, en, heading, reactOwnsRoot } from './helpers';

/**
 * The action log end to end, in the production build `npm start` serves: a session is
 * recorded in one page (`?debug=1` enables the panel there), exported as a file, and
 * replayed in another page that is logged out; both the panel and `npm run replay` must
 * reach the recorded state.
 */
const browser = browserForThisFile();

async function openPanel(page: Page) {
  await page.keyboard.press('Control+Shift+D');
  const panel = page.getByRole('dialog', { name: debug.title });
  await panel.waitFor();
  return panel;
}

describe('action log', () => {
  it('records a sign-in-and-navigate session, exports it, and replays it in a new page', async () => {
    // Record: sign in through an impersonation link, then move around the app.
    const company = await companyWithLogin();
    const token = company.impersonationPath.split('/').pop()!;
    const recording = await browser.newPage(1440);
    await recording.goto(`${baseUrl()}${company.impersonationPath}?debug=1`);
    await heading(recording, en.screens.dashboard.title).waitFor();
    const sidebar = recording.getByRole('navigation', { name: en.nav.label });
    await sidebar.getByRole('link', { name: en.nav.items.brands }).click();
    await heading(recording, en.screens.brandListing.title).waitFor();
    await sidebar.getByRole('link', { name: en.nav.items.wallet }).click();
    await heading(recording, en.screens.wallet.title).waitFor();
    // Let RTK Query settle (its subscription bookkeeping syncs after 500 ms).
    await recording.waitForTimeout(1000);

    // Export.
    const panel = await openPanel(recording);
    const [download] = await Promise.all([
      recording.waitForEvent('download'),
      panel.getByRole('button', { name: debug.log.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ugc-desk-actions-.+\.json$/);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    const log = JSON.parse(text) as { actions: Array<{ action: { type: string } }> };
    const types = log.actions.map((entry) => entry.action.type);
    expect(types).toContain('session/impersonated');
    expect(types).toContain('api/executeQuery/fulfilled');

    // Replay in a fresh, logged-out page.
    const replaying = await browser.newPage(1440);
    await replaying.goto(`${baseUrl()}/login?debug=1`);
    await heading(replaying, en.screens.login.title).waitFor();
    // The prerendered Login shows before the app runs; its shortcut works once React does.
    await reactOwnsRoot(replaying);
    const replayPanel = await openPanel(replaying);
    await replayPanel.getByLabel(debug.replay.fileLabel).setInputFiles(file);
    await replayPanel.getByRole('button', { name: debug.replay.step }).click();
    const position = debug.replay.position
      .replace('{{position}}', '1')
      .replace('{{total}}', String(log.actions.length));
    await replayPanel.getByText(position).waitFor();
    await replayPanel.getByRole('button', { name: debug.replay.toEnd }).click();
    const result = replayPanel.getByTestId('replay-result');
    await result.waitFor();
    expect(await result.textContent()).toBe(debug.replay.equal);
    expect(await result.getAttribute('data-equal')).toBe('true');

    // The replay stayed in its own store: this page is still logged out, nothing stored.
    expect(new URL(replaying.url()).pathname).toBe('/login');
    const stored = await replaying.evaluate(() => localStorage.getItem('persist:ugc-desk'));
    expect(stored ?? '').not.toContain('[redacted]');

    // And Node replays it to the same state (`npm run replay`).
    const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const { NODE_ENV: _test, ...env } = process.env;
    const cli = spawnSync(tsx, ['store/debug/replayCli.ts', file, '--quiet'], {
      encoding: 'utf8',
      env,
    });
    expect(cli.stdout).toContain(debug.replay.equal);
    expect(cli.status).toBe(0);
  });
});
