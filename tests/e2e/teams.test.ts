import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import campaignTexts from '@/locales/en/campaigns.json';
import dashboardTexts from '@/locales/en/dashboard.json';
import texts from '@/locales/en/teams.json';
import { launchBrowser, newPage } from './browser';
import { brandWithProduct, fillCampaignWizard, PAGE_LOAD } from './campaigns';
import { admin, baseUrl, companyWithLogin, en, heading, reactOwnsRoot } from './helpers';
import { cardAndTopUp } from './money';

// Brand teams are done when an owner invites an admin and a member, the member joins from
// the mailed link and builds a campaign but cannot pay for it, the admin pays it, and the
// member, once removed, is sent to Login in the tab they have open
// (docs/product.md#brand-teams). The campaign: ($60 + $30 + $40) × 3 + 10% = $429, + 4%
// card fees $17.16 = $446.16, paid with the card the owner put on file.

const TOTAL = '$446.16';
const NAME = 'Team launch video';
const PASSWORD = 'Correct-Horse-42';

let browser: Browser;
let owner: Page;
const stamp = Date.now();
const adminEmail = `e2e-admin-${stamp}@example.com`;
const memberEmail = `e2e-member-${stamp}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await newPage(browser, 1440, 900);
  const company = await companyWithLogin();
  await brandWithProduct(company.impersonationPath, { brand: 'Glow Lab', product: 'Day serum' });
  await cardAndTopUp(company.impersonationPath);
  await owner.goto(`${baseUrl()}${company.impersonationPath}`);
  await heading(owner, en.screens.dashboard.title).waitFor(PAGE_LOAD);
});
afterAll(async () => {
  await browser?.close();
});

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function invite(email: string, role: 'admin' | 'member') {
  const form = owner.getByRole('form', { name: texts.invitations.formLabel });
  await form.getByLabel(texts.invitations.email).fill(email);
  await form.getByLabel(texts.invitations.role).selectOption(role);
  await form.getByRole('button', { name: texts.invitations.submit }).click();
  await toast(owner, texts.invitations.sent.replace('{{email}}', email)).waitFor();
}

/**
 * The same page of the app on `page`'s origin: the mailed link leads to the public address,
 * and a session is kept per origin.
 */
const sameOrigin = (page: Page, path: string) => new URL(path, page.url()).href;

/** Opens the mailbox in `page` and follows the invitation link mailed to `email`. */
async function joinFromMailbox(page: Page, email: string, first: string, last: string) {
  await page.goto(`${baseUrl()}/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/team/join/"]').first().click();
  await reactOwnsRoot(page);
  await page.getByLabel(texts.join.firstName).fill(first, PAGE_LOAD);
  await page.getByLabel(texts.join.lastName).fill(last);
  await page.getByLabel(texts.join.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: texts.join.create }).click();
  await heading(page, en.screens.dashboard.title).waitFor(PAGE_LOAD);
}

