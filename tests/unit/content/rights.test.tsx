import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListedContent, ListedLicence } from '@/features/content/api';
import { rightsStateOf } from '@/features/content/model/rights';
import { notificationLink } from '@/features/notifications/rules';
import { companyData, stubApi, TYPING_TIMEOUT, accountError } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { acceptedCount, brandOptions, campaignOptions, content, contentsPage } from './fixtures';

/** Accepted content with its newest licence. */
function licensed(id: string, licence: Partial<ListedLicence>): ListedContent {
  return {
    ...content(id, { status: 'bought' }),
    licence: {
      id: `licence-${id}`,
      usage_rights: 'paid_ads_6m',
      starts_at: '2026-12-03T10:00:00.000Z',
      paid_ads_ends_at: '2099-06-03T10:00:00.000Z',
      extension_payment: 'WALLET',
      ...licence,
    },
  };
}

function renderListing(
  route: string,
  handlers: Parameters<typeof stubApi>[0],
  role: 'owner' | 'member' = 'owner',
) {
  const api = stubApi({
    CompanyData: companyData(companyAccount({ team_role: role })),
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

const grid = () => screen.findByRole('list', { name: 'Content' });
const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the rights of a card', { timeout: TYPING_TIMEOUT }, () => {
  it('reads the state of a licence at a moment', () => {
    const at = new Date('2027-01-01T00:00:00.000Z');
    expect(rightsStateOf({ usage_rights: 'organic', paid_ads_ends_at: null }, at)).toEqual({
      kind: 'organic',
    });
    expect(rightsStateOf({ usage_rights: 'perpetual', paid_ads_ends_at: null }, at)).toEqual({
      kind: 'perpetual',
    });
    const ends = '2027-06-03T10:00:00.000Z';
    expect(rightsStateOf({ usage_rights: 'paid_ads_6m', paid_ads_ends_at: ends }, at)).toEqual({
      kind: 'running',
      rights: 'paid_ads_6m',
      until: ends,
    });
    expect(
      rightsStateOf({ usage_rights: 'paid_ads_6m', paid_ads_ends_at: ends }, new Date(ends)),
    ).toMatchObject({ kind: 'ended' });
  });

  it('says each right, until when paid ads run, and when they ended', async () => {
    renderListing('/content', {
      Contents: contentsPage([
        licensed('c1', {}),
        licensed('c2', { usage_rights: 'perpetual', paid_ads_ends_at: null }),
        licensed('c3', { usage_rights: 'organic', paid_ads_ends_at: '2026-12-03T10:00:00.000Z' }),
        licensed('c4', {
          usage_rights: 'paid_ads_3m',
          paid_ads_ends_at: '2020-05-01T10:00:00.000Z',
        }),
        content('c5'),
      ]),
    });
    const list = await grid();
    // The rights' names come with the campaigns' texts, which may load after the grid.
    await waitFor(() => expect(list.textContent).toContain('Paid ads, 6 months'));
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Paid ads, 6 months · until Jun 3, 2099');
    expect(cards[1]!.textContent).toContain('Perpetual');
    expect(cards[2]!.textContent).toContain('Organic use');
    expect(cards[3]!.textContent).toContain('Paid ads ended May 1, 2020');
    expect(cards[4]!.textContent).not.toContain('Rights:');
    // Extend is offered for period rights only, ended ones included.
    const extend = screen.getAllByRole('button', { name: /^Extend the paid ads rights/ });
    expect(extend).toHaveLength(2);
  });

  it('offers no Extend to a team member, who may not pay', async () => {
    renderListing('/content', { Contents: contentsPage([licensed('c1', {})]) }, 'member');
    await grid();
    expect(await screen.findByText(/Paid ads, 6 months · until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Extend/ })).toBeNull();
  });
});

