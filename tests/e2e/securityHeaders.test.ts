import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './browser';
import { admin, baseUrl, companyWithLogin, en, heading } from './helpers';

const browser = browserForThisFile();

/** Every `<script …>` and `<link …>` tag of a page, with its attributes. */
const tagsOf = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) => match[1] ?? '');
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

describe('the production build under its Content-Security-Policy', () => {
  it('has no inline script and serves no source map', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
    const html = await response.text();
    const scripts = tagsOf(html, 'script');
    expect(scripts.length).toBeGreaterThan(0);
    // A script without src is inline, which the policy would block.
    for (const script of scripts) expect(attribute(script, 'src'), script).toBeTruthy();
    expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either

    const files = [
      ...scripts.map((script) => attribute(script, 'src')),
      ...tagsOf(html, 'link')
        .filter((link) => /rel="(modulepreload|stylesheet)"/.test(link))
        .map((link) => attribute(link, 'href')),
    ].filter((path): path is string => !!path);
    for (const path of files) {
      const file = await fetch(`${baseUrl()}${path}`);
      expect(file.status, path).toBe(200);
      // The comment a bundler appends (a library may hold the word in its own code).
      expect(await file.text(), path).not.toMatch(/^\/[/*][#@] sourceMappingURL=/m);
      expect((await fetch(`${baseUrl()}${path}.map`)).status, `${path}.map`).toBe(404);
    }
  });

  it('boots, shows the dashboard and receives real-time messages with no violation', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = ((window as unknown as { violations?: string[] }).violations ??= []);
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const company = await companyWithLogin();
    await page.goto(`${baseUrl()}${company.impersonationPath}`);
    await heading(page, en.screens.dashboard.title).waitFor({ timeout: 30_000 });

    // The broker connection (a worker's WebSocket) is allowed: a message gets through.
    expect(await notificationArrives(page, company.email)).toBe(true);
    const reported = await page.evaluate(
      () => (window as unknown as { violations?: string[] }).violations ?? [],
    );
    expect([...violations, ...reported]).toEqual([]);
    await page.context().close();
  });
});

/** Publishes until one message shows as a toast: the app subscribes once it has loaded. */
async function notificationArrives(page: Page, email: string): Promise<boolean> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const text = `Policy check #${attempt}`;
    await admin('notify', email, text);
    const shown = await page
      .getByRole('status')
      .filter({ hasText: text })
      .waitFor({ timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return true;
  }
  return false;
}
