/**
 * Content sent back to its creator (status `denied`) reads "Revision requested" wherever a
 * company sees it: the listing's cards, its status filter and the deal screen
 * (docs/product.md#content-statuses). "Declined" read as if the content were refused for
 * good, while the creator is making it again.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentStatusBadge } from '@/src/entities/content/ContentStatusBadge';
import { companyData, stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { renderApp, renderWithProviders } from '../renderWithProviders';
import { acceptedCount, brandOptions, campaignOptions, content, contentsPage } from './fixtures';

function renderListing(locale: 'en' | 'es') {
  stubApi({
    CompanyData: companyData(companyAccount()),
    ContentCampaignOptions: campaignOptions,
    BrandOptions: brandOptions,
    ContentAcceptedCount: acceptedCount(0),
    Contents: contentsPage([content('c1', { status: 'denied', feedback: 'Show the label' })]),
  });
  renderApp({
    route: '/content',
    preloadedState: {
      session: { token: 'token-1', role: 'company' },
      preferences: { locale, colorMode: 'light', sidebarCollapsed: false },
    },
  });
}

describe('content whose revision was requested', { timeout: TYPING_TIMEOUT }, () => {
  it('reads "Revision requested" on its card and in the status filter', async () => {
    renderListing('en');
    const grid = await screen.findByRole('list', { name: 'Content' });
    expect(within(grid).getByRole('button').textContent).toContain('Revision requested');
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(within(filter).getByRole('button', { name: 'Revision requested' })).toBeTruthy();
    expect(screen.queryByText('Declined')).toBeNull();
  });

  it('reads "Revisión solicitada" in Spanish', async () => {
    renderListing('es');
    const grid = await screen.findByRole('list', { name: 'Contenido' });
    expect(within(grid).getByRole('button').textContent).toContain('Revisión solicitada');
    expect(screen.queryByText('Rechazado')).toBeNull();
  });

  it('has the same badge on the deal screen', () => {
    renderWithProviders(<ContentStatusBadge status="denied" />);
    expect(screen.getByText('Revision requested')).toBeTruthy();
  });
});
