import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import brandTexts from '@/locales/en/brands.json';
import billingTexts from '@/locales/en/billing.json';
import productTexts from '@/locales/en/products.json';
import walletTexts from '@/locales/en/wallet.json';
import { launchBrowser } from './browser';
import { admin, baseUrl, companyWithLogin, createBrand, en } from './helpers';
import marketTexts from '@/locales/en/marketplace.json';
import profileTexts from '@/locales/en/creatorProfile.json';
import creatorDealTexts from '@/locales/en/creatorDeals.json';
import earningsTexts from '@/locales/en/earnings.json';
import campaignTexts from '@/locales/en/campaigns.json';
import creatorTexts from '@/locales/en/creators.json';
import contentTexts from '@/locales/en/content.json';
import licenceTexts from '@/locales/en/licences.json';
import dealTexts from '@/locales/en/deals.json';
import dashboardTexts from '@/locales/en/dashboard.json';
import notificationTexts from '@/locales/en/notifications.json';
import { brandWithProduct } from './campaigns';
import {
  logInAsCreator,
  simulateApplications,
  startSeededServer,
  type SeededServer,
} from './creators';
import { dealUnderReview, seededDeal } from './deals';
import { cardAndTopUp, graphql, sessionOf } from './money';
import { COLOUR_RULES, notBusy, seriousViolations, settled } from './axe';

// Every screen, logged out and in, brands' and creators', in light and dark, on a desktop
// and a phone: axe-core finds no serious or critical violation.

type Mode = 'light' | 'dark';
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

interface Screen {
  /** What the report calls it. */
  name: string;
  path: string;
  /** Waits until the screen shows what it is checked with (after its h1 is there). */
  ready?: (page: Page) => Promise<unknown>;
}

const LOGGED_OUT: Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'forgot', path: '/forgot' },
  { name: 'password sent', path: '/password' },
  { name: 'new password', path: '/new-password/link-token?email=a%40example.com' },
  { name: 'update e-mail', path: '/update/link-token?email=a%40example.com' },
  { name: 'update e-mail, incomplete link', path: '/update/link-token' },
  { name: 'not found, logged out', path: '/no-such-page' },
  { name: 'creator join', path: '/creator/join' },
  { name: 'creator login', path: '/creator/login' },
  { name: 'creator forgot', path: '/creator/forgot' },
];

/** Screens of a company with no campaign, deal or content: empty states and not found. */
const WITHOUT_CAMPAIGNS = [
  '/campaign',
  '/campaign/1/product/1',
  '/deal',
  '/deals',
  '/campaigns',
  '/content',
];

/** The campaign wizard's steps, filled in from the draft each page starts with. */
const WIZARD: Screen[] = [
  { name: 'campaign type', path: '/campaign/creation/type' },
  {
    name: 'campaign settings',
    path: '/campaign/creation/settings',
    ready: (page) => page.getByRole('checkbox', { name: /Day serum/ }).waitFor(),
  },
  { name: 'campaign parameters', path: '/campaign/creation/parameters' },
  {
    name: 'campaign summary',
    path: '/campaign/creation/summary',
    ready: (page) => page.getByText(campaignTexts.summary.confirmed).waitFor(),
  },
  { name: 'campaign created, no campaign given', path: '/campaign/creation/created' },
];

/**
 * A campaign draft up to the summary (a UGC video for pro creators), put into the app's
 * stored state before each document loads, as if the wizard had been filled in earlier.
 */
