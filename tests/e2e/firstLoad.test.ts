import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './browser';
import { baseUrl, companyWithLogin, en, heading } from './helpers';

const browser = browserForThisFile();

/**
 * No page fetches the real-time library before its first screen is shown, and the library
 * runs in a worker, never on the page's main thread.
 */
describe('first load', () => {
  it('opens the real-time connection only after the first screen is shown, in a worker', async () => {
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
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const worker = page.waitForEvent('worker');
    await page.goto(`${baseUrl()}/`);
    await heading(page, en.screens.dashboard.title).waitFor();
    // The worker's script holds mqtt.js; the page itself never loads it.
    expect((await worker).url()).toMatch(/\/assets\/worker-[\w-]+\.js$/);
    const timing = await page.waitForFunction(() => {
      const started = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/worker-[\w-]+\.js$/.test(entry.name));
      const shownAt = (window as unknown as { titleShownAt?: number }).titleShownAt;
      return started && shownAt !== undefined ? { started: started.startTime, shownAt } : null;
    });
    const { started, shownAt } = (await timing.jsonValue())!;
    expect(started).toBeGreaterThan(shownAt);
    expect(scripts.some((script) => /\/mqtt[\w.-]*\.js$/.test(script))).toBe(false);
    await context.close();
  });
});
