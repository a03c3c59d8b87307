import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectDraftOf } from '@/features/campaigns/campaignsSlice';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import { cardsReply } from '../wallet/walletStub';
import { COMPLETE_DRAFT, PRODUCTS } from './fixtures';
import { next, panelTotal, renderWizard } from './wizardStub';

const CAMPAIGN = {
  id: 'campaign-1',
  name: 'Spring launch',
  type: 'ugc_video',
  status: 'pending_admin_approval',
  number_of_deals: 10,
  total: 1_601_49,
  payment_method: 'CARD',
  rejection_reason: null,
  created_at: '2026-11-23T10:00:00.000Z',
  reviewed_at: null,
  auto_approves_at: '2026-11-24T10:00:00.000Z',
  brand: { id: 'brand-1', name: 'Northwind' },
};
const campaign = (status: string): Reply => ({ data: { Campaign: { ...CAMPAIGN, status } } });

// Three typing budgets: its longest test fills every step, and took 33–41 s under a full suite's load.
describe('The campaign creation wizard', { timeout: TYPING_TIMEOUT * 3 }, () => {
  it('prices every step as it is filled, pays once and follows the campaign live', async () => {
    let failures = 1;
    const { api, user, store } = renderWizard('/campaign/creation/type', {
      CampaignCreate: () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return { data: { CampaignCreate: CAMPAIGN } };
      },
      Campaign: inTurn(campaign('pending_admin_approval'), campaign('active')),
    });

    // Type: radio cards with their prices; the panel prices the choice at once.
    const video = await screen.findByRole('radio', { name: /UGC video/ });
    expect(screen.getByRole('radio', { name: /Product packages.*\$25\.00 per deal/ })).toBeTruthy();
    expect(screen.getByText('Choose a campaign type to see its price.')).toBeTruthy();
    await user.click(next());
    await waitFor(() => expect(video.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Choose a campaign type')).toHaveLength(2);
    await user.click(video);
    // $60 + 10% + 4% card fee.
    expect(panelTotal()).toBe('$68.64');
    await user.click(next());

    // Settings: Next checks the step and focuses the first field in error.
    expect(await screen.findByRole('heading', { name: 'Campaign settings' })).toBeTruthy();
    await user.click(next());
    const name = screen.getByRole('textbox', { name: /Campaign name/ });
    expect(await screen.findByText("Enter the campaign's name")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    await user.type(name, 'Spring launch');
    await user.type(screen.getByRole('textbox', { name: /Number of deals/ }), '10');
    await user.selectOptions(screen.getByRole('combobox', { name: /Brand/ }), 'brand-1');
    await user.click(await screen.findByRole('checkbox', { name: /Glow serum/ }));
    await user.click(screen.getByRole('radio', { name: /creator buys it/ }));
    await user.type(screen.getByRole('textbox', { name: /compensation/ }), '5');
    // ($60 + $24.99 + $5) × 10 = $899.90, + $89.99, + 4%.
    expect(panelTotal()).toBe('$1,029.49');
    await user.click(next());

    // Parameters, with Back and forth losing nothing.
    expect(await screen.findByRole('heading', { name: 'Campaign parameters' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Pro/ }));
    expect(panelTotal()).toBe('$1,372.69');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Campaign name/ })).toHaveProperty(
      'value',
      'Spring launch',
    );
    await user.click(next());
    expect(await screen.findByRole('radio', { name: /Pro/ })).toHaveProperty('checked', true);
    await user.selectOptions(screen.getByRole('combobox', { name: /Creator category/ }), 'beauty');
    const tag = screen.getByRole('textbox', { name: /Must-have tags/ });
    await user.type(tag, 'skincare{Enter}glow,');
    await user.type(tag, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Remove tag skincare' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove tag glow' })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: /Content brief/ }),
      'Show the serum in a morning routine.',
    );
    expect(screen.getByText('36/2000')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Portrait' }));
    await user.type(screen.getByRole('textbox', { name: /Video duration/ }), '0.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'minutes');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Resource link 1' }),
      'https://northwind.test/guide',
    );
    await user.click(screen.getByRole('checkbox', { name: '18-24' }));
    await user.click(screen.getByRole('checkbox', { name: 'Female' }));
    await user.click(screen.getByRole('checkbox', { name: 'Asian' }));
    // ($60 + $30 + $20 for 30 s + $24.99 + $5) × 10 = $1,399.90, + $139.99, + 4%.
    expect(panelTotal()).toBe('$1,601.49');
    await user.click(next());

    // Summary: the lines agree with the server's quote; the refusals say why.
    expect(await screen.findByText('Confirmed by our server')).toBeTruthy();
    expect(screen.getByText('Glow serum')).toBeTruthy();
    const cost = screen.getByRole('region', { name: 'What you pay' });
    expect(within(cost).getByText('Video duration (30 s)').nextSibling?.textContent).toBe(
      '$20.00 / deal',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $1,601.49' }));
    expect(await screen.findByText('The terms must be accepted')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('radio', { name: /Wallet/ }));
    await user.click(await screen.findByRole('button', { name: 'Pay $1,539.89' }));
    expect(
      await screen.findByText(/Your wallet has \$100\.00, less than the \$1,539\.89/),
    ).toBeTruthy();
    expect(api.callsOf('CampaignCreate')).toHaveLength(0);

    // By card: a lost answer keeps the key, so the retry cannot charge twice.
    await user.click(screen.getByRole('radio', { name: /Card on file/ }));
    const pay = await screen.findByRole('button', { name: 'Pay $1,601.49' });
    await user.click(pay);
    expect(await screen.findByText(/We could not confirm this payment/)).toBeTruthy();
    await user.click(pay);
    await waitFor(() => expect(api.callsOf('CampaignCreate')).toHaveLength(2));

    expect(await screen.findByRole('heading', { name: 'Campaign created' })).toBeTruthy();
    const [first, second] = api.callsOf('CampaignCreate');
    expect(second?.variables.idempotency_key).toBe(first?.variables.idempotency_key);
    expect(second?.variables).toMatchObject({
      payment: { method: 'CARD', card_id: 'card-1' },
      accept_terms: true,
      input: {
        name: 'Spring launch',
        product_ids: ['product-1'],
        taxes_shipping_compensation: 500,
        number_of_deals: 10,
        video_duration: 30,
        must_have_tags: ['skincare'],
        revision_rounds: 2,
      },
    });
    expect(selectDraftOf(store.getState(), '42')).toEqual({});
    expect(await screen.findByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')).toBe(
      '/campaign/campaign-1',
    );

    // An approval arrives in real time: the status changes without a reload.
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42',
          message: {
            message: 'Your campaign Spring launch is live',
            event: 'campaign_status',
            campaign_id: 'campaign-1',
            status: 'active',
          },
        }),
      );
    });
    expect(await screen.findByText('Active')).toBeTruthy();
  });

  it('refuses to pay by card without one on file, and sends a step opened early back', async () => {
    const { api, user } = renderWizard(
      '/campaign/creation/summary',
      { Cards: cardsReply([]) },
      COMPLETE_DRAFT,
    );
    const pay = await screen.findByRole('button', { name: 'Pay $1,601.49' });
    expect(screen.getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(
      '/account/payment-methods',
    );
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(pay);
    expect(await screen.findByText('A card must be on file to create a campaign')).toBeTruthy();
    expect(api.callsOf('CampaignCreate')).toHaveLength(0);

    // A settings change that breaks the step makes the summary send the user back there.
    await user.click(screen.getByRole('link', { name: 'Edit Settings' }));
    const name = await screen.findByRole('textbox', { name: /Campaign name/ });
    await user.clear(name);
    await user.click(screen.getByRole('link', { name: /Summary/ }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Campaign settings' })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('The wizard asks less', { timeout: TYPING_TIMEOUT * 2 }, () => {
  const ONE_PRODUCT: Reply = {
    data: { Products: { nodes: [PRODUCTS[0]], total_count: 1 } },
  };

  it("preselects a company's only brand and that brand's only product", async () => {
    const { store } = renderWizard(
      '/campaign/creation/settings',
      { CampaignProductOptions: ONE_PRODUCT },
      { type: 'ugc_video', stepReached: 1 },
    );
    const brand = await screen.findByRole('combobox', { name: /Brand/ });
    await waitFor(() => expect(brand).toHaveProperty('value', 'brand-1'));
    const product = await screen.findByRole('checkbox', { name: /Glow serum/ });
    await waitFor(() => expect(product).toHaveProperty('checked', true));
    await waitFor(() =>
      expect(selectDraftOf(store.getState(), '42')).toMatchObject({
        brand_id: 'brand-1',
        product_ids: ['product-1'],
      }),
    );
  });

  it('leaves the choice to the user when there are several products', async () => {
    renderWizard('/campaign/creation/settings', {}, { type: 'ugc_video', stepReached: 1 });
    const brand = await screen.findByRole('combobox', { name: /Brand/ });
    await waitFor(() => expect(brand).toHaveProperty('value', 'brand-1'));
    expect(await screen.findByRole('checkbox', { name: /Glow serum/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('checkbox', { name: /Night cream/ })).toHaveProperty('checked', false);
  });

  it('offers "Any" for ages, genders and ethnicities: it ticks them all, and unticking one unticks it', async () => {
    const { user, store } = renderWizard(
      '/campaign/creation/parameters',
      {},
      {
        ...COMPLETE_DRAFT,
        ages: [],
        genders: [],
        ethnicities: [],
        stepReached: 2,
      },
    );
    const anyAge = await screen.findByRole('checkbox', { name: 'Any age' });
    const ages = within(screen.getByRole('group', { name: 'Ages' }));
    // Keyboard: Tab reaches it and Space ticks it, as any checkbox.
    anyAge.focus();
    await user.keyboard(' ');
    expect(anyAge).toHaveProperty('checked', true);
    for (const age of ['18-24', '25-34', '35-44', '45-54', '55+']) {
      expect(ages.getByRole('checkbox', { name: age })).toHaveProperty('checked', true);
    }
    await user.click(ages.getByRole('checkbox', { name: '25-34' }));
    expect(anyAge).toHaveProperty('checked', false);
    await user.click(ages.getByRole('checkbox', { name: '25-34' }));
    expect(anyAge).toHaveProperty('checked', true);

    await user.click(screen.getByRole('checkbox', { name: 'Any gender' }));
    await user.click(screen.getByRole('checkbox', { name: 'Any ethnicity' }));
    await waitFor(() => {
      const draft = selectDraftOf(store.getState(), '42');
      expect(draft.ages).toHaveLength(5);
      expect(draft.genders?.length).toBeGreaterThan(1);
      expect(draft.ethnicities?.length).toBeGreaterThan(1);
    });
    // "At least one" still holds: unticking "Any" leaves none, and the rule says so.
    await user.click(screen.getByRole('checkbox', { name: 'Any gender' }));
    await user.click(next());
    expect(await screen.findByText('Choose at least one gender')).toBeTruthy();
  });

  it('shows a resource link typed without https:// with it once left', async () => {
    // docs/product.md#as-typed
    const { user } = renderWizard(
      '/campaign/creation/parameters',
      {},
      { ...COMPLETE_DRAFT, resource_links: [], stepReached: 2 },
    );
    await user.click(await screen.findByRole('button', { name: 'Add a link' }));
    const link = screen.getByRole('textbox', { name: 'Resource link 1' });
    await user.type(link, 'northwind.test/guide');
    await user.tab();
    expect(link).toHaveProperty('value', 'https://northwind.test/guide');
  });

  it('says "Any" in Spanish', async () => {
    renderWizard('/campaign/creation/parameters', {}, { ...COMPLETE_DRAFT, stepReached: 2 }, 'es');
    expect(await screen.findByRole('checkbox', { name: 'Cualquier edad' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cualquier género' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cualquier etnia' })).toBeTruthy();
  });

  it('links the terms to the terms of service, in a new tab', async () => {
    renderWizard('/campaign/creation/summary', {}, COMPLETE_DRAFT);
    const terms = await screen.findByRole('link', { name: 'terms of service' });
    expect(terms.getAttribute('href')).toBe('https://ugc-desk.com/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('checkbox', { name: /I accept the terms of service/ })).toBeTruthy();
  });
});
