import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import {
  creatorAccount,
  creatorData,
  creatorProfile,
  creatorSession,
  FIRST_LAYOUT_LOAD,
} from '../helpers/creatorApi';
import { stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { PHONE_WIDTH, resetViewport, setViewportWidth } from '../helpers/viewport';
import { marketCampaign } from '../marketplace/marketStub';

const account = creatorAccount({ profile: creatorProfile() });

describe("the creators' layout", { timeout: TYPING_TIMEOUT }, () => {
  afterEach(resetViewport);

  it('on a phone: a tab bar marks the current place and moves between them', async () => {
    setViewportWidth(PHONE_WIDTH);
    stubApi({ CreatorData: creatorData(account) });
    const { user, router } = renderApp({
      route: '/creator/marketplace',
      preloadedState: creatorSession,
    });
    await screen.findByRole('heading', { level: 1, name: 'Marketplace' }, FIRST_LAYOUT_LOAD);
    const tabs = within(screen.getByTestId('creator-tab-bar'));
    expect(screen.queryByTestId('creator-sidebar')).toBeNull();
    expect(screen.getByTestId('creator-top-bar')).toBeTruthy();
    const names = tabs.getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Marketplace', 'Applications', 'Deals', 'Earnings', 'Profile']);
    expect(tabs.getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(tabs.getByRole('link', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/creator/applications');
    expect(tabs.getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(tabs.getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBeNull();
    expect(tabs.getByRole('link', { name: 'Earnings' }).getAttribute('href')).toBe(
      '/creator/earnings',
    );
    // Settings is no tab: the user menu holds it.
    await user.click(screen.getByRole('button', { name: /Maya Ortiz/ }));
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/settings'));
  });

  it('on a desktop: a sidebar with the same places, and the creator in the user menu', async () => {
    stubApi({
      CreatorData: creatorData(account),
      CreatorCampaign: { data: { CreatorCampaign: marketCampaign('c-1', { name: 'Night glow' }) } },
    });
    renderApp({ route: '/creator/campaigns/c-1', preloadedState: creatorSession });
    await screen.findByRole('heading', { level: 1, name: 'Night glow' }, FIRST_LAYOUT_LOAD);
    const sidebar = within(screen.getByTestId('creator-sidebar'));
    expect(screen.queryByTestId('creator-tab-bar')).toBeNull();
    // A campaign's page belongs to the marketplace.
    expect(sidebar.getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const places = within(sidebar.getByRole('navigation'));
    expect(places.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Marketplace',
      'Applications',
      'Deals',
      'Earnings',
      'Profile',
      'Settings',
    ]);
    expect(sidebar.getByRole('button', { name: /Maya Ortiz/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
