import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '@/features/dashboard/api';
import { REFRESH_WINDOW_MS } from '@/store/realtimeMessages';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { makeStore } from '@/store/store';
import { stubApi } from '../account/apiStub';
import { summaryReply } from './fixtures';

const dealChanged = (dealId: string) =>
  messageReceived({
    topic: 'company/42/notifications',
    message: { event: 'deal_changed', deal_id: dealId, campaign_id: 'campaign-1' },
  });

describe('dashboard live refresh', () => {
  // The window is a time: the clock is the test's, so nothing here waits for real time.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function watchedSummary() {
    const api = stubApi({ DashboardSummary: summaryReply() });
    const store = makeStore({ session: { token: 'token-1', role: 'company' } });
    const subscription = store.dispatch(dashboardApi.endpoints.dashboardSummary.initiate());
    await subscription;
    expect(api.callsOf('DashboardSummary')).toHaveLength(1);
    return { api, store, subscription };
  }

  it('reads the summary again once for a burst, a window after its first event', async () => {
    const { api, store, subscription } = await watchedSummary();
    for (const id of ['deal-1', 'deal-2', 'deal-3', 'deal-4']) {
      store.dispatch(dealChanged(id));
      await vi.advanceTimersByTimeAsync(40);
    }
    // 160 ms after the first event: still inside its window.
    expect(api.callsOf('DashboardSummary')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFRESH_WINDOW_MS - 160);
    await vi.waitFor(() => expect(api.callsOf('DashboardSummary')).toHaveLength(2));
    // Nothing was left queued behind it.
    await vi.advanceTimersByTimeAsync(4 * REFRESH_WINDOW_MS);
    expect(api.callsOf('DashboardSummary')).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('keeps refreshing through a steady stream instead of waiting for it to stop', async () => {
    const { api, store, subscription } = await watchedSummary();
    // An event every 100 ms for a second: each window refreshes once.
    for (let tick = 0; tick < 10; tick += 1) {
      store.dispatch(dealChanged(`deal-${tick}`));
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(REFRESH_WINDOW_MS);
    const refreshes = api.callsOf('DashboardSummary').length - 1;
    expect(refreshes).toBeGreaterThanOrEqual(3);
    expect(refreshes).toBeLessThanOrEqual(5);
    subscription.unsubscribe();
  });

  it('ignores messages that change none of its figures', async () => {
    const { api, store, subscription } = await watchedSummary();
    store.dispatch(
      messageReceived({
        topic: 'deal/deal-1/messages',
        message: { id: 'message-1', deal_id: 'deal-1', author: 'creator', text: 'Hi' },
      }),
    );
    store.dispatch(
      messageReceived({
        topic: 'company/42/notifications',
        message: { event: 'notifications_read' },
      }),
    );
    await vi.advanceTimersByTimeAsync(4 * REFRESH_WINDOW_MS);
    expect(api.callsOf('DashboardSummary')).toHaveLength(1);
    subscription.unsubscribe();
  });
});
