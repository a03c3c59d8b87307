import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import brandTexts from '@/locales/en/brands.json';
import common from '@/locales/en/common.json';
import nav from '@/locales/en/nav.json';
import screens from '@/locales/en/screens.json';
import spanishScreens from '@/locales/es/screens.json';

/** The English texts the user sees, read from the locale files the app itself uses. */
export const en = { common, nav, screens };
/** The Spanish texts, for the checks that switch language. */
export const es = { screens: spanishScreens };

export const baseUrl = () => inject('baseUrl');

/** Runs `npm run admin -- …` against the server under test; fails the test on error. */
export async function admin(...argv: string[]): Promise<string> {
  const result = await runAdminCommand(inject('dataDir'), argv);
  if (result.code !== 0) throw new Error(`admin ${argv.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

let counter = 0;
/** A company made through the admin command line, with a path that logs it in. */
export async function companyWithLogin(...flags: string[]) {
  counter += 1;
  const email = `e2e-${Date.now()}-${counter}@example.com`;
  await admin('company-add', email, '--name', 'Acme Studio', ...flags);
  const link = await admin('impersonate', email);
  const url = new URL(link.split(/\s+/).find((word) => word.includes('/account/impersonate/'))!);
  return { email, impersonationPath: url.pathname };
}

/** A page's title: its one level-1 heading. */
export const heading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 1, name: text });

/** Creates a brand through the New brand form of the brands page on screen. */
export async function createBrand(page: Page, name: string, description: string) {
  await page.getByRole('button', { name: brandTexts.new }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel(brandTexts.form.name).fill(name);
  await form.getByLabel(brandTexts.form.description).fill(description);
  await form.getByRole('button', { name: brandTexts.form.create }).click();
  await form.waitFor({ state: 'detached' });
}

/**
 * The app has committed its first screen (it marks `<html data-app="ready">`). A
 * prerendered page shows its controls before that: a click on one earlier may do nothing,
 * and a field filled while React is still hydrating it may be read as empty.
 */
export const reactOwnsRoot = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
