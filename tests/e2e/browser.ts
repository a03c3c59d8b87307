import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh context (empty localStorage) at the given viewport width. */
export async function newPage(browser: Browser, width = 1440, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/**
 * One browser for the test file that calls this at its top level: launched before its
 * tests, closed after them.
 */
export function browserForThisFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const launched = () => {
    if (!browser) throw new Error('The browser starts in beforeAll: use it inside tests');
    return browser;
  };
  return {
    newPage: (width?: number, height?: number) => newPage(launched(), width, height),
    newContext: (options?: BrowserContextOptions) => launched().newContext(options),
  };
}
