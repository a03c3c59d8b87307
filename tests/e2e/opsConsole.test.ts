// The operator console end to end (docs/product.md#operator-console): an operator added on
// the command line sets a password, sets up two-step login (the test computes the codes as
// an authenticator app would), approves a campaign the brand sees go live, rejects another
// (the brand sees the reason and its money back), settles a dispute for the creator,
// verifies a creator's handle (the brand's discovery shows it), and opens a company's
// session; the audit log lists all six with their reasons.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import campaignsTexts from '@/locales/en/campaigns.json';
import opsAuditTexts from '@/locales/en/opsAudit.json';
import opsCompaniesTexts from '@/locales/en/opsCompanies.json';
import opsCreatorsTexts from '@/locales/en/opsCreators.json';
import opsReviewTexts from '@/locales/en/opsReview.json';
import { browserForThisFile } from './browser';
import { startSeededServer, type SeededServer } from './creators';
import { en, heading } from './helpers';
import { graphql } from './money';
import {
  disputedDeal,
  signInNewOperator,
  submitCampaign,
  type Dispute,
  type PendingCampaign,
} from './ops';

const CREATORS = 8;
const OPERATOR = 'ana.ops@example.com';
const PASSWORD = 'Operator-pass-42';
/** A change crosses the server, the broker and a refetch: seconds on a busy machine. */
const LIVE = { timeout: 20_000 };
const REASONS = {
  approve: 'Brief and products checked: all fine.',
  reject: 'The brief asks creators to make medical claims.',
  finish: 'The creator delivered what the brief asked for.',
  verify: 'Profile checked on Instagram today.',
  impersonate: 'The company asked for help with its wallet.',
};

const browser = browserForThisFile();
let server: SeededServer;
let companyToken: string;
let approveMe: PendingCampaign;
let rejectMe: PendingCampaign;
let dispute: Dispute;
let ops: Page;
let brand: Page;

const format = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)),
    text,
  );

