import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedCampaignDraft } from '@/features/campaigns/api';
import { selectDraftOf } from '@/features/campaigns/campaignsSlice';
import type { CampaignInput } from '@/store/generated/graphql';
import { companyData, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { card, cardsReply, walletReply } from '../wallet/walletStub';
import { COMPLETE_DRAFT, PRODUCTS, quoteReply } from './fixtures';
import { renderCampaigns } from './pages';

// Campaigns waiting for payment (docs/product.md#brand-teams): a member sends the summary
// to the owner and admins, who find it above the listing and pay it from the wizard.

const WIZARD_REPLIES = {
  BrandOptions: {
    data: { Brands: { nodes: [{ id: 'brand-1', name: 'Northwind' }], total_count: 1 } },
  },
  CampaignProductOptions: { data: { Products: { nodes: PRODUCTS, total_count: 2 } } },
  CampaignQuote: quoteReply,
};

const saved = (n: number, overrides: Partial<SavedCampaignDraft> = {}): SavedCampaignDraft => ({
  id: `draft-${n}`,
  name: `Summer wave ${n}`,
  created_by: 'Mia Doe',
  created_at: '2026-03-01T09:00:00.000Z',
  number_of_deals: 7,
  type: 'ugc_video',
  ...overrides,
});
const draftsReply = (drafts: SavedCampaignDraft[]): Reply => ({
  data: { CampaignDrafts: drafts },
});

/** The input the summary sends for COMPLETE_DRAFT (CampaignDraftOpen answers the same). */
const COMPLETE_INPUT: CampaignInput = {
  type: 'ugc_video',
  name: 'Spring launch',
  brand_id: 'brand-1',
  product_ids: ['product-1'],
  delivery_type: 'refund',
  taxes_shipping_compensation: 5_00,
  number_of_deals: 10,
  creator_tier: 'pro',
  creator_category: 'beauty',
  must_have_tags: ['skincare'],
  content_brief: 'Show the serum in a morning routine.',
  content_format: 'portrait',
  video_duration: 30,
  resource_links: ['https://northwind.test/guide'],
  ages: ['18-24'],
  genders: ['female'],
  ethnicities: ['asian'],
  revision_rounds: 2,
  usage_rights: 'organic',
  raw_footage: false,
  extra_hooks: 0,
};

describe('Campaigns waiting for payment', { timeout: TYPING_TIMEOUT * 2 }, () => {
  it('shows a member the summary without payment, and sends the campaign to be paid', async () => {
    const { api, user, router, store } = renderCampaigns(
      '/campaign/creation/summary',
      {
        ...WIZARD_REPLIES,
        CompanyData: companyData(companyAccount({ team_role: 'member' })),
        CampaignDraftSubmit: (variables) => ({
          data: {
            CampaignDraftSubmit: saved(1, { name: (variables.input as CampaignInput).name }),
          },
        }),
      },
      { draft: COMPLETE_DRAFT },
    );
    expect(
      await screen.findByText("Only the company's owner and admins can pay for campaigns."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /I accept the terms/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send to an admin to pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
    expect(api.callsOf('CampaignDraftSubmit')[0]!.variables).toEqual({ input: COMPLETE_INPUT });
    expect(
      await screen.findByText(
        'Sent. The owner and admins will find it under Campaigns → Waiting for payment.',
      ),
    ).toBeTruthy();
    // The draft is the team's now; no money operation was asked for on the way.
    expect(selectDraftOf(store.getState(), '42')).toEqual({});
    expect(api.callsOf('Cards')).toHaveLength(0);
    expect(api.callsOf('Wallet')).toHaveLength(0);
    expect(api.callsOf('CampaignQuote').map((call) => call.variables.method)).not.toContain('CARD');
    expect(api.callsOf('CampaignCreate')).toHaveLength(0);
  });

  it('lists them above the campaigns: who sent each and when; members may only delete', async () => {
    const { api, user } = renderCampaigns('/campaigns', {
      CompanyData: companyData(companyAccount({ team_role: 'member' })),
      CampaignDrafts: draftsReply([saved(1), saved(2, { created_by: null, number_of_deals: 1 })]),
      CampaignDraftDelete: { data: { CampaignDraftDelete: { status: 'success', message: 'ok' } } },
    });
    const section = await screen.findByRole('region', { name: 'Waiting for payment' });
    const rows = within(section).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Summer wave 1')).toBeTruthy();
    expect(within(rows[0]!).getByText('Sent by Mia Doe on 3/1/26 · 7 deals')).toBeTruthy();
    expect(within(rows[1]!).getByText(/^Sent by a former member on .* · 1 deal$/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Review and pay' })).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/“Summer wave 2” will no longer wait for payment/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsOf('CampaignDraftDelete')).toHaveLength(1));
    expect(api.callsOf('CampaignDraftDelete')[0]!.variables).toEqual({ id: 'draft-2' });
    expect(await screen.findByText('Campaign deleted')).toBeTruthy();
  });

  it('asks before replacing a campaign in progress in the wizard: Keep it keeps it, Replace it opens the one sent', async () => {
    const { api, user, router, store } = renderCampaigns(
      '/campaigns',
      {
        ...WIZARD_REPLIES,
        CompanyData: companyData(companyAccount({ team_role: 'admin' })),
        CampaignDrafts: draftsReply([saved(1)]),
        CampaignDraftOpen: { data: { CampaignDraftOpen: COMPLETE_INPUT } },
      },
      { draft: COMPLETE_DRAFT },
    );
    const section = await screen.findByRole('region', { name: 'Waiting for payment' });
    const review = within(section).getByRole('button', { name: 'Review and pay' });
    await user.click(review);
    let dialog = within(
      await screen.findByRole('alertdialog', { name: 'Replace your campaign in progress?' }),
    );
    expect(
      dialog.getByText(
        'The wizard holds a campaign you have not finished. Reviewing “Summer wave 1” replaces it.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getAllByRole('button', { name: 'Keep it' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsOf('CampaignDraftOpen')).toHaveLength(0);
    expect(selectDraftOf(store.getState(), '42')).toEqual(COMPLETE_DRAFT);
    expect(router.state.location.pathname).toBe('/campaigns');

    await user.click(review);
    dialog = within(
      await screen.findByRole('alertdialog', { name: 'Replace your campaign in progress?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Replace it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/creation/summary'));
    expect(api.callsOf('CampaignDraftOpen')[0]!.variables).toEqual({ id: 'draft-1' });
    expect(selectDraftOf(store.getState(), '42').saved_draft_id).toBe('draft-1');
  });

  it('hides the section when none waits, and tells when they could not be loaded', async () => {
    renderCampaigns('/campaigns', { CampaignDrafts: { status: 500 } });
    expect(
      await screen.findByText('The campaigns waiting for payment could not be loaded.'),
    ).toBeTruthy();
  });

  it('lets an admin review one in the summary and pay it with its draft_id', async () => {
    const { api, user, router, store } = renderCampaigns('/campaigns', {
      ...WIZARD_REPLIES,
      CompanyData: companyData(companyAccount({ team_role: 'admin' })),
      CampaignDrafts: draftsReply([saved(1)]),
      CampaignDraftOpen: { data: { CampaignDraftOpen: COMPLETE_INPUT } },
      Cards: cardsReply([card('card-1', { is_default: true })]),
      Wallet: walletReply(100_00),
      CampaignCreate: { status: 500 },
    });
    const section = await screen.findByRole('region', { name: 'Waiting for payment' });
    await user.click(within(section).getByRole('button', { name: 'Review and pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/creation/summary'));
    expect(api.callsOf('CampaignDraftOpen')[0]!.variables).toEqual({ id: 'draft-1' });
    expect(selectDraftOf(store.getState(), '42').saved_draft_id).toBe('draft-1');

    const pay = await screen.findByRole('button', { name: /^Pay / });
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(pay);
    await waitFor(() => expect(api.callsOf('CampaignCreate')).toHaveLength(1));
    expect(api.callsOf('CampaignCreate')[0]!.variables).toMatchObject({
      input: COMPLETE_INPUT,
      draft_id: 'draft-1',
    });
  });
});
