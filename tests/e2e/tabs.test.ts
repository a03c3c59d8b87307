import { describe, expect, it } from 'vitest';
import { browserForThisFile } from './browser';
import { baseUrl, companyWithLogin, en, heading } from './helpers';

const browser = browserForThisFile();

describe('several tabs of one browser', () => {
  it('logs every tab out when one logs out, with one CompanyLogout', async () => {
    // Tabs of one browser share one context: its localStorage, where the token is kept.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const logouts: string[] = [];
    context.on('request', (request) => {
      if (request.postData()?.includes('"operationName":"CompanyLogout"')) {
        logouts.push(request.url());
      }
    });
    try {
      const tabA = await context.newPage();
      const company = await companyWithLogin();
      await tabA.goto(`${baseUrl()}${company.impersonationPath}`);
      await heading(tabA, en.screens.dashboard.title).waitFor();

      const tabB = await context.newPage();
      await tabB.goto(`${baseUrl()}/brands`);
      await heading(tabB, en.screens.brandListing.title).waitFor();

      // The user goes back to the first tab and logs out there; the other one is now in the
      // background (where Chromium runs timers at most once a second).
      await tabA.bringToFront();
      await tabA.getByRole('button', { name: en.nav.userMenu }).click();
      await tabA.getByRole('button', { name: en.common.actions.logOut }).click();
      // A background tab's timers run at most once a second; a loaded machine adds to that.
      await heading(tabB, en.screens.login.title).waitFor({ timeout: 5000 });
      expect(new URL(tabB.url()).pathname).toBe('/login');
      await heading(tabA, en.screens.login.title).waitFor();
      expect(logouts).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
