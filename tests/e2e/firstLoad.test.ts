import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './browser';
import { baseUrl, companyWithLogin, en, heading } from './helpers';

const browser = browserForThisFile();

/** No page fetches the real-time library before its first screen is shown. */
describe('first load', () => {
  it('opens the real-time connection only after the first screen is shown', async () => {
    const context = await browser.newContext();
    const company = await companyWithLogin();
    const first = await context.newPage();
    await first.goto(`${baseUrl()}${company.impersonationPath}`);
    await heading(first, en.screens.dashboard.title).waitFor();
    await first.close();

    // A new visit with the stored session: the page notes when its title first shows.
    const page = await context.newPage();
    await page.addInitScript((title: string) => {
      const shown = () =>
        [...document.querySelectorAll('h1')].some((h) => h.textContent?.includes(title));
      new MutationObserver((_mutations, observer) => {
        if (!shown()) return;
        (window as unknown as { titleShownAt: number }).titleShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, en.screens.dashboard.title);
    await page.goto(`${baseUrl()}/`);
    await heading(page, en.screens.dashboard.title).waitFor();
    const timing = await page.waitForFunction(() => {
      const mqtt = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/mqtt[\w.-]*\.js$/.test(entry.name));
      const shownAt = (window as unknown as { titleShownAt?: number }).titleShownAt;
      return mqtt && shownAt !== undefined ? { mqtt: mqtt.startTime, shownAt } : null;
    });
    const { mqtt, shownAt } = (await timing.jsonValue())!;
    expect(mqtt).toBeGreaterThan(shownAt);
    await context.close();
  });
});
