/**
 * A member's dashboard (docs/product.md#brand-teams: members see no money): no money tiles,
 * not even as placeholders, no spend chart and no card step, and none of the money's
 * queries asked for; an admin's has them all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import Dashboard from '@/features/dashboard/screens/Dashboard';
import type { CompanyData } from '@/src/entities/session/api';
import { makeStore } from '@/store/store';
import { stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { renderWithProviders } from '../renderWithProviders';
import { spendReply, summary, summaryReply } from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

function renderAs(teamRole: CompanyData['team_role'], handlers: Handlers) {
  const api = stubApi(handlers);
  const store = makeStore();
  store.dispatch(accountCached(companyAccount({ team_role: teamRole, member_id: '77' })));
  return { api, ...renderWithProviders(<Dashboard />, { store }) };
}

/** A member's summary as the server answers it: the money null. */
const noMoney = { spent_this_month: null, in_escrow: null, wallet_balance: null };

const figureKeys = () =>
  Array.from(document.querySelectorAll<HTMLElement>('li[data-figure]'), (li) => li.dataset.figure);
const SPEND = 'Spend and accepted content';

describe("a member's dashboard", { timeout: TYPING_TIMEOUT }, () => {
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = () => null;
  });

  it('shows no money: no money tiles, no chart, no amount anywhere', async () => {
    const { api } = renderAs('member', {
      DashboardSummary: summaryReply(summary({ ...noMoney, content_to_review: 2 })),
    });
    const glance = await screen.findByRole('region', { name: 'At a glance', busy: false });
    expect(figureKeys()).toEqual(['activeCampaigns', 'contentToReview']);
    expect(within(glance).queryByText(/\$/)).toBeNull();
    await screen.findByRole('region', { name: 'Needs your attention' });
    expect(screen.queryByRole('region', { name: SPEND })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$\d/);
    expect(screen.queryByRole('link', { name: /Wallet/ })).toBeNull();
    // The chart is never asked for (the server refuses it to a member anyway).
    expect(api.callsOf('DashboardSpend')).toHaveLength(0);
  });

  it('holds no money placeholders while the summary loads', async () => {
    renderAs('member', { DashboardSummary: { pending: true } });
    expect(await screen.findByTestId('dashboard-loading')).toBeTruthy();
    expect(figureKeys()).toEqual(['activeCampaigns', 'contentToReview']);
    expect(screen.queryByRole('region', { name: SPEND, busy: true })).toBeNull();
    expect(screen.getByRole('region', { name: 'Needs your attention', busy: true })).toBeTruthy();
  });

  it('lists first steps without the card, and never asks for the cards', async () => {
    const { api } = renderAs('member', {
      DashboardSummary: summaryReply(
        summary({ ...noMoney, total_campaigns: 0, active_campaigns: 0 }),
      ),
      FirstStepsBrands: { data: { Brands: { total_count: 1 } } },
      FirstStepsProducts: { data: { Products: { total_count: 0 } } },
      FirstStepsCampaigns: { data: { Campaigns: { total_count: 0 } } },
    });
    // The e-mail is verified and a brand exists: two of the member's four steps.
    expect(await screen.findByText('2 of 4 done')).toBeTruthy();
    expect(document.querySelector('li[data-step="cardOnFile"]')).toBeNull();
    expect(screen.queryByText('Add a card')).toBeNull();
    expect(api.callsOf('FirstStepsCards')).toHaveLength(0);
  });

  it("shows an admin the money tiles and the chart, with the summary's amounts", async () => {
    const { api } = renderAs('admin', {
      DashboardSummary: summaryReply(
        summary({ spent_this_month: 125_000, in_escrow: 48_050, wallet_balance: 1_999 }),
      ),
      DashboardSpend: spendReply(),
    });
    await screen.findByRole('region', { name: 'At a glance', busy: false });
    expect(figureKeys()).toEqual([
      'activeCampaigns',
      'contentToReview',
      'spentThisMonth',
      'inEscrow',
      'walletBalance',
    ]);
    const value = (key: string) =>
      within(document.querySelector<HTMLElement>(`li[data-figure="${key}"]`)!).getByTestId(
        'figure-value',
      ).textContent;
    expect([value('spentThisMonth'), value('inEscrow'), value('walletBalance')]).toEqual([
      '$1,250.00',
      '$480.50',
      '$19.99',
    ]);
    expect(await screen.findByRole('region', { name: SPEND })).toBeTruthy();
    // The spend panel follows the figures in a render of its own, then reads its weeks once.
    await waitFor(() => expect(api.callsOf('DashboardSpend')).toHaveLength(1));
  });
});
