/**
 * What a creator hears of the brand's steps (docs/product.md#notification-centre): shipped,
 * revision requested, accepted with the fee now in its earnings, each stored, published and
 * mailed in the creator's language; and a reminder CREATOR_DUE_REMINDER_HOURS_BEFORE its own
 * step is due, once, and not at all once the deal moved on. The server's clock is fake.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CREATOR_DUE_REMINDER_HOURS_BEFORE,
  CREATOR_STEP_DAYS,
  dealMoney,
} from '@/domain/deals/rules';
import { centsToAmount } from '@/domain/money';
import { companies } from '@/server/db/schema/account';
import { notifications } from '@/server/db/schema/notifications';
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

const t = serverForFile();
afterAll(endClients);

const HOUR = 60 * 60 * 1000;

const dueSoonJobs = (dealId: string) => dealJobs(t, dealId, 'deal_creator_due_soon');

/** The creator's stored notifications whose text starts with `prefix`. */
const storedLike = (accountId: number, prefix: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.company_id, accountId),
        sql`${notifications.message} like ${`${prefix}%`}`,
      ),
    );

/** The outbox's mails to an account, newest first. */
async function mailsOf(accountId: number) {
  const [account] = await t.db
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, accountId));
  return t.mails(account!.email);
}

const speakSpanish = (accountId: number) =>
  t.db.update(companies).set({ locale: 'es' }).where(eq(companies.id, accountId));

describe("the brand's steps, told to the creator", () => {
  it('ships, asks for a revision and accepts: each one published and mailed', async () => {
    const { token, campaign, deals } = await campaignWithDeals(t, {
      type: 'ugc_video',
      delivery: 'shipping',
    });
    const deal = deals[0]!;
    const toCreator = await notificationsOf(t, deal.creator.id, deal.creatorToken);
    const ready = await dealUpTo(
      t,
      token,
      deal,
      'ugc_video',
      'shipping',
      'content_approved_by_admin',
    );
    await toCreator.waitFor({
      deal_id: deal.id,
      message: `Test company shipped the product for ${campaign.name}`,
    });
    dealOf(
      await dealApi(t, token, 'revision', {
        id: deal.id,
        content_id: ready.contents[0]!.id,
        feedback: 'Show the label',
      }),
    );
    await toCreator.waitFor({
      deal_id: deal.id,
      message: `A revision was requested for ${campaign.name}: Show the label`,
    });
    const second = dealOf(
      await uploadContent(t, deal.creatorToken, deal.id, contentFor('ugc_video')),
    );
    dealOf(await dealApi(t, token, 'accept', { id: deal.id, content_id: second.contents[0]!.id }));
    const fee = centsToAmount(dealMoney(campaign.cost_lines).feeCents);
    const accepted = `Test company accepted your content for ${campaign.name}: $${fee} is in your earnings`;
    await toCreator.waitFor({ deal_id: deal.id, status: 'completed', message: accepted });

    const mails = await mailsOf(deal.creator.id);
    expect(mails.map((mail) => mail.subject)).toEqual(
      Array.from({ length: 3 }, () => `News on your deal for ${campaign.name}`),
    );
    // Newest first: accepted, revision, shipped; each links to the deal's page.
    expect(mails[0]!.text).toContain(accepted);
    expect(mails[1]!.text).toContain('Show the label');
    expect(mails[2]!.text).toContain('shipped the product');
    for (const mail of mails) expect(mail.text).toContain(`/creator/deals/${deal.id}`);
  });

  it("mails a Spanish-speaking creator in Spanish, the company's own step in nobody's inbox", async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      delivery: 'shipping',
    });
    const deal = deals[0]!;
    await speakSpanish(deal.creator.id);
    dealOf(
      await dealApi(t, token, 'ship', { id: deal.id, carrier: 'ups', tracking_number: '1Z999' }),
    );
    const [mail] = await mailsOf(deal.creator.id);
    expect(mail!.subject).toBe(`Novedades de tu acuerdo para ${campaign.name}`);
    expect(mail!.text).toContain(`Test company ha enviado el producto de ${campaign.name}`);
    expect(mail!.text).toContain('Abrir el acuerdo');
    expect(await mailsOf(company.id)).toEqual([]);
  });
});

describe('the reminder before the creator’s step is due', () => {
  it('fires once, CREATOR_DUE_REMINDER_HOURS_BEFORE the deadline, in the creator’s language', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t);
    const deal = deals[0]!;
    await speakSpanish(deal.creator.id);
    const toCreator = await notificationsOf(t, deal.creator.id, deal.creatorToken);
    const toCompany = await notificationsOf(t, company.id, token);
    const [job] = await dueSoonJobs(deal.id);
    const since = Date.parse(job!.payload.since as string);
    const dueAt = since + CREATOR_STEP_DAYS * 24 * HOUR;
    expect(job!.run_at.getTime()).toBe(dueAt - CREATOR_DUE_REMINDER_HOURS_BEFORE * HOUR);
    const reminder = `Tu siguiente paso en ${campaign.name} vence en ${CREATOR_DUE_REMINDER_HOURS_BEFORE} horas`;

    await runJobsAt(t, job!.run_at.getTime() - 1000);
    expect(await storedLike(deal.creator.id, 'Tu siguiente paso')).toEqual([]);
    await runJobsAt(t, job!.run_at.getTime());
    await toCreator.waitFor({ deal_id: deal.id, message: reminder });
    // Later runs do not send it again: one stored, one mailed.
    await runJobsAt(t, job!.run_at.getTime() + HOUR);
    expect(await storedLike(deal.creator.id, 'Tu siguiente paso')).toHaveLength(1);
    const mails = await mailsOf(deal.creator.id);
    expect(mails.filter((mail) => mail.text.includes(reminder))).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Novedades de tu acuerdo para ${campaign.name}`);
    // The company is told only when the creator is late, not before.
    expect(toCompany.received.filter((n) => n.deal_id === deal.id)).toEqual([]);
  });

  it('does nothing once the deal moved on', async () => {
    const { campaign, deals } = await campaignWithDeals(t);
    const deal = deals[0]!;
    const [first] = await dueSoonJobs(deal.id);
    // An hour later by the server's clock: the next status's reminder falls due clearly
    // after the first one's (the clock also moves in real time while the jobs run).
    t.clock.advance(HOUR);
    dealOf(
      await dealApi(t, deal.creatorToken, 'reportPurchase', { id: deal.id, order_number: 'ORD-9' }),
    );
    await runJobsAt(t, first!.run_at.getTime());
    const [done, next] = await dueSoonJobs(deal.id);
    expect(done!.done_at).not.toBeNull();
    expect(next!.payload).toMatchObject({ status: 'purchased_sent' });
    expect(next!.done_at).toBeNull();
    expect(await storedLike(deal.creator.id, `Your next step on ${campaign.name}`)).toEqual([]);
  });

  it('is not scheduled while the company has to ship', async () => {
    const { deals } = await campaignWithDeals(t, { delivery: 'shipping' });
    expect(await dueSoonJobs(deals[0]!.id)).toEqual([]);
  });
});
