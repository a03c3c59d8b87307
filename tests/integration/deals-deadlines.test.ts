/**
 * A deal's deadlines with the server's fake clock (docs/product.md#deal-statuses): content
 * approved by screening and not reviewed within 72 hours is accepted automatically, money
 * and all, after reminders 48 and 24 hours before; a creator who has not made the next step
 * in 7 days is reminded and the company told. A deadline of a status the deal has left does
 * nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTO_ACCEPT_HOURS, CREATOR_STEP_DAYS, dealMoney } from '@/domain/deals/rules';
import { centsToAmount } from '@/domain/money';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { notifyCompany } from '@/server/realtime/publisher';
import {
  campaignWithDeals,
  contentFor,
  dealApi,
  dealJobs,
  dealOf,
  dealUpTo,
  notificationsOf,
  runJobsAt,
  uploadContent,
} from './helpers/deals';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger } from './helpers/wallet';

const t = serverForFile();
afterAll(endClients);

const HOUR = 60 * 60 * 1000;

const jobsOf = (dealId: string, kind: string) => dealJobs(t, dealId, kind);

/**
 * Whether `notifications` received nothing matching `fields` so far: a marker published to
 * the same account after the jobs ran arrives after anything they published.
 */
async function nothingLike(
  listener: Awaited<ReturnType<typeof notificationsOf>>,
  accountId: number,
  fields: Record<string, unknown>,
) {
  const marker = `marker ${Math.random()}`;
  await notifyCompany(t.server.app.publisher, accountId, marker);
  await listener.waitFor({ message: marker });
  const has = (n: Record<string, unknown>) =>
    Object.entries(fields).every(([key, value]) => n[key] === value);
  expect(listener.received.filter(has)).toEqual([]);
}

describe('content not reviewed in time', () => {
  it('is accepted automatically after reminders 48 and 24 hours before', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      delivery: 'shipping',
    });
    const deal = deals[0]!;
    const toCompany = await notificationsOf(t, company.id, token);
    const toCreator = await notificationsOf(t, deal.creator.id, deal.creatorToken);
    const ready = await dealUpTo(
      t,
      token,
      deal,
      'ugc_image',
      'shipping',
      'content_approved_by_admin',
    );
    const autoAt = Date.parse(ready.auto_accept_at!);
    const approvedAt = autoAt - AUTO_ACCEPT_HOURS * HOUR;
    const names = `${deal.creator.name} for ${campaign.name}`;

    await runJobsAt(t, approvedAt + 24 * HOUR - 1000);
    await nothingLike(toCompany, company.id, {
      deal_id: deal.id,
      status: 'content_approved_by_admin',
      message: `Content of ${names} will be accepted automatically in 48 hours`,
    });
    await runJobsAt(t, approvedAt + 24 * HOUR);
    await toCompany.waitFor({
      deal_id: deal.id,
      message: `Content of ${names} will be accepted automatically in 48 hours`,
    });
    await runJobsAt(t, approvedAt + 48 * HOUR);
    await toCompany.waitFor({
      deal_id: deal.id,
      message: `Content of ${names} will be accepted automatically in 24 hours`,
    });
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal.id })).status).toBe(
      'content_approved_by_admin',
    );

    await runJobsAt(t, autoAt);
    await toCompany.waitFor({
      deal_id: deal.id,
      status: 'completed',
      message: `Content of ${names} was accepted automatically`,
    });
    await toCreator.waitFor({
      deal_id: deal.id,
      message: `Your content for ${campaign.name} was accepted automatically: $${centsToAmount(dealMoney(campaign.cost_lines).feeCents)} is in your earnings`,
    });
    const accepted = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(accepted.status).toBe('completed');
    expect(accepted.contents[0]).toMatchObject({ status: 'bought' });
    expect(accepted.events.slice(-2).map((e) => [e.action, e.actor])).toEqual([
      ['accept_content', 'system'],
      ['complete', 'system'],
    ]);
    const [payout] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.company_id, company.id), eq(ledgerTransactions.kind, 'payout')),
      );
    expect(payout!.amount_cents).toBe(dealMoney(campaign.cost_lines).feeCents);
    await toCompany.waitFor({ event: 'campaign_status', status: 'completed' });
    await expectConsistentLedger(t, company.id);
    // Each job ran once.
    for (const kind of ['deal_auto_accept', 'deal_review_reminder']) {
      const done = await jobsOf(deal.id, kind);
      expect(
        done.every((job) => job.done_at !== null),
        kind,
      ).toBe(true);
    }
  });

  it('is not accepted by the deadline of an earlier upload', async () => {
    const { token, deals } = await campaignWithDeals(t, { type: 'ugc_video' });
    const deal = deals[0]!;
    const first = await dealUpTo(
      t,
      token,
      deal,
      'ugc_video',
      'refund',
      'content_approved_by_admin',
    );
    const firstAutoAt = Date.parse(first.auto_accept_at!);
    await runJobsAt(t, firstAutoAt - 2 * HOUR);
    dealOf(
      await dealApi(t, token, 'revision', {
        id: deal.id,
        content_id: first.contents[0]!.id,
        feedback: 'Please show the product',
      }),
    );
    const second = dealOf(
      await uploadContent(t, deal.creatorToken, deal.id, contentFor('ugc_video')),
    );
    const secondAutoAt = Date.parse(second.auto_accept_at!);
    expect(secondAutoAt).toBeGreaterThan(firstAutoAt);

    await runJobsAt(t, firstAutoAt);
    const waiting = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(waiting.status).toBe('content_approved_by_admin');
    expect(waiting.contents[0]).toMatchObject({ round: 2, status: 'accepted' });

    await runJobsAt(t, secondAutoAt);
    const accepted = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(accepted.status).toBe('completed');
    expect(accepted.contents.map((c) => c.status)).toEqual(['bought', 'denied']);
  });
});