describe('a brand team in the browser', () => {
  let member: Page;
  let teamAdmin: Page;

  it('lets the owner invite an admin and a member from Settings → Team', async () => {
    await owner.goto(`${baseUrl()}/account/team`);
    await heading(owner, en.screens.team.title).waitFor(PAGE_LOAD);
    await invite(adminEmail, 'admin');
    await invite(memberEmail, 'member');
    const pending = owner.getByRole('list', { name: texts.invitations.listLabel });
    await pending.getByText(adminEmail).waitFor();
    await pending.getByText(memberEmail).waitFor();
  });

  it('lets the member join from the mailed link, build a campaign, and not pay for it', async () => {
    member = await newPage(browser, 375, 812);
    await joinFromMailbox(member, memberEmail, 'Mia', 'Lopez');
    // A member's navigation has no money in it.
    await member.goto(sameOrigin(member, '/wallet'));
    await member.getByText(texts.money.onlyAdmins).waitFor(PAGE_LOAD);

    await fillCampaignWizard(member, {
      name: NAME,
      brand: 'Glow Lab',
      product: 'Day serum',
      brief: 'Unbox the serum in daylight and show its texture',
    });
    await member.getByText(campaignTexts.summary.member.onlyAdmins).waitFor(PAGE_LOAD);
    expect(await member.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    await member.getByRole('button', { name: campaignTexts.summary.member.send }).click();
    await toast(member, campaignTexts.summary.member.sent).waitFor();
    await heading(member, en.screens.campaignListing.title).waitFor(PAGE_LOAD);
  });

  it('lets the admin pay the campaign the member sent', async () => {
    teamAdmin = await newPage(browser, 1440, 900);
    await joinFromMailbox(teamAdmin, adminEmail, 'Ana', 'Silva');
    // A campaign of the admin's own started in the wizard, which reviewing would replace.
    await teamAdmin.goto(sameOrigin(teamAdmin, '/campaign/creation/type'));
    await heading(teamAdmin, en.screens.campaignCreationType.title).waitFor(PAGE_LOAD);
    await teamAdmin
      .getByRole('radio', { name: new RegExp(campaignTexts.types.ugc_video.label) })
      .check();
    await teamAdmin.getByRole('button', { name: campaignTexts.nav.next }).click();
    await heading(teamAdmin, en.screens.campaignCreationSettings.title).waitFor(PAGE_LOAD);

    await teamAdmin.goto(sameOrigin(teamAdmin, '/campaigns'));
    const waiting = teamAdmin.getByRole('region', { name: campaignTexts.listing.waiting.title });
    await waiting.getByText(NAME).waitFor(PAGE_LOAD);
    await waiting.getByRole('button', { name: campaignTexts.listing.waiting.review }).click();
    const replace = teamAdmin.getByRole('alertdialog', {
      name: campaignTexts.listing.waiting.replaceTitle,
    });
    await replace
      .getByRole('button', { name: campaignTexts.listing.waiting.replaceConfirm })
      .click(PAGE_LOAD);

    await heading(teamAdmin, en.screens.campaignCreationSummary.title).waitFor(PAGE_LOAD);
    // The card on file is chosen already; the server's quote agrees with the screen.
    await teamAdmin.getByText(campaignTexts.summary.confirmed).waitFor(PAGE_LOAD);
    await teamAdmin
      .getByRole('checkbox', { name: campaignTexts.summary.terms.replace(/<\/?terms>/g, '') })
      .check();
    await teamAdmin
      .getByRole('button', { name: campaignTexts.summary.pay.replace('{{total}}', TOTAL) })
      .click();
    await heading(teamAdmin, en.screens.campaignCreated.title).waitFor(PAGE_LOAD);
    await teamAdmin.getByText(campaignTexts.statuses.pending_admin_approval).waitFor();
    expect(await admin('campaign', 'list')).toContain(NAME);
  });

  it('shows the member a dashboard without money that fills the page at 375 and 1440 px', async () => {
    for (const width of [375, 1440]) {
      await member.setViewportSize({ width, height: 900 });
      await member.goto(sameOrigin(member, '/'));
      const glance = member.getByRole('region', { name: dashboardTexts.figures.title });
      const tiles = glance.locator('li[data-figure]');
      await glance.locator('[data-testid="figure-value"]').first().waitFor(PAGE_LOAD);
      await member.getByText(NAME).first().waitFor(PAGE_LOAD);
      expect(await tiles.evaluateAll((items) => items.map((item) => item.dataset.figure))).toEqual([
        'activeCampaigns',
        'contentToReview',
      ]);
      expect(await member.getByRole('region', { name: dashboardTexts.spend.title }).count()).toBe(
        0,
      );
      expect(await member.getByText(/\$\d/).count()).toBe(0);
      // No gap where the money was: the two tiles fill their row, and what needs attention
      // is as wide as the pipeline above it.
      const row = (await glance.locator('ul').boundingBox())!;
      const last = (await tiles.last().boundingBox())!;
      expect(Math.abs(last.x + last.width - (row.x + row.width))).toBeLessThan(2);
      const pipeline = member.getByRole('region', { name: dashboardTexts.pipeline.title });
      const attention = member.getByRole('region', { name: dashboardTexts.attention.title });
      const pipelineBox = (await pipeline.boundingBox())!;
      const attentionBox = (await attention.boundingBox())!;
      expect(Math.abs(attentionBox.width - pipelineBox.width)).toBeLessThan(2);
    }
  });

  it("sends the removed member's open tab to Login", async () => {
    await owner.reload();
    await heading(owner, en.screens.team.title).waitFor(PAGE_LOAD);
    const members = owner.getByRole('list', { name: texts.members.listLabel });
    await members.getByText('Mia Lopez').waitFor(PAGE_LOAD);
    await members
      .getByRole('button', { name: texts.members.removeOf.replace('{{name}}', 'Mia Lopez') })
      .click();
    const dialog = owner.getByRole('alertdialog');
    await dialog.getByRole('button', { name: texts.members.remove }).click();
    await toast(owner, texts.members.removed.replace('{{name}}', 'Mia Lopez')).waitFor();

    // Nothing is clicked in the member's tab: the server ends the session and the tab follows.
    await member.waitForURL('**/login', PAGE_LOAD);
    await member.getByText(en.common.errors.loggedOut).waitFor();
    await expect.poll(() => members.getByText('Mia Lopez').count(), PAGE_LOAD).toBe(0);
  });

  it("names on the campaign's Activity the member who drafted it and the admin who paid it", async () => {
    // The member was removed since: their name stays on what they did.
    await teamAdmin.getByRole('link', { name: campaignTexts.created.open }).click();
    const activity = teamAdmin.getByRole('region', { name: campaignTexts.activity.title });
    const by = (key: 'drafted' | 'created', name: string) =>
      activity.getByText(campaignTexts.activity.stepBy[key].replace('{{name}}', name));
    await by('drafted', 'Mia Lopez').waitFor(PAGE_LOAD);
    await by('created', 'Ana Silva').waitFor();
  });
});
