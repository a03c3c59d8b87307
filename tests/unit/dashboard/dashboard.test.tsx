import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import Dashboard from '@/features/dashboard/screens/Dashboard';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { initialPreferences, type PreferencesState } from '@/features/preferences/preferencesSlice';
import { makeStore } from '@/store/store';
import { accountError, stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { renderWithProviders } from '../renderWithProviders';
import { attention, inHours, spendReply, spendWeeks, summary, summaryReply } from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

const firstSteps: Handlers = {
  FirstStepsBrands: { data: { Brands: { total_count: 1 } } },
  FirstStepsProducts: { data: { Products: { total_count: 0 } } },
  FirstStepsCards: { data: { Cards: [] } },
  FirstStepsCampaigns: { data: { Campaigns: { total_count: 0 } } },
};

function renderDashboard(handlers: Handlers, preferences: Partial<PreferencesState> = {}) {
  const api = stubApi({ DashboardSpend: spendReply(), ...handlers });
  const store = makeStore({ preferences: { ...initialPreferences, ...preferences } });
  store.dispatch(accountCached(companyAccount()));
  return { api, ...renderWithProviders(<Dashboard />, { store }) };
}

/** A section once it is shown: while the summary loads it stands busy, holding its place. */
const region = (name: string) => screen.findByRole('region', { name, busy: false });
const figure = (key: string) => document.querySelector<HTMLElement>(`li[data-figure="${key}"]`)!;
const stage = (key: string) => document.querySelector<HTMLElement>(`li[data-stage="${key}"]`)!;

describe('Dashboard', { timeout: TYPING_TIMEOUT }, () => {
  // jsdom draws nothing and says so on every canvas: as in a browser without a 2D context,
  // the chart then stays empty and its text stands alone.
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = () => null;
  });

  it('shows a new account its first steps instead of empty figures', async () => {
    const { api } = renderDashboard({
      DashboardSummary: summaryReply(summary({ total_campaigns: 0, active_campaigns: 0 })),
      ...firstSteps,
    });
    expect(await screen.findByText('2 of 5 done')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Deals by stage' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Needs your attention' })).toBeNull();
    // No chart to draw: its weeks are not even asked for.
    expect(api.callsOf('DashboardSpend')).toHaveLength(0);
  });

  it('shows the figures that matter, each leading to where it is acted on', async () => {
    const { api } = renderDashboard({
      DashboardSummary: summaryReply(
        summary({
          active_campaigns: 4,
          paused_campaigns: 1,
          awaiting_approval_campaigns: 2,
          content_to_review: 3,
          next_auto_accept_at: inHours(2 * 24 + 20),
          spent_this_month: 125_000,
          in_escrow: 48_050,
          wallet_balance: 1_999,
        }),
      ),
    });
    await region('Deals by stage');
    const value = (key: string) => within(figure(key)).getByTestId('figure-value').textContent;
    expect(value('activeCampaigns')).toBe('4');
    expect(
      within(figure('activeCampaigns')).getByText('1 paused · 2 awaiting approval'),
    ).toBeTruthy();
    expect(value('contentToReview')).toBe('3');
    // Rounded down: 2 days and 20 hours left never reads as 3 days.
    expect(within(figure('contentToReview')).getByText('Next auto-accept in 2 days')).toBeTruthy();
    expect(value('spentThisMonth')).toBe('$1,250.00');
    expect(value('inEscrow')).toBe('$480.50');
    expect(value('walletBalance')).toBe('$19.99');

    const linkOf = (key: string) => within(figure(key)).queryByRole('link');
    expect(linkOf('activeCampaigns')?.getAttribute('href')).toBe('/campaigns');
    expect(linkOf('contentToReview')?.getAttribute('href')).toBe('/content');
    expect(linkOf('walletBalance')?.getAttribute('href')).toBe('/wallet');
    expect(linkOf('inEscrow')).toBeNull();
    expect(api.callsOf('DashboardSummary')).toHaveLength(1);
    // The chart's weeks are asked for once its panel mounts, which can follow the summary.
    await waitFor(() => expect(api.callsOf('DashboardSpend')[0]?.variables).toEqual({ weeks: 12 }));
  });

  it('groups the open deals into the five stages, each opening TheDeals filtered to them', async () => {
    renderDashboard({
      DashboardSummary: summaryReply(
        summary({
          deal_counts: [
            { status: 'creator_accepted', count: 2 },
            { status: 'purchased_sent', count: 1 },
            { status: 'creator_upload_content', count: 3 },
            { status: 'content_approved_by_admin', count: 2 },
            { status: 'company_accepts_content', count: 1 },
            { status: 'creator_waiting_for_publish_date', count: 4 },
            // Closed deals are not in the pipeline.
            { status: 'completed', count: 9 },
            { status: 'canceled', count: 5 },
          ],
        }),
      ),
    });
    const pipeline = await region('Deals by stage');
    expect(within(pipeline).getByText('13 open deals')).toBeTruthy();
    const link = (key: string) => within(stage(key)).getByRole('link');
    expect(
      within(stage('started')).getByRole('link', { name: 'Deal started: 2 deals' }),
    ).toBeTruthy();
    expect(
      within(stage('purchased')).getByRole('link', {
        name: 'Product purchased or shipped: 1 deal',
      }),
    ).toBeTruthy();
    expect(
      within(stage('creating')).getByRole('link', { name: 'Content creation: 0 deals' }),
    ).toBeTruthy();
    expect(
      within(stage('uploaded')).getByRole('link', { name: 'Content uploaded: 5 deals' }),
    ).toBeTruthy();
    expect(within(stage('getPaid')).getByRole('link', { name: 'Get paid: 5 deals' })).toBeTruthy();
    expect(link('started').getAttribute('href')).toBe('/deals?status=creator_accepted');
    expect(link('uploaded').getAttribute('href')).toBe(
      '/deals?status=creator_upload_content&status=content_approved_by_admin',
    );
    expect(link('getPaid').getAttribute('href')).toBe(
      '/deals?status=company_accepts_content&status=creator_waiting_for_publish_date',
    );
  });

  it('lists what needs attention, each item a link to its deal or campaign', async () => {
    renderDashboard({
      DashboardSummary: summaryReply(
        summary({
          attention: [
            attention('review_content', { deal_id: 'deal-4', due_at: inHours(5.5) }),
            attention('ship_product', { deal_id: 'deal-9', creator_name: 'Bo Chen' }),
            attention('campaign_rejected', {
              campaign_id: 'campaign-3',
              campaign_name: 'Autumn drop',
              detail: 'The brief names a competitor',
            }),
            attention('campaign_awaiting_approval', {
              campaign_id: 'campaign-5',
              campaign_name: 'Winter care',
              due_at: inHours(30),
            }),
          ],
        }),
      ),
    });
    const list = await region('Needs your attention');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/deal/deal-4',
      '/deal/deal-9',
      '/campaign/campaign-3',
      '/campaign/campaign-5',
    ]);
    expect(links[0]!.textContent).toContain("Review Ana Ruiz's content");
    expect(links[0]!.textContent).toContain('Spring glow · accepted automatically in 5 hours');
    expect(links[1]!.textContent).toContain('Ship the product to Bo Chen');
    expect(links[1]!.textContent).toContain('Spring glow · waiting since 3 hours ago');
    expect(links[2]!.textContent).toContain('Autumn drop was rejected');
    expect(links[2]!.textContent).toContain('Reason: The brief names a competitor');
    expect(links[3]!.textContent).toContain('Winter care is awaiting approval');
    expect(links[3]!.textContent).toContain('Goes live by itself tomorrow');
  });

  it('says all is caught up when nothing needs attention', async () => {
    renderDashboard({ DashboardSummary: summaryReply(summary({ attention: [] })) });
    const list = await region('Needs your attention');
    expect(within(list).getByText('All caught up')).toBeTruthy();
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('gives the chart’s figures as text: totals and a table by week', async () => {
    const weeks = spendWeeks(12, (index) =>
      index === 10
        ? { spent: 250_000, content_accepted: 3 }
        : index === 11
          ? { spent: 12_345, content_accepted: 1 }
          : {},
    );
    renderDashboard({ DashboardSummary: summaryReply(), DashboardSpend: spendReply(weeks) });
    const chart = await region('Spend and accepted content');
    expect(
      await within(chart).findByText(
        '$2,623.45 spent and 4 content accepted in the last 12 weeks.',
      ),
    ).toBeTruthy();
    const table = within(chart).getByRole('table', { name: 'Spend and accepted content by week' });
    const rows = within(table).getAllByRole('row');
    // A header row and one per week, oldest first.
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Sep 7');
    const last = within(rows[12]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(rows[12]!).getByRole('rowheader').textContent).toBe('Nov 23');
    expect(last).toEqual(['$123.45', '1']);
    expect(
      within(rows[11]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$2,500.00', '3']);
  });

  it('shows placeholders while loading, then an error with a retry that works', async () => {
    let fail = true;
    const { user } = renderDashboard({
      DashboardSummary: () =>
        fail ? accountError('INTERNAL', 'Something went wrong') : summaryReply(),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your dashboard')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await region('At a glance')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeletons until the summary arrives', async () => {
    renderDashboard({ DashboardSummary: { pending: true } });
    expect(await screen.findByTestId('dashboard-loading')).toBeTruthy();
    expect(screen.getByTestId('dashboard-loading').getAttribute('aria-busy')).toBe('true');
    // Every section holds its place, busy, with its title; no placeholder is a link yet.
    for (const name of ['Deals by stage', 'Needs your attention', 'Spend and accepted content']) {
      expect(screen.getByRole('region', { name, busy: true })).toBeTruthy();
    }
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads the figures again once per burst of real-time events', async () => {
    let active = 4;
    const { api, store } = renderDashboard({
      DashboardSummary: () => summaryReply(summary({ active_campaigns: active })),
    });
    await region('Deals by stage');
    expect(api.callsOf('DashboardSummary')).toHaveLength(1);
    active = 5;
    const event = (message: Record<string, unknown>) =>
      act(() => {
        store.dispatch(messageReceived({ topic: 'company/42/notifications', message }));
      });
    // A deal moved, a campaign went live and a notice arrived, all at once.
    event({ event: 'deal_changed', deal_id: 'deal-1', campaign_id: 'campaign-1' });
    event({ event: 'campaign_status', campaign_id: 'campaign-2', status: 'active' });
    event({ message: 'Your top-up arrived', notification_id: 'notification-1' });
    await waitFor(() => expect(api.callsOf('DashboardSummary')).toHaveLength(2));
    await waitFor(() =>
      expect(within(figure('activeCampaigns')).getByTestId('figure-value').textContent).toBe('5'),
    );
    // The chart's weeks came along with the same tag.
    expect(api.callsOf('DashboardSpend')).toHaveLength(2);
    // A message the dashboard does not show (someone's chat) reads nothing again.
    event({ id: 'message-1', deal_id: 'deal-1', author: 'creator', text: 'Hi' });
    event({ event: 'notifications_read' });
    // The next relevant event is a request of its own: nothing was left queued before it.
    event({ event: 'deal_changed', deal_id: 'deal-2', campaign_id: 'campaign-1' });
    await waitFor(() => expect(api.callsOf('DashboardSummary')).toHaveLength(3));
  });

  it('reads in Spanish', async () => {
    renderDashboard(
      {
        DashboardSummary: summaryReply(
          summary({ content_to_review: 1, next_auto_accept_at: inHours(3.5) }),
        ),
      },
      { locale: 'es' },
    );
    expect(await region('De un vistazo')).toBeTruthy();
    expect(screen.getByText('Próxima aceptación automática dentro de 3 horas')).toBeTruthy();
    expect(await region('Acuerdos por etapa')).toBeTruthy();
    // What needs attention follows the figures in a render of its own.
    expect(await screen.findByText('Todo al día')).toBeTruthy();
  });
});
