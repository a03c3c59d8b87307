import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyAccount } from '../helpers/api';
import {
  creatorAccount,
  creatorData,
  creatorSession,
  FIRST_LAYOUT_LOAD,
} from '../helpers/creatorApi';
import { companyData, stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { renderApp } from '../renderWithProviders';

const companySession = { session: { token: 'company-token', role: 'company' as const } };

async function expectHeading(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name }, FIRST_LAYOUT_LOAD)).toBeTruthy();
}

describe("the creators' route guards", { timeout: TYPING_TIMEOUT }, () => {
  it('sends a logged-out visitor of a creator page to the creator login, and back after it', async () => {
    stubApi({
      CreatorLogin: {
        data: {
          CreatorLogin: {
            status: 'success',
            authorization: { token: 'fresh', type: 'bearer', expires_in: 86400 },
          },
        },
      },
      CreatorData: creatorData(creatorAccount()),
    });
    const { user, router, store } = renderApp({ route: '/creator/applications' });
    await expectHeading('Log in');
    expect(router.state.location.pathname).toBe('/creator/login');
    await user.type(screen.getByLabelText('E-mail'), 'maya@creators.test');
    await user.type(screen.getByLabelText('Password'), 'Secret-password{Enter}');
    await expectHeading('Applications');
    expect(router.state.location.pathname).toBe('/creator/applications');
    expect(store.getState().session).toEqual({ token: 'fresh', role: 'creator' });
  });

  it('sends /creator to the marketplace', async () => {
    const api = stubApi({ CreatorData: creatorData(creatorAccount()) });
    const { router } = renderApp({ route: '/creator', preloadedState: creatorSession });
    await expectHeading('Marketplace');
    expect(router.state.location.pathname).toBe('/creator/marketplace');
    // The creator's account only: a creator session never asks for CompanyData.
    expect(api.callsOf('CompanyData')).toHaveLength(0);
  });

  it('sends a creator who opens a brand page to the marketplace', async () => {
    stubApi({ CreatorData: creatorData(creatorAccount()) });
    const { router } = renderApp({ route: '/deals', preloadedState: creatorSession });
    await expectHeading('Marketplace');
    expect(router.state.location.pathname).toBe('/creator/marketplace');
  });

  it('sends a company that opens a creator page to the dashboard', async () => {
    const api = stubApi({ CompanyData: companyData(companyAccount()) });
    const { router } = renderApp({ route: '/creator/profile', preloadedState: companySession });
    await expectHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsOf('CreatorData')).toHaveLength(0);
  });

  it("asks nothing of a creator's deal for a company that opens it", async () => {
    const api = stubApi({ CompanyData: companyData(companyAccount()) });
    const { router } = renderApp({
      route: '/creator/deals/deal-9',
      preloadedState: companySession,
    });
    await expectHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsOf('CreatorDeal')).toHaveLength(0);
  });

  it('sends a logged-in creator away from join to the marketplace', async () => {
    stubApi({ CreatorData: creatorData(creatorAccount()) });
    const { router } = renderApp({ route: '/creator/join', preloadedState: creatorSession });
    await expectHeading('Marketplace');
    expect(router.state.location.pathname).toBe('/creator/marketplace');
  });

  it('sends an unverified creator to Verify, and a verified one on to onboarding', async () => {
    stubApi({ CreatorData: creatorData(creatorAccount({ has_verified_email: false })) });
    const first = renderApp({ route: '/creator/settings', preloadedState: creatorSession });
    await expectHeading('Verify your e-mail');
    expect(first.router.state.location.pathname).toBe('/creator/verify');
    first.unmount();

    stubApi({ CreatorData: creatorData(creatorAccount({ onboarded: false })) });
    const second = renderApp({ route: '/creator/verify', preloadedState: creatorSession });
    await expectHeading('Your creator profile');
    expect(second.router.state.location.pathname).toBe('/creator/onboarding');
  });

  it('shows the not-found page in the creator layout for an unknown creator path', async () => {
    stubApi({ CreatorData: creatorData(creatorAccount()) });
    renderApp({ route: '/creator/no-such-page', preloadedState: creatorSession });
    await expectHeading('Page not found');
    expect(screen.getByRole('link', { name: 'Back to the marketplace' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' }).length).toBeGreaterThan(
      0,
    );
  });
});
