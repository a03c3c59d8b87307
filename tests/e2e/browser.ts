import { chromium, type Browser, type Page } from 'playwright-core';
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
