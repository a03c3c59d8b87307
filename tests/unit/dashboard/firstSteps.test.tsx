import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstSteps } from '@/features/dashboard/components/FirstSteps';
import { initialPreferences, type PreferencesState } from '@/features/preferences/preferencesSlice';
import { makeStore } from '@/store/store';
import { accountError, stubApi, type Reply } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { renderWithProviders } from '../renderWithProviders';

const brands = (total: number): Reply => ({ data: { Brands: { total_count: total } } });
const products = (total: number): Reply => ({ data: { Products: { total_count: total } } });
const campaigns = (total: number): Reply => ({ data: { Campaigns: { total_count: total } } });
const cards = (count: number): Reply => ({
  data: { Cards: Array.from({ length: count }, (_, index) => ({ id: `card-${index + 1}` })) },
});

function renderFirstSteps(
  handlers: Parameters<typeof stubApi>[0],
  preferences: Partial<PreferencesState> = {},
) {
  const api = stubApi(handlers);
  const store = makeStore({ preferences: { ...initialPreferences, ...preferences } });
  store.dispatch(accountCached(companyAccount({ has_verified_email: true })));
  return { api, ...renderWithProviders(<FirstSteps />, { store }) };
}

const stepOf = (key: string) => document.querySelector<HTMLElement>(`li[data-step="${key}"]`)!;

describe('first steps checklist', () => {
  it('ticks off what the account has done and links each step to where it is done', async () => {
    const { api } = renderFirstSteps({
      FirstStepsBrands: brands(1),
      FirstStepsProducts: products(0),
      FirstStepsCards: cards(1),
      FirstStepsCampaigns: campaigns(0),
    });
    expect(await screen.findByText('3 of 5 done')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your first steps' })).toBeTruthy();

    expect(stepOf('verifyEmail').dataset.done).toBe('true');
    expect(stepOf('firstBrand').dataset.done).toBe('true');
    expect(stepOf('firstProduct').dataset.done).toBe('false');
    expect(stepOf('cardOnFile').dataset.done).toBe('true');
    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/Verify your e-mail/).getAttribute('href')).toBe('/account/overview');
    expect(link(/Create your first brand/).getAttribute('href')).toBe('/brands');
    expect(link(/Add your first product/).getAttribute('href')).toBe('/products');
    expect(link(/Add a card/).getAttribute('href')).toBe('/account/payment-methods');
    expect(within(stepOf('firstBrand')).getByText('Done')).toBeTruthy();
    expect(within(stepOf('firstProduct')).queryByText('Done')).toBeNull();
    expect(within(stepOf('cardOnFile')).getByText('Done')).toBeTruthy();

    // No campaign yet: the step leads to the wizard.
    expect(stepOf('firstCampaign').dataset.done).toBe('false');
    expect(link(/Launch your first campaign/).getAttribute('href')).toBe('/campaign/creation/type');
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(5);
    // One row each is enough for a total; the cards (10 at most) are counted by id.
    expect(api.callsOf('FirstStepsBrands')).toHaveLength(1);
    expect(api.callsOf('FirstStepsProducts')).toHaveLength(1);
    expect(api.callsOf('FirstStepsCards')).toHaveLength(1);
    expect(api.callsOf('FirstStepsCampaigns')).toHaveLength(1);
  });

  it('leads to the payment methods until the company has a card', async () => {
    renderFirstSteps({
      FirstStepsBrands: brands(1),
      FirstStepsProducts: products(1),
      FirstStepsCards: cards(0),
      FirstStepsCampaigns: campaigns(0),
    });
    expect(await screen.findByText('3 of 5 done')).toBeTruthy();
    expect(stepOf('cardOnFile').dataset.done).toBe('false');
    const step = within(stepOf('cardOnFile'));
    expect(step.getByRole('link', { name: /Add a card/ }).getAttribute('href')).toBe(
      '/account/payment-methods',
    );
    expect(step.queryByText('Done')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Your first steps' })).toBeTruthy();
  });

  it('shows placeholders while the counts load', async () => {
    renderFirstSteps({
      FirstStepsBrands: { pending: true },
      FirstStepsProducts: products(0),
      FirstStepsCards: cards(0),
      FirstStepsCampaigns: campaigns(0),
    });
    const section = await screen.findByRole('region', { name: 'Your first steps' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/of 5 done/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the counts cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderFirstSteps({
      FirstStepsBrands: () => (fail ? accountError('INTERNAL', 'Something went wrong') : brands(0)),
      FirstStepsProducts: products(0),
      FirstStepsCards: cards(0),
      FirstStepsCampaigns: campaigns(0),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your first steps')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 5 done')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says all is set once every step is done, the first campaign included', async () => {
    renderFirstSteps({
      FirstStepsBrands: brands(2),
      FirstStepsProducts: products(7),
      FirstStepsCards: cards(2),
      FirstStepsCampaigns: campaigns(1),
    });
    expect(await screen.findByText('5 of 5 done')).toBeTruthy();
    expect(stepOf('firstCampaign').dataset.done).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'All set for now' })).toBeTruthy();
    expect(screen.getByText(/Your campaigns will show up here/)).toBeTruthy();
  });

  it('counts in the reader’s language, plural included', async () => {
    renderFirstSteps(
      {
        FirstStepsBrands: brands(0),
        FirstStepsProducts: products(0),
        FirstStepsCards: cards(0),
        FirstStepsCampaigns: campaigns(0),
      },
      { locale: 'es' },
    );
    expect(await screen.findByText('1 de 5 hecho')).toBeTruthy();
    expect(screen.getByText('Verifica tu e-mail')).toBeTruthy();
    expect(screen.getByText('Lanza tu primera campaña')).toBeTruthy();
  });
});
