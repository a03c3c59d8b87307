import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_ACTIONS_BY_STATUS } from '@/domain/campaigns/rules';
import campaignTexts from '@/locales/en/campaigns.json';
import dashboardTexts from '@/locales/en/dashboard.json';
import dealTexts from '@/locales/en/deals.json';
import nav from '@/locales/en/nav.json';
import notificationTexts from '@/locales/en/notifications.json';
import walletTexts from '@/locales/en/wallet.json';
import serverTexts from '@/server/i18n/en.json';
import { browserForThisFile } from './browser';
import { startSeededServer, type SeededServer } from './creators';
import { dealUnderReview, realtimeReady } from './deals';
import { en, heading } from './helpers';
import {
  activeCampaigns,
  campaign,
  dashboardMoney,
  expectedRefund,
  markDocument,
  unpickedCreators,
  unreadNotifications,
  usd,
  type Creator,
} from './manage';

// Campaign management and the dashboard in the browser, on the seeded demo company (two
// active campaigns paid by card, a shipping deal waiting for its tracking number): content
// to review opened from "Needs your attention" and accepted, the dashboard's figures
// changing after it and live while it is open; a campaign paused and resumed from its
// page, moving between the listing's tabs; one deactivated with its refund in the wallet;
// and a notification kept by the bell after its toast has gone.

/** A few creators: the refund campaign needs two it can pick. */
const CREATORS = 12;
/** A live change crosses the server, the broker and a refetch: seconds on a busy machine. */
const LIVE = { timeout: 15_000 };

const browser = browserForThisFile();
let server: SeededServer;
let page: Page;
/** Two creators the refund campaign may pick: one reviewed by hand, one arriving live. */
let picks: Creator[];

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  picks = await unpickedCreators(server, server.campaignId, 2);
});
afterAll(async () => {
  await server?.stop();
});

const format = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replace(`{{${key}}}`, String(value)),
    text,
  );
const navLink = (name: string) =>
  page.getByTestId('sidebar').getByRole('link', { name, exact: true });
/** The campaign page's way back to the listing. */
const backToListing = () =>
  page.getByRole('main').getByRole('link', { name: campaignTexts.page.back, exact: true });
/** A dashboard figure's value, by its data key ("contentToReview"). */
const figure = (key: string) => page.locator(`[data-figure="${key}"]`).getByTestId('figure-value');
const attention = () => page.getByRole('region', { name: dashboardTexts.attention.title });
const reviewItem = (creator: Creator) =>
  attention().getByRole('link', {
    name: format(dashboardTexts.attention.review_content, { creator: creator.name }),
  });
/** The campaign page's status badge (the live region beside its name). */
const statusBadge = () =>
  page.getByRole('status').filter({
    hasText: new RegExp(`^(${Object.values(campaignTexts.statuses).join('|')})$`),
  });
const actionButtons = () =>
  page
    .getByRole('group', { name: campaignTexts.page.actions.label })
    .getByRole('button')
    .allInnerTexts();
const offered = (status: keyof typeof CAMPAIGN_ACTIONS_BY_STATUS) =>
  CAMPAIGN_ACTIONS_BY_STATUS[status].map((action) => campaignTexts.page.actions[action]);
/** A listing tab with its count, named "Active (2)". */
const tab = (name: keyof typeof campaignTexts.listing.tabs, count: number) =>
  page.getByRole('tab', {
    name: new RegExp(`^${campaignTexts.listing.tabs[name]}\\s\\(${count}\\)$`),
  });
const card = (name: string) => page.getByTestId('campaign-card').filter({ hasText: name });

/** Opens a campaign's page from the listing's active tab, by its card's link. */
async function openCampaign(name: string, from: keyof typeof campaignTexts.listing.tabs) {
  await navLink(nav.items.campaigns).click();
  await heading(page, en.screens.campaignListing.title).waitFor(LIVE);
  await page.getByRole('tab', { name: new RegExp(`^${campaignTexts.listing.tabs[from]}`) }).click();
  await card(name).getByRole('link', { name }).click();
  await heading(page, name).waitFor(LIVE);
}

