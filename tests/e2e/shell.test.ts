import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './browser';
import { admin, baseUrl, companyWithLogin, en, es, heading, reactOwnsRoot } from './helpers';

const browser = browserForThisFile();

async function logIn(page: Page, ...flags: string[]) {
  const company = await companyWithLogin(...flags);
  await page.goto(`${baseUrl()}${company.impersonationPath}`);
  return company;
}

describe('app shell', () => {
  it('sends a logged-out visit of / to Login', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/login');
    await heading(page, en.screens.login.title).waitFor();
  });

  it('shows not-found for an unknown path when logged out, then Login', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/no/such/page`);
    await heading(page, en.common.notFound.title).waitFor();
    expect(page.url()).toContain('/no/such/page');
    await page.waitForURL('**/login', { timeout: 10_000 });
    await heading(page, en.screens.login.title).waitFor();
  });

  it('shows the company layout with its sidebar to a logged-in company', async () => {
    const page = await browser.newPage(1440);
    await logIn(page);
    await page.waitForURL(`${baseUrl()}/`);
    await heading(page, en.screens.dashboard.title).waitFor();
    const sidebar = page.getByRole('navigation', { name: en.nav.label });
    for (const item of Object.values(en.nav.items)) {
      await expect(sidebar.getByRole('link', { name: item }).isVisible()).resolves.toBe(true);
    }
    await sidebar.getByRole('link', { name: en.nav.items.brands }).click();
    await page.waitForURL('**/brands');
    await heading(page, en.screens.brandListing.title).waitFor();
  });

  it('replaces the sidebar with a top bar and a drawer at 800 px', async () => {
    const page = await browser.newPage(800);
    await logIn(page);
    await heading(page, en.screens.dashboard.title).waitFor();
    await expect(page.getByRole('navigation', { name: en.nav.label }).isVisible()).resolves.toBe(
      false,
    );
    await page.getByRole('button', { name: en.nav.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: en.nav.items.wallet }).click();
    await page.waitForURL('**/wallet');
    await heading(page, en.screens.wallet.title).waitFor();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('shows not-found inside the layout for an unknown path when logged in', async () => {
    const page = await browser.newPage(1440);
    await logIn(page);
    await heading(page, en.screens.dashboard.title).waitFor();
    await page.goto(`${baseUrl()}/no/such/page`);
    await heading(page, en.common.notFound.title).waitFor();
    await expect(page.getByRole('navigation', { name: en.nav.label }).isVisible()).resolves.toBe(
      true,
    );
    await page.waitForTimeout(3500);
    expect(page.url()).toContain('/no/such/page');
  });

  it('routes unverified and not onboarded companies to their step', async () => {
    const unverified = await browser.newPage();
    await logIn(unverified, '--unverified', '--not-onboarded');
    await unverified.waitForURL('**/verify');
    await heading(unverified, en.screens.verify.title).waitFor();

    const notOnboarded = await browser.newPage();
    await logIn(notOnboarded, '--not-onboarded');
    await notOnboarded.waitForURL('**/about-you');
    await heading(notOnboarded, en.screens.aboutYou.title).waitFor();
  });

  it('logs out with the documented message when the server answers 401', async () => {
    const page = await browser.newPage(1440);
    const { email } = await logIn(page);
    await heading(page, en.screens.dashboard.title).waitFor();
    // The session is stored a moment after it starts: a page opened before that would
    // start logged out, with nothing to refuse.
    await page.waitForFunction(() =>
      (localStorage.getItem('persist:ugc-desk') ?? '').includes('"token\\":\\"'),
    );
    // Revoked with the app closed: an open tab hears of it by itself (its real-time
    // connection drops and it asks for the session), and would log out before a reload.
    // Here the stored session is the one refused, as the app starts.
    await page.goto('about:blank');
    await admin('sessions-revoke', email);
    await page.goto(`${baseUrl()}/`);
    await page.getByText(en.common.errors.loggedOut).waitFor();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => localStorage.getItem('persist:ugc-desk'));
    expect(stored ?? '').not.toContain('"token\\":\\"');
  });

  it('logs out from the user menu', async () => {
    const page = await browser.newPage(1440);
    await logIn(page);
    await heading(page, en.screens.dashboard.title).waitFor();
    await page.getByRole('button', { name: en.nav.userMenu }).click();
    await page.getByRole('button', { name: en.common.actions.logOut }).click();
    await page.waitForURL('**/login');
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/login');
  });

  it('loads Spanish when chosen, and shows it after a reload with no flash of English', async () => {
    const page = await browser.newPage();
    // Every level-1 heading the page ever shows, from the first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenHeadings: seen });
      new MutationObserver(() => {
        for (const h1 of document.querySelectorAll('h1')) {
          const text = h1.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // Spanish texts arrive late, as on a slow network: nothing may show before them.
    const spanishRequests: string[] = [];
    await page.route('**/assets/locale-es-*.js', async (route) => {
      spanishRequests.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${baseUrl()}/login`);
    await heading(page, en.screens.login.title).waitFor();
    expect(spanishRequests).toEqual([]);
    await reactOwnsRoot(page);
    await page.getByRole('button', { name: en.common.language.es }).click();
    await heading(page, es.screens.login.title).waitFor();
    expect(spanishRequests.length).toBeGreaterThan(0);

    await page.reload();
    await heading(page, es.screens.login.title).waitFor();
    const seen = await page.evaluate(
      () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
    );
    expect(seen).not.toContain(en.screens.login.title);
  });
});
