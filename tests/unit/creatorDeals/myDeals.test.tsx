import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { content, dealCard, dealsPage, renderCreatorDeals } from './fixtures';

const cards = async () => screen.findAllByTestId('creator-deal-card', {}, FIRST_LAYOUT_LOAD);

describe('My deals (docs/product.md#the-creators-app)', { timeout: TYPING_TIMEOUT }, () => {
  it('shows each deal with the brand, campaign, photo, status, next step and deadline', async () => {
    renderCreatorDeals('/creator/deals', {
      CreatorDeals: {
        data: {
          CreatorDeals: dealsPage([
            dealCard(1, { campaign: { ...dealCard(1).campaign, name: 'Night glow' } }),
            dealCard(2, {
              status: 'creator_accepted',
              campaign: { ...dealCard(2).campaign, delivery_type: 'shipping' },
              creator_due_at: null,
            }),
            dealCard(3, {
              status: 'product_received',
              delivery: 'delivered',
              contents: [{ id: 'c', status: 'denied' }],
              events: [{ id: 'e', action: 'request_revision' }],
            }),
            dealCard(4, { status: 'completed', delivery: 'delivered', creator_due_at: null }),
          ]),
        },
      },
    });
    const [first, second, third, fourth] = (await cards()) as HTMLElement[];
    const one = within(first!);
    expect(one.getByText('Glow Lab')).toBeTruthy();
    expect(one.getByText('Night glow')).toBeTruthy();
    expect(one.getByText('Buy the product and report the purchase')).toBeTruthy();
    expect(one.getByText(/^Due /)).toBeTruthy();
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/v1/images/cream.png');
    expect(
      one.getByRole('link', { name: 'Open the deal for Night glow' }).getAttribute('href'),
    ).toBe('/creator/deals/deal-1');
    expect(within(second!).getByText('Waiting for the brand to ship')).toBeTruthy();
    expect(within(second!).queryByText(/^Due /)).toBeNull();
    expect(within(third!).getByText(/^Revision requested: upload again by /)).toBeTruthy();
    expect(within(fourth!).getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Showing 4 of 4')).toBeTruthy();
  });

  it('narrows the list to the deals waiting for the creator', async () => {
    const { user } = renderCreatorDeals('/creator/deals', {
      CreatorDeals: {
        data: {
          CreatorDeals: dealsPage([
            dealCard(1),
            dealCard(2, { status: 'content_approved_by_admin', delivery: 'delivered' }),
          ]),
        },
      },
    });
    expect(await cards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Your turn' }));
    expect(screen.getAllByTestId('creator-deal-card')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Ended' }));
    expect(screen.queryAllByTestId('creator-deal-card')).toHaveLength(0);
    expect(screen.getByText('No deals here right now.')).toBeTruthy();
  });

  it('says when there are no deals yet, with the way to the Marketplace', async () => {
    renderCreatorDeals('/creator/deals', {
      CreatorDeals: { data: { CreatorDeals: dealsPage([]) } },
    });
    expect(
      await screen.findByText(
        'No deals yet: apply to campaigns in the Marketplace',
        {},
        FIRST_LAYOUT_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Marketplace' }).getAttribute('href')).toBe(
      '/creator/marketplace',
    );
  });

  it('shows a failed load with Try again, which loads the deals', async () => {
    let fail = true;
    const { user, api } = renderCreatorDeals('/creator/deals', {
      CreatorDeals: () =>
        fail
          ? { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] }
          : { data: { CreatorDeals: dealsPage([dealCard(1)]) } },
    });
    expect(
      await screen.findByText('Your deals could not be loaded', {}, FIRST_LAYOUT_LOAD),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(1);
    expect(api.callsOf('CreatorDeals').length).toBeGreaterThanOrEqual(2);
  });

  it('loads the next page with Load more', async () => {
    const { user, api } = renderCreatorDeals('/creator/deals', {
      CreatorDeals: (variables) => ({
        data: {
          CreatorDeals: variables.after
            ? dealsPage([dealCard(2)], { total: 2 })
            : dealsPage([dealCard(1)], { total: 2, next: 'cursor-1' }),
        },
      }),
    });
    expect(await cards()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('creator-deal-card')).toHaveLength(2));
    expect(api.callsOf('CreatorDeals')[1]!.variables.after).toBe('cursor-1');
  });

  it('reads the deals again when one moves live', async () => {
    const { api, store } = renderCreatorDeals('/creator/deals', {
      CreatorDeals: {
        data: { CreatorDeals: dealsPage([dealCard(1, { contents: [content(1)] })]) },
      },
    });
    await cards();
    expect(api.callsOf('CreatorDeals')).toHaveLength(1);
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/7/notifications',
          message: { event: 'deal_changed', deal_id: 'deal-1', campaign_id: 'campaign-1' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('CreatorDeals')).toHaveLength(2));
  });
});
