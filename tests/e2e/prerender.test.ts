import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import account from '@/locales/en/account.json';
import spanishRules from '@/locales/es/validation.json';
import { browserForThisFile } from './browser';
import { expectFramedHeadersShown, paintedGaps, recordPaintedGaps } from './frames';
import { baseUrl, companyWithLogin, en, es, heading, reactOwnsRoot } from './helpers';

const browser = browserForThisFile();

/** What React says when the HTML it hydrates is not what it renders. */
const HYDRATION_TROUBLE = /did not match|hydrat|recoverable error/i;

/** Every console error or warning and uncaught error of a page, as text. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The app's scripts never arrive: what shows is the server's HTML and the blocking script. */
async function withoutAppScripts(context: BrowserContext) {
  await context.route('**/assets/*.js', (route) => route.abort());
}

/** The state redux-persist stores (docs/product.md#session-behaviour), each slice as JSON. */
function storedState(preferences: {
  locale: string;
  colorMode: string;
  sidebarCollapsed?: boolean;
}) {
  return JSON.stringify({
    preferences: JSON.stringify({ sidebarCollapsed: false, ...preferences }),
    _persist: JSON.stringify({ version: 2, rehydrated: true }),
  });
}

describe('prerendered first screens', () => {
  it.each(['/login', '/signup', '/forgot'])(
    'hydrates %s without a mismatch, and it answers',
    async (path) => {
      const page = await browser.newPage(375, 812);
      const problems = problemsOf(page);
      await page.goto(`${baseUrl()}${path}`);
      await reactOwnsRoot(page);
      // The language switch only works once React owns the page: before, a click changes
      // nothing. (The forms are used in the next test.)
      const toggle = page.getByRole('button', { name: 'Español' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      expect(problems.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
      await page.context().close();
    },
  );

  it("loads the rules' messages with the first edit, in the page's language", async () => {
    const page = await browser.newPage(375, 812);
    const rulesTexts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]*validation[^/]*\.js$/.test(request.url())) rulesTexts.push(request.url());
    });
    await page.goto(`${baseUrl()}/login`);
    await reactOwnsRoot(page);
    const toggle = page.getByRole('button', { name: 'Español' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // The first screen came, and changed language, without them.
    expect(rulesTexts).toEqual([]);
    const email = page.locator('input[name="email"]');
    await email.fill('not-an-address');
    await email.press('Tab');
    await page.getByText(spanishRules.emailInvalid).waitFor();
    expect(rulesTexts.length).toBeGreaterThan(0);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('signs up and logs in through the hydrated forms', async () => {
    const email = `e2e-prerender-${Date.now()}@example.com`;
    const password = 'Correct-horse1';
    const signup = await browser.newPage(375, 812);
    const problems = problemsOf(signup);
    await signup.goto(`${baseUrl()}/signup`);
    // Before React owns it the form would submit natively, as a plain HTML form.
    await reactOwnsRoot(signup);
    await signup.getByLabel(account.fields.email).fill(email);
    await signup.getByLabel(account.fields.password, { exact: true }).fill(password);
    await signup.getByRole('button', { name: account.signup.submit }).click();
    await signup.waitForURL('**/verify');
    await signup.context().close();

    const page = await browser.newPage(375, 812);
    problems.push(...problemsOf(page));
    await page.goto(`${baseUrl()}/login`);
    await reactOwnsRoot(page);
    await page.getByLabel(account.fields.email).fill(email);
    await page.getByLabel(account.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: account.login.submit }).click();
    await page.waitForURL('**/verify');
    await heading(page, en.screens.verify.title).waitFor();
    expect(problems.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    await page.context().close();
  });

  it('keeps what was typed and pressed before the app ran, in that order', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The app's scripts wait until the visitor has typed and pressed.
    await context.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    const problems = problemsOf(page);
    // Not 'load': that waits for the very scripts held back.
    await page.goto(`${baseUrl()}/signup`, { waitUntil: 'commit' });
    await page.waitForFunction(() => '__ugcEarlyInput' in window);
    const email = `e2e-early-${Date.now()}@example.com`;
    await page.getByLabel(account.fields.email).fill(email);
    const password = page.getByLabel(account.fields.password, { exact: true });
    await password.fill('Correct-horse1');
    await password.press('Enter');
    await page.getByRole('button', { name: 'Español' }).click();
    // Held, not posted: the page is still the one the visitor filled in.
    expect(new URL(page.url()).pathname).toBe('/signup');
    await expect.poll(() => password.inputValue()).toBe('Correct-horse1');

    release();
    await page.waitForURL('**/verify');
    await heading(page, es.screens.verify.title).waitFor();
    expect(problems.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    await context.close();
  });

  it('frames each company page whose header is fixed with the header the page shows', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const company = await companyWithLogin();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${company.impersonationPath}`);
    await heading(page, en.screens.dashboard.title).waitFor();
    const framed = await expectFramedHeadersShown(page, baseUrl(), 'company');
    expect(framed).toEqual(expect.arrayContaining(['/', '/deals', '/campaigns', '/products']));
    await context.close();
  });

  it('shows the stored language and dark mode before any script of the app runs', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await withoutAppScripts(context);
    await context.addInitScript(
      (state: string) => {
        localStorage.setItem('theme', 'dark');
        localStorage.setItem('persist:ugc-desk', state);
      },
      storedState({ locale: 'es', colorMode: 'dark' }),
    );
    const page = await context.newPage();
    // No cookie yet: the blocking script sets it from the stored choice and asks again.
    await page.goto(`${baseUrl()}/login`);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await heading(page, es.screens.login.title).waitFor();
    const root = await page.evaluate(() => ({
      dark: document.documentElement.classList.contains('dark'),
      prerendered: document.documentElement.dataset.prerendered,
      // Dark text on the dark canvas: the prerendered CSS has the dark mode's colours.
      background: getComputedStyle(document.body).backgroundColor,
    }));
    expect(root).toMatchObject({ dark: true, prerendered: 'guest' });
    expect(root.background).not.toBe('rgb(255, 255, 255)');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('es');
    await context.close();
  });

  it.each([
    [false, '256px'],
    [true, '72px'],
  ])(
    'draws the frame with the sidebar as the visitor left it (collapsed: %s)',
    async (sidebarCollapsed, width) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await withoutAppScripts(context);
      await context.addInitScript(
        (state: string) => localStorage.setItem('persist:ugc-desk', state),
        storedState({ locale: 'en', colorMode: 'light', sidebarCollapsed }),
      );
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/products`);
      const sidebar = page.locator('html[data-prerendered="shell"] aside');
      await sidebar.waitFor();
      expect(await sidebar.evaluate((element) => getComputedStyle(element).width)).toBe(width);
      await context.close();
    },
  );

  it('shows a logged-in visitor the frame, then the dashboard, with nothing blank between and no console errors', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const company = await companyWithLogin();
    const first = await context.newPage();
    await first.goto(`${baseUrl()}${company.impersonationPath}`);
    await heading(first, en.screens.dashboard.title).waitFor();
    await first.close();

    const framed = await context.newPage();
    await framed.route('**/assets/*.js', (route) => route.abort());
    await framed.goto(`${baseUrl()}/`);
    await framed.locator('html[data-prerendered="shell"] aside').waitFor();
    await framed.close();

    const page = await context.newPage();
    const problems = problemsOf(page);
    await recordPaintedGaps(page);
    await page.goto(`${baseUrl()}/`);
    await heading(page, en.screens.dashboard.title).waitFor();
    await page.getByRole('navigation', { name: en.nav.label }).waitFor();
    // The frame stays in front until the dashboard is there: never the loading veil alone.
    expect(await paintedGaps(page)).toEqual({ gaps: 0, settled: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