async function withCampaignDraft(page: Page) {
  const draft = {
    type: 'ugc_video',
    name: 'Day serum launch',
    brand_id: company.draft.brandId,
    product_ids: [company.draft.productId],
    delivery_type: 'shipping',
    number_of_deals: '3',
    creator_tier: 'pro',
    creator_category: 'beauty',
    content_brief: 'Unbox the serum in daylight and show its texture',
    content_format: 'portrait',
    video_duration: '60',
    video_duration_unit: 'seconds',
    must_have_tags: ['skincare'],
    resource_links: ['https://example.com/brand-kit'],
    ages: ['18-24'],
    genders: ['female'],
    ethnicities: ['asian'],
    revision_rounds: '2',
    stepReached: 3,
  };
  await page.context().addInitScript(
    ([companyId, value]) => {
      const key = 'persist:ugc-desk';
      const stored = localStorage.getItem(key);
      if (!stored) return;
      const root = JSON.parse(stored) as Record<string, string>;
      const drafts = JSON.parse(root.campaignDraft ?? '{"byCompany":{}}') as {
        byCompany: Record<string, unknown>;
      };
      if (drafts.byCompany[companyId]) return;
      drafts.byCompany[companyId] = value;
      root.campaignDraft = JSON.stringify(drafts);
      localStorage.setItem(key, JSON.stringify(root));
    },
    [company.draft.companyId, draft] as const,
  );
}

/** The dialog is open once it holds the focus (the page behind is inert by then). */
async function dialogOpen(page: Page) {
  await page.getByRole('dialog').waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
  await page.waitForFunction(
    () => document.getElementById('root')?.getAttribute('aria-hidden') === 'true',
  );
}

/** The money screens of a company with a card and a top-up. */
function moneyScreens(invoicePath: string): Screen[] {
  const movement = (page: Page) =>
    page
      .getByRole('link', { name: /Wallet top-up by card/ })
      .first()
      .waitFor();
  const openTopUp = async (page: Page) => {
    await movement(page);
    await page.getByRole('button', { name: walletTexts.balance.topUp }).click();
    await dialogOpen(page);
  };
  return [
    { name: 'wallet', path: '/wallet', ready: movement },
    {
      name: 'top-up by card',
      path: '/wallet',
      ready: async (page) => {
        await openTopUp(page);
        await page.getByRole('dialog').getByLabel(walletTexts.topUp.amount).fill('100');
        await page.getByRole('button', { name: /\$104\.00/ }).waitFor();
      },
    },
    {
      name: 'top-up by bank transfer',
      path: '/wallet',
      ready: async (page) => {
        await openTopUp(page);
        await page.getByRole('dialog').getByText(walletTexts.topUp.methods.bank).click();
        await page.getByText(walletTexts.bank.fields.routingNumber).waitFor();
      },
    },
    {
      name: 'payment methods',
      path: '/account/payment-methods',
      ready: (page) => page.getByText(billingTexts.cards.default, { exact: true }).waitFor(),
    },
    {
      name: 'add card dialog',
      path: '/account/payment-methods',
      ready: async (page) => {
        await page.getByText(billingTexts.cards.default, { exact: true }).waitFor();
        await page.getByRole('button', { name: billingTexts.cards.add }).first().click();
        await dialogOpen(page);
      },
    },
    {
      name: 'billing',
      path: '/account/billing',
      ready: (page) =>
        page
          .getByText(/^INV-\d{6}-000001$/)
          .first()
          .waitFor(),
    },
    {
      name: 'invoice',
      path: invoicePath,
      ready: (page) => page.getByText('$104.00').first().waitFor(),
    },
  ];
}

