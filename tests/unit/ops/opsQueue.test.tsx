import { act, screen, waitFor, within } from '@testing-library/react';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../renderWithProviders';
import { stubApi, type Reply, TYPING_TIMEOUT } from '../account/apiStub';
import { FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { operatorSession, opsMe, opsQueue, queueCounts } from '../helpers/opsApi';

const HOUR_MS = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const openQueue = (queue: Reply | (() => Reply)) => {
  const api = stubApi({ OpsMe: opsMe(), OpsQueue: queue });
  return { api, ...renderApp({ route: '/ops', preloadedState: operatorSession }) };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Queue' }, FIRST_LAYOUT_LOAD);

describe('the queue home', { timeout: TYPING_TIMEOUT }, () => {
  it('shows each queue with its count, its oldest wait and its screen', async () => {
    openQueue(
      opsQueue(
        queueCounts({
          campaigns: { count: 3, oldest_at: ago(3 * HOUR_MS + 60_000) },
          disputes: { count: 1, oldest_at: ago(5 * 60_000 + 1000) },
          payouts: { count: 2, oldest_at: ago(3 * 24 * HOUR_MS) },
        }),
      ),
    );
    await heading();
    const campaigns = await screen.findByTestId('queue-campaigns');
    expect(within(campaigns).getByText('3 waiting')).toBeTruthy();
    expect(within(campaigns).getByText('oldest waiting 3 h')).toBeTruthy();
    expect(within(campaigns).getByRole('link').getAttribute('href')).toBe('/ops/campaigns');
    expect(
      within(screen.getByTestId('queue-disputes')).getByText('oldest waiting 5 min'),
    ).toBeTruthy();
    const payouts = screen.getByTestId('queue-payouts');
    expect(within(payouts).getByText('oldest waiting 3 days')).toBeTruthy();
    expect(within(payouts).getByRole('link').getAttribute('href')).toBe('/ops/money');
    expect(within(screen.getByTestId('queue-creators')).getByText('0 waiting')).toBeTruthy();
    // Content is screened automatically: no card for it.
    expect(screen.queryByTestId('queue-content')).toBeNull();
  });

  it('shows the content card while operators screen uploads', async () => {
    openQueue(
      opsQueue(
        queueCounts({
          content: { count: 4, oldest_at: ago(HOUR_MS) },
          content_screening_manual: true,
        }),
      ),
    );
    await heading();
    const content = await screen.findByTestId('queue-content');
    expect(within(content).getByText('4 waiting')).toBeTruthy();
    expect(within(content).getByRole('link').getAttribute('href')).toBe('/ops/content');
  });

  it('says nothing waits when every queue is empty', async () => {
    openQueue(opsQueue());
    await heading();
    expect(await screen.findByText('Nothing waits. Good work.')).toBeTruthy();
    expect(screen.queryByTestId('queue-campaigns')).toBeNull();
  });

  it('offers to try again when the counts fail to load', async () => {
    let fail = true;
    const { api, user } = openQueue(() =>
      fail
        ? { errors: [{ message: 'Internal error' }] }
        : opsQueue(queueCounts({ creators: { count: 2, oldest_at: ago(HOUR_MS) } })),
    );
    await heading();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('The queues could not be loaded');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByTestId('queue-creators')).getByText('2 waiting')).toBeTruthy();
    expect(api.callsOf('OpsQueue').length).toBeGreaterThanOrEqual(2);
  });

  it("shows each queue's count on its entry of the sidebar, and the operator's menu", async () => {
    setViewportWidth(DESKTOP_WIDTH);
    openQueue(
      opsQueue(
        queueCounts({
          campaigns: { count: 3, oldest_at: ago(HOUR_MS) },
          payouts: { count: 7, oldest_at: ago(HOUR_MS) },
        }),
      ),
    );
    await heading();
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect((await within(nav).findByTestId('ops-badge-campaigns')).textContent).toBe('3');
    expect(within(nav).getByTestId('ops-badge-money').getAttribute('aria-label')).toBe('7 waiting');
    expect(within(nav).queryByTestId('ops-badge-disputes')).toBeNull();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/ops',
      '/ops/campaigns',
      '/ops/content',
      '/ops/disputes',
      '/ops/creators',
      '/ops/companies',
      '/ops/money',
      '/ops/audit',
    ]);
    expect(within(nav).getByRole('link', { name: /Queue/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByTestId('ops-sidebar')).toBeTruthy();
    expect(screen.getByRole('button', { name: /grace@ugcdesk.test/ })).toBeTruthy();
  });

  it('puts the places in a drawer on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    openQueue(opsQueue());
    await heading();
    expect(screen.getByTestId('ops-top-bar')).toBeTruthy();
    expect(screen.queryByTestId('ops-sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Console navigation' })).toBeNull();
  });

  it('counts again when the console hears that a queue changed', async () => {
    let campaigns = 1;
    const { store } = openQueue(() =>
      opsQueue(queueCounts({ campaigns: { count: campaigns, oldest_at: ago(HOUR_MS) } })),
    );
    await heading();
    const card = await screen.findByTestId('queue-campaigns');
    expect(within(card).getByText('1 waiting')).toBeTruthy();
    campaigns = 2;
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'ops/queue',
          message: { event: 'ops_queue_changed', queue: 'campaigns' },
        }),
      );
    });
    await waitFor(() => expect(within(card).getByText('2 waiting')).toBeTruthy());
  });
});
