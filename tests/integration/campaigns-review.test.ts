/**
 * After a campaign is paid: operators approve or reject it from the admin command line
 * (the refund of the whole payment with it), the company hears of it in real time, the
 * 24-hour rule activates it through the jobs (also at a restart, and once with two
 * runners on one database), and each company sees only its own campaigns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { openDatabase } from '@/server/db/client';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema/brands';
import { campaigns } from '@/server/db/schema/campaigns';
import { jobs } from '@/server/db/schema/jobs';
import { campaignActivation } from '@/server/jobs/campaignActivation';
import { createJobRunner } from '@/server/jobs/runner';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { CompanyNotice } from '@/server/services/notifications/notice';
import { createCompany } from '@/server/services/companies';
import { dataOf, storedCampaignValues } from './helpers/catalog';
import {
  accountSums,
  campaignApi,
  campaignCompany,
  campaignInput,
  createArgs,
  createCampaign,
} from './helpers/campaigns';
import { createTestDatabase } from './helpers/database';
import { endClients, listenAsCompany } from './helpers/mqtt';
import { serverForFile, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { expectConsistentLedger, walletApi } from './helpers/wallet';

const t = serverForFile();
afterEach(endClients);

const HOUR = 60 * 60 * 1000;
const admin = (...argv: string[]) => runAdminCommand(t.dataDir, ['campaign', ...argv]);

const listen = (companyId: number, token: string) => listenAsCompany(t.url, companyId, token);

describe('review from the admin command line', () => {
  it('approves a pending campaign once, notifying the company, and says why it cannot', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const campaign = await createCampaign(
      t,
      token,
      createArgs(campaignInput(brandId, productIds), cardId),
    );
    const listened = await listen(company.id, token);
    const notice = listened.next();
    const approved = await admin('approve', campaign.id);
    expect(approved).toMatchObject({ code: 0, stdout: expect.stringMatching(/it is live/) });
    expect(await notice).toEqual({
      event: 'campaign_status',
      campaign_id: campaign.id,
      status: 'active',
      message: 'Your campaign Spring launch 2026 is live',
      notification_id: expect.stringMatching(/^\d+$/),
    });
    const shown = dataOf(await campaignApi(t, token, 'campaign', { id: campaign.id })).Campaign;
    expect(shown).toMatchObject({ status: 'active', auto_approves_at: null });
    expect(shown.reviewed_at).not.toBeNull();

    expect(await admin('approve', campaign.id)).toMatchObject({
      code: 1,
      stderr: `campaign approve: campaign ${campaign.id} is active, not awaiting approval: nothing changed\n`,
    });
    expect((await admin('approve', 'abc')).stderr).toMatch(/"abc" is not a campaign id/);
    expect((await admin('approve', '2147483000')).stderr).toMatch(/no campaign 2147483000/);
    expect((await admin('list', '--status', 'nope')).stderr).toMatch(/--status must be one of/);
    const listed = await admin('list', '--status', 'active');
    expect(listed.stdout).toContain(
      `${campaign.id}  ${company.email}  "Spring launch 2026"  active  $`,
    );
  });

  it('rejects with a reason and returns the whole payment, card fee included, to the wallet', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const created = await campaignApi(
      t,
      token,
      'create',
      createArgs(campaignInput(brandId, productIds), cardId),
      'es',
    );
    const campaign = dataOf(created).CampaignCreate;
    expect((await admin('reject', campaign.id, 'short')).stderr).toMatch(/8 to 255 characters/);

    const listened = await listen(company.id, token);
    const notice = listened.next();
    const reason = 'The brief promises medical results';
    expect((await admin('reject', campaign.id, reason)).code).toBe(0);
    expect(await notice).toEqual({
      event: 'campaign_status',
      campaign_id: campaign.id,
      status: 'rejected',
      message: `Tu campaña Spring launch 2026 fue rechazada: ${reason}`,
      notification_id: expect.stringMatching(/^\d+$/),
    });
    const shown = dataOf(await campaignApi(t, token, 'campaign', { id: campaign.id })).Campaign;
    expect(shown).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect(dataOf(await walletApi(t, token, 'wallet')).Wallet.balance).toBe(campaign.total);
    const sums = await accountSums(t, company.id);
    expect(sums).toMatchObject({ campaign_escrow: 0, card_fees: 0, wallet: campaign.total });
    expect(await expectConsistentLedger(t, company.id)).toBe(campaign.total);
    // Rejected once: a second rejection changes nothing and refunds nothing.
    expect((await admin('reject', campaign.id, reason)).code).toBe(1);
    expect(await expectConsistentLedger(t, company.id)).toBe(campaign.total);
  });
});

describe('Campaigns and Campaign', () => {
  it('show a company only its own campaigns, filtered by status and paged', async () => {
    const a = await campaignCompany(t);
    const b = await campaignCompany(t);
    const input = campaignInput(a.brandId, a.productIds);
    const made = [];
    for (let i = 0; i < 3; i += 1)
      made.push(await createCampaign(t, a.token, createArgs(input, a.cardId)));
    await admin('approve', made[1]!.id);

    const foreign = await campaignApi(t, b.token, 'campaign', { id: made[0]!.id });
    expect(foreign.body.errors?.[0]).toMatchObject({
      message: 'Campaign not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(dataOf(await campaignApi(t, b.token, 'campaigns')).Campaigns.total_count).toBe(0);

    const pending = { status: 'pending_admin_approval', first: 1 };
    const first = dataOf(await campaignApi(t, a.token, 'campaigns', pending)).Campaigns;
    expect(first).toMatchObject({ total_count: 2, page_info: { has_next_page: true } });
    const after = first.page_info.end_cursor;
    const second = dataOf(
      await campaignApi(t, a.token, 'campaigns', { ...pending, after }),
    ).Campaigns;
    expect([...first.nodes, ...second.nodes].map((node) => node.id)).toEqual([
      made[2]!.id,
      made[0]!.id,
    ]);
    expect(second.page_info.has_next_page).toBe(false);
    const all = dataOf(await campaignApi(t, a.token, 'campaigns')).Campaigns;
    expect(all.nodes.map((node) => [node.id, node.status])).toEqual([
      [made[2]!.id, 'pending_admin_approval'],
      [made[1]!.id, 'active'],
      [made[0]!.id, 'pending_admin_approval'],
    ]);
  });
});

describe('the 24-hour rule', () => {
  it('activates an unreviewed campaign once its 24 hours are over, and only then', async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const campaign = await createCampaign(
      t,
      token,
      createArgs(campaignInput(brandId, productIds), cardId),
    );
    const listened = await listen(company.id, token);
    t.clock.advance(24 * HOUR - 60_000);
    await t.server.jobs.runDue();
    const before = dataOf(await campaignApi(t, token, 'campaign', { id: campaign.id })).Campaign;
    expect(before.status).toBe('pending_admin_approval');

    const notice = listened.next();
    t.clock.advance(60_000);
    expect(await t.server.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await notice).toMatchObject({ campaign_id: campaign.id, status: 'active' });
    const after = dataOf(await campaignApi(t, token, 'campaign', { id: campaign.id })).Campaign;
    expect(after).toMatchObject({ status: 'active', auto_approves_at: null });
    expect(await t.server.jobs.runDue()).toBe(0);
  });

  it('runs the jobs that fell due while no server ran when one starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ugc-jobs-'));
    const database = usesPostgres ? await createTestDatabase() : null;
    let offset = 0;
    const options = {
      env: { NODE_ENV: 'test' },
      now: () => new Date(Date.now() + offset),
      host: '127.0.0.1',
      port: 0,
      dataDir,
      staticDir: join(dataDir, 'none'),
      logger: createLogger({ logLevel: 'silent' }),
      ...(database ? { databaseUrl: database.url } : {}),
    };
    try {
      const first = await startServer(options);
      const campaignId = await pendingCampaignWithJob(first.db, 'campaign_activation', new Date());
      await first.close();
      offset += 25 * HOUR;
      const second = await startServer(options);
      const [row] = await second.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
      await second.close();
      expect(row?.status).toBe('active');
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('activates each campaign once with two runners racing over one database', async () => {
    const kind = 'race_activation';
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(await pendingCampaignWithJob(t.db, kind, new Date(t.clock.now().getTime() - HOUR)));
    }
    // On PostgreSQL the second runner has a connection pool of its own.
    const other = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : null;
    const published: CompanyNotice[] = [];
    const runner = (db: Database) =>
      createJobRunner({
        db,
        now: t.clock.now,
        log: createLogger({ logLevel: 'silent' }),
        handlers: { [kind]: campaignActivation },
        notify: async (notices) => void published.push(...notices),
      });
    try {
      const counts = await Promise.all([runner(t.db).runDue(), runner(other?.db ?? t.db).runDue()]);
      expect(counts[0] + counts[1]).toBe(ids.length);
    } finally {
      await other?.close();
    }
    expect(
      published.map((notice) => Number(notice.details?.campaign_id)).sort((x, y) => x - y),
    ).toEqual(ids);
    const rows = await t.db.select().from(campaigns).where(inArray(campaigns.id, ids));
    expect(rows.every((row) => row.status === 'active')).toBe(true);
    const done = await t.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(done.every((job) => job.done_at !== null && job.attempts === 0)).toBe(true);
  });
});

/** A pending campaign written straight to the database with a job of `kind` due at `runAt`. */
async function pendingCampaignWithJob(db: Database, kind: string, runAt: Date): Promise<number> {
  const company = await createCompany(db, {
    email: `jobs-${Math.random().toString(16).slice(2)}@example.com`,
    company_name: 'Jobs company',
    first_name: 'Job',
    last_name: 'Runner',
    has_verified_email: true,
    onboard_position: 1,
  });
  const [brand] = await db
    .insert(brands)
    .values({ company_id: company.id, name: 'Brand', description: 'A brand' })
    .returning();
  const values = await storedCampaignValues({ db } as TestServer, company.id, brand!.id);
  const [campaign] = await db.insert(campaigns).values(values).returning();
  await db.insert(jobs).values({ kind, payload: { campaign_id: campaign!.id }, run_at: runAt });
  return campaign!.id;
}
