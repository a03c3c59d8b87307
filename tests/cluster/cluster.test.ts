/**
 * Two real server processes behind a round-robin proxy, on one PostgreSQL database, one
 * Redis and one S3-compatible store, behave as one server: accounts, scheduled jobs (each
 * runs once), real time (a browser on one server hears what the other did; a logout on one
 * closes the connection on the other), files, and a crash of one server (nothing
 * acknowledged is lost; the other keeps serving, and the browser's real time comes back
 * through it). The browser parts need Chromium (skipped with E2E=skip).
 */
import { eq, like, sum } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { CAMPAIGN_ACTIVATION } from '@/server/jobs/campaignActivation';
import { SIGNUP_MAX_PER_ADDRESS } from '@/domain/account/rules';
import { loginThrottle } from '@/server/db/schema/account';
import { campaigns } from '@/server/db/schema/campaigns';
import { jobs } from '@/server/db/schema/jobs';
import { notifications } from '@/server/db/schema/notifications';
import { products } from '@/server/db/schema/products';
import { call, freshEmail, GOOD_PASSWORD, logIn, signUp } from '../integration/helpers/account';
import {
  campaignCompany,
  campaignInput,
  createArgs,
  createCampaign,
} from '../integration/helpers/campaigns';
import {
  catalog,
  createBrand,
  productInput,
  signedInCompany,
  uploadImage,
} from '../integration/helpers/catalog';
import { companyWithCampaign } from '../integration/helpers/creators';
import { gqlRequest } from '../integration/helpers/http';
import { jpegBytes } from '../integration/helpers/images';
import type { TestServer } from '../integration/helpers/testServer';
import { startCluster } from './cluster';
import type { Cluster } from './cluster';
import { until } from '../integration/helpers/until';
import { launchBrowser } from '../e2e/browser';
import { chromiumPath } from '../e2e/chromium';
import { appOnServer, noticeShown, realtimeClientOn, upgradesTo } from './scenarios';

const canBrowse = process.env.E2E !== 'skip' && chromiumPath() !== null;

let cluster: Cluster;
let t: TestServer;
let browser: Browser | undefined;
beforeAll(async () => {
  [cluster, browser] = await Promise.all([
    startCluster({ servers: 2 }),
    canBrowse ? launchBrowser() : undefined,
  ]);
  t = cluster.asTestServer();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await cluster?.stop();
});

/** The server at index `i` alone, as the helpers' TestServer (only `url` is read). */
const server = (i: number) => ({ url: cluster.servers[i]!.url }) as TestServer;

/** A company with an active campaign, and the app open for it on server A (when it can be). */
let owner: Awaited<ReturnType<typeof companyWithCampaign>>;
let appOnA: Page | null = null;
/** The backends that served the requests recorded from `from` on. */
const backendsSince = (from: number) => cluster.proxy.served.slice(from).map((s) => s.backend);

