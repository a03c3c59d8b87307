import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import billingTexts from '@/locales/en/billing.json';
import walletTexts from '@/locales/en/wallet.json';
import serverTexts from '@/server/i18n/en.json';
import { launchBrowser, newPage } from './browser';
import { baseUrl, companyWithLogin, en, heading } from './helpers';

// Money is done when a company adds a card, tops up its wallet and reads correct invoices
// and history, in the browser: the decline card is refused with its reason, $100 by card
// costs $104, the wallet shows $100, the invoice the $4 fee, and the CSV the movement.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 1440, 900);
  const company = await companyWithLogin();
  await page.goto(`${baseUrl()}${company.impersonationPath}`);
  await heading(page, en.screens.dashboard.title).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

/** The first answer after a page load can take seconds on a busy machine. */
const PAGE_LOAD = { timeout: 15_000 };
const dialog = () => page.getByRole('dialog');
const form = billingTexts.addCard;

/** Fills the card step, goes on, and (the first time) fills the billing address. */
async function enterCard(number: string, withAddress: boolean) {
  await dialog().getByLabel(form.number).fill(number);
  await dialog().getByLabel(form.expiry).fill('12/34');
  await dialog().getByLabel(form.cvc).fill('123');
  await dialog().getByRole('button', { name: form.next }).click();
  if (withAddress) {
    await dialog().getByLabel(form.fullName).fill('Ada Lovelace');
    await dialog().getByLabel(form.addressName).fill('Head office');
    await dialog().getByLabel(form.addressLine1, { exact: true }).fill('1 Main Street');
    await dialog().getByLabel(form.city).fill('Springfield');
    await dialog().getByLabel(form.state).fill('Oregon');
    await dialog().getByLabel(form.country).fill('United States');
    await dialog().getByLabel(form.zip).fill('97403');
    await dialog().getByLabel(form.taxId).fill('123456789');
  }
  await dialog().getByRole('button', { name: form.submit }).click();
}

describe('money in the browser', () => {
  it('refuses the decline card with its reason, then adds the success card', async () => {
    await page.goto(`${baseUrl()}/account/payment-methods`);
    await heading(page, en.screens.accountOverview.paymentMethods).waitFor(PAGE_LOAD);
    await page.getByRole('button', { name: billingTexts.cards.add }).first().click();

    await enterCard('4000 0000 0000 0002', true);
    await dialog().getByText(serverTexts.errors.cardDeclined).waitFor(PAGE_LOAD);
    // Nothing was kept: the dialog is back on the card, which is all there is to change.
    await dialog().getByLabel(form.number).fill('4242 4242 4242 4242');
    await dialog().getByRole('button', { name: form.next }).click();
    await dialog().getByRole('button', { name: form.submit }).click();
    await dialog().waitFor({ state: 'detached', ...PAGE_LOAD });

    await page.getByRole('status').filter({ hasText: billingTexts.flash.added }).waitFor();
    const cards = page.getByRole('list', { name: billingTexts.cards.listLabel });
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => cards.innerText()).toContain('4242');
    await expect.poll(() => cards.innerText()).toContain(billingTexts.cards.default);
  });

  it('tops the wallet up by $100 with the $4 fee shown before paying', async () => {
    await page.goto(`${baseUrl()}/wallet`);
    await heading(page, en.screens.wallet.title).waitFor(PAGE_LOAD);
    await page.getByText(walletTexts.history.emptyTitle).waitFor(PAGE_LOAD);
    await page.getByRole('button', { name: walletTexts.balance.topUp }).click();

    await dialog().getByLabel(walletTexts.topUp.amount).fill('100');
    const quote = dialog().getByText(walletTexts.topUp.quote.fee.replace('{{percent}}', '4'));
    await quote.waitFor();
    await expect.poll(() => dialog().innerText()).toContain('$4.00');
    const pay = dialog().getByRole('button', { name: 'Pay $104.00' });
    await pay.click();
    await dialog().waitFor({ state: 'detached', ...PAGE_LOAD });

    const topUpMessage = walletTexts.topUp.success.replace('{{amount}}', '$100.00');
    await page.getByText(topUpMessage).first().waitFor();
    await expect
      .poll(() => page.getByText(walletTexts.balance.label).locator('..').innerText())
      .toContain('$100.00');
  });

  it('lists the movement with the balance after it, and exports it as CSV', async () => {
    const history = page.getByRole('table', { name: walletTexts.history.label });
    const row = history.getByRole('row').filter({ hasText: walletTexts.kinds.top_up_card });
    await row.waitFor(PAGE_LOAD);
    const cells = await row.getByRole('cell').allInnerTexts();
    // The description, and under it who of the company topped up (docs/product.md#brand-teams).
    const [description, by] = cells[2]!.split(/\n+/);
    expect(description).toBe('Wallet top-up by card Visa •••• 4242');
    expect(by).toMatch(/^by \S/);
    const person = by!.replace(/^by /, '');
    expect(cells[3]).toBe('+$100.00');
    expect(cells[4]).toBe('$100.00');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: walletTexts.export.action }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wallet-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Date,Kind,Description,Amount (USD),Balance after (USD),By');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,Top-up by card,Wallet top-up by card Visa •••• 4242,100\.00,100\.00,/,
    );
    expect(lines[0]!.endsWith(`,${person}`)).toBe(true);
  });

  it('opens the invoice: $100 top-up and the $4 card fee, $104 in all', async () => {
    await page.getByRole('link', { name: 'Wallet top-up by card Visa •••• 4242' }).click();
    await page
      .getByRole('heading', {
        // The company's first invoice, with the company's code: INV-{company}-000001.
        name: new RegExp(
          `^${billingTexts.invoice.heading.replace('{{number}}', 'INV-\\d{6}-000001')}$`,
        ),
      })
      .waitFor(PAGE_LOAD);
    const text = await page.locator('main').innerText();
    expect(text).toContain(serverTexts.ledger.walletTopUp);
    expect(text).toContain('$100.00');
    expect(text).toContain(serverTexts.ledger.cardFee.replace('{{percent}}', '4'));
    expect(text).toContain('$4.00');
    expect(text).toContain('$104.00');
    expect(text).toContain('Ada Lovelace');

    // The billing list shows the same invoice.
    await page.goto(`${baseUrl()}/account/billing`);
    await heading(page, en.screens.accountOverview.billing).waitFor(PAGE_LOAD);
    await expect
      .poll(() => page.locator('main').innerText(), PAGE_LOAD)
      .toMatch(/INV-\d{6}-000001/);
    await expect.poll(() => page.locator('main').innerText()).toContain('$104.00');
  });
});
