/**
 * The expiry notice of paid-ads rights (docs/product.md#licences): a daily job tells the
 * company, in the bell and in real time, of each licence whose paid ads end within 14 days
 * and that no licence extends; once per licence, however many runs; never for organic or
 * perpetual rights, nor for a licence already extended.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { RIGHTS_EXPIRY_NOTICE_DAYS } from '@/domain/campaigns/rights';
import { notifications } from '@/server/db/schema/notifications';
import { licenceExpiryNotices } from '@/server/db/schema/licences';
import { scheduleLicenceExpiry } from '@/server/jobs/licenceExpiry';
import { dataOf } from './helpers/catalog';
import { notificationsOf, runJobsAt } from './helpers/deals';
import { licenceApi } from './helpers/licences';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const DAY = 24 * 60 * 60_000;
const { extend, acceptedContent } = licenceApi(t);

describe('the expiry notice', () => {
  it('tells the company once per licence ending soon, and of no other', async () => {
    const paid = await acceptedContent('paid_ads_3m');
    const extended = await acceptedContent('paid_ads_3m');
    const extension = dataOf(await extend(extended.token, extended.licence.id));
    const organic = await acceptedContent('organic');
    const perpetual = await acceptedContent('perpetual');
    const live = await notificationsOf(t, paid.company.id, paid.token);

    // The run of the day 13 days before the end: within the 14 days.
    const end = Date.parse(paid.licence.paid_ads_ends_at!);
    const runAt = end - (RIGHTS_EXPIRY_NOTICE_DAYS - 1) * DAY;
    await scheduleLicenceExpiry(t.db, new Date(runAt), t.clock.now());
    await runJobsAt(t, runAt);
    const published = await live.waitFor({
      event: 'licence_expiring',
      licence_id: paid.licence.id,
    });
    expect(published).toMatchObject({
      content_id: paid.contentId,
      message: expect.stringMatching(/^Paid ads rights for .+ end in 1[34] days: extend them/),
    });
    // The next day's run (the job schedules it) tells nobody again.
    await runJobsAt(t, runAt + DAY + 1);

    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.company_id, paid.company.id));
    const expiring = told.filter(
      (row) => (row.details as Record<string, string>).event === 'licence_expiring',
    );
    expect(expiring).toHaveLength(1);
    expect(expiring[0]!.details).toMatchObject({
      licence_id: paid.licence.id,
      content_id: paid.contentId,
    });
    const marks = await t.db
      .select({ licence_id: licenceExpiryNotices.licence_id })
      .from(licenceExpiryNotices)
      .where(
        inArray(
          licenceExpiryNotices.licence_id,
          [
            paid.licence.id,
            extended.licence.id,
            extension.ContentRightsExtend.id,
            organic.licence.id,
            perpetual.licence.id,
          ].map(Number),
        ),
      );
    expect(marks).toEqual([{ licence_id: Number(paid.licence.id) }]);
  });
});