function loggedInScreens(productPath: string, invoicePath: string): Screen[] {
  return [
    {
      name: 'dashboard',
      path: '/',
      ready: (page) => page.getByText(/of 5 done/).waitFor(),
    },
    {
      name: 'user menu open',
      path: '/',
      ready: async (page) => {
        await page.getByText(/of 5 done/).waitFor();
        await page.getByRole('button', { name: /Acme Studio/ }).click();
        await page.getByRole('button', { name: en.common.actions.logOut }).waitFor();
      },
    },
    {
      name: 'brands',
      path: '/brands',
      ready: (page) => page.getByRole('heading', { name: 'Northwind' }).waitFor(),
    },
    {
      name: 'brand edit dialog',
      path: '/brands',
      ready: async (page) => {
        await page
          .getByRole('button', { name: brandTexts.card.editNamed.replace('{{name}}', 'Northwind') })
          .click();
        await dialogOpen(page);
      },
    },
    {
      name: 'products',
      path: '/products',
      ready: async (page) => {
        await page.getByText('Storm jacket').waitFor();
        // New product waits for the brands it offers, disabled (and greyed) until then.
        const create = page.getByRole('button', { name: productTexts.new }).first();
        await expect.poll(() => create.isEnabled()).toBe(true);
      },
    },
    {
      name: 'product dialog',
      path: '/products',
      ready: async (page) => {
        await page.getByText('Storm jacket').waitFor();
        await page.getByRole('button', { name: productTexts.new }).first().click();
        await dialogOpen(page);
      },
    },
    { name: 'product overview', path: productPath },
    { name: 'account settings', path: '/account/overview' },
    ...moneyScreens(invoicePath),
    ...WIZARD,
    // Audited once their empty states replace the skeletons.
    ...WITHOUT_CAMPAIGNS.map((path) => ({ name: path, path, ready: notBusy })),
    { name: 'not found, logged in', path: '/no-such-page' },
  ];
}

/**
 * Creators discovery of the seeded demo campaign, with creators and an applicant: both
 * tabs, a profile open, and (on narrow screens, where the filters are not beside the
 * list) the filters drawer.
 */
function discoveryScreens(campaignId: string, width: number): Screen[] {
  const path = `/campaign/${campaignId}/creators-discovery`;
  const rows = (page: Page) => page.getByTestId('creator-row').first().waitFor();
  const screens: Screen[] = [
    { name: 'creators discovery, applicants', path, ready: rows },
    { name: 'creators discovery, find creators', path: `${path}?tab=find`, ready: rows },
    {
      name: 'creator profile',
      path: `${path}?tab=find`,
      ready: async (page) => {
        await rows(page);
        await page.getByTestId('creator-row').first().locator('[data-opener]').click();
        await dialogOpen(page);
        await page.getByRole('dialog').getByText(creatorTexts.profile.details).waitFor();
      },
    },
  ];
  if (width < 1280) {
    screens.push({
      name: 'creators filters drawer',
      path: `${path}?tab=find`,
      ready: async (page) => {
        await rows(page);
        await page.getByRole('button', { name: creatorTexts.filters.open }).click();
        await dialogOpen(page);
      },
    });
  }
  return screens;
}

/**
 * Picks matching creators into an active campaign of the demo company other than the main
 * one (whose discovery the other screens show open) until all its deals are filled, so
 * discovery shows its "n of n deals filled" badge. Returns the campaign's id.
 */
async function filledCampaign(server: SeededServer): Promise<string> {
  const token = await server.demoSession();
  const ask = <T>(query: string, variables: Record<string, unknown> = {}) =>
    graphql<T>(token, query, variables, server.url);
  const { Campaigns } = await ask<{
    Campaigns: { nodes: Array<{ id: string; number_of_deals: number; deals_filled: number }> };
  }>('{ Campaigns(tab: active, first: 50) { nodes { id number_of_deals deals_filled } } }');
  const campaign = Campaigns.nodes.find((node) => node.id !== server.campaignId);
  if (!campaign) throw new Error('the seed made no second active campaign');
  const { Creators } = await ask<{
    Creators: { nodes: Array<{ creator: { id: string }; deal: { id: string } | null }> };
  }>(
    'query C($id: ID!) { Creators(campaign_id: $id, first: 100) { nodes { creator { id } deal { id } } } }',
    { id: campaign.id },
  );
  const free = Creators.nodes.filter((node) => !node.deal);
  const missing = campaign.number_of_deals - campaign.deals_filled;
  if (free.length < missing) throw new Error(`too few creators match campaign ${campaign.id}`);
  for (const { creator } of free.slice(0, missing)) {
    await ask(
      'mutation P($c: ID!, $r: ID!) { DealCreate(campaign_id: $c, creator_id: $r) { id } }',
      { c: campaign.id, r: creator.id },
    );
  }
  return campaign.id;
}

