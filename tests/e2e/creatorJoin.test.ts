import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import account from '@/locales/en/account.json';
import { seriousViolations } from './axe';
import { browserForThisFile } from './browser';
import { admin, baseUrl, en, reactOwnsRoot } from './helpers';

const PASSWORD = 'Correct-horse1';
const email = `e2e-creator-${Date.now()}@example.com`;
const browser = browserForThisFile();

/**
 * Completes the creator's onboarding through the API with the page's own session (the
 * onboarding form is the profile's to test): the creators' layout then admits it.
 */
async function onboardThroughApi(page: Page) {
  const answer = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('persist:ugc-desk') ?? '{}') as {
      session?: string;
    };
    const { token } = JSON.parse(stored.session ?? '{}') as { token?: string };
    const response = await fetch('/v1/j', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation CreatorOnboard($handles: CreatorHandlesInput!) {
          CreatorOnboard(name: "Maya Ortiz", handles: $handles, categories: [apparel],
            country: "US", date_of_birth: "1995-05-05", price: 15000) { onboarded }
        }`,
        variables: { handles: { instagram: { handle: 'maya.e2e', followers: 1200 } } },
      }),
    });
    return response.json() as Promise<{ data?: { CreatorOnboard?: { onboarded: boolean } } }>;
  });
  expect(answer.data?.CreatorOnboard?.onboarded).toBe(true);
}

describe("a creator's way in", () => {
  it('serves Join prerendered, and the app takes it over', async () => {
    const response = await fetch(`${baseUrl()}/creator/join`, { headers: { Accept: 'text/html' } });
    expect(await response.text()).toContain(account.creator.join.intro);
    const page = await browser.newPage(375, 812);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl()}/creator/join`);
    await reactOwnsRoot(page);
    await page.getByRole('heading', { level: 1, name: en.screens.creatorJoin.title }).waitFor();
    // A frame that differs from what the app renders is a hydration error.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('joins from the brands’ login, verifies the e-mail, and lands on onboarding', async () => {
    // Phone first: creators join from their phones.
    const page = await browser.newPage(375, 812);
    await page.goto(`${baseUrl()}/login`);
    // Login is prerendered: its link works once the app has taken the page over.
    await reactOwnsRoot(page);
    // A pointer's press blurs the e-mail field Login focuses: the link stays where it is.
    await page.getByRole('link', { name: account.login.creatorLink }).click();
    await page.waitForURL('**/creator/join');
    await page.getByRole('heading', { level: 1, name: en.screens.creatorJoin.title }).waitFor();
    await page.getByLabel(account.fields.email).fill(email);
    await page.getByLabel(account.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: account.creator.join.submit }).click();
    await page.waitForURL('**/creator/verify');
    await page.getByRole('heading', { level: 1, name: en.screens.verify.title }).waitFor();

    const mail = await admin('mail', '--to', email, '--limit', '1');
    const code = /^\d{6}$/m.exec(mail)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(account.verify.codeLabel).fill(code!);
    await page.waitForURL('**/creator/onboarding');
    await page
      .getByRole('heading', { level: 1, name: en.screens.creatorOnboarding.title })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The session is a creator's: the brands' home sends it back to its own side.
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/creator/onboarding');

    await onboardThroughApi(page);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/creator/marketplace');
    await page
      .getByRole('heading', { level: 1, name: en.screens.creatorMarketplace.title })
      .waitFor();
    const tabs = page.getByTestId('creator-tab-bar');
    expect(
      await tabs
        .getByRole('link', { name: en.nav.creator.marketplace })
        .getAttribute('aria-current'),
    ).toBe('page');

    await page.getByRole('button', { name: /Maya Ortiz/ }).click();
    await page.getByRole('button', { name: en.common.actions.logOut }).click();
    await page.waitForURL('**/creator/login');
    await page.getByRole('heading', { level: 1, name: en.screens.login.title }).waitFor();
  });
});