beforeAll(async () => {
  server = await startSeededServer(CREATORS);
  companyToken = await server.demoSession();
  approveMe = await submitCampaign(server, companyToken, 'Night cream first look');
  rejectMe = await submitCampaign(server, companyToken, 'Night cream miracle cure');
  dispute = await disputedDeal(server, companyToken, CREATORS);
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** Gives the dialog open on `page` its reason and confirms it. */
async function confirmWithReason(page: Page, reason: string, submit: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(opsReviewTexts.common.reason).fill(reason);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached', ...LIVE });
}

describe('the operator console', () => {
  it('an operator added on the command line sets a password and two-step login', async () => {
    ops = await browser.newPage(1440, 900);
    await signInNewOperator(ops, server, OPERATOR, PASSWORD);
  });

  it('approves a campaign: the brand sees it go live', async () => {
    brand = await browser.newPage(1440, 900);
    await brand.goto(`${server.url}${await server.demoLoginPath()}`);
    await heading(brand, en.screens.dashboard.title).waitFor(LIVE);
    await brand.goto(`${server.url}/campaign/${approveMe.id}`);
    await brand.getByText(campaignsTexts.statuses.pending_admin_approval).first().waitFor(LIVE);

    await ops.getByRole('link', { name: en.nav.ops.campaigns }).first().click();
    await heading(ops, en.screens.opsCampaigns.title).waitFor(LIVE);
    await ops.getByRole('link', { name: approveMe.name }).click();
    await heading(ops, approveMe.name).waitFor(LIVE);
    await ops.getByRole('button', { name: opsReviewTexts.campaigns.approve, exact: true }).click();
    await confirmWithReason(ops, REASONS.approve, opsReviewTexts.campaigns.approveSubmit);
    await ops.getByText(opsReviewTexts.campaigns.approved).waitFor(LIVE);

    // The brand's open page follows the change live.
    await brand.getByText(campaignsTexts.statuses.active).first().waitFor(LIVE);
  });

  it('rejects a campaign: the brand reads the reason and has its money back', async () => {
    const walletBefore = await graphql<{ Wallet: { balance: number } }>(
      companyToken,
      '{ Wallet { balance } }',
      {},
      server.url,
    );
    await ops.getByRole('link', { name: rejectMe.name }).click();
    await heading(ops, rejectMe.name).waitFor(LIVE);
    await ops.getByRole('button', { name: opsReviewTexts.campaigns.reject, exact: true }).click();
    await confirmWithReason(ops, REASONS.reject, opsReviewTexts.campaigns.rejectSubmit);
    await ops.getByText(opsReviewTexts.campaigns.rejected).waitFor(LIVE);

    await brand.goto(`${server.url}/campaign/${rejectMe.id}`);
    await brand.getByText(REASONS.reject).first().waitFor(LIVE);
    const walletAfter = await graphql<{ Wallet: { balance: number } }>(
      companyToken,
      '{ Wallet { balance } }',
      {},
      server.url,
    );
    // Paid by card: the whole payment but the card fee comes back to the wallet.
    expect(walletAfter.Wallet.balance).toBeGreaterThan(walletBefore.Wallet.balance);
    expect(walletAfter.Wallet.balance - walletBefore.Wallet.balance).toBeLessThanOrEqual(
      rejectMe.total,
    );
  });

  it('settles a dispute for the creator: the deal finishes', async () => {
    await ops.getByRole('link', { name: en.nav.ops.disputes }).first().click();
    await heading(ops, en.screens.opsDisputes.title).waitFor(LIVE);
    await ops
      .getByRole('link', {
        name: format(opsReviewTexts.disputes.open, { name: dispute.campaign.name }),
      })
      .click();
    await ops.getByRole('button', { name: opsReviewTexts.dispute.finish }).click();
    await confirmWithReason(ops, REASONS.finish, opsReviewTexts.dispute.finishSubmit);
    await ops.getByText(opsReviewTexts.dispute.finished).waitFor(LIVE);

    const { Deal } = await graphql<{ Deal: { status: string } }>(
      companyToken,
      'query D($id: ID!) { Deal(id: $id) { status } }',
      { id: dispute.dealId },
      server.url,
    );
    expect(Deal.status).toBe('finished');
  });

  it("verifies a creator's handle: the brand's discovery shows it verified", async () => {
    await ops.getByRole('link', { name: en.nav.ops.creators }).first().click();
    await heading(ops, en.screens.opsCreators.title).waitFor(LIVE);
    await ops.getByLabel(opsCreatorsTexts.list.search).fill(dispute.creator.name);
    // As a person would, click once the list shows the search's result (a click during the
    // typing pause is the unit tests' case: the box then holds its commit).
    await ops.waitForURL(/[?&]q=/);
    await ops.getByRole('link', { name: dispute.creator.name }).first().click();
    await heading(ops, dispute.creator.name).waitFor(LIVE);
    const form = ops.getByRole('form', { name: opsCreatorsTexts.handles.title });
    const firstHandle = form.getByRole('group').first();
    await firstHandle.getByText(opsCreatorsTexts.handles.verified).click();
    await form.getByRole('button', { name: opsCreatorsTexts.handles.record }).click();
    await confirmWithReason(ops, REASONS.verify, opsCreatorsTexts.handles.confirm);
    await ops.getByText(opsCreatorsTexts.toast.verified).waitFor(LIVE);

    const { Creator } = await graphql<{
      Creator: { handles: Record<string, { verified: boolean } | null> };
    }>(
      companyToken,
      `
        query C($id: ID!) {
          Creator(id: $id) {
            handles {
              instagram {
                verified
              }
              tiktok {
                verified
              }
              youtube {
                verified
              }
            }
          }
        }
      `,
      { id: dispute.creator.id },
      server.url,
    );
    expect(Object.values(Creator.handles).some((handle) => handle?.verified)).toBe(true);
  });

  it("opens a company's session: the company's notifications say so", async () => {
    await ops.getByRole('link', { name: en.nav.ops.companies }).first().click();
    await heading(ops, en.screens.opsCompanies.title).waitFor(LIVE);
    await ops.getByLabel(opsCompaniesTexts.list.search).fill('demo@example.com');
    await ops
      .getByRole('link', { name: /demo@example\.com|Demo/ })
      .first()
      .click();
    await ops.getByRole('button', { name: opsCompaniesTexts.impersonate.open }).click();
    await confirmWithReason(ops, REASONS.impersonate, opsCompaniesTexts.impersonate.confirm);
    const url = await ops.getByText(/\/account\/impersonate\//).innerText();

    // A private window: a browser context of its own.
    const impersonated = await browser.newPage(1440, 900);
    await impersonated.goto(new URL(url.trim()).toString());
    await heading(impersonated, en.screens.dashboard.title).waitFor(LIVE);
    const { Notifications } = await graphql<{
      Notifications: { nodes: Array<{ message: string }> };
    }>(companyToken, '{ Notifications(first: 5) { nodes { message } } }', {}, server.url);
    expect(Notifications.nodes.map((node) => node.message).join('\n')).toContain(
      REASONS.impersonate,
    );
  });

  it('the audit log lists all six with their reasons', async () => {
    await ops.getByRole('link', { name: en.nav.ops.audit }).first().click();
    await heading(ops, en.screens.opsAudit.title).waitFor(LIVE);
    const table = ops.getByRole('table', { name: opsAuditTexts.columns.label });
    for (const reason of Object.values(REASONS)) {
      await table.getByText(reason).first().waitFor(LIVE);
    }
    for (const action of [
      opsAuditTexts.actions.campaign.approve,
      opsAuditTexts.actions.campaign.reject,
      opsAuditTexts.actions.deal.finish,
      opsAuditTexts.actions.creator.verify,
      opsAuditTexts.actions.company.impersonate,
      opsAuditTexts.actions.operator.login,
    ]) {
      await table.getByText(action).first().waitFor();
    }
  });
});