/** Discovery of a campaign whose deals are all filled: the header's badge says so. */
function filledDiscoveryScreens(campaignId: string): Screen[] {
  return [
    {
      name: 'creators discovery, all deals filled',
      path: `/campaign/${campaignId}/creators-discovery?tab=find`,
      ready: async (page) => {
        await page.getByTestId('creator-row').first().waitFor();
        await page
          .getByRole('status')
          .filter({ hasText: /^(\d+) of \1 deals filled$/ })
          .waitFor();
      },
    },
  ];
}

/**
 * The demo company's dashboard (figures, pipeline, attention list, the chart), its bell's
 * history open, the campaign listing, a campaign's page and one of its products' pages.
 */
function manageScreens(campaignId: string, productId: string): Screen[] {
  const dashboard = async (page: Page) => {
    await page.getByText(dashboardTexts.attention.title).waitFor();
    // The chart loads when it comes near the window: below the fold on a phone.
    await page.getByTestId('spend-summary').scrollIntoViewIfNeeded();
    await page.locator('canvas').waitFor();
  };
  return [
    { name: 'dashboard with figures', path: '/', ready: dashboard },
    {
      name: 'notifications drawer',
      path: '/',
      ready: async (page) => {
        await dashboard(page);
        await page
          .getByRole('button', { name: new RegExp(`^${notificationTexts.bell.label}`) })
          .first()
          .click();
        await dialogOpen(page);
      },
    },
    {
      name: 'campaign listing',
      path: '/campaigns',
      ready: (page) => page.getByTestId('campaign-card').first().waitFor(),
    },
    {
      name: 'campaign page',
      path: `/campaign/${campaignId}`,
      ready: (page) =>
        page.getByRole('button', { name: campaignTexts.page.actions.pause }).waitFor(),
    },
    {
      name: 'campaign product page',
      path: `/campaign/${campaignId}/product/${productId}`,
      ready: (page) => page.getByText(campaignTexts.overview.brief).first().waitFor(),
    },
  ];
}

/**
 * The demo company's deal screens: TheDeals, the seeded deal waiting to be shipped (its
 * shipping form), a deal whose video waits for review (the review and revision form), and
 * ContentListing with that upload.
 */
function dealScreens(deals: {
  toShip: string;
  underReview: string;
  acceptedContent: string;
}): Screen[] {
  const chat = (page: Page) => page.getByRole('form', { name: dealTexts.chat.composer }).waitFor();
  return [
    {
      name: 'deals',
      path: '/deals',
      ready: (page) => page.getByTestId('deal-row').nth(1).waitFor(),
    },
    {
      name: 'deal to ship',
      path: `/deal/${deals.toShip}`,
      ready: async (page) => {
        await page.getByRole('form', { name: dealTexts.ship.title }).waitFor();
        // Its timeline: the pick, at least.
        await page
          .getByRole('region', { name: dealTexts.overview.timeline })
          .getByRole('listitem')
          .first()
          .waitFor();
        await chat(page);
      },
    },
    {
      name: 'deal under review',
      path: `/deal/${deals.underReview}`,
      ready: async (page) => {
        await page.getByRole('form', { name: dealTexts.review.revisionTitle }).waitFor();
        await chat(page);
      },
    },
    {
      name: 'content listing',
      path: '/content',
      ready: (page) =>
        page
          .getByRole('list', { name: contentTexts.listing.grid })
          .getByRole('button')
          .first()
          .waitFor(),
    },
    {
      name: 'content listing, filtered by rights',
      path: '/content?rights=usable_in_ads,expiring_soon',
      ready: (page) => page.getByText(contentTexts.listing.noMatch.title).waitFor(),
    },
    {
      name: 'content licence',
      path: `/content/${deals.acceptedContent}/licence`,
      ready: (page) => page.getByText(licenceTexts.filesTitle).waitFor(),
    },
  ];
}

/**
 * The creators' app of a seeded creator the demo company picked from its applicants: the
 * marketplace, that campaign's page, the applications, the deals, the deal's page, the
 * earnings, the profile and the settings.
 */
