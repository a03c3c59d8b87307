/**
 * With no spend and no accepted content in its weeks, the spend panel says so instead of
 * drawing an empty chart (whose axis read $0.01, $0.01, $0.00), in the reader's language.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import Dashboard from '@/features/dashboard/screens/Dashboard';
import { initialPreferences } from '@/features/preferences/preferencesSlice';
import { makeStore } from '@/store/store';
import { stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { renderWithProviders } from '../renderWithProviders';
import { spendReply, spendWeeks, summaryReply } from './fixtures';

function renderDashboard(weeks: ReturnType<typeof spendWeeks>, locale: 'en' | 'es' = 'en') {
  stubApi({ DashboardSummary: summaryReply(), DashboardSpend: spendReply(weeks) });
  const store = makeStore({ preferences: { ...initialPreferences, locale } });
  store.dispatch(accountCached(companyAccount()));
  return renderWithProviders(<Dashboard />, { store });
}

describe('the spend panel without data', { timeout: TYPING_TIMEOUT }, () => {
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = () => null;
  });

  it('shows an empty state, no chart and no table', async () => {
    renderDashboard(spendWeeks(12));
    const panel = await screen.findByRole('region', {
      name: 'Spend and accepted content',
      busy: false,
    });
    expect(await within(panel).findByText('No spend yet')).toBeTruthy();
    expect(within(panel).getByText(/appear here once your deals start paying out/)).toBeTruthy();
    expect(panel.querySelector('canvas')).toBeNull();
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it('speaks Spanish', async () => {
    renderDashboard(spendWeeks(12), 'es');
    expect(await screen.findByText('Aún no hay gastos')).toBeTruthy();
  });

  it('draws the chart as soon as one week has spend', async () => {
    renderDashboard(spendWeeks(12, (index) => (index === 11 ? { spent: 1 } : {})));
    const panel = await screen.findByRole('region', {
      name: 'Spend and accepted content',
      busy: false,
    });
    expect(await within(panel).findByRole('table')).toBeTruthy();
    expect(within(panel).queryByText('No spend yet')).toBeNull();
  });
});
