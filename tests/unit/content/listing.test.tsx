import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leavePageFor } from '@/features/content/model/leavePage';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { accountError, companyData, stubApi, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import {
  acceptedCount,
  brandOptions,
  campaignOptions,
  content,
  contentsPage,
  videoContent,
} from './fixtures';

vi.mock('@/features/content/model/leavePage', () => ({ leavePageFor: vi.fn() }));

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

function renderListing(route: string, handlers: Record<string, Handler>) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    ContentCampaignOptions: campaignOptions,
    BrandOptions: brandOptions,
    ContentAcceptedCount: acceptedCount(0),
    ...handlers,
  });
  const view = renderApp({
    route,
    preloadedState: { session: { token: 'token-1', role: 'company' } },
  });
  return { api, ...view };
}

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);
const grid = () => screen.findByRole('list', { name: 'Content' });

describe('ContentListing', { timeout: TYPING_TIMEOUT }, () => {
  it('shows each upload as a card and loads the next page on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) => content(`c${i + 1}`));
    first[0] = videoContent('c1', { creator: { id: 'cr-2', name: 'Bo Chen', avatar_url: '' } });
    const { api, user } = renderListing('/content', {
      Contents: (variables) =>
        variables.after === 'cursor-20'
          ? contentsPage([content('c21', { status: 'bought' })], { total: 21 })
          : contentsPage(first, { total: 21, next: 'cursor-20' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeTruthy();
    const cards = within(await grid()).getAllByRole('button');
    expect(cards).toHaveLength(20);
    expect(cards[0]!.textContent).toContain('Bo Chen');
    expect(cards[0]!.textContent).toContain('Video');
    expect(cards[1]!.textContent).toMatch(/3 images.*Ana Ruiz.*Spring glow · Acme.*Under review/);
    expect(screen.getByText('20 of 21 uploads')).toBeTruthy();
    expect(api.callsOf('Contents')[0]?.variables).toEqual({ first: 20, after: null });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('21 of 21 uploads')).toBeTruthy());
    expect(api.callsOf('Contents')[1]?.variables).toEqual({ first: 20, after: 'cursor-20' });
    expect(
      within(await grid())
        .getAllByRole('button')
        .at(-1)!.textContent,
    ).toContain('Accepted');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by brand, campaign and status, kept in the address', async () => {
    const { api, user, router } = renderListing('/content', {
      Contents: (variables) =>
        contentsPage(variables.filter ? [content('f1', { status: 'bought' })] : [content('a1')]),
    });
    await grid();
    const filters = within(screen.getByRole('search', { name: 'Filter content' }));
    const campaign = filters.getByLabelText('Campaign') as HTMLSelectElement;
    const options = () => Array.from(campaign.options).map((option) => option.text);
    expect(options()).toEqual(['All campaigns', 'Spring glow', 'Summer drop', 'Night serum']);

    await user.selectOptions(filters.getByLabelText('Brand'), 'Lumen');
    expect(options()).toEqual(['All campaigns', 'Night serum']);
    await user.selectOptions(campaign, 'Night serum');
    // Another brand drops a campaign that is not its own.
    await user.selectOptions(filters.getByLabelText('Brand'), 'Acme');
    expect(search(router).get('campaign')).toBeNull();
    await user.selectOptions(campaign, 'Summer drop');

    const group = within(filters.getByRole('group', { name: 'Status' }));
    await user.click(group.getByRole('button', { name: 'Revision requested' }));
    await user.click(group.getByRole('button', { name: 'Accepted' }));
    expect(group.getByRole('button', { name: 'Accepted' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(Object.fromEntries(search(router))).toEqual({
      brand: 'brand-1',
      campaign: 'camp-2',
      status: 'bought,denied',
    });
    await waitFor(() =>
      expect(api.callsOf('Contents').at(-1)?.variables).toEqual({
        first: 20,
        after: null,
        filter: { campaign_id: 'camp-2', brand_id: 'brand-1', statuses: ['bought', 'denied'] },
      }),
    );

    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads its filters from a link, dropping what it cannot use', async () => {
    const { api } = renderListing(
      '/content?campaign=camp-1&status=denied,nonsense,pending_approval',
      {
        Contents: contentsPage([content('a1')]),
      },
    );
    await grid();
    expect(api.callsOf('Contents')[0]?.variables).toEqual({
      first: 20,
      after: null,
      filter: { campaign_id: 'camp-1', statuses: ['pending_approval', 'denied'] },
    });
    expect((screen.getByLabelText('Campaign') as HTMLSelectElement).value).toBe('camp-1');
  });

  it('tells an empty account where content comes from, and a filtered one how to see all', async () => {
    const first = renderListing('/content', { Contents: contentsPage([]) });
    expect(
      await screen.findByText('No content yet: it appears here when creators upload it.'),
    ).toBeTruthy();
    first.unmount();

    const { user, router } = renderListing('/content?status=bought', {
      Contents: contentsPage([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'No content matches these filters' }),
    ).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!;
    await user.click(clear);
    expect(router.state.location.search).toBe('');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let calls = 0;
    const { user } = renderListing('/content', {
      Contents: () => (calls++ === 0 ? { status: 500 } : contentsPage([content('c1')])),
    });
    expect(await screen.findByText('We could not load your content')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await grid()).getAllByRole('button')).toHaveLength(1);
  });

  it('opens a card in a viewer with the deal link, and offers accepted files to download', async () => {
    const { user, router } = renderListing('/content', {
      Contents: contentsPage([
        content('c1', {
          status: 'bought',
          files: content('c1').files.slice(0, 2),
          reviewed_at: '2026-03-03T10:00:00.000Z',
        }),
        content('c2', { status: 'denied', feedback: 'Show the label, please' }),
      ]),
    });
    const [accepted, declined] = within(await grid()).getAllByRole('button');
    await user.click(declined!);
    let dialog = await screen.findByRole('dialog', { name: 'Content by Ana Ruiz' });
    expect(within(dialog).getByText('Revision requested')).toBeTruthy();
    expect(within(dialog).getByText('Show the label, please')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: /^Download/ })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(declined));

    await user.click(accepted!);
    dialog = await screen.findByRole('dialog', { name: 'Content by Ana Ruiz' });
    const downloads = within(dialog).getAllByRole('link', { name: /^Download/ });
    expect(downloads.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Download Image 1',
      'Download Image 2',
    ]);
    expect(downloads[1]!.getAttribute('href')).toBe('/v1/content-files/c1-f2');
    expect(downloads[1]!.getAttribute('download')).toBe('ana-ruiz-spring-glow-2.jpg');
    expect(within(dialog).getByRole('button', { name: 'Open image 1 of 2' })).toBeTruthy();

    await user.click(within(dialog).getByRole('link', { name: 'Open the deal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deal/deal-c1'));
  });

  it('downloads one campaign’s accepted content as an archive, and shows a refusal', async () => {
    let links = 0;
    const { api, user } = renderListing('/content?campaign=camp-1', {
      Contents: contentsPage([content('c1', { status: 'bought' })]),
      ContentAcceptedCount: acceptedCount(1),
      ContentArchiveLink: () =>
        links++ === 0
          ? { data: { ContentArchiveLink: '/v1/content-archives/signed-token' } }
          : accountError('NO_ACCEPTED_CONTENT', 'This campaign has no accepted content yet'),
    });
    const button = await screen.findByRole('button', {
      name: 'Download all accepted content (.zip)',
    });
    expect(api.callsOf('ContentAcceptedCount')[0]?.variables).toEqual({
      filter: { campaign_id: 'camp-1', statuses: ['bought'] },
    });
    await user.click(button);
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('/v1/content-archives/signed-token'),
    );
    expect(api.callsOf('ContentArchiveLink')[0]?.variables).toEqual({ campaign_id: 'camp-1' });

    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This campaign has no accepted content yet',
    );
    expect(leavePageFor).toHaveBeenCalledTimes(1);
  });

  it('offers no archive without one campaign, or before it has accepted content', async () => {
    renderListing('/content?campaign=camp-2', {
      Contents: contentsPage([content('c1')]),
      ContentAcceptedCount: acceptedCount(0),
    });
    await grid();
    expect(screen.queryByRole('button', { name: /Download all accepted/ })).toBeNull();
  });

  it('reads the list again when a deal changes, and the open viewer follows', async () => {
    let status: 'pending_approval' | 'bought' = 'pending_approval';
    const { store, user } = renderListing('/content', {
      Contents: () => contentsPage([content('c1', { status })]),
    });
    await user.click(within(await grid()).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Content by Ana Ruiz' });
    expect(within(dialog).getByText('Under review')).toBeTruthy();

    status = 'bought';
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: {
            message: 'Content accepted',
            event: 'deal_changed',
            deal_id: 'deal-c1',
            campaign_id: 'camp-1',
            status: 'company_accepts_content',
          },
        }),
      );
    });
    expect(await within(dialog).findByText('Accepted')).toBeTruthy();
    expect(within(dialog).getAllByRole('link', { name: /^Download/ })).toHaveLength(3);
  });
});

describe('ContentListing’s licences', { timeout: TYPING_TIMEOUT }, () => {
  it('links an accepted content to its licence, and no other', async () => {
    renderListing('/content', {
      Contents: contentsPage([content('c1', { status: 'bought' }), content('c2')]),
    });
    const links = within(await grid()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/content/c1/licence');
    expect(links[0]!.getAttribute('aria-label')).toBe(
      "Licence of Ana Ruiz's content for Spring glow",
    );
  });
});
