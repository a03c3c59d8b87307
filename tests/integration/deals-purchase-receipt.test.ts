/**
 * Refund delivery: the creator reports the purchase with the order number, the order's
 * total and a photo of the receipt (docs/product.md#deals-and-content), and the brand sees
 * them; and when the creator's current step is due (`creator_due_at`,
 * docs/product.md#deal-statuses). Bad input is refused with a translated message and
 * changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { CREATOR_STEP_DAYS } from '@/domain/deals/rules';
import { errorOf } from './helpers/account';
import {
  campaignWithDeals,
  contentFor,
  dealApi,
  dealOf,
  dealUpTo,
  uploadContent,
  uploadCreatorImage,
} from './helpers/deals';
import type { ApiDeal } from './helpers/deals';
import { ownImage } from './helpers/creatorProfile';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a step entered at `since` (ISO 8601) is due. */
const dueAfter = (since: string) =>
  new Date(Date.parse(since) + CREATOR_STEP_DAYS * DAY_MS).toISOString();

/** The time the deal entered its status: a move updates the deal then, and only a move here. */
const enteredAt = (deal: ApiDeal) => String(deal.updated_at);

describe('CreatorDealReportPurchase with the order total and receipt', () => {
  it('stores them, pays the reimbursement and shows them to the brand', async () => {
    const { token, deals } = await campaignWithDeals(t, { delivery: 'refund' });
    const { id, creatorToken } = deals[0]!;
    const receipt = await uploadCreatorImage(t, creatorToken);
    const bought = dealOf(
      await dealApi(t, creatorToken, 'reportPurchase', {
        id,
        order_number: 'AMZ-99-1',
        order_total_cents: 4_599,
        receipt_image_id: receipt,
      }),
    );
    expect(bought).toMatchObject({
      campaign: { must_have_tags: ['outdoor'] },
      status: 'purchased_sent',
      order_number: 'AMZ-99-1',
      order_total: 4_599,
      receipt_image_url: `/v1/images/${receipt}`,
    });
    const brandSees = dealOf(await dealApi(t, token, 'deal', { id }));
    expect(brandSees).toMatchObject({
      order_total: 4_599,
      receipt_image_url: `/v1/images/${receipt}`,
    });
    const image = await fetch(`${t.url}${String(brandSees.receipt_image_url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const { deals } = await campaignWithDeals(t, { delivery: 'refund', picks: 2 });
    const [mine, theirs] = deals as [(typeof deals)[0], (typeof deals)[0]];
    const receipt = await uploadCreatorImage(t, mine.creatorToken);
    const othersReceipt = await uploadCreatorImage(t, theirs.creatorToken);
    const valid = {
      id: mine.id,
      order_number: 'ORD-12345',
      order_total_cents: 2_000,
      receipt_image_id: receipt,
    };
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ order_total_cents: 0 }, 'order_total_cents', 'between $0.01 and $10,000'],
      [{ order_total_cents: 1_000_001 }, 'order_total_cents', 'between $0.01 and $10,000'],
      [{ order_total_cents: -5 }, 'order_total_cents', 'between $0.01 and $10,000'],
      [{ order_number: 'O'.repeat(41) }, 'order_number', '3 to 40 characters'],
      [{ order_number: 'ORD\u0000-1' }, 'order_number', ''],
      [{ receipt_image_id: othersReceipt }, 'receipt_image_id', 'This image was not found'],
      [{ receipt_image_id: 'x\u0000y' }, 'receipt_image_id', ''],
      [{ receipt_image_id: 'nope' }, 'receipt_image_id', 'This image was not found'],
    ];
    for (const [change, field, text] of refusals) {
      const error = errorOf(
        await dealApi(t, mine.creatorToken, 'reportPurchase', { ...valid, ...change }),
      );
      expect(error.extensions?.code, field).toBe('BAD_USER_INPUT');
      const fields = (error.extensions?.fields ?? {}) as Record<string, string>;
      expect(Object.keys(fields), JSON.stringify(change)).toContain(field);
      expect(fields[field]).toContain(text);
    }
    const es = errorOf(
      await dealApi(
        t,
        mine.creatorToken,
        'reportPurchase',
        { ...valid, order_total_cents: 0 },
        'es',
      ),
    );
    expect((es.extensions?.fields as Record<string, string>).order_total_cents).toContain(
      'El total del pedido',
    );
    // A wrong type is refused by the schema before anything runs.
    const wrongType = await dealApi(t, mine.creatorToken, 'reportPurchase', {
      ...valid,
      order_total_cents: '20.00',
    });
    expect(wrongType.body.errors?.length).toBe(1);

    // Another creator's deal is answered like one that does not exist; a company cannot.
    expect(
      errorOf(await dealApi(t, mine.creatorToken, 'reportPurchase', { ...valid, id: theirs.id }))
        .extensions?.code,
    ).toBe('NOT_FOUND');
    const company = await t.createCompany();
    const companyToken = await t.createSession(company.id);
    expect(
      errorOf(
        await dealApi(t, companyToken, 'reportPurchase', { ...valid, receipt_image_id: receipt }),
      ),
    ).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    const unchanged = dealOf(await dealApi(t, mine.creatorToken, 'creatorDeal', { id: mine.id }));
    expect(unchanged).toMatchObject({
      status: 'creator_accepted',
      order_number: null,
      order_total: null,
      receipt_image_url: null,
    });
    expect(
      dealOf(await dealApi(t, theirs.creatorToken, 'creatorDeal', { id: theirs.id })).status,
    ).toBe('creator_accepted');
  });

  it("refuses an image row of another account's even when it exists", async () => {
    const { deals } = await campaignWithDeals(t, { delivery: 'refund' });
    const other = await t.createCompany();
    const foreign = await ownImage(t, other.id, 'AAAAAAAAAAAAAAAAAAAAAA');
    const error = errorOf(
      await dealApi(t, deals[0]!.creatorToken, 'reportPurchase', {
        id: deals[0]!.id,
        order_number: 'ORD-777',
        receipt_image_id: foreign,
      }),
    );
    expect(error.extensions?.fields).toMatchObject({ receipt_image_id: expect.any(String) });
  });
});

describe('creator_due_at', () => {
  it('counts 7 days from the step the creator owes, and is null otherwise', async () => {
    const refund = await campaignWithDeals(t, { delivery: 'refund' });
    const deal = refund.deals[0]!;
    let seen = dealOf(await dealApi(t, deal.creatorToken, 'creatorDeal', { id: deal.id }));
    expect(seen.creator_due_at).toBe(dueAfter(enteredAt(seen)));
    seen = await dealUpTo(t, refund.token, deal, 'ugc_image', 'refund', 'purchased_sent');
    expect(seen.creator_due_at).toBe(dueAfter(enteredAt(seen)));
    seen = dealOf(await dealApi(t, deal.creatorToken, 'confirmReceipt', { id: deal.id }));
    expect(seen.creator_due_at).toBe(dueAfter(enteredAt(seen)));
    // Content under the company's review: the creator owes nothing.
    seen = dealOf(await uploadContent(t, deal.creatorToken, deal.id, contentFor('ugc_image')));
    expect(seen.status).toBe('content_approved_by_admin');
    expect(seen.creator_due_at).toBeNull();
    // The company sees the same deadline.
    expect(
      dealOf(await dealApi(t, refund.token, 'deal', { id: deal.id })).creator_due_at,
    ).toBeNull();
  });

  it('is null while a shipping deal waits for the company to ship', async () => {
    const shipping = await campaignWithDeals(t, { delivery: 'shipping' });
    const deal = shipping.deals[0]!;
    const seen = dealOf(await dealApi(t, deal.creatorToken, 'creatorDeal', { id: deal.id }));
    expect(seen.status).toBe('creator_accepted');
    expect(seen.creator_due_at).toBeNull();
    expect(
      dealOf(await dealApi(t, shipping.token, 'deal', { id: deal.id })).creator_due_at,
    ).toBeNull();
    // Shipped: now the creator owes the receipt.
    const shipped = dealOf(
      await dealApi(t, shipping.token, 'ship', {
        id: deal.id,
        carrier: 'usps',
        tracking_number: '9400100000',
      }),
    );
    expect(shipped.creator_due_at).toBe(dueAfter(enteredAt(shipped)));
  });

  it('is null on a cancelled deal', async () => {
    const refund = await campaignWithDeals(t, { delivery: 'refund' });
    const deal = refund.deals[0]!;
    const canceled = dealOf(
      await dealApi(t, deal.creatorToken, 'creatorCancel', {
        id: deal.id,
        reason: 'The product is out of stock everywhere',
      }),
    );
    expect(canceled).toMatchObject({ status: 'canceled', creator_due_at: null });
  });
});
