import { describe, expect, it } from 'vitest';
import account from '@/locales/en/account.json';
import { buildPaths } from '@/server/cli/buildPaths';
import { loginRouteGzip, loginRouteScripts, readBudget } from '../bench/loginRoute';
import { browserForThisFile } from './browser';
import { baseUrl } from './helpers';

const browser = browserForThisFile();
/** The build `npm start` made for this run (tests/e2e/globalSetup.ts), which the server serves. */
const client = buildPaths(process.cwd()).client;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The first page's weight is held to a budget (see docs/performance.md): the login
 * route's scripts, gzip, may not grow past what `npm run bench:size` last measured plus a
 * small margin. A size check on the build, not a timing.
 */
describe("the login route's scripts", () => {
  it('stay within the size budget', () => {
    const { budgetBytes, stackGzipBytes } = readBudget();
    const size = loginRouteGzip(client);
    expect(
      size,
      `The login route's scripts weigh ${size} bytes gzip (${kib(size)}, ` +
        `${(size / stackGzipBytes).toFixed(3)}× the bare stack app), over the budget of ` +
        `${budgetBytes} bytes (${kib(budgetBytes)}). Make the login screen load less, or, if ` +
        'the growth is meant, run `npm run bench:size` to set the budget anew and commit ' +
        'tests/bench/sizeBudget.json.',
    ).toBeLessThanOrEqual(budgetBytes);
  });

  it("are those a fresh browser fetches for /login, as the build's manifest names them", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl()}/login`);
    await page.locator('input[type="password"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect([...fetched].sort()).toEqual(loginRouteScripts(client));
    await context.close();
  });

  it('leave RTK Query and the API to the first edit of the form', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    const isRtkQuery = (pathname: string) => /\/rtkQuery-[^/]*\.js$/.test(pathname);
    await page.goto(`${baseUrl()}/login`);
    await page.locator('html[data-app="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter(isRtkQuery)).toEqual([]);
    await page.getByLabel(account.fields.email).fill('someone@example.com');
    await expect.poll(() => fetched.filter(isRtkQuery).length).toBe(1);
    await context.close();
  });
});
