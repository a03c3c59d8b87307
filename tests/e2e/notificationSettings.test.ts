import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import texts from '@/locales/en/notifications.json';
import { launchBrowser, newPage } from './browser';
import { PAGE_LOAD } from './campaigns';
import { baseUrl, companyWithLogin, en, heading } from './helpers';

// Settings → Notifications on a phone (docs/product.md#notification-centre): the person
// reaches it from the bell, switches a kind off, and finds it off after a reload.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 375, 800);
  const company = await companyWithLogin();
  await page.goto(`${baseUrl()}${company.impersonationPath}`);
  await heading(page, en.screens.dashboard.title).waitFor(PAGE_LOAD);
});
afterAll(async () => {
  await browser?.close();
});

/** A kind's switch as drawn: on when its root says so. */
const stateOf = (label: string) =>
  page
    .locator('[data-scope="switch"][data-part="root"]')
    .filter({ hasText: label })
    .getAttribute('data-state');

describe('notification settings on a phone', () => {
  it('opens from the bell, mutes a kind, and keeps it after a reload', async () => {
    await page.getByTestId('notification-bell').click();
    await page.getByRole('link', { name: texts.panel.settings }).click();
    await heading(page, en.screens.notificationSettings.title).waitFor(PAGE_LOAD);
    const deals = texts.settings.kinds.deals.label;
    await expect(stateOf(deals)).resolves.toBe('checked');

    await page.getByRole('checkbox', { name: deals }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: texts.settings.saved }).waitFor();
    await expect(stateOf(deals)).resolves.toBe('unchecked');

    await page.reload();
    await heading(page, en.screens.notificationSettings.title).waitFor(PAGE_LOAD);
    await page.getByRole('checkbox', { name: deals }).waitFor({ state: 'attached' });
    await expect(stateOf(deals)).resolves.toBe('unchecked');
    await expect(stateOf(texts.settings.kinds.messages.label)).resolves.toBe('checked');
    // Nothing wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
