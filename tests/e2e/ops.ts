/**
 * What the operator console's end-to-end test needs waiting in its queues, set up through
 * the API as the brand and a creator would (docs/product.md#operator-console): campaigns
 * awaiting approval, and a dispute (a deal whose revision rounds are used up while its
 * content awaits the brand).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import opsAccountTexts from '@/locales/en/opsAccount.json';
import { totpCode } from '@/server/auth/totp';
import { DEMO_AUDIENCE } from '@/server/seed/demoCompany';
import { creatorEmail } from '@/server/seed/creators';
import { creatorDeals, playStep } from '@/server/seed/dealSimulator';
import { seededRandom } from '@/server/seed/random';
import type { SeededServer } from './creators';
import { en, heading, reactOwnsRoot } from './helpers';
import { graphql } from './money';

/** A change crosses the server, the broker and a refetch: seconds on a busy machine. */
const LIVE = { timeout: 20_000 };

/**
 * An operator as a person becomes one: added on the command line, the printed link opened
 * to set a password, then the first login with its two-step set-up (the code computed as
 * an authenticator app would) and the recovery codes confirmed saved, on `page`, which
 * ends on the console's home. `onStep` sees each screen on the way. Answers the TOTP secret.
 */
export async function signInNewOperator(
  page: Page,
  server: SeededServer,
  email: string,
  password: string,
  onStep: (step: string) => Promise<void> = async () => {},
): Promise<string> {
  const link = await server.admin('operator-add', email);
  const path = new URL(/https?:\/\/\S+/.exec(link)![0]).pathname;
  await page.goto(`${server.url}${path}`);
  await reactOwnsRoot(page);
  await onStep('set password');
  await page.getByLabel(opsAccountTexts.fields.newPassword, { exact: true }).fill(password);
  await page.getByLabel(opsAccountTexts.fields.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: opsAccountTexts.setPassword.submit }).click();
  await page.waitForURL('**/ops/login', LIVE);
  await page.getByText(opsAccountTexts.setPassword.done).waitFor();
  await onStep('login');

  await page.getByLabel(opsAccountTexts.fields.email).fill(email);
  await page.getByLabel(opsAccountTexts.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: opsAccountTexts.login.submit }).click();
  await heading(page, opsAccountTexts.setup.title).waitFor(LIVE);
  await page.getByRole('img', { name: opsAccountTexts.setup.qr }).waitFor(LIVE);
  await onStep('two-step set-up');
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await page.getByLabel(opsAccountTexts.fields.code).fill(await totpCode(secret, new Date()));
  await page.getByRole('button', { name: opsAccountTexts.setup.submit }).click();

  await heading(page, opsAccountTexts.recovery.title).waitFor(LIVE);
  await onStep('recovery codes');
  const continueButton = page.getByRole('button', { name: opsAccountTexts.recovery.continue });
  await expect(continueButton.isDisabled()).resolves.toBe(true);
  await page.getByText(opsAccountTexts.recovery.saved).click();
  await continueButton.click();
  await heading(page, en.screens.opsQueue.title).waitFor(LIVE);
  return secret;
}

interface Catalogue {
  Cards: Array<{ id: string }>;
  Products: { nodes: Array<{ id: string; brand: { id: string } }> };
}

const CREATE = `mutation CampaignCreate($input: CampaignInput!, $payment: CampaignPaymentInput!,
  $idempotency_key: String!) {
  CampaignCreate(input: $input, payment: $payment, idempotency_key: $idempotency_key,
    accept_terms: true) { id name status total } }`;

export interface PendingCampaign {
  id: string;
  name: string;
  total: number;
}

/** A UGC video campaign of the demo company, paid by its card: it waits for approval. */
export async function submitCampaign(
  server: SeededServer,
  token: string,
  name: string,
  changes: { revision_rounds?: number; number_of_deals?: number } = {},
): Promise<PendingCampaign> {
  const { Cards, Products } = await graphql<Catalogue>(
    token,
    '{ Cards { id } Products(first: 1) { nodes { id brand { id } } } }',
    {},
    server.url,
  );
  const product = Products.nodes[0]!;
  const input = {
    ...DEMO_AUDIENCE,
    type: 'ugc_video',
    name,
    brand_id: product.brand.id,
    product_ids: [product.id],
    delivery_type: 'shipping',
    taxes_shipping_compensation: 0,
    number_of_deals: 2,
    content_brief: 'Show the product in daylight and say how it feels on your skin.',
    video_duration: 15,
    ...changes,
  };
  const { CampaignCreate } = await graphql<{ CampaignCreate: PendingCampaign }>(
    token,
    CREATE,
    {
      input,
      payment: { method: 'CARD', card_id: Cards[0]!.id },
      idempotency_key: `ops-e2e-${name.replace(/\W+/g, '-').toLowerCase()}`,
    },
    server.url,
  );
  return CampaignCreate;
}

