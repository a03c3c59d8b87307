import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@/src/entities/toasts/toastsSlice';
import { browserForThisFile } from './browser';
import { admin, baseUrl, companyWithLogin, en } from './helpers';

const browser = browserForThisFile();

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('real-time notifications', () => {
  it('shows a message published by `npm run admin -- notify` as an info toast for 5 s, then fades and removes it', async () => {
    const page = await browser.newPage();
    const company = await companyWithLogin();
    await page.goto(`${baseUrl()}${company.impersonationPath}`);
    await page
      .getByRole('heading', { level: 1, name: en.screens.dashboard.title })
      .waitFor({ timeout: 30_000 });

    // The app subscribes once the account has loaded and the socket is open: publish until
    // the first message arrives (each try has its own text), then time that toast.
    let text = '';
    for (let attempt = 1; attempt <= 10 && !text; attempt++) {
      const candidate = `Campaign approved #${attempt}`;
      await admin('notify', company.email, candidate);
      const shown = await toast(page, candidate)
        .waitFor({ timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (shown) text = candidate;
    }
    expect(text).not.toBe('');
    const shownAt = Date.now();
    const item = toast(page, text);
    expect(await item.getAttribute('data-type')).toBe('info');
    expect(await item.getAttribute('data-visible')).toBe('true');

    // Still fully shown shortly before 5 s…
    await page.waitForTimeout(TOAST_DURATION_MS - 1000 - (Date.now() - shownAt));
    expect(await item.getAttribute('data-visible')).toBe('true');
    // …then fading…
    await page
      .locator('[role="status"][data-visible="false"]', { hasText: text })
      .waitFor({ timeout: 2500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 1000);
    // …and gone after the fade.
    await item.waitFor({ state: 'detached', timeout: TOAST_FADE_MS + 2000 });
    expect(Date.now() - shownAt).toBeLessThan(TOAST_DURATION_MS + TOAST_FADE_MS + 3000);
  });
});
