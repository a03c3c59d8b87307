import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { renderApp } from '../renderWithProviders';

const loggedIn = (sidebarCollapsed = false) => {
  stubCompanyData({ account: companyAccount() });
  return {
    session: { token: 'token-1', role: 'company' as const },
    preferences: { locale: 'en' as const, colorMode: 'light' as const, sidebarCollapsed },
  };
};

const ENTRIES = [
  'Dashboard',
  'Create campaign',
  'Campaigns',
  'Deals',
  'Content',
  'Settings',
  'Team',
  'Brands',
  'Products',
  'Wallet',
  'Billing',
  'Payment methods',
];

// The whole app renders, screens loading lazily: seconds under a parallel run, not the default 5.
describe('company layout, desktop', { timeout: TYPING_TIMEOUT }, () => {
  it('shows every sidebar entry and highlights the current one', async () => {
    renderApp({ route: '/deal/7', preloadedState: loggedIn() });
    // The deal screen is loaded (its way back shows whatever the deal's own answer).
    await screen.findByRole('link', { name: 'Back to deals' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(ENTRIES);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Deals']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('collapses the sidebar to icons and remembers it in the preferences', async () => {
    const { store, user } = renderApp({ route: '/', preloadedState: loggedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByTestId('sidebar').dataset.collapsed).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(store.getState().preferences.sidebarCollapsed).toBe(true);
    expect(screen.getByTestId('sidebar').dataset.collapsed).toBe('true');
    // Icons only: labels remain the links' accessible names, shown as tooltips.
    const brands = screen.getByRole('link', { name: 'Brands' });
    expect(brands.getAttribute('title')).toBe('Brands');

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(store.getState().preferences.sidebarCollapsed).toBe(false);
  });

  it('starts collapsed when the preference says so', async () => {
    renderApp({ route: '/', preloadedState: loggedIn(true) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByTestId('sidebar').dataset.collapsed).toBe('true');
  });

  it('logs out from the user menu', async () => {
    const { store, user, router } = renderApp({ route: '/', preloadedState: loggedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // Named by what it shows (the company and its e-mail), then what it opens.
    await user.click(
      screen.getByRole('button', { name: 'Northwind Labs ada@northwind.test Account menu' }),
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(store.getState().session.token).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('company layout, below 1024 px', { timeout: TYPING_TIMEOUT }, () => {
  it('replaces the sidebar with a top bar whose drawer holds the navigation', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user, router } = renderApp({ route: '/', preloadedState: loggedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ENTRIES);

    await user.click(within(nav).getByRole('link', { name: 'Wallet' }));
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(router.state.location.pathname).toBe('/wallet');
    // The drawer closes after its exit animation, however long a loaded machine takes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches to the sidebar when the window grows past the breakpoint', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderApp({ route: '/', preloadedState: loggedIn() });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByTestId('top-bar')).toBeTruthy();
    act(() => setViewportWidth(1024));
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.queryByTestId('top-bar')).toBeNull();
  });
});
