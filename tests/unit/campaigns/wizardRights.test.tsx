import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectDraftOf } from '@/features/campaigns/campaignsSlice';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { COMPLETE_DRAFT } from './fixtures';
import { next, panelTotal, renderWizard } from './wizardStub';

// The content rights in the wizard (docs/product.md#content-rights): a usage right for any
// type, raw footage and extra hooks for video only, each priced per deal.

/** A line of the price panel: its label's amount. */
const panelLine = (label: string) => {
  const panel = screen.getByRole('complementary', { name: 'Price' });
  return within(panel).getByText(label).nextSibling?.textContent;
};

describe('Content rights in the wizard', { timeout: TYPING_TIMEOUT * 2 }, () => {
  it('prices the right and the video options per deal, and sends and shows them', async () => {
    const { api, user, store } = renderWizard(
      '/campaign/creation/parameters',
      {},
      { ...COMPLETE_DRAFT, stepReached: 2 },
    );
    // Organic use is chosen at first, included: $0 a deal.
    const organic = await screen.findByRole('radio', { name: /Organic use.*Included/ });
    expect(organic).toHaveProperty('checked', true);
    expect(panelLine('Usage rights (organic use, included)')).toBe('$0.00 / deal');
    // ($60 + $30 + $20 for 30 s + $24.99 + $5) × 10 = $1,399.90, + $139.99, + 4%.
    expect(panelTotal()).toBe('$1,601.49');

    const sixMonths = screen.getByRole('radio', {
      name: /Paid ads, 6 months.*\+\$70\.00 per deal/,
    });
    await user.click(sixMonths);
    expect(panelLine('Usage rights (Paid ads, 6 months)')).toBe('$70.00 / deal');
    await user.click(screen.getByRole('checkbox', { name: /Raw footage.*\$30\.00 per deal/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Extra hooks/ }), '2');
    expect(panelLine('Raw footage')).toBe('$30.00 / deal');
    expect(panelLine('Extra hooks (2)')).toBe('$40.00 / deal');
    // ($139.99 + $70 + $30 + $40) × 10 = $2,799.90; + $279.99 = $3,079.89; + $123.20 (4%).
    expect(panelTotal()).toBe('$3,203.09');
    expect(selectDraftOf(store.getState(), '42')).toMatchObject({
      usage_rights: 'paid_ads_6m',
      raw_footage: true,
      extra_hooks: '2',
    });
    await user.click(next());

    // The summary: the choices, and the server's quote agrees with the panel.
    expect(await screen.findByText('Confirmed by our server')).toBeTruthy();
    expect(screen.getByText('Paid ads, 6 months')).toBeTruthy();
    expect(screen.getByText('2 extra hooks')).toBeTruthy();
    const cost = screen.getByRole('region', { name: 'What you pay' });
    expect(within(cost).getByText('Raw footage').nextSibling?.textContent).toBe('$30.00 / deal');
    expect(within(cost).getByText('Total').nextSibling?.textContent).toBe('$3,203.09');
    expect(api.callsOf('CampaignQuote').at(-1)?.variables.input).toMatchObject({
      usage_rights: 'paid_ads_6m',
      raw_footage: true,
      extra_hooks: 2,
    });
  });

  it('offers no video options for another type, and sends none left from a video', async () => {
    const { api, user } = renderWizard(
      '/campaign/creation/parameters',
      {},
      {
        ...COMPLETE_DRAFT,
        type: 'ugc_image',
        video_duration: undefined,
        usage_rights: 'perpetual',
        raw_footage: true,
        extra_hooks: '3',
        stepReached: 3,
      },
    );
    expect(await screen.findByRole('radio', { name: /Perpetual/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: /Raw footage/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Extra hooks/ })).toBeNull();
    expect(screen.queryByText('Raw footage')).toBeNull();
    // ($30 + $30 pro + $200 + $24.99 + $5) × 10 = $2,899.90; + $289.99; + $127.60 (4%).
    expect(panelTotal()).toBe('$3,317.49');
    await user.click(next());
    expect(await screen.findByText('Confirmed by our server')).toBeTruthy();
    expect(screen.getByText('Perpetual')).toBeTruthy();
    expect(api.callsOf('CampaignQuote').at(-1)?.variables.input).toMatchObject({
      usage_rights: 'perpetual',
      raw_footage: false,
      extra_hooks: 0,
    });
  });

  it('names the rights and their prices in Spanish', async () => {
    renderWizard('/campaign/creation/parameters', {}, { ...COMPLETE_DRAFT, stepReached: 2 }, 'es');
    expect(
      await screen.findByRole('radio', {
        name: /Anuncios pagados, 3 meses.*\+40,00\s?US\$ por acuerdo/,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Derechos de uso' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Ganchos adicionales/ })).toBeTruthy();
  });
});