function creatorScreens({ campaignId, dealId }: { campaignId: string; dealId: string }): Screen[] {
  return [
    {
      name: 'creator marketplace',
      path: '/creator/marketplace',
      ready: (page) => page.getByTestId('market-card').first().waitFor(),
    },
    {
      name: 'creator campaign',
      path: `/creator/campaigns/${campaignId}`,
      ready: (page) => page.getByRole('link', { name: marketTexts.apply.openDeal }).waitFor(),
    },
    {
      name: 'creator applications',
      path: '/creator/applications',
      ready: (page) => page.getByTestId('application').first().waitFor(),
    },
    {
      name: 'creator deals',
      path: '/creator/deals',
      ready: (page) =>
        page
          .getByRole('link', { name: /^Open the deal for / })
          .first()
          .waitFor(),
    },
    {
      name: 'creator deal',
      path: `/creator/deals/${dealId}`,
      ready: (page) =>
        page.getByRole('region', { name: creatorDealTexts.page.brief, exact: true }).waitFor(),
    },
    {
      name: 'creator earnings',
      path: '/creator/earnings',
      // This creator has earned nothing yet: the empty state, and the payout account.
      ready: (page) => page.getByText(earningsTexts.figures.emptyTitle).waitFor(),
    },
    {
      name: 'creator profile',
      path: '/creator/profile',
      ready: (page) => page.getByRole('button', { name: profileTexts.profile.edit }).waitFor(),
    },
    { name: 'creator settings', path: '/creator/settings' },
  ];
}

/**
 * A seeded creator (they share the seed's printed password) with a campaign of the seeded
 * server in its marketplace, which it applies to through the API, and which the demo
 * company picks it for. Answers its e-mail, that campaign's id and the deal's.
 */
async function creatorWithApplication(
  server: SeededServer,
): Promise<{ email: string; campaignId: string; dealId: string }> {
  for (let n = 1; n <= 100; n += 1) {
    const email = `creator-${n}@creators.example.com`;
    const login = await fetch(`${server.url}/v1/j/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation L($email: String!, $password: String!) {
          CreatorLogin(email: $email, password: $password) { authorization { token } } }`,
        variables: { email, password: server.creatorPassword },
      }),
    });
    const { data } = (await login.json()) as {
      data?: { CreatorLogin: { authorization: { token: string } | null } };
    };
    const token = data?.CreatorLogin.authorization?.token;
    if (!token) throw new Error(`${email} could not log in`);
    const { CreatorData, CreatorCampaigns } = await graphql<{
      CreatorData: { id: string };
      CreatorCampaigns: { nodes: Array<{ id: string; deal_id: string | null }> };
    }>(
      token,
      '{ CreatorData { id } CreatorCampaigns(first: 5) { nodes { id deal_id } } }',
      {},
      server.url,
    );
    const campaign = CreatorCampaigns.nodes.find((node) => node.deal_id === null);
    if (!campaign) continue;
    const creatorId = CreatorData.id;
    await graphql(
      token,
      'mutation A($id: ID!) { CreatorApply(campaign_id: $id, pitch: "I film calm routines") { id } }',
      { id: campaign.id },
      server.url,
    );
    // The demo company picks the creator: its deal's screens have a deal to show.
    const { DealCreate } = await graphql<{ DealCreate: { id: string } }>(
      await server.demoSession(),
      'mutation P($campaign: ID!, $creator: ID!) { DealCreate(campaign_id: $campaign, creator_id: $creator) { id } }',
      { campaign: campaign.id, creator: creatorId },
      server.url,
    );
    return { email, campaignId: campaign.id, dealId: DealCreate.id };
  }
  throw new Error('no seeded creator matches an active campaign');
}

