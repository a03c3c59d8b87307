import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { TYPING_TIMEOUT } from '../account/apiStub';
import {
  campaignPage,
  campaignRow,
  campaignsReply,
  renderCampaigns,
  tabCounts,
  tabCountsReply,
} from './pages';

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('CampaignListing', { timeout: TYPING_TIMEOUT }, () => {
  it('shows each campaign with its type, brand, products, figures, money and dates', async () => {
    renderCampaigns('/campaigns', {
      Campaigns: campaignsReply(
        campaignPage(
          [
            campaignRow(1, {
              products: [
                { id: 'p1', name: 'Glow serum' },
                { id: 'p2', name: 'Night cream' },
              ],
              deals_filled: 3,
              content_accepted: 1,
              spent: 123_45,
              in_escrow: 2_000_00,
            }),
            campaignRow(2),
          ],
          { total: 7, next: 'cursor-1' },
        ),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const [first] = within(list).getAllByTestId('campaign-card');
    const card = within(first!);
    expect(card.getByRole('link', { name: 'Campaign 1' }).getAttribute('href')).toBe(
      '/campaign/campaign-1',
    );
    expect(card.getByText('Active')).toBeTruthy();
    expect(card.getByText('UGC video · Brand 1')).toBeTruthy();
    expect(card.getByText('Glow serum and 1 more')).toBeTruthy();
    const figure = (label: string) => card.getByText(label).nextSibling?.textContent;
    expect(figure('Deals filled')).toBe('3 / 10');
    expect(figure('Content accepted')).toBe('1 / 10');
    expect(figure('Spent')).toBe('$123.45');
    expect(figure('In escrow')).toBe('$2,000.00');
    expect(card.getByText('Submitted 3/1/26 · Updated 3/2/26')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 7 campaigns')).toBeTruthy();
  });

  it('shows the tabs with their counts; a tab, the order and a search go to the query and the address', async () => {
    const { api, user, router } = renderCampaigns('/campaigns?tab=bogus&sort=nowhere', {
      CampaignTabCounts: tabCountsReply(tabCounts({ active: 2, paused: 1, completed: 4 })),
    });
    await screen.findByRole('list', { name: 'Campaigns' });
    // A hand-edited address falls back to the defaults.
    expect(api.callsOf('Campaigns')[0]?.variables).toEqual({
      tab: 'active',
      sort: 'newest',
      first: 20,
      after: null,
    });
    const tabs = screen.getByRole('tablist', { name: 'Campaigns by status' });
    expect(
      await within(tabs).findByRole('tab', { name: 'Active (2)', selected: true }),
    ).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Completed (4)' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Pending approval (0)' })).toBeTruthy();

    await user.click(within(tabs).getByRole('tab', { name: 'Paused (1)' }));
    expect(search(router).get('tab')).toBe('paused');
    expect(router.state.historyAction).toBe('REPLACE');
    // The keyboard moves between tabs and chooses them.
    await user.keyboard('{ArrowRight}');
    expect(search(router).get('tab')).toBe('completed');
    expect(document.activeElement?.textContent).toContain('Completed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name A–Z');
    expect(search(router).get('sort')).toBe('name_asc');
    await user.type(screen.getByRole('searchbox', { name: 'Search by campaign name' }), 'glow');
    expect(search(router).get('q')).toBeNull();
    await waitFor(() => expect(search(router).get('q')).toBe('glow'));
    await waitFor(() =>
      expect(api.callsOf('Campaigns').at(-1)?.variables).toEqual({
        tab: 'completed',
        search: 'glow',
        sort: 'name_asc',
        first: 20,
        after: null,
      }),
    );
    // The counts follow the search.
    await waitFor(() =>
      expect(api.callsOf('CampaignTabCounts').at(-1)?.variables).toEqual({ search: 'glow' }),
    );
  });

  it('explains a search over 100 characters and does not send it', async () => {
    const { api, router } = renderCampaigns('/campaigns');
    const box = await screen.findByRole('searchbox', { name: 'Search by campaign name' });
    fireEvent.change(box, { target: { value: 'x'.repeat(101) } });
    expect(await screen.findByText('Search with at most 100 characters')).toBeTruthy();
    expect(search(router).get('q')).toBeNull();
    expect(api.callsOf('Campaigns').every((call) => !('search' in call.variables))).toBe(true);
    fireEvent.change(box, { target: { value: 'x'.repeat(100) } });
    await waitFor(() => expect(search(router).get('q')).toBe('x'.repeat(100)));
    expect(screen.queryByText('Search with at most 100 characters')).toBeNull();
  });

  it('loads the next page after the last cursor', async () => {
    const { api, user } = renderCampaigns('/campaigns', {
      Campaigns: (variables) =>
        campaignsReply(
          variables.after === 'cursor-1'
            ? campaignPage([campaignRow(3)], { total: 3 })
            : campaignPage([campaignRow(1), campaignRow(2)], { total: 3, next: 'cursor-1' }),
        ),
    });
    await screen.findByText('Showing 2 of 3 campaigns');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Campaign 3' })).toBeTruthy();
    expect(api.callsOf('Campaigns').at(-1)?.variables).toMatchObject({ after: 'cursor-1' });
    expect(screen.getByText('Showing 3 of 3 campaigns')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('leads a company without campaigns into the wizard', async () => {
    renderCampaigns('/campaigns', {
      Campaigns: campaignsReply(campaignPage([])),
      CampaignTabCounts: tabCountsReply(tabCounts()),
    });
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Create your first campaign' }).getAttribute('href'),
    ).toBe('/campaign/creation/type');
  });

  it('says when a tab is empty, and when a search matches nothing (with a way to clear it)', async () => {
    const { user, router } = renderCampaigns('/campaigns?tab=rejected', {
      Campaigns: campaignsReply(campaignPage([])),
      CampaignTabCounts: tabCountsReply(tabCounts({ active: 3 })),
    });
    expect(await screen.findByText('No campaign was rejected.')).toBeTruthy();
    act(() => void router.navigate('/campaigns?q=zzz'));
    expect(
      await screen.findByRole('heading', { name: 'No campaigns match this search' }),
    ).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear the search' });
    await user.click(clear.at(-1)!);
    expect(search(router).get('q')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderCampaigns('/campaigns', {
      Campaigns: () =>
        fail
          ? { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
          : campaignsReply(campaignPage([campaignRow(1)])),
    });
    expect(await screen.findByText('The campaigns could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Campaign 1' })).toBeTruthy();
  });

  it('reads the list and the counts again when a campaign changes status or its deals move', async () => {
    const { api, store } = renderCampaigns('/campaigns');
    await screen.findByRole('list', { name: 'Campaigns' });
    expect(api.callsOf('Campaigns')).toHaveLength(1);
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: { event: 'campaign_status', campaign_id: 'campaign-9', status: 'paused' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('Campaigns')).toHaveLength(2));
    expect(api.callsOf('CampaignTabCounts')).toHaveLength(2);
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: { event: 'deal_changed', deal_id: 'deal-1', campaign_id: 'campaign-2' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('Campaigns')).toHaveLength(3));
  });
});