describe('through the proxy', () => {
  it('sign-up, verification, login and CompanyData alternate servers and behave as one', async () => {
    const from = cluster.proxy.served.length;
    const email = freshEmail('cluster');
    const code = await signUp(t, email, GOOD_PASSWORD);
    const token = await logIn(t, email, GOOD_PASSWORD);
    const verified = await call(t, 'verify', { email_validation_code: code }, { token });
    expect(verified.body.errors).toBeUndefined();
    const data = await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, { token });
    expect(data.body.data?.CompanyData).toMatchObject({ email, has_verified_email: true });

    const served = backendsSince(from);
    expect(served).toHaveLength(4);
    // Round robin per request: each server answered every other one.
    for (let i = 1; i < served.length; i += 1) expect(served[i]).not.toBe(served[i - 1]);
  });

  it("counts sign-ups sent at once to both servers against one address's limit", async () => {
    // The proxy is the servers' client address: what the earlier tests signed up counts.
    const [used] = await cluster.db
      .select({ n: sum(loginThrottle.failures).mapWith(Number) })
      .from(loginThrottle)
      .where(like(loginThrottle.key, 'signup:%'));
    const left = SIGNUP_MAX_PER_ADDRESS - (used?.n ?? 0);
    const from = cluster.proxy.served.length;
    const answers = await Promise.all(
      Array.from({ length: SIGNUP_MAX_PER_ADDRESS + 4 }, (_, i) =>
        call(t, 'create', { email: freshEmail(`burst${i}-`), password: GOOD_PASSWORD }),
      ),
    );
    const codes = answers.map((answer) => answer.body.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(left);
    expect(codes.filter((code) => code === 'TOO_MANY_SIGNUPS')).toHaveLength(codes.length - left);
    expect(new Set(backendsSince(from)).size).toBe(2);
  });

  it("runs a campaign's 24-hour activation once, though both servers poll for it", async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const campaign = await createCampaign(
      t,
      token,
      createArgs(campaignInput(brandId, productIds), cardId),
    );
    const id = Number(campaign.id);
    const job = (
      await cluster.db.select().from(jobs).where(eq(jobs.kind, CAMPAIGN_ACTIVATION))
    ).find((row) => row.payload.campaign_id === id);
    expect(job?.done_at).toBeNull();
    // The 24 hours have passed: both servers (polling every second) now see it due.
    await cluster.db
      .update(jobs)
      .set({ run_at: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, job!.id));

    const status = async () =>
      (await cluster.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
    await until(async () => (await status()).status === 'active', 'campaign active');
    // Each server polls every second: after 2.5 s both have looked again since it ran
    // (nothing else tells when a server has looked and found nothing).
    const [doneJob] = await cluster.db.select().from(jobs).where(eq(jobs.id, job!.id));
    await until(
      async () => Date.now() - doneJob!.done_at!.getTime() > 2_500,
      'two more polls of each server',
    );

    const [after] = await cluster.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after).toMatchObject({ attempts: 0, done_at: doneJob!.done_at });
    expect((await status()).status_changed_at).toEqual(doneJob!.done_at);
    const stored = await cluster.db
      .select()
      .from(notifications)
      .where(eq(notifications.company_id, company.id));
    const activations = stored.filter(
      (row) => row.details.event === 'campaign_status' && row.details.campaign_id === String(id),
    );
    expect(activations).toHaveLength(1);
  });

  it('shows a browser on server A the notice of an application sent to server B', async (context) => {
    owner = await companyWithCampaign(t, { name: 'Storm season' });
    if (!browser) return context.skip();
    appOnA = (await appOnServer(browser, cluster, 0, owner.token)).page;
    await noticeShown(appOnA, cluster, cluster.servers[1]!.url, owner.campaign, 'Ana');
  });

  it('serves through server B an image uploaded through server A', async () => {
    const { token } = await signedInCompany(t);
    const bytes = jpegBytes();
    const image = await uploadImage(server(0), token, bytes);
    const response = await fetch(`${cluster.servers[1]!.url}${image.url}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('closes on server A the real-time connection of a session logged out on server B', async () => {
    const { token } = await signedInCompany(t);
    const client = await realtimeClientOn(cluster.servers[0]!.url, token);
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const out = await call(server(1), 'logout', {}, { token });
    expect(out.body.errors).toBeUndefined();
    await closed;
    expect(client.connected).toBe(false);
  });

  it('loses no acknowledged write when a server is killed, and keeps serving', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const acknowledged: string[] = [];
    let failed = 0;
    let stopping = false;
    const write = async (n: number) => {
      const created = await catalog(
        t,
        token,
        'productCreate',
        productInput(brand.id, { name: `Product ${n}` }),
      ).catch(() => null); // a connection cut with the killed server: not acknowledged
      const id = created?.status === 200 ? created.body.data?.ProductCreate.id : undefined;
      if (id) acknowledged.push(id);
      else failed += 1;
    };
    let counter = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stopping) await write((counter += 1));
    });

    await until(async () => acknowledged.length >= 20, '20 writes before the kill');
    const killedAt = acknowledged.length;
    const upgradesBefore = cluster.proxy.served.length;
    const killedTime = Date.now();
    await cluster.kill(0);
    await until(async () => acknowledged.length >= killedAt + 40, '40 writes after the kill');
    stopping = true;
    await Promise.all(writers);

    const rows = await cluster.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.company_id, company.id));
    const stored = new Set(rows.map((row) => String(row.id)));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // The few cut with the server are all that failed: the proxy skips the dead one.
    expect(failed).toBeLessThanOrEqual(4);
    const last = cluster.proxy.served
      .filter((served) => served.kind === 'http')
      .slice(-20)
      .map((served) => served.backend);
    expect(new Set(last)).toEqual(new Set([1]));

    // The browser that was on A reconnects by itself (every second), through B, and hears B.
    if (!appOnA) return;
    await until(() => upgradesTo(cluster, 1, upgradesBefore) > 0, 'real time back through B');
    console.log(
      `The browser's real time came back through B ${Date.now() - killedTime} ms after A was killed.`,
    );
    await noticeShown(appOnA, cluster, cluster.servers[1]!.url, owner.campaign, 'Bo');
  });
});
