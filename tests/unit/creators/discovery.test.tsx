import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS } from '@/src/ui/DebouncedInput';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import { setViewportWidth, PHONE_WIDTH } from '../helpers/viewport';
import {
  applicantsReply,
  campaign,
  campaignReply,
  connection,
  creatorsReply,
  discoveryPath,
  entry,
  profile,
  renderDiscovery,
} from './fixtures';

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

const rows = () => screen.getAllByTestId('creator-row');

/**
 * Holds the typing pauses' timers (every other timer runs as usual) until `end` runs the
 * ones not cleared: what a pause does, without depending on how fast the keys come.
 */
function holdPauses() {
  const held = new Map<number, () => void>();
  let nextId = -1;
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  const set = vi.spyOn(window, 'setTimeout').mockImplementation(((
    handler: () => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    if (delay !== TYPING_PAUSE_MS) return realSetTimeout(handler, delay, ...args);
    const id = nextId--;
    held.set(id, handler);
    return id;
  }) as typeof window.setTimeout);
  const clear = vi.spyOn(window, 'clearTimeout').mockImplementation(((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout);
  return {
    pending: () => held.size,
    end: () => {
      const handlers = [...held.values()];
      held.clear();
      for (const handler of handlers) handler();
    },
    restore: () => {
      set.mockRestore();
      clear.mockRestore();
    },
  };
}

describe('Creators discovery', { timeout: TYPING_TIMEOUT }, () => {
  it('shows a row per creator: avatar, name, tier, categories and compact numbers', async () => {
    renderDiscovery(discoveryPath('tab=find'), {
      Creators: creatorsReply(
        connection(
          [
            entry(1, {
              name: 'Ana Ruiz',
              tier: 'pro',
              categories: ['beauty', 'health'],
              followers: 1_234_567,
              views: 45_600,
              engagement_rate: 345,
              price: 125_000,
            }),
            entry(2, { name: 'Bo Chen' }),
          ],
          { total: 12_345 },
        ),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Creators' });
    const [first, second] = within(list).getAllByTestId('creator-row');
    const row = within(first!);
    expect(row.getByRole('img', { name: 'Ana Ruiz' }).getAttribute('src')).toBe(
      '/v1/avatars/creator-1.png',
    );
    expect(row.getByRole('button', { name: 'Ana Ruiz' })).toBeTruthy();
    expect(row.getByText('Pro')).toBeTruthy();
    expect(row.getByText('Beauty, Health')).toBeTruthy();
    expect(row.getByText('1.2M')).toBeTruthy();
    expect(row.getByText('45.6K')).toBeTruthy();
    expect(row.getByText('3.45%')).toBeTruthy();
    expect(row.getByText('$1.3K')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Pick Ana Ruiz' })).toBeTruthy();
    expect(first!.getAttribute('aria-posinset')).toBe('1');
    expect(first!.getAttribute('aria-setsize')).toBe('12345');
    expect(within(second!).getByText('Basic')).toBeTruthy();
    expect(screen.getByText('12,345 creators')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Find creators/, selected: true })).toBeTruthy();
  });

  it('sends the filters and order of the address, in the API units', async () => {
    const { api } = renderDiscovery(
      discoveryPath(
        'tab=find&tier=pro&category=beauty&price_max=250.5&engagement_min=2.5&sort=followers_asc&age_min=99',
      ),
    );
    await screen.findByRole('list', { name: 'Creators' });
    expect(api.callsOf('Creators')[0]?.variables).toEqual({
      campaign_id: 'campaign-7',
      sort: 'followers_asc',
      filter: { categories: ['beauty'], tiers: ['pro'], price_max: 25_050, engagement_min: 250 },
      first: 50,
      after: null,
    });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'followers_asc',
    );
    expect((screen.getByRole('checkbox', { name: 'Pro' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('spinbutton', { name: 'Usual rate (USD): maximum' }) as HTMLInputElement)
        .value,
    ).toBe('250.5');
  });

  it('puts the filter panel, the order and a paused search into the address, replacing it', async () => {
    const { api, user, router } = renderDiscovery(discoveryPath('tab=find'));
    await screen.findByRole('list', { name: 'Creators' });
    const before = router.state.historyAction;
    await user.click(screen.getByRole('checkbox', { name: 'Pro' }));
    await user.click(screen.getByText('Category', { selector: 'summary span' }));
    await user.click(screen.getByRole('checkbox', { name: 'Beauty' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Usual rate: low to high',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Followers: minimum' }), '5000');
    await waitFor(() => expect(search(router).get('followers_min')).toBe('5000'));
    expect(search(router).getAll('tier')).toEqual(['pro']);
    expect(search(router).getAll('category')).toEqual(['beauty']);
    expect(search(router).get('sort')).toBe('price_asc');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');

    // No request per key: the address follows after a pause. The pauses are held while
    // typing, so a loaded machine's slow keys do not make pauses of their own.
    const pauses = holdPauses();
    try {
      await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ana');
      expect(search(router).get('q')).toBeNull();
      expect(pauses.pending()).toBe(1);
      act(() => pauses.end());
    } finally {
      pauses.restore();
    }
    await waitFor(() => expect(search(router).get('q')).toBe('ana'));
    await waitFor(() =>
      expect(api.callsOf('Creators').at(-1)?.variables).toEqual({
        campaign_id: 'campaign-7',
        sort: 'price_asc',
        filter: { categories: ['beauty'], tiers: ['pro'], followers_min: 5000, search: 'ana' },
        first: 50,
        after: null,
      }),
    );
    const searches = api
      .callsOf('Creators')
      .map((call) => (call.variables.filter as { search?: string } | undefined)?.search);
    expect(searches.filter((value) => value !== undefined)).toEqual(['ana']);

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[0]!);
    // The tab and the order are not filters: they stay.
    expect(search(router).toString()).toBe('tab=find&sort=price_asc');
    expect((screen.getByRole('checkbox', { name: 'Pro' }) as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('says when nothing matches the filters, with a way to clear them', async () => {
    const { user, router } = renderDiscovery(discoveryPath('tab=find&gender=male'), {
      Creators: creatorsReply(connection([])),
    });
    expect(
      await screen.findByRole('heading', { name: 'No creators match these filters' }),
    ).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(buttons.at(-1)!);
    expect(search(router).toString()).toBe('tab=find');
  });

  it('shows k of n deals filled, and picks a creator into a deal', async () => {
    let filled = 1;
    const { api, user } = renderDiscovery(discoveryPath('tab=find'), {
      DiscoveryCampaign: () => campaignReply(campaign({ deals_filled: filled })),
      DealCreate: (variables) => {
        filled += 1;
        return {
          data: {
            DealCreate: { id: `deal-${String(variables.creator_id)}`, status: 'creator_accepted' },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Spring glow' })).toBeTruthy();
    expect(screen.getByText('1 of 5 deals filled')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Pick Creator 2' }));
    expect(api.callsOf('DealCreate')[0]?.variables).toEqual({
      campaign_id: 'campaign-7',
      creator_id: 'creator-2',
    });
    expect(await screen.findByText('2 of 5 deals filled')).toBeTruthy();
    expect(await screen.findByText('Deal started with Creator 2')).toBeTruthy();
    const row = rows()[1]!;
    expect(within(row).getByText('Picked')).toBeTruthy();
    expect(within(row).getByText('Deal started')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Pick/ })).toBeNull();
    // The rows were patched, not refetched page by page.
    expect(api.callsOf('Creators')).toHaveLength(1);
  });

  it('stops picking once every deal is filled, and shows the server refusal', async () => {
    const { user } = renderDiscovery(discoveryPath('tab=find'), {
      DiscoveryCampaign: campaignReply(campaign({ deals_filled: 5, number_of_deals: 5 })),
    });
    expect(await screen.findByText('5 of 5 deals filled')).toBeTruthy();
    const pick = await screen.findByRole('button', { name: 'Pick Creator 1' });
    expect((pick as HTMLButtonElement).disabled).toBe(true);
    expect(pick.getAttribute('title')).toBe('All 5 deals are filled');
    await user.click(screen.getByRole('button', { name: 'Creator 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Creator 1' });
    expect(within(drawer).getByText('All 5 deals are filled')).toBeTruthy();
  });

  it('shows a refusal the server gives a pick in its words', async () => {
    const { user } = renderDiscovery(discoveryPath('tab=find'), {
      DealCreate: accountError('DEALS_FILLED', 'All 5 deals of this campaign are filled', {
        total: 5,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pick Creator 1' }));
    expect(await screen.findByText('All 5 deals of this campaign are filled')).toBeTruthy();
    expect(within(rows()[0]!).getByRole('button', { name: 'Pick Creator 1' })).toBeTruthy();
  });

  it('opens a profile with the full details, invites, and gives focus back to the row', async () => {
    const { api, user } = renderDiscovery(discoveryPath('tab=find'), {
      Creator: (variables) => ({
        data: { Creator: profile(Number(String(variables.id).split('-')[1])) },
      }),
      CreatorInvite: () => ({ data: { CreatorInvite: entry(1, {}, { invited: true }) } }),
    });
    const opener = await screen.findByRole('button', { name: 'Creator 1' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Creator 1' });
    const inDrawer = within(drawer);
    expect(await inDrawer.findByText('Mexico')).toBeTruthy();
    // The age bracket, never the age; gender and ethnicity are for matching only.
    expect(inDrawer.getByText('25-34')).toBeTruthy();
    expect(inDrawer.queryByText('29 years')).toBeNull();
    expect(inDrawer.queryByText('Female')).toBeNull();
    expect(inDrawer.queryByText('Hispanic or Latino')).toBeNull();
    expect(inDrawer.getByText('March 5, 2024')).toBeTruthy();
    expect(inDrawer.getByText('Skincare routines filmed in natural light.')).toBeTruthy();
    expect(inDrawer.getByRole('img', { name: 'Image 2 of 2 by Creator 1' })).toBeTruthy();
    expect(inDrawer.getByText('$101.00')).toBeTruthy();
    expect(api.callsOf('Creator')[0]?.variables).toEqual({ id: 'creator-1' });

    await user.click(inDrawer.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Creator 1 is invited to the campaign')).toBeTruthy();
    expect(await inDrawer.findByText(/the creator appears among applicants/)).toBeTruthy();
    expect(inDrawer.queryByRole('button', { name: 'Invite' })).toBeNull();

    await user.click(inDrawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Creator 1' })),
    );
  });

  it('lists applicants with their pitch, and new ones arrive in real time', async () => {
    let applicants = [
      entry(
        3,
        { name: 'Cleo Park' },
        {
          application: {
            pitch: 'I film skincare every week.',
            intro_video_url: '/v1/content-files/applied-3',
            created_at: '2025-11-20T10:00:00.000Z',
          },
        },
      ),
    ];
    const { user, store } = renderDiscovery(discoveryPath(), {
      CampaignApplicants: () => applicantsReply(connection(applicants)),
      Creator: { data: { Creator: profile(3, { name: 'Cleo Park' }) } },
    });
    expect(await screen.findByRole('tab', { name: /Applicants/, selected: true })).toBeTruthy();
    expect(await screen.findByText('1 applicant')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cleo Park' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cleo Park' });
    expect(within(drawer).getByText('I film skincare every week.')).toBeTruthy();
    // The intro video sent with the application plays beside the pitch.
    const sent = within(drawer).getByLabelText('Intro video Cleo Park sent with the application');
    expect(sent.getAttribute('src')).toBe('/v1/content-files/applied-3');
    expect(within(drawer).queryByRole('button', { name: 'Invite' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    applicants = [
      entry(
        4,
        { name: 'Dev Shah' },
        {
          application: {
            pitch: 'Invited, and glad to.',
            intro_video_url: null,
            created_at: '2025-11-21T10:00:00.000Z',
          },
        },
      ),
      ...applicants,
    ];
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42',
          message: {
            message: 'Dev Shah applied',
            event: 'campaign_application',
            campaign_id: 'campaign-7',
          },
        }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Dev Shah' })).toBeTruthy();
    expect(screen.getByText('2 applicants')).toBeTruthy();
  });

  it('says there are no applicants yet and leads to Find creators with the keyboard too', async () => {
    const { user, router } = renderDiscovery(discoveryPath());
    expect(await screen.findByRole('heading', { name: 'No applicants yet' })).toBeTruthy();
    screen.getByRole('tab', { name: /Applicants/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(search(router).get('tab')).toBe('find');
    expect(screen.getByRole('tab', { name: /Find creators/, selected: true })).toBe(
      document.activeElement,
    );
    expect(await screen.findByRole('list', { name: 'Creators' })).toBeTruthy();
  });

  it('answers another company’s campaign as not found', async () => {
    renderDiscovery(discoveryPath('tab=find'), {
      DiscoveryCampaign: accountError('NOT_FOUND', 'Campaign not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to campaigns' }).getAttribute('href')).toBe(
      '/campaigns',
    );
  });

  it('puts the filters in a drawer on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user, router } = renderDiscovery(discoveryPath('tab=find&tier=pro'));
    await screen.findByRole('list', { name: 'Creators' });
    expect(screen.queryByRole('checkbox', { name: 'Pro' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Basic' }));
    expect(search(router).getAll('tier')).toEqual(['basic', 'pro']);
    await user.click(within(drawer).getByRole('button', { name: 'Show creators' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });
});
