/**
 * A refused move names the deal's status in the words of its delivery type
 * (docs/product.md#deal-statuses): a shipping deal the company shipped is at "Product
 * shipped", a refund deal the creator bought for is at "Product purchased".
 */
import { afterAll, describe, expect, it } from 'vitest';
import { errorOf } from './helpers/account';
import { campaignWithDeals, dealApi, dealUpTo } from './helpers/deals';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

describe('a refused move on a deal whose product is on its way', () => {
  it('says "Product shipped" on a shipping deal, in English and Spanish', async () => {
    const shipping = await campaignWithDeals(t, { type: 'ugc_video', delivery: 'shipping' });
    const deal = shipping.deals[0]!;
    await dealUpTo(t, shipping.token, deal, 'ugc_video', 'shipping', 'purchased_sent');
    const again = { id: deal.id, carrier: 'dhl', tracking_number: 'JD0123' };
    expect(errorOf(await dealApi(t, shipping.token, 'ship', again))).toMatchObject({
      message: 'This deal is at "Product shipped": that step is not possible now',
      extensions: { code: 'DEAL_ACTION_NOT_ALLOWED' },
    });
    expect(errorOf(await dealApi(t, shipping.token, 'ship', again, 'es')).message).toContain(
      '"Producto enviado"',
    );
  });

  it('says "Product purchased" on a refund deal', async () => {
    const refund = await campaignWithDeals(t, { type: 'ugc_image', delivery: 'refund' });
    const deal = refund.deals[0]!;
    await dealUpTo(t, refund.token, deal, 'ugc_image', 'refund', 'purchased_sent');
    const again = { id: deal.id, order_number: 'ORD-78' };
    expect(errorOf(await dealApi(t, deal.creatorToken, 'reportPurchase', again))).toMatchObject({
      message: 'This deal is at "Product purchased": that step is not possible now',
    });
  });
});
