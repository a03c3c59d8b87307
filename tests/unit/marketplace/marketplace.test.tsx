import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Marketplace from '@/features/marketplace/screens/Marketplace';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { accountError, stubApi } from '../account/apiStub';
import { renderWithProviders } from '../renderWithProviders';
import { CREATOR_SESSION, marketCampaign, pageOf } from './marketStub';

afterEach(() => vi.unstubAllGlobals());

const render = (route = '/creator/marketplace') =>
  renderWithProviders(<Marketplace />, { route, preloadedState: CREATOR_SESSION });

describe('Marketplace (docs/product.md#marketplace)', () => {
  it('shows each campaign with what one deal pays, the delivery, slots and badges', async () => {
    stubApi({
      CreatorCampaigns: {
        data: {
          CreatorCampaigns: pageOf([
            marketCampaign('1', { name: 'Night glow', invited: true }),
            marketCampaign('2', {
              name: 'Shipped serum',
              delivery_type: 'shipping',
              reimbursement_per_deal: 0,
              slots_left: 1,
              application: {
                pitch: 'I film skincare',
                intro_video_url: null,
                created_at: '2026-03-02T00:00:00.000Z',
              },
            }),
          ]),
        },
      },
    });
    render();
    const cards = await screen.findAllByTestId('market-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText('You earn $80.00 per deal')).toBeTruthy();
    expect(within(first).getByText('Buy it, we reimburse $24.99')).toBeTruthy();
    expect(within(first).getByText('2 slots left')).toBeTruthy();
    expect(within(first).getByText('Invited')).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'View Night glow' });
    expect(link.getAttribute('href')).toBe('/creator/campaigns/1');
    expect(within(second).getByText('We send it to you')).toBeTruthy();
    expect(within(second).getByText('1 slot left')).toBeTruthy();
    expect(within(second).getByText('Applied')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('filters by type and category from the address and keeps a change there', async () => {
    const api = stubApi({
      CreatorCampaigns: { data: { CreatorCampaigns: pageOf([marketCampaign('1')]) } },
    });
    const { user, router } = render('/creator/marketplace?type=ugc_video&category=nope');
    await screen.findByTestId('market-card');
    expect(api.callsOf('CreatorCampaigns')[0]!.variables.filter).toEqual({ type: 'ugc_video' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'food');
    await waitFor(() => expect(router.state.location.search).toContain('category=food'));
    await waitFor(() =>
      expect(api.callsOf('CreatorCampaigns').at(-1)!.variables.filter).toEqual({
        type: 'ugc_video',
        category: 'food',
      }),
    );
  });

  it('says when nothing matches the profile yet, with the way to it', async () => {
    stubApi({ CreatorCampaigns: { data: { CreatorCampaigns: pageOf([]) } } });
    render();
    expect(await screen.findByText('No campaigns match your profile yet')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Edit your profile' });
    expect(link.getAttribute('href')).toBe('/creator/profile');
  });

  it('shows a failed load with Try again, which loads the campaigns', async () => {
    let fail = true;
    stubApi({
      CreatorCampaigns: () =>
        fail
          ? accountError('INTERNAL', 'Something went wrong')
          : { data: { CreatorCampaigns: pageOf([marketCampaign('1')]) } },
    });
    const { user } = render();
    expect(await screen.findByText('The marketplace could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('market-card')).toBeTruthy();
  });

  it('drops a campaign that closes, live, and leaves the others', async () => {
    stubApi({
      CreatorCampaigns: {
        data: {
          CreatorCampaigns: pageOf([
            marketCampaign('1', { name: 'Stays' }),
            marketCampaign('2', { name: 'Fills up' }),
          ]),
        },
      },
    });
    const { store } = render();
    expect(await screen.findAllByTestId('market-card')).toHaveLength(2);
    store.dispatch(
      messageReceived({
        topic: 'marketplace/campaigns',
        message: { event: 'campaign_changed', campaign_id: '2', open: false },
      }),
    );
    await waitFor(() => expect(screen.queryByText('Fills up')).toBeNull());
    expect(screen.getByText('Stays')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1')).toBeTruthy();
  });
});
