import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { campaignOptionsReply, dealPage, dealRow, dealsReply, renderDeals } from './fixtures';

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('TheDeals', { timeout: TYPING_TIMEOUT }, () => {
  it('lists each deal with its creator, campaign, products, labels and unread messages', async () => {
    renderDeals('/deals', {
      Deals: dealsReply(
        dealPage(
          [
            dealRow(1, {
              status: 'content_approved_by_admin',
              delivery: 'delivered',
              unread_messages: 2,
              products: [
                { id: 'p1', name: 'Glow serum', image_url: null },
                { id: 'p2', name: 'Night cream', image_url: null },
              ],
            }),
            dealRow(2),
          ],
          { total: 12, next: 'cursor-1' },
        ),
      ),
    });
    const table = await screen.findByRole('table', { name: 'Deals' });
    const [first, second] = within(table).getAllByTestId('deal-row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'Creator 1' }).getAttribute('href')).toBe('/deal/deal-1');
    expect(row.getByText('Campaign 1')).toBeTruthy();
    expect(row.getByText('Glow serum and 1 more')).toBeTruthy();
    expect(row.getByText('Content uploaded')).toBeTruthy();
    expect(row.getByText('Delivered')).toBeTruthy();
    expect(row.getByLabelText('2 unread messages')).toBeTruthy();
    expect(row.getByText('1 hour ago')).toBeTruthy();
    expect(within(second!).getByText('Deal started')).toBeTruthy();
    expect(within(second!).getByText('Pending shipping')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 12 deals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('opens a deal from its row', async () => {
    const { user, router } = renderDeals('/deals');
    const table = await screen.findByRole('table', { name: 'Deals' });
    await user.click(within(table).getAllByText('Campaign 2')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/deal/deal-2'));
  });

  it('sends the address filters, shows counts per status, and keeps changes in the address', async () => {
    const { api, user, router } = renderDeals(
      '/deals?campaign=campaign-1&status=purchased_sent&status=bogus&delivery=nowhere',
      {
        DealCampaignOptions: campaignOptionsReply([
          { id: 'campaign-1', name: 'Spring glow' },
          { id: 'campaign-2', name: 'Summer sun' },
        ]),
        Deals: dealsReply(
          dealPage([dealRow(1)], {
            counts: [
              { status: 'creator_accepted', count: 3 },
              { status: 'creator_upload_content', count: 1 },
              { status: 'content_approved_by_admin', count: 2 },
            ],
          }),
        ),
      },
    );
    await screen.findByRole('table', { name: 'Deals' });
    expect(api.callsOf('Deals')[0]?.variables).toEqual({
      filter: { campaign_id: 'campaign-1', statuses: ['purchased_sent'] },
      first: 20,
      after: null,
    });
    const chips = screen.getByRole('group', { name: 'Status' });
    // Both statuses labelled "Content uploaded" are one chip with their counts added.
    expect(within(chips).getByRole('button', { name: 'Content uploaded (3)' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Deal started (3)' })).toBeTruthy();
    expect(
      within(chips).getByRole('button', {
        name: 'Product purchased or shipped (0)',
        pressed: true,
      }),
    ).toBeTruthy();

    await user.click(within(chips).getByRole('button', { name: 'Content uploaded (3)' }));
    expect(search(router).getAll('status')).toEqual([
      'purchased_sent',
      'creator_upload_content',
      'content_approved_by_admin',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery' }), 'Delivered');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), 'Summer sun');
    expect(search(router).get('delivery')).toBe('delivered');
    expect(search(router).get('campaign')).toBe('campaign-2');
    expect(router.state.historyAction).toBe('REPLACE');

    await user.type(screen.getByRole('searchbox', { name: 'Search by creator' }), 'ana');
    expect(search(router).get('q')).toBeNull();
    await waitFor(() => expect(search(router).get('q')).toBe('ana'));
    await waitFor(() =>
      expect(api.callsOf('Deals').at(-1)?.variables).toEqual({
        filter: {
          campaign_id: 'campaign-2',
          statuses: ['purchased_sent', 'creator_upload_content', 'content_approved_by_admin'],
          deliveries: ['delivered'],
          search: 'ana',
        },
        first: 20,
        after: null,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search(router).toString()).toBe('');
  });

  it('says there are no deals yet, with the way to campaigns', async () => {
    renderDeals('/deals', { Deals: dealsReply(dealPage([])) });
    expect(await screen.findByRole('heading', { name: 'No deals yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to campaigns' }).getAttribute('href')).toBe(
      '/campaigns',
    );
  });

  it('says when nothing matches the filters, with a way to clear them', async () => {
    const { user, router } = renderDeals('/deals?delivery=canceled', {
      Deals: dealsReply(dealPage([])),
    });
    expect(
      await screen.findByRole('heading', { name: 'No deals match these filters' }),
    ).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(search(router).toString()).toBe('');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderDeals('/deals', {
      Deals: () =>
        fail
          ? { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
          : dealsReply(dealPage([dealRow(1)])),
    });
    expect(await screen.findByText('The deals could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Creator 1' })).toBeTruthy();
  });

  it('shows a card per deal on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderDeals('/deals');
    const list = await screen.findByRole('list', { name: 'Deals' });
    const cards = within(list).getAllByTestId('deal-row');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Creator 1' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads the list again when a deal moves or gets a message', async () => {
    const { api, store } = renderDeals('/deals');
    await screen.findByRole('table', { name: 'Deals' });
    expect(api.callsOf('Deals')).toHaveLength(1);
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: { event: 'deal_changed', deal_id: 'deal-1', campaign_id: 'campaign-1' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('Deals')).toHaveLength(2));
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: { event: 'deal_message', deal_id: 'deal-2', message: 'Ana wrote' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('Deals')).toHaveLength(3));
  });
});