describe('a late creator', () => {
  it('is reminded after 7 days without the next step, and the company told', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      picks: 2,
      locale: 'es',
    });
    const [late, quick] = deals;
    const toCompany = await notificationsOf(t, company.id, token);
    const toLate = await notificationsOf(t, late!.creator.id, late!.creatorToken);
    // One creator moves on in time: its reminder finds the deal elsewhere. An hour later by
    // the server's clock, so its next deadline falls clearly after the late creator's
    // (else, on a fast run, within the milliseconds the clock moves while the jobs run).
    t.clock.advance(HOUR);
    dealOf(
      await dealApi(t, quick!.creatorToken, 'reportPurchase', {
        id: quick!.id,
        order_number: 'ORD-8',
      }),
    );
    const [job] = await jobsOf(late!.id, 'deal_creator_late');
    expect(job!.payload).toMatchObject({ deal_id: Number(late!.id), status: 'creator_accepted' });
    const since = Date.parse(job!.payload.since as string);
    expect(job!.run_at.getTime() - since).toBe(CREATOR_STEP_DAYS * 24 * HOUR);

    await runJobsAt(t, job!.run_at.getTime() - 1000);
    expect((await jobsOf(late!.id, 'deal_creator_late'))[0]!.done_at).toBeNull();
    // Picked a moment later, the quick creator's first deadline falls due a moment later.
    const [quickFirst] = await jobsOf(quick!.id, 'deal_creator_late');
    await runJobsAt(t, Math.max(job!.run_at.getTime(), quickFirst!.run_at.getTime()));
    await toLate.waitFor({
      deal_id: late!.id,
      message: `Your deal for ${campaign.name} is waiting for your next step`,
    });
    await toCompany.waitFor({
      deal_id: late!.id,
      message: `${late!.creator.name} lleva 7 días sin dar el siguiente paso en ${campaign.name}: se lo hemos recordado`,
    });
    // The quick creator's first job found the deal moved on; its next one is not due yet.
    const quickJobs = await jobsOf(quick!.id, 'deal_creator_late');
    expect(quickJobs.map((j) => [j.payload.status, j.done_at !== null])).toEqual([
      ['creator_accepted', true],
      ['purchased_sent', false],
    ]);
    await nothingLike(toCompany, company.id, {
      deal_id: quick!.id,
      message: `${quick!.creator.name} lleva 7 días sin dar el siguiente paso en ${campaign.name}: se lo hemos recordado`,
    });
  });

  it('is not reminded while the company has to ship', async () => {
    const { token, deals } = await campaignWithDeals(t, { delivery: 'shipping' });
    const deal = deals[0]!;
    expect(await jobsOf(deal.id, 'deal_creator_late')).toEqual([]);
    dealOf(
      await dealApi(t, token, 'ship', { id: deal.id, carrier: 'usps', tracking_number: '9400100' }),
    );
    const [job] = await jobsOf(deal.id, 'deal_creator_late');
    expect(job!.payload).toMatchObject({ status: 'purchased_sent' });
  });
});