describe('campaign management and the dashboard', () => {
  it('opens content to review from the attention list, accepts it, and sees the figures change, also live', async () => {
    const reviewed = await dealUnderReview(server, picks[0]!.id);
    page = await browser.newPage(1440, 900);
    await page.goto(`${server.url}${await server.demoLoginPath()}`);
    await heading(page, en.screens.dashboard.title).waitFor(LIVE);
    await reviewItem(picks[0]!).waitFor(LIVE);
    expect(await figure('contentToReview').innerText()).toBe('1');
    const spentBefore = (await dashboardMoney(server)).spent_this_month;
    expect(await figure('spentThisMonth').innerText()).toBe(usd(spentBefore));

    await reviewItem(picks[0]!).click();
    await page.waitForURL(`**/deal/${reviewed}`);
    const review = page.getByRole('region', { name: dealTexts.review.title, exact: true });
    await review.getByRole('button', { name: dealTexts.review.accept }).click(LIVE);
    const dialog = page.getByRole('alertdialog', { name: dealTexts.review.acceptTitle });
    await dialog.getByRole('button', { name: dealTexts.review.acceptConfirm }).click();
    await dialog.waitFor({ state: 'detached', ...LIVE });
    await page
      .getByTitle(dealTexts.list.columns.status, { exact: true })
      .getByText(dealTexts.status.completed, { exact: true })
      .waitFor(LIVE);

    // Back on the dashboard: nothing left to review, and the creator's fee was spent.
    await navLink(nav.items.dashboard).click();
    await heading(page, en.screens.dashboard.title).waitFor();
    await expect.poll(() => figure('contentToReview').innerText(), LIVE).toBe('0');
    await reviewItem(picks[0]!).waitFor({ state: 'detached' });
    const spentAfter = (await dashboardMoney(server)).spent_this_month;
    expect(spentAfter).toBeGreaterThan(spentBefore);
    await expect.poll(() => figure('spentThisMonth').innerText(), LIVE).toBe(usd(spentAfter));

    // Live: another creator's upload arrives while the dashboard is open.
    const sameDocument = await markDocument(page);
    await realtimeReady(page, server);
    await dealUnderReview(server, picks[1]!.id);
    await reviewItem(picks[1]!).waitFor(LIVE);
    await expect.poll(() => figure('contentToReview').innerText(), LIVE).toBe('1');
    expect(await sameDocument()).toBe(true);
  });

  it('pauses and resumes a campaign from its page, moving it between the listing tabs', async () => {
    const shipping = (await activeCampaigns(server)).find((one) => one.id !== server.campaignId)!;
    await openCampaign(shipping.name, 'active');
    await statusBadge().getByText(campaignTexts.statuses.active).waitFor();
    expect(await actionButtons()).toEqual(offered('active'));

    await page.getByRole('button', { name: campaignTexts.page.actions.pause }).click();
    await statusBadge().getByText(campaignTexts.statuses.paused).waitFor(LIVE);
    await expect.poll(() => actionButtons(), LIVE).toEqual(offered('paused'));
    expect((await campaign(server, shipping.id)).status).toBe('paused');

    await backToListing().click();
    await heading(page, en.screens.campaignListing.title).waitFor();
    await tab('active', 1).waitFor(LIVE);
    await tab('paused', 1).click();
    await card(shipping.name).getByText(campaignTexts.statuses.paused).waitFor(LIVE);
    await card(shipping.name).getByRole('link', { name: shipping.name }).click();
    await heading(page, shipping.name).waitFor(LIVE);

    await page.getByRole('button', { name: campaignTexts.page.actions.resume }).click();
    await statusBadge().getByText(campaignTexts.statuses.active).waitFor(LIVE);
    await expect.poll(() => actionButtons(), LIVE).toEqual(offered('active'));
    expect((await campaign(server, shipping.id)).status).toBe('active');

    await backToListing().click();
    await tab('paused', 0).waitFor(LIVE);
    await tab('active', 2).click();
    await card(shipping.name).getByText(campaignTexts.statuses.active).waitFor(LIVE);
  });

  it('deactivates a campaign with unfilled deals; the refund reaches the wallet', async () => {
    const before = await campaign(server, server.campaignId);
    const { unfilled, cents: refund } = expectedRefund(before);
    expect(unfilled).toBeGreaterThan(0);
    expect(refund).toBeGreaterThan(0);
    const balanceBefore = (await dashboardMoney(server)).wallet_balance;

    await openCampaign(before.name, 'active');
    await page.getByRole('button', { name: campaignTexts.page.actions.deactivate }).click();
    const dialog = page.getByRole('alertdialog', {
      name: format(campaignTexts.page.deactivate.title, { name: before.name }),
    });
    await dialog
      .getByText(
        format(campaignTexts.page.deactivate.refund_other, {
          count: unfilled,
          amount: usd(refund),
        }),
      )
      .waitFor();
    await dialog.getByRole('button', { name: campaignTexts.page.deactivate.confirm }).click();
    await dialog.waitFor({ state: 'detached', ...LIVE });
    await statusBadge().getByText(campaignTexts.statuses.deactivated).waitFor(LIVE);
    await expect.poll(() => actionButtons(), LIVE).toEqual(offered('deactivated'));

    await navLink(nav.items.wallet).click();
    await heading(page, en.screens.wallet.title).waitFor();
    const history = page.getByRole('table', { name: walletTexts.history.label });
    const row = history.getByRole('row').filter({
      hasText: format(serverTexts.ledger.campaignDeactivationRefund, { name: before.name }),
    });
    await row.waitFor(LIVE);
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[1]).toBe(walletTexts.kinds.refund);
    expect(cells[3]).toBe(`+${usd(refund)}`);
    expect(cells[4]).toBe(usd(balanceBefore + refund));
    await expect
      .poll(() => page.getByText(walletTexts.balance.label).locator('..').innerText(), LIVE)
      .toContain(usd(balanceBefore + refund));
  });

  it('keeps a notification in the bell after its toast has gone, then marks it read', async () => {
    const bell = page.getByTestId('notification-bell');
    const unread = async () => {
      const badge = bell.getByTestId('notification-count');
      return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
    };
    // At most 3 real-time toasts show at once (more are summed up in one): wait for the
    // earlier ones to go, so that this one shows with its own text.
    const toasts = page.getByRole('region', { name: en.common.toasts.region, exact: true });
    await expect.poll(() => toasts.getByRole('status').count(), LIVE).toBe(0);
    const text = `Your brand kit was updated ${Date.now()}`;
    await server.admin('notify', 'demo@example.com', text);
    const toast = toasts.getByRole('status').filter({ hasText: text });
    await toast.waitFor(LIVE);
    await toast.waitFor({ state: 'detached', ...LIVE });
    const before = await unreadNotifications(server);
    await expect.poll(unread, LIVE).toBe(before);

    await bell.click();
    const drawer = page.getByRole('dialog', { name: notificationTexts.panel.title });
    const item = drawer.getByRole('listitem').filter({ hasText: text });
    await item.waitFor(LIVE);
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.innerText()).toContain(notificationTexts.panel.unreadMark);

    await item.getByRole('button', { name: notificationTexts.panel.markRead }).click();
    await expect.poll(() => item.getAttribute('data-read'), LIVE).toBe('true');
    await expect.poll(unread, LIVE).toBe(before - 1);
    expect(await unreadNotifications(server)).toBe(before - 1);

    await drawer.getByRole('button', { name: notificationTexts.panel.markAllRead }).click();
    await expect.poll(unread, LIVE).toBe(0);
    expect(await bell.getAttribute('aria-label')).toBe(notificationTexts.bell.label);
    expect(await drawer.locator('[data-read="false"]').count()).toBe(0);
  });
});