let browser: Browser;
/** A server seeded with the demo company, its active campaign and creators. */
let seeded: SeededServer;
/** The demo company's deals: the seeded one, and one with content to review. */
let demoDeals: { toShip: string; underReview: string; acceptedContent: string };
let filledCampaignId: string;
/** A seeded creator who applied to a campaign, and that campaign. */
let creatorApplicant: { email: string; campaignId: string; dealId: string };
let demoProductId: string;
let company: {
  email: string;
  productPath: string;
  invoicePath: string;
  draft: { companyId: string; brandId: string; productId: string };
};

/** A fresh context in that colour mode and size; motion reduced so nothing is mid-fade. */
async function newPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** Logs the page in as `email` through an impersonation link. */
async function logIn(page: Page, email: string) {
  const link = await admin('impersonate', email);
  const url = new URL(link.split(/\s+/).find((word) => word.includes('/account/impersonate/'))!);
  await page.goto(`${baseUrl()}${url.pathname}`);
  await page.getByRole('heading', { level: 1, name: en.screens.dashboard.title }).waitFor();
}

const MODES: Mode[] = ['light', 'dark'];

/** Switches the page's colour scheme as the system would, and waits for the app to follow. */
async function showIn(page: Page, mode: Mode) {
  await page.emulateMedia({ colorScheme: mode });
  // The app follows the system's scheme and puts it on <html> as a class.
  await page.waitForFunction((wanted) => document.documentElement.classList.contains(wanted), mode);
}

/**
 * Opens each screen (of the server at `origin`) once and returns axe's findings in both
 * colour modes, one line per failing element: the mode is switched in place, as a user's
 * system does, instead of loading every screen again for the other one. Every rule runs in
 * light; dark runs the rules a colour mode can change.
 */