describe('the rights filters', { timeout: TYPING_TIMEOUT }, () => {
  it('toggles both chips, keeps them in the address and sends them', async () => {
    const { api, user, router } = renderListing('/content', {
      Contents: contentsPage([licensed('c1', {})]),
    });
    await grid();
    const group = within(screen.getByRole('group', { name: 'Rights' }));
    await user.click(group.getByRole('button', { name: 'Expiring within 30 days' }));
    await user.click(group.getByRole('button', { name: 'Usable in ads now' }));
    expect(
      group.getByRole('button', { name: 'Usable in ads now' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(search(router).get('rights')).toBe('usable_in_ads,expiring_soon');
    await waitFor(() =>
      expect(api.callsOf('Contents').at(-1)?.variables).toEqual({
        first: 20,
        after: null,
        filter: { rights: ['usable_in_ads', 'expiring_soon'] },
      }),
    );
    await user.click(group.getByRole('button', { name: 'Usable in ads now' }));
    expect(search(router).get('rights')).toBe('expiring_soon');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('');
  });

  it('reads them from a link (the expiry notice’s), dropping unknown ones', async () => {
    const { api } = renderListing('/content?rights=expiring_soon,nonsense', {
      Contents: contentsPage([licensed('c1', {})]),
    });
    await grid();
    expect(api.callsOf('Contents')[0]?.variables).toEqual({
      first: 20,
      after: null,
      filter: { rights: ['expiring_soon'] },
    });
    const chip = screen.getByRole('button', { name: 'Expiring within 30 days' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the Extend dialog', { timeout: TYPING_TIMEOUT }, () => {
  it('prices the extension, pays it, and shows the new end', async () => {
    let extended = false;
    const { api, user } = renderListing('/content', {
      Contents: () =>
        contentsPage([
          licensed('c1', extended ? { paid_ads_ends_at: '2099-12-03T10:00:00.000Z' } : {}),
        ]),
      ContentRightsExtend: () => {
        extended = true;
        return {
          data: {
            ContentRightsExtend: {
              id: 'licence-c1-2',
              usage_rights: 'paid_ads_6m',
              paid_ads_ends_at: '2099-12-03T10:00:00.000Z',
            },
          },
        };
      },
    });
    await grid();
    await user.click(
      screen.getByRole('button', {
        name: "Extend the paid ads rights of Ana Ruiz's content for Spring glow",
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Extend paid ads rights' });
    expect(dialog.textContent).toContain('from Jun 3, 2099 until Dec 3, 2099');
    const price = within(within(dialog).getByRole('group', { name: 'Price' }));
    expect(price.getByText('Paid ads, 6 months').nextSibling?.textContent).toBe('$70.00');
    expect(price.getByText('Platform fee (10%)').nextSibling?.textContent).toBe('$7.00');
    expect(price.queryByText(/Card fee/)).toBeNull();
    expect(price.getByText('Total').nextSibling?.textContent).toBe('$77.00');
    expect(dialog.textContent).toContain('Paid from your wallet');

    await user.click(within(dialog).getByRole('button', { name: 'Extend for $77.00' }));
    expect(await screen.findByText('Paid ads rights extended until Dec 3, 2099')).toBeTruthy();
    expect(api.callsOf('ContentRightsExtend')[0]?.variables).toEqual({
      licence_id: 'licence-c1',
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(async () =>
      expect((await grid()).textContent).toContain('Paid ads, 6 months · until Dec 3, 2099'),
    );
  });

  it('adds the card fee when the campaign was paid by card, and keeps a refusal', async () => {
    const { user } = renderListing('/content', {
      Contents: contentsPage([
        licensed('c1', { usage_rights: 'paid_ads_12m', extension_payment: 'CARD' }),
      ]),
      ContentRightsExtend: accountError('CARD_DECLINED', 'Your card was declined'),
    });
    await grid();
    await user.click(screen.getByRole('button', { name: /^Extend the paid ads rights/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Extend paid ads rights' });
    const price = within(within(dialog).getByRole('group', { name: 'Price' }));
    // $120 + 10% = $132; 4% of $132 = $5.28; $137.28.
    expect(price.getByText('Card fee (4%)').nextSibling?.textContent).toBe('$5.28');
    expect(price.getByText('Total').nextSibling?.textContent).toBe('$137.28');
    await user.click(within(dialog).getByRole('button', { name: 'Extend for $137.28' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your card was declined');
    // Keyboard: Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the expiry notice’s link', () => {
  it('leads to the listing filtered on rights ending within 30 days', () => {
    expect(
      notificationLink({ event: 'licence_expiring', deal_id: null, campaign_id: 'camp-1' }),
    ).toBe('/content?rights=expiring_soon');
  });
});
