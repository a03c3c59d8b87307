import type { UnknownAction } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { baseApi } from '@/store/baseApi';
import { startListeningOn, type AppStore } from '@/store/coreStore';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { renderApp } from '../renderWithProviders';

const campaignLive = messageReceived({
  topic: 'company/42/notifications',
  message: { event: 'campaign_status', campaign_id: 'campaign-1', status: 'live' },
});

/** Dispatches a campaign's new status; returns the cache invalidations it caused. */
function campaignGoesLive(store: AppStore) {
  const seen: UnknownAction[] = [];
  const stop = startListeningOn(store)?.({
    matcher: baseApi.util.invalidateTags.match,
    effect: (action) => void seen.push(action),
  });
  act(() => void store.dispatch(campaignLive));
  stop?.();
  return seen;
}

describe("the company layout brings the logged-in features' listeners", () => {
  it('leaves them out of the login screen', async () => {
    const { store } = renderApp({ route: '/login' });
    await screen.findByLabelText('Password');
    expect(campaignGoesLive(store)).toHaveLength(0);
  });

  it('keeps a logged-in screen live once the layout is in', async () => {
    stubCompanyData({ account: companyAccount() });
    const { store } = renderApp({
      route: '/',
      preloadedState: { session: { token: 'token-1', role: 'company' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(campaignGoesLive(store)).toHaveLength(1);
  });
});