async function audit(
  page: Page,
  screens: Screen[],
  label: string,
  origin = baseUrl(),
): Promise<string[]> {
  const report: string[] = [];
  for (const screen of screens) {
    // The pointer is left where the last screen clicked: on the next one it would hover
    // (and fade) whatever lies there, so axe could measure a colour half-way.
    await page.mouse.move(0, 0);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${origin}${screen.path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    await screen.ready?.(page);
    for (const mode of MODES) {
      await showIn(page, mode);
      await settled(page);
      const rules = mode === 'light' ? undefined : COLOUR_RULES;
      for (const violation of await seriousViolations(page, rules)) {
        report.push(
          `[${mode} ${label}] ${screen.name}: ${violation.impact} ${violation.id} (${violation.help})`,
        );
        report.push(...violation.nodes.map((node) => `    ${node}`));
      }
    }
  }
  return report;
}

/** One of the demo company's accepted contents (its history's): it has a licence. */
async function acceptedContentOf(server: SeededServer): Promise<string> {
  const { Contents } = await graphql<{ Contents: { nodes: Array<{ id: string }> } }>(
    await server.demoSession(),
    '{ Contents(filter: { statuses: [bought] }, first: 1) { nodes { id } } }',
    {},
    server.url,
  );
  const [content] = Contents.nodes;
  if (!content) throw new Error('the seeded history has no accepted content');
  return content.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Seeded apart (seed fills only an empty database) while the company is set up; one
  // creator has applied, and is picked and uploads a video for review.
  const seeding = startSeededServer(300).then(async (server) => {
    seeded = server;
    const [applicant] = await simulateApplications(server, 1);
    demoDeals = {
      toShip: (await seededDeal(server)).id,
      underReview: await dealUnderReview(server, applicant!),
      acceptedContent: await acceptedContentOf(server),
    };
    const { Campaign } = await graphql<{ Campaign: { products: Array<{ id: string }> } }>(
      await server.demoSession(),
      'query Campaign($id: ID!) { Campaign(id: $id) { products { id } } }',
      { id: server.campaignId },
      server.url,
    );
    demoProductId = Campaign.products[0]!.id;
    filledCampaignId = await filledCampaign(server);
    creatorApplicant = await creatorWithApplication(server);
  });
  // One onboarded company with a brand and a product, set up through the screens.
  const { email, impersonationPath } = await companyWithLogin();
  const { invoiceId } = await cardAndTopUp(impersonationPath);
  const { brandId, productId } = await brandWithProduct(impersonationPath, {
    brand: 'Glow Lab',
    product: 'Day serum',
  });
  const { CompanyData } = await graphql<{ CompanyData: { id: string } }>(
    sessionOf(impersonationPath),
    '{ CompanyData { id } }',
    {},
  );
  const page = await newPage(VIEWPORTS[0]!);
  await logIn(page, email);
  await page.goto(`${baseUrl()}/brands`);
  await createBrand(page, 'Northwind', 'Outdoor gear for rainy days');
  await page.goto(`${baseUrl()}/products`);
  await page.getByRole('button', { name: productTexts.new }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel(productTexts.form.brand).selectOption({ label: 'Northwind' });
  await form.getByLabel(productTexts.form.name).fill('Storm jacket');
  await form.getByLabel(productTexts.form.price).fill('129.99');
  await form.getByLabel(productTexts.form.link).fill('https://shop.example.com/item');
  await form.getByLabel(productTexts.form.description).fill('A jacket made to last.');
  await form
    .getByLabel(productTexts.form.category)
    .selectOption({ label: productTexts.categories.apparel });
  await form.getByRole('button', { name: productTexts.form.create }).click();
  await page.getByRole('heading', { level: 1, name: 'Storm jacket' }).waitFor();
  company = {
    email,
    productPath: new URL(page.url()).pathname,
    invoicePath: `/account/billing/invoices/${invoiceId}`,
    draft: { companyId: CompanyData.id, brandId, productId },
  };
  await page.context().close();
  await seeding;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await seeded?.stop();
});

describe.concurrent('accessibility (axe-core: no serious or critical violations)', () => {
  for (const viewport of VIEWPORTS) {
    const label = `${viewport.width}px`;
    // Every screen twice (light, dark) in one test: 270-400 s on a slow or busy 2-core
    // machine, so the cap leaves room above that.
    it(`holds on every screen, light and dark [${label}]`, { timeout: 600_000 }, async () => {
      const report: string[] = [];

      const guest = await newPage(viewport);
      report.push(...(await audit(guest, LOGGED_OUT, label)));
      await guest.context().close();

      // The funnel's steps before the app: an unverified and a not-onboarded account.
      for (const [flag, screen] of [
        ['--unverified', { name: 'verify', path: '/verify' }],
        ['--not-onboarded', { name: 'about you', path: '/about-you' }],
      ] as const) {
        const page = await newPage(viewport);
        const { impersonationPath } = await companyWithLogin(flag);
        await page.goto(`${baseUrl()}${impersonationPath}`);
        await page.waitForURL(`**${screen.path}`);
        report.push(...(await audit(page, [screen], label)));
        await page.context().close();
      }

      const page = await newPage(viewport);
      await withCampaignDraft(page);
      await logIn(page, company.email);
      report.push(
        ...(await audit(page, loggedInScreens(company.productPath, company.invoicePath), label)),
      );
      await page.context().close();

      const demo = await newPage(viewport);
      await demo.goto(`${seeded.url}${await seeded.demoLoginPath()}`);
      await demo.getByRole('heading', { level: 1, name: en.screens.dashboard.title }).waitFor();
      const discovery = discoveryScreens(seeded.campaignId, viewport.width);
      report.push(...(await audit(demo, discovery, label, seeded.url)));
      const filled = filledDiscoveryScreens(filledCampaignId);
      report.push(...(await audit(demo, filled, label, seeded.url)));
      report.push(...(await audit(demo, dealScreens(demoDeals), label, seeded.url)));
      const manage = manageScreens(seeded.campaignId, demoProductId);
      report.push(...(await audit(demo, manage, label, seeded.url)));
      await demo.context().close();

      const creator = await newPage(viewport);
      await logInAsCreator(creator, seeded, creatorApplicant.email);
      report.push(...(await audit(creator, creatorScreens(creatorApplicant), label, seeded.url)));
      await creator.context().close();

      expect(report.join('\n')).toBe('');
    });
  }
});
