/**
 * A deal's words say what happened to it: its timeline starts with the pick
 * (docs/product.md#deal-statuses: the pick is the move that starts every deal), and
 * `purchased_sent` reads "Product shipped" on a shipping deal (the company sent it) and
 * "Product purchased" on a refund deal (the creator bought it); before that, a refund deal
 * waits for the creator's purchase, not for shipping.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import {
  DEAL_ID,
  dealDetail,
  dealPage,
  dealReply,
  dealRow,
  dealsReply,
  renderDeals,
} from './fixtures';

const dealPath = `/deal/${DEAL_ID}`;
const refundCampaign = { ...dealDetail().campaign, delivery_type: 'refund' as const };

async function header() {
  return within(await screen.findByRole('heading', { level: 1 })).getByText(/./) && screen;
}

describe('a deal’s timeline', { timeout: TYPING_TIMEOUT }, () => {
  it('starts with the pick, at its time, right after it', async () => {
    renderDeals(dealPath, { Deal: dealReply(dealDetail({ events: [] })) });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(1);
    expect(within(steps[0]!).getByText('Deal started')).toBeTruthy();
    expect(within(steps[0]!).getByText(/^You ·/)).toBeTruthy();
    expect(within(steps[0]!).getByRole('time').getAttribute('dateTime')).toBe(
      '2026-03-01T09:00:00.000Z',
    );
    expect(within(timeline).queryByText(/Nothing has happened/)).toBeNull();
  });

  it('keeps the pick first, before the later steps', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          status: 'purchased_sent',
          delivery: 'pending_delivery',
          events: [
            {
              id: 'e1',
              action: 'ship',
              actor: 'company',
              status: 'purchased_sent',
              note: '1Z999AA10123456784',
              by: null,
              created_at: '2026-03-01T10:00:00.000Z',
            },
          ],
        }),
      ),
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByText(/./)[0]!.textContent)).toEqual([
      'Deal started',
      'Product shipped',
    ]);
  });
});

describe('the product’s step, by delivery type', { timeout: TYPING_TIMEOUT }, () => {
  it('reads "Product shipped" on a shipping deal the company shipped', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(dealDetail({ status: 'purchased_sent', delivery: 'pending_delivery' })),
    });
    await header();
    expect(await screen.findByTitle('Status')).toBeTruthy();
    expect(screen.getByTitle('Status').textContent).toBe('Product shipped');
    expect(screen.getByTitle('Delivery').textContent).toBe('Pending delivery');
    expect(screen.queryByText('Product purchased')).toBeNull();
  });

  it('reads "Product purchased" on a refund deal, and waits for the purchase before', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          status: 'purchased_sent',
          delivery: 'pending_delivery',
          campaign: refundCampaign,
        }),
      ),
    });
    expect((await screen.findByTitle('Status')).textContent).toBe('Product purchased');
  });

  it('says a refund deal waits for the creator’s purchase, a shipping one for shipping', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(dealDetail({ campaign: refundCampaign, actions: ['cancel'] })),
    });
    expect((await screen.findByTitle('Delivery')).textContent).toBe('Pending purchase');
  });

  it('labels each row of the deals by its own delivery type', async () => {
    renderDeals('/deals', {
      Deals: dealsReply(
        dealPage([
          dealRow(1, {
            status: 'purchased_sent',
            delivery: 'pending_delivery',
            campaign: { id: 'campaign-1', name: 'Campaign 1', delivery_type: 'shipping' },
          }),
          dealRow(2, {
            status: 'purchased_sent',
            delivery: 'pending_delivery',
            campaign: { id: 'campaign-2', name: 'Campaign 2', delivery_type: 'refund' },
          }),
          dealRow(3, {
            campaign: { id: 'campaign-3', name: 'Campaign 3', delivery_type: 'refund' },
          }),
        ]),
      ),
    });
    const row = async (name: string) =>
      within(
        (await screen.findAllByText(name))[0]!.closest('tr, li, [role="row"]')! as HTMLElement,
      );
    expect((await row('Creator 1')).getByText('Product shipped')).toBeTruthy();
    expect((await row('Creator 2')).getByText('Product purchased')).toBeTruthy();
    expect((await row('Creator 3')).getByText('Pending purchase')).toBeTruthy();
  });
});
