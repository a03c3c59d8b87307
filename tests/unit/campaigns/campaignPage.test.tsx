import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectDraftOf } from '@/features/campaigns/campaignsSlice';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { walletApi } from '@/features/wallet/api';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { card, cardsReply } from '../wallet/walletStub';
import { COMPLETE_DRAFT } from './fixtures';
import { campaignDetail, campaignProductsReply, renderCampaigns } from './pages';

const PAGE = '/campaign/campaign-1';

/**
 * A server that keeps the campaign: CampaignProducts answers it as it stands, and
 * `operation` changes it by `fields` and answers with it.
 */
function campaignServer(operation: string, fields: Parameters<typeof campaignDetail>[0]) {
  let campaign = campaignDetail();
  return {
    CampaignProducts: () => campaignProductsReply(campaign),
    [operation]: (): Reply => {
      campaign = campaignDetail(fields);
      return { data: { [operation]: campaign } };
    },
  };
}

const actionButtons = () =>
  within(screen.getByRole('group', { name: 'Campaign actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('CampaignProducts', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the campaign: status, dates, figures, cost lines, the card, and its products with their deals', async () => {
    renderCampaigns(PAGE, {
      Cards: cardsReply([card('card-1', { brand: 'mastercard', last4: '5454' })]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring glow' })).toBeTruthy();
    expect(screen.getByText('UGC video · Glow Co')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Active');
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.getByText('Reviewed')).toBeTruthy();

    const figures = screen.getByRole('group', { name: 'Figures' });
    const figure = (label: string) => within(figures).getByText(label).nextSibling?.textContent;
    expect(figure('Deals filled')).toBe('4 of 10');
    expect(figure('Content accepted')).toBe('1 of 10');
    expect(figure('Spent')).toBe('$110.00');
    expect(figure('In escrow')).toBe('$1,100.00');
    expect(figure('Refunded')).toBe('$0.00');

    const cost = screen.getByRole('region', { name: 'What you paid' });
    const line = (kind: string) => cost.querySelector(`[data-line="${kind}"]`)?.textContent;
    expect(line('creator_tier')).toBe('Creator tier (Pro)$30.00 / deal');
    expect(line('video_duration')).toBe('Video duration (30 s)$20.00 / deal');
    expect(line('card_fee')).toBe('Credit card fees (4%)$48.40');
    expect(line('total')).toBe('Total$1,258.40');
    expect(await within(cost).findByText('Mastercard ending in 5454')).toBeTruthy();

    const products = screen.getByRole('list', { name: 'Products' });
    const [serum] = within(products).getAllByTestId('campaign-product');
    const product = within(serum!);
    expect(product.getByRole('link', { name: 'Glow serum' }).getAttribute('href')).toBe(
      '/campaign/campaign-1/product/product-1',
    );
    expect(product.getByText('$29.50')).toBeTruthy();
    // Both statuses labelled "Content uploaded" are one count.
    const counts = within(product.getByRole('list', { name: 'Deals by status' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Deal started 2',
      'Content uploaded 2',
    ]);

    expect(screen.getByText('6 deals still to fill')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find creators' }).getAttribute('href')).toBe(
      '/campaign/campaign-1/creators-discovery',
    );
  });

  it.each([
    ['active', ['pause', 'deactivate', 'duplicate'], ['Pause', 'Deactivate', 'Duplicate']],
    ['paused', ['resume', 'deactivate', 'duplicate'], ['Resume', 'Deactivate', 'Duplicate']],
    ['completed', ['duplicate'], ['Duplicate']],
  ] as const)('offers what a %s campaign allows', async (status, actions, buttons) => {
    renderCampaigns(PAGE, {
      CampaignProducts: campaignProductsReply(campaignDetail({ status, actions: [...actions] })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Spring glow' });
    expect(actionButtons()).toEqual(buttons);
    // Creators can be found only while the campaign is live.
    expect(screen.queryByRole('link', { name: 'Find creators' }) !== null).toBe(
      status === 'active',
    );
  });

  it('shows why a campaign was rejected, that its money went back, and a deleted card', async () => {
    renderCampaigns(PAGE, {
      CampaignProducts: campaignProductsReply(
        campaignDetail({
          status: 'rejected',
          actions: ['duplicate'],
          card_id: null,
          rejection_reason: 'The brief promises medical results',
          refunded: 1_258_40,
        }),
      ),
    });
    expect(
      await screen.findByText(
        'Our team rejected this campaign: The brief promises medical results',
      ),
    ).toBeTruthy();
    expect(screen.getByText('What you paid went back to your wallet.')).toBeTruthy();
    expect(screen.getByText('A deleted card')).toBeTruthy();
    expect(actionButtons()).toEqual(['Duplicate']);
  });

  it('pauses: the new status and the next action show at once, with a flash', async () => {
    const { api, user } = renderCampaigns(
      PAGE,
      campaignServer('CampaignPause', {
        status: 'paused',
        actions: ['resume', 'deactivate', 'duplicate'],
        events: [
          { id: 'e1', action: 'created', by: 'Ana Ruiz', created_at: '2026-03-01T09:00:00.000Z' },
          { id: 'e2', action: 'paused', by: 'Ben Lee', created_at: '2026-03-04T09:00:00.000Z' },
        ],
      }),
    );
    // A campaign made before its activity was recorded says so, quietly.
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(within(activity).getByText('No activity recorded')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(api.callsOf('CampaignPause')[0]?.variables).toEqual({ id: 'campaign-1' });
    expect(
      await screen.findByText('Campaign paused: creators no longer see it. Its deals go on.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Paused');
    expect(actionButtons()).toEqual(['Resume', 'Deactivate', 'Duplicate']);
    // Who of the company did what, oldest first (docs/product.md#brand-teams).
    const steps = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Created by Ana Ruiz · March 1, 2026',
      'Paused by Ben Lee · March 4, 2026',
    ]);
  });

  it("shows the server's refusal beside the buttons and reads the campaign again", async () => {
    const { api, user } = renderCampaigns(PAGE, {
      CampaignPause: accountError(
        'CAMPAIGN_ACTION_NOT_ALLOWED',
        'This campaign is "Completed": that is not possible now',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This campaign is "Completed": that is not possible now',
    );
    await waitFor(() => expect(api.callsOf('CampaignProducts')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Pause' }).hasAttribute('disabled')).toBe(false);
  });

  it('disables every action while one runs, and says when the network failed', async () => {
    let reply: Reply = { pending: true };
    const { user } = renderCampaigns(PAGE, { CampaignPause: () => reply });
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    const group = screen.getByRole('group', { name: 'Campaign actions' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('button')
          .every((button) => button.hasAttribute('disabled')),
      ).toBe(true),
    );
    cleanup();
    reply = { status: 503 };
    const second = renderCampaigns(PAGE, { CampaignPause: () => reply });
    await second.user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That could not be done. Check your connection and try again.',
    );
  });

  it('deactivates after saying what goes back, then shows the refund and reads the wallet again', async () => {
    const { api, user, store } = renderCampaigns(
      PAGE,
      campaignServer('CampaignDeactivate', {
        status: 'deactivated',
        actions: ['duplicate'],
        refunded: 726_00,
      }),
    );
    // The wallet's balance is on screen somewhere (the layout, a panel): it must follow.
    const wallet = store.dispatch(walletApi.endpoints.wallet.initiate());
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Spring glow?' });
    // 6 unfilled of 10: 6/10 of the $1,100 subtotal and of the $110 platform fee.
    expect(
      within(dialog).getByText(
        'The money of the 6 unfilled deals, $726.00, goes back to your wallet.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Campaign deactivated: $726.00 went back to your wallet.'),
    ).toBeTruthy();
    expect(api.callsOf('CampaignDeactivate')[0]?.variables).toEqual({ id: 'campaign-1' });
    await waitFor(() => expect(api.callsOf('Wallet')).toHaveLength(2));
    expect(actionButtons()).toEqual(['Duplicate']);
    wallet.unsubscribe();
  });

  it('says no money goes back when every deal is filled', async () => {
    const { user } = renderCampaigns(PAGE, {
      CampaignProducts: campaignProductsReply(campaignDetail({ deals_filled: 10 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Every deal is filled, so no money goes back to your wallet.'),
    ).toBeTruthy();
  });

  it('duplicates into the wizard: the draft holds the campaign as typed, from the first step', async () => {
    const { api, user, store, router } = renderCampaigns(PAGE, {
      CampaignDuplicate: {
        data: {
          CampaignDuplicate: {
            type: 'ugc_video',
            name: 'Spring glow 2',
            brand_id: 'brand-1',
            product_ids: ['product-1'],
            delivery_type: 'refund',
            taxes_shipping_compensation: 5_50,
            number_of_deals: 10,
            creator_tier: 'pro',
            creator_category: 'beauty',
            must_have_tags: ['skincare'],
            content_brief: 'Show the serum in morning light.',
            content_format: 'portrait',
            video_duration: 30,
            resource_links: ['https://glow.test/guide'],
            ages: ['18-24'],
            genders: ['female'],
            ethnicities: ['asian'],
            revision_rounds: 1,
          },
        },
      },
      BrandOptions: { data: { Brands: { nodes: [], total_count: 0 } } },
      CampaignProductOptions: { data: { Products: { nodes: [], total_count: 0 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/creation/type'));
    expect(api.callsOf('CampaignDuplicate')[0]?.variables).toEqual({ id: 'campaign-1' });
    expect(selectDraftOf(store.getState(), '42')).toEqual({
      type: 'ugc_video',
      name: 'Spring glow 2',
      brand_id: 'brand-1',
      product_ids: ['product-1'],
      delivery_type: 'refund',
      taxes_shipping_compensation: '5.50',
      number_of_deals: '10',
      creator_tier: 'pro',
      creator_category: 'beauty',
      must_have_tags: ['skincare'],
      content_brief: 'Show the serum in morning light.',
      content_format: 'portrait',
      video_duration: '30',
      video_duration_unit: 'seconds',
      resource_links: ['https://glow.test/guide'],
      ages: ['18-24'],
      genders: ['female'],
      ethnicities: ['asian'],
      revision_rounds: '1',
      // Every step passes its rules: the indicator reopens all of them.
      stepReached: 3,
    });
  });

  it('asks before replacing a campaign in progress, and keeps it when told to', async () => {
    const { api, user, store } = renderCampaigns(PAGE, {}, { draft: COMPLETE_DRAFT });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replace your campaign in progress?',
    });
    // The dialog's close button says the same as its cancel button.
    await user.click(within(dialog).getAllByRole('button', { name: 'Keep it' })[0]!);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsOf('CampaignDuplicate')).toHaveLength(0);
    expect(selectDraftOf(store.getState(), '42')).toEqual(COMPLETE_DRAFT);
  });

  it("is the app's not-found page for another company's campaign", async () => {
    renderCampaigns(PAGE, { CampaignProducts: accountError('NOT_FOUND', 'Not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('reads the campaign again when its status changes or one of its deals moves', async () => {
    const { api, store } = renderCampaigns(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Spring glow' });
    const event = (message: Record<string, unknown>) =>
      act(() => {
        store.dispatch(messageReceived({ topic: 'company/42/notifications', message }));
      });
    event({ event: 'campaign_status', campaign_id: 'campaign-1', status: 'paused' });
    await waitFor(() => expect(api.callsOf('CampaignProducts')).toHaveLength(2));
    event({ event: 'deal_changed', deal_id: 'deal-1', campaign_id: 'campaign-1' });
    await waitFor(() => expect(api.callsOf('CampaignProducts')).toHaveLength(3));
    // Another campaign's deal changes nothing here.
    event({ event: 'deal_changed', deal_id: 'deal-2', campaign_id: 'campaign-2' });
    event({ event: 'campaign_status', campaign_id: 'campaign-1', status: 'active' });
    await waitFor(() => expect(api.callsOf('CampaignProducts')).toHaveLength(4));
  });
});
