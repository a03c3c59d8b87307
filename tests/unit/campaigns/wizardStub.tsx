/**
 * The campaign creation wizard rendered on a stubbed API (a company with one brand, its
 * products, a card and $100 in the wallet, the quote by the shared pricing function), and
 * what its tests read of it.
 */
import { screen, within } from '@testing-library/react';
import type { CampaignDraft } from '@/features/campaigns/campaignsSlice';
import { companyData, stubApi, type Reply } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { card, cardsReply, walletReply } from '../wallet/walletStub';
import { PRODUCTS, quoteReply } from './fixtures';

export function renderWizard(
  route: string,
  handlers: Record<string, Reply | ((variables: Record<string, unknown>) => Reply)>,
  draft?: CampaignDraft,
  locale: 'en' | 'es' = 'en',
) {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    BrandOptions: {
      data: { Brands: { nodes: [{ id: 'brand-1', name: 'Northwind' }], total_count: 1 } },
    },
    CampaignProductOptions: { data: { Products: { nodes: PRODUCTS, total_count: 2 } } },
    Cards: cardsReply([card('card-1', { is_default: true })]),
    Wallet: walletReply(100_00),
    CampaignQuote: quoteReply,
    ...handlers,
  });
  const view = renderApp({
    route,
    preloadedState: {
      session: { token: 'token-1', role: 'company' },
      preferences: { locale, colorMode: 'light', sidebarCollapsed: false },
      ...(draft ? { campaignDraft: { byCompany: { '42': draft } } } : {}),
    },
  });
  return { api, ...view };
}

/** The running total in the price panel. */
export const panelTotal = () => {
  const panel = screen.getByRole('complementary', { name: 'Price' });
  return within(panel).getByText('Total').nextSibling?.textContent;
};

export const next = () => screen.getByRole('button', { name: 'Next' });
