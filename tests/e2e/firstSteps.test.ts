import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import dashboardTexts from '@/locales/en/dashboard.json';
import { browserForThisFile } from './browser';
import { baseUrl, companyWithLogin, createBrand, en, heading } from './helpers';

// A new account lands on the Dashboard and sees what to do first, ticked off from its
// real data, on a desktop and on a phone.

const browser = browserForThisFile();
const steps = dashboardTexts.firstSteps.steps;
const progress = (count: number) =>
  dashboardTexts.firstSteps.progress_other
    .replace('{{count}}', String(count))
    .replace('{{total}}', '5');

const step = (page: Page, key: keyof typeof steps) => page.locator(`li[data-step="${key}"]`);

describe('first steps on the Dashboard', () => {
  for (const width of [1440, 375]) {
    it(`leads a new account to its first brand, and counts it [${width}px]`, async () => {
      const page = await browser.newPage(width, width > 1000 ? 900 : 812);
      const { impersonationPath } = await companyWithLogin();
      await page.goto(`${baseUrl()}${impersonationPath}`);
      await heading(page, en.screens.dashboard.title).waitFor();
      await page.getByText(progress(1)).waitFor();

      // No campaign yet: the step leads to the campaign wizard.
      expect(await step(page, 'firstCampaign').getAttribute('data-done')).toBe('false');
      expect(await step(page, 'firstCampaign').getByRole('link').getAttribute('href')).toBe(
        '/campaign/creation/type',
      );
      // A new company has no card: the step leads to the payment methods.
      expect(await step(page, 'cardOnFile').getAttribute('data-done')).toBe('false');
      expect(await step(page, 'cardOnFile').getByRole('link').getAttribute('href')).toBe(
        '/account/payment-methods',
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: new RegExp(steps.firstBrand.label) }).click();
      await heading(page, en.screens.brandListing.title).waitFor();
      await createBrand(page, 'Northwind', 'Outdoor gear for rainy days');

      // Back on the Dashboard (in the app, not a reload) the new brand counts.
      await page.goBack();
      await page.getByText(progress(2)).waitFor();
      expect(await step(page, 'firstBrand').getAttribute('data-done')).toBe('true');
      expect(await step(page, 'firstProduct').getAttribute('data-done')).toBe('false');
      await page.context().close();
    });
  }
});