/** Logs a seeded creator in through the guest API. */
export async function creatorToken(server: SeededServer, email: string): Promise<string | null> {
  const response = await fetch(`${server.url}/v1/j/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation L($email: String!, $password: String!) {
        CreatorLogin(email: $email, password: $password) { authorization { token } } }`,
      variables: { email, password: server.creatorPassword },
    }),
  });
  const { data } = (await response.json()) as {
    data?: { CreatorLogin: { authorization: { token: string } | null } };
  };
  return data?.CreatorLogin.authorization?.token ?? null;
}

interface OwnProfile {
  name: string;
  categories: string[];
  country: string;
  date_of_birth: string;
  price: number;
  gender: string | null;
  ethnicity: string | null;
  bio: string;
  portfolio: string[];
}

/**
 * Gives a seeded creator (made without social handles) an Instagram handle, as the
 * creator would in its profile: it then waits in the operators' creators queue.
 */
async function giveHandle(server: SeededServer, token: string): Promise<void> {
  const { CreatorData } = await graphql<{ CreatorData: { profile: OwnProfile } }>(
    token,
    `
      {
        CreatorData {
          profile {
            name
            categories
            country
            date_of_birth
            price
            gender
            ethnicity
            bio
            portfolio
          }
        }
      }
    `,
    {},
    server.url,
  );
  const { portfolio, ...profile } = CreatorData.profile;
  await graphql(
    token,
    `
      mutation U(
        $name: String!
        $handles: CreatorHandlesInput!
        $categories: [ProductCategory!]!
        $country: String!
        $date_of_birth: String!
        $price: Int!
        $gender: String
        $ethnicity: String
        $bio: String
        $portfolio_urls: [String!]
      ) {
        CreatorProfileUpdate(
          name: $name
          handles: $handles
          categories: $categories
          country: $country
          date_of_birth: $date_of_birth
          price: $price
          gender: $gender
          ethnicity: $ethnicity
          bio: $bio
          portfolio_urls: $portfolio_urls
        ) {
          id
        }
      }
    `,
    {
      ...profile,
      portfolio_urls: portfolio,
      handles: { instagram: { handle: 'daylight.routines', followers: 12_400 } },
    },
    server.url,
  );
}

export interface Dispute {
  dealId: string;
  campaign: PendingCampaign;
  creator: { id: string; name: string; token: string };
}

/**
 * A dispute: a campaign with no revision round, approved from the command line, a
 * matching seeded creator picked, the product shipped and received, the video uploaded.
 * Screening is automatic, so the content then awaits the brand with no round left.
 */
export async function disputedDeal(
  server: SeededServer,
  token: string,
  creators: number,
): Promise<Dispute> {
  const campaign = await submitCampaign(server, token, 'Serum texture closeup', {
    revision_rounds: 0,
  });
  await server.admin('campaign', 'approve', campaign.id);
  for (let n = 1; n <= creators; n += 1) {
    const creatorSession = await creatorToken(server, creatorEmail(n));
    if (!creatorSession) continue;
    const { CreatorData } = await graphql<{
      CreatorData: { profile: { id: string; name: string } };
    }>(creatorSession, '{ CreatorData { profile { id name } } }', {}, server.url);
    const picked = await fetch(`${server.url}/v1/j`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'mutation P($c: ID!, $cr: ID!) { DealCreate(campaign_id: $c, creator_id: $cr) { id } }',
        variables: { c: campaign.id, cr: CreatorData.profile.id },
      }),
    });
    const body = (await picked.json()) as { data?: { DealCreate: { id: string } } };
    const dealId = body.data?.DealCreate.id;
    if (!dealId) continue;
    await graphql(
      token,
      `
        mutation S($id: ID!) {
          DealShip(id: $id, carrier: usps, tracking_number: "9400111899223817462932") {
            id
          }
        }
      `,
      { id: dealId },
      server.url,
    );
    const random = seededRandom('ops-e2e');
    for (const step of ['confirm_receipt', 'upload_content']) {
      const deal = (await creatorDeals(server.url, creatorSession)).find((d) => d.id === dealId);
      if (!deal?.actions.includes(step as 'confirm_receipt')) {
        throw new Error(`deal ${dealId} does not offer ${step}: ${deal?.status}`);
      }
      await playStep(server.url, creatorSession, deal, random);
    }
    await giveHandle(server, creatorSession);
    return { dealId, campaign, creator: { ...CreatorData.profile, token: creatorSession } };
  }
  throw new Error('no seeded creator could be picked for the dispute campaign');
}
