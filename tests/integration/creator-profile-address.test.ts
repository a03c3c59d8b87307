import { describe, expect, it } from 'vitest';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { campaignWithDeals, dealApi, dealOf } from './helpers/deals';
import { profileApi, VALID_ADDRESS } from './helpers/creatorProfile';
import { postGraphql } from './helpers/http';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const ADDRESS = 'name line1 line2 city region postal_code country phone';

/** A deal's shipping address as the session `token` reads it. */
async function addressOn(token: string, dealId: string, op: 'Deal' | 'CreatorDeal' = 'Deal') {
  const response = await postGraphql<Record<string, { shipping_address: unknown }>>(
    `${t.url}/v1/j`,
    `query ${op}($id: ID!) { ${op}(id: $id) { id shipping_address { ${ADDRESS} } } }`,
    { token, variables: { id: dealId } },
  );
  return response;
}

const shown = async (token: string, dealId: string, op: 'Deal' | 'CreatorDeal' = 'Deal') =>
  dataOf(await addressOn(token, dealId, op))[op]!.shipping_address;

/** A deal of a campaign with `delivery`, whose creator gave a shipping address. */
async function dealWithAddress(delivery: 'shipping' | 'refund') {
  const made = await campaignWithDeals(t, { delivery });
  const deal = made.deals[0]!;
  dataOf(await profileApi(t, deal.creatorToken, 'address', { address: VALID_ADDRESS }));
  return { ...made, deal };
}

describe('the shipping address is private (docs/product.md#creators)', () => {
  it('shows the picking company the address on an open shipping deal, until it ends', async () => {
    const { token, deal } = await dealWithAddress('shipping');
    const expected = { ...VALID_ADDRESS, phone: '+5511912345678' };
    expect(await shown(token, deal.id)).toEqual(expected);
    // The creator reads it on the deal too: it is their own.
    expect(await shown(deal.creatorToken, deal.id, 'CreatorDeal')).toEqual(expected);
    dealOf(
      await dealApi(t, token, 'ship', { id: deal.id, carrier: 'dhl', tracking_number: 'JD0123' }),
    );
    expect(await shown(token, deal.id)).toEqual(expected);
    // A changed address is what the deal shows from then on.
    dataOf(
      await profileApi(t, deal.creatorToken, 'address', {
        address: { ...VALID_ADDRESS, line1: 'Rua Oscar Freire 10' },
      }),
    );
    expect(await shown(token, deal.id)).toMatchObject({ line1: 'Rua Oscar Freire 10' });
  });

  it('hides it once the deal is cancelled', async () => {
    const { token, deal } = await dealWithAddress('shipping');
    expect(await shown(token, deal.id)).not.toBeNull();
    expect(
      dealOf(await dealApi(t, token, 'cancel', { id: deal.id, reason: 'Changed our plans' }))
        .status,
    ).toBe('canceled');
    expect(await shown(token, deal.id)).toBeNull();
    expect(await shown(deal.creatorToken, deal.id, 'CreatorDeal')).toBeNull();
  });

  it('never shows it on a refund deal', async () => {
    const { token, deal } = await dealWithAddress('refund');
    expect(await shown(token, deal.id)).toBeNull();
  });

  it('never shows it to another company, nor to another creator', async () => {
    const { deal } = await dealWithAddress('shipping');
    const other = await campaignWithDeals(t, { delivery: 'shipping' });
    expect(errorOf(await addressOn(other.token, deal.id)).extensions?.code).toBe('NOT_FOUND');
    const otherCreator = other.deals[0]!.creatorToken;
    expect(errorOf(await addressOn(otherCreator, deal.id, 'CreatorDeal')).extensions?.code).toBe(
      'NOT_FOUND',
    );
    // Nor is it on its own deal once the creator has none to give.
    expect(await shown(other.token, other.deals[0]!.id)).toBeNull();
  });
});
