import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import account from '@/locales/en/account.json';
import { launchBrowser, newPage } from './browser';
import { admin, baseUrl, en, reactOwnsRoot } from './helpers';

// The product's own messages (docs/product.md#messages), written out: they must not drift.
const WRONG_CODE = 'The code is not valid, please double-check and try again';

const PASSWORD = 'Correct-horse1';
const NEW_PASSWORD = 'Another-horse2';
/** How late a slow network delivers an answer, in the e-mail change. */
const SLOW_ANSWER_MS = 1500;
const stamp = Date.now();
const firstEmail = `e2e-account-${stamp}@example.com`;
const movedEmail = `e2e-moved-${stamp}@example.com`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // One browser tab lives the whole story; it starts phone-sized (the sign-up funnel is
  // what people do on their phones) and becomes a desktop for the settings.
  page = await newPage(browser, 375, 812);
});
afterAll(async () => {
  await browser?.close();
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name });

/** The newest mail to `to`, as `npm run admin -- mail` prints it. */
const newestMail = (to: string) => admin('mail', '--to', to, '--limit', '1');

/** A link of the mail, on the server under test (mails carry PUBLIC_URL's host). */
function linkIn(mail: string, route: 'new-password' | 'update'): string {
  const match = new RegExp(`https?://\\S+?(/${route}/\\S+)`).exec(mail);
  if (!match?.[1]) throw new Error(`no /${route}/ link in:\n${mail}`);
  return `${baseUrl()}${match[1]}`;
}

async function logIn(email: string, password: string) {
  // The stored session is written a moment after it ends: a page opened before that
  // would start with the old one, and render Login over what was typed.
  await page.waitForFunction(
    () => !(localStorage.getItem('persist:ugc-desk') ?? '').includes('"token\\":\\"'),
  );
  await page.goto(`${baseUrl()}/login`);
  // Typing into the prerendered form before the app runs is prerender.test.ts's subject;
  // here the form is used once React owns it, so a slow start cannot lose the submit.
  await reactOwnsRoot(page);
  await page.getByLabel(account.fields.email).fill(email);
  await page.getByLabel(account.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: account.login.submit }).click();
}

async function logOutFromUserMenu() {
  await page.getByRole('button', { name: en.nav.userMenu }).click();
  await page.getByRole('button', { name: en.common.actions.logOut }).click();
  await page.waitForURL('**/login');
}

describe('company account lifecycle', () => {
  it('signs up, verifies the e-mail with the mailed code, and onboards', async () => {
    await page.goto(`${baseUrl()}/signup`);
    await reactOwnsRoot(page);
    await page.getByLabel(account.fields.email).fill(firstEmail);
    await page.getByLabel(account.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: account.signup.submit }).click();
    await page.waitForURL('**/verify');
    await heading(en.screens.verify.title).waitFor();

    const code = /^\d{6}$/m.exec(await newestMail(firstEmail))?.[0];
    expect(code).toMatch(/^\d{6}$/);
    const codeInput = page.getByLabel(account.verify.codeLabel);
    await codeInput.fill(code === '000000' ? '999999' : '000000');
    await page.getByText(WRONG_CODE).waitFor();
    await codeInput.fill(code!);
    await page.waitForURL('**/about-you');

    await page.getByLabel(account.aboutYou.companyName).fill('Acme Studio');
    await page.getByLabel(account.aboutYou.firstName).fill('Ada');
    await page.getByLabel(account.aboutYou.lastName).fill('Lovelace');
    await page.getByLabel(account.aboutYou.phone).fill('5551234567');
    await page.getByRole('button', { name: account.aboutYou.submit }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await heading(en.screens.dashboard.title).waitFor();
  });

  it('sends a logged-in user on from Login, Signup and Forgot', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/login', '/signup', '/forgot']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForURL(`${baseUrl()}/`);
      await heading(en.screens.dashboard.title).waitFor();
    }
  });

  it('logs out from the user menu and back in', async () => {
    await logOutFromUserMenu();
    await logIn(firstEmail, PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    await heading(en.screens.dashboard.title).waitFor();
  });

  it('resets a forgotten password through the mailed link', async () => {
    await logOutFromUserMenu();
    await page.getByRole('link', { name: account.login.forgot }).click();
    // Login's own e-mail field stays on screen until Forgot has loaded: wait for Forgot.
    await heading(en.screens.forgot.title).waitFor();
    await page.getByLabel(account.fields.email).fill(firstEmail);
    await page.getByRole('button', { name: account.forgot.submit }).click();
    await page.waitForURL('**/password');
    await heading(en.screens.password.title).waitFor();

    await page.goto(linkIn(await newestMail(firstEmail), 'new-password'));
    await heading(en.screens.newPassword.title).waitFor();
    await reactOwnsRoot(page);
    await page.getByLabel(account.fields.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(account.fields.confirmPassword).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: account.newPassword.submit }).click();
    await page.waitForURL('**/login');

    // The old password is gone; the new one works (Login has the e-mail filled in).
    await logIn(firstEmail, PASSWORD);
    await page.getByText('Wrong e-mail or password').waitFor();
    await logIn(firstEmail, NEW_PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
    await heading(en.screens.dashboard.title).waitFor();
  });

  it('changes the e-mail through the link mailed to the new address', async () => {
    await page.goto(`${baseUrl()}/account/overview`);
    const section = page.getByRole('region', { name: account.settings.email.title });
    await section.getByLabel(account.settings.email.newEmail).fill(movedEmail);
    await section.getByLabel(account.fields.currentPassword).fill(NEW_PASSWORD);
    await section.getByRole('button', { name: account.settings.email.submit }).click();
    await page.getByText('We have sent a link to the new e-mail').waitFor();

    await page.goto(linkIn(await newestMail(movedEmail), 'update'));
    await heading(en.screens.updateEmail.title).waitFor();
    // The prerendered form shows before the app has rendered over it (a session is stored).
    await reactOwnsRoot(page);
    // On a slow network the answer, with the new session, comes well after the server has
    // ended the old one (and the broker dropped this tab's real-time connection): the app
    // must wait for it rather than act on the old session's end.
    await page.route('**/v1/j/guest', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.fulfill({ response });
    });
    await page.getByLabel(account.fields.password, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: account.updateEmail.submit }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.unroute('**/v1/j/guest');
    // The session now belongs to the new address (the user menu names it).
    await page.getByRole('button', { name: en.nav.userMenu }).getByText(movedEmail).waitFor();

    await logOutFromUserMenu();
    await logIn(movedEmail, NEW_PASSWORD);
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('deletes the account, after which it cannot log in', async () => {
    await page.goto(`${baseUrl()}/account/overview`);
    const danger = page.getByRole('region', { name: account.settings.delete.title });
    await danger.getByRole('button', { name: account.settings.delete.open }).click();
    const dialog = page.getByRole('alertdialog', { name: account.settings.delete.dialogTitle });
    await dialog.getByLabel(account.settings.delete.confirmLabel).fill(movedEmail);
    await dialog.getByRole('button', { name: account.settings.delete.confirm }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your account has been deleted').waitFor();

    await logIn(movedEmail, NEW_PASSWORD);
    await page.getByText('Wrong e-mail or password').waitFor();
    expect(page.url()).toContain('/login');
  });
});
