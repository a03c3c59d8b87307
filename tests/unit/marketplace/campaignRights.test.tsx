import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MarketplaceCampaign from '@/features/marketplace/screens/MarketplaceCampaign';
import { stubApi } from '../account/apiStub';
import { renderWithProviders } from '../renderWithProviders';
import { CREATOR_SESSION, marketCampaign, pageOf } from './marketStub';

// A creator sees the content rights before applying (docs/product.md#content-rights): what
// the brand may do with the content, the options it buys, and what each adds per deal.

function renderCampaign(overrides: Parameters<typeof marketCampaign>[1]) {
  stubApi({
    CreatorCampaign: { data: { CreatorCampaign: marketCampaign('7', overrides) } },
    CreatorCampaigns: { data: { CreatorCampaigns: pageOf([]) } },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/creator/campaigns/:campaignId" element={<MarketplaceCampaign />} />
    </Routes>,
    { route: '/creator/campaigns/7', preloadedState: CREATOR_SESSION },
  );
}

/** The amount beside a line of "What you earn per deal". */
const earning = (label: string) => {
  const list = screen.getByText('What you earn per deal').nextElementSibling as HTMLElement;
  return within(list).getByText(label).nextSibling?.textContent;
};

describe('Content rights in the marketplace', () => {
  it('shows the right, the video options and what each adds to the earnings', async () => {
    renderCampaign({
      usage_rights: 'paid_ads_6m',
      raw_footage: true,
      extra_hooks: 2,
      // $60 + $30 pro + $20 for 30 s + $70 + $30 + 2 × $20 = $250.
      earnings_per_deal: 250_00,
      earnings_lines: [
        { kind: 'price_per_content', amount: 60_00 },
        { kind: 'creator_tier', amount: 30_00 },
        { kind: 'video_duration', amount: 20_00 },
        { kind: 'usage_rights', amount: 70_00 },
        { kind: 'raw_footage', amount: 30_00 },
        { kind: 'extra_hooks', amount: 40_00 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Content rights' })).toBeTruthy();
    expect(screen.getByText('Paid ads, 6 months')).toBeTruthy();
    expect(screen.getByText('You also deliver the raw footage (the unedited takes).')).toBeTruthy();
    expect(screen.getByText('2 extra hooks: alternative openings of the video.')).toBeTruthy();
    expect(earning('Usage rights (Paid ads, 6 months)')).toBe('$70.00');
    expect(earning('Raw footage')).toBe('$30.00');
    expect(earning('Extra hooks (2)')).toBe('$40.00');
    expect(earning('Total per deal')).toBe('$250.00');
    expect(screen.getByText('You earn $250.00 per deal')).toBeTruthy();
  });

  it('shows organic use, and no video options for another type', async () => {
    renderCampaign({
      type: 'ugc_image',
      video_duration: null,
      earnings_per_deal: 30_00,
      earnings_lines: [
        { kind: 'price_per_content', amount: 30_00 },
        { kind: 'creator_tier', amount: 0 },
        { kind: 'usage_rights', amount: 0 },
      ],
    });
    expect(await screen.findByText('Organic use')).toBeTruthy();
    expect(screen.queryByText('No raw footage.')).toBeNull();
    expect(screen.queryByText(/extra hook/)).toBeNull();
    expect(earning('Total per deal')).toBe('$30.00');
  });
});
