/**
 * What the cluster tests do as users: a browser held on one server, a creator whose
 * application notifies a company, a token's MQTT connection to one server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import commonTexts from '@/locales/en/common.json';
import screenTexts from '@/locales/en/screens.json';
import { issueSession } from '@/server/auth/tokens';
import type { CreatorRow } from '@/server/db/schema/creators';
import { creatorApi, insertCreators, variedCreators } from '../integration/helpers/creators';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { brokerUrl, connected, mqttClient } from '../integration/helpers/mqtt';
import type { TestServer } from '../integration/helpers/testServer';
import { until } from '../integration/helpers/until';
import type { Cluster } from './cluster';

export const PITCH = 'I film skincare routines in daylight';

/** A creator who matches the default test campaign (a woman of 30 in beauty), and a session. */
export async function applicant(
  cluster: Cluster,
  name: string,
): Promise<{ row: CreatorRow; token: string }> {
  const [row] = await insertCreators(cluster.asTestServer(), [
    {
      ...variedCreators(1, 5)[0]!,
      name,
      tier: 'basic',
      categories: ['beauty'],
      age: 30,
      gender: 'female',
      ethnicity: 'asian',
    },
  ]);
  const session = await issueSession(cluster.db, cluster.jwtSecret, row!.id, new Date(), 'creator');
  return { row: row!, token: session.token };
}

/** The creator applies to the campaign, its request sent to the server at `url` only. */
export async function applyThrough(url: string, token: string, campaignId: number) {
  const answer = await creatorApi({ url } as TestServer, token, 'apply', {
    campaign_id: String(campaignId),
    pitch: PITCH,
  });
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
}

/**
 * Creators apply through the server at `url` until the page shows one's notice (its toast),
 * and returns how many it took. Real-time notices are delivered at most once to the
 * subscriptions that exist when they are published (the bell keeps every one): a notice
 * sent while the page's connection is still subscribing is not shown, so one more is sent
 * rather than the test guessing how long subscribing takes. Toasts of one campaign's
 * applications collapse into one that counts them, so each attempt first waits until no
 * toast names the campaign: any that shows afterwards was delivered live in this attempt.
 */
export async function noticeShown(
  page: Page,
  cluster: Cluster,
  url: string,
  campaign: { id: number; name: string },
  tag: string,
): Promise<number> {
  const toasts = page.getByRole('region', { name: commonTexts.toasts.region });
  const toast = toasts.getByText(campaign.name);
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    // A toast lives 5 s after its last update (docs/product.md#toasts-and-flashes).
    await toast.first().waitFor({ state: 'detached', timeout: 10_000 });
    const creator = await applicant(cluster, `${tag} ${attempt}`);
    await applyThrough(url, creator.token, campaign.id);
    if (
      await toast
        .first()
        .waitFor({ timeout: 3000 })
        .then(
          () => true,
          () => false,
        )
    )
      return attempt;
  }
  throw new Error(`no notice of ${tag} reached the page in 10 attempts`);
}

/** The real-time connections (WebSocket upgrades) the proxy gave each backend so far. */
export const upgradesTo = (cluster: Cluster, backend: number, from = 0) =>
  cluster.proxy.served.slice(from).filter((s) => s.kind === 'upgrade' && s.backend === backend)
    .length;

/**
 * Opens the app through the proxy logged in as the session `token`, with every request
 * and its real-time connection served by backend `index` (the proxy prefers it meanwhile),
 * and returns once that connection is up.
 */
export async function appOnServer(
  browser: Browser,
  cluster: Cluster,
  index: number,
  token: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const before = upgradesTo(cluster, index);
  cluster.proxy.preferred = index;
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${cluster.url}/account/impersonate/${token}`);
    await page.getByRole('heading', { level: 1, name: screenTexts.dashboard.title }).waitFor();
    await until(() => upgradesTo(cluster, index) > before, 'the app connected to real time');
    return { context, page };
  } finally {
    cluster.proxy.preferred = null;
  }
}

/** An MQTT client of the session `token`, connected straight to the server at `url`. */
export async function realtimeClientOn(url: string, token: string) {
  // No reconnects (the helper's default): a closed connection stays closed for the test.
  const client = mqttClient(brokerUrl(url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  return client;
}
