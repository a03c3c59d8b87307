import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { content, dealPage, dealRow, dealsReply } from '../deals/fixtures';
import { campaignDetail, campaignProductsReply, emptyContents, renderCampaigns } from './pages';

const OVERVIEW = '/campaign/campaign-1/product/product-1';

const contentsReply = (nodes: ReturnType<typeof content>[]): Reply => ({
  data: {
    Contents: {
      nodes,
      page_info: { has_next_page: false, end_cursor: null },
      total_count: nodes.length,
    },
  },
});

/** The value beside a label in the parameters' description list. */
const parameter = (label: string) => {
  const list = screen.getByRole('region', { name: 'Parameters' });
  return within(list).getByText(label).nextSibling?.textContent;
};

describe('CampaignOverview', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the product, the brief, the parameters and only safe resource links', async () => {
    renderCampaigns(OVERVIEW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring glow' })).toBeTruthy();
    const product = within(screen.getByRole('region', { name: 'Product' }));
    expect(product.getByText('Glow serum')).toBeTruthy();
    expect(product.getByText('$29.50')).toBeTruthy();
    const link = product.getByRole('link', { name: 'View product: Glow serum' });
    expect(link.getAttribute('href')).toBe('https://glow.test/product-1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Show the serum in morning light.')).toBeTruthy();

    expect(parameter('Type')).toBe('UGC video');
    expect(parameter('Deals')).toBe('10');
    expect(parameter('Delivery')).toBe('You ship it');
    expect(parameter('Creator tier')).toBe('Pro');
    expect(parameter('Creator category')).toBe('Beauty');
    expect(parameter('Video duration')).toBe('30 s');
    expect(parameter('Must-have tags')).toBe('skincare, morning');
    expect(parameter('Ethnicities')).toBe('Asian, Hispanic or Latino');
    expect(parameter('Revision rounds')).toBe('2 rounds');
    // Shipped by the company: no compensation to tell.
    expect(
      within(screen.getByRole('region', { name: 'Parameters' })).queryByText(
        'Compensation per deal',
      ),
    ).toBeNull();

    const links = within(screen.getByRole('region', { name: 'Resource links' }));
    expect(
      links.getByRole('link', { name: 'https://glow.test/guide' }).getAttribute('target'),
    ).toBe('_blank');
    // Anything but http(s) is shown, never followed.
    expect(links.getByText('javascript:alert(1)').tagName).not.toBe('A');
    expect(links.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Find creators' })).toBeTruthy();
  });

  it('shows the content rights and options bought, and their cost lines', async () => {
    // 10 deals of $60 + $30 pro + $20 for 30 s + $120 + $30 + $20 = $280: $2,800, fee $280,
    // card 4% of $3,080 = $123.20, total $3,203.20 (docs/product.md#content-rights).
    const rights = campaignDetail({
      usage_rights: 'paid_ads_12m',
      raw_footage: true,
      extra_hooks: 1,
      cost_lines: [
        { kind: 'price_per_content', amount: 60_00 },
        { kind: 'creator_tier', amount: 30_00 },
        { kind: 'video_duration', amount: 20_00 },
        { kind: 'usage_rights', amount: 120_00 },
        { kind: 'raw_footage', amount: 30_00 },
        { kind: 'extra_hooks', amount: 20_00 },
        { kind: 'product_reimbursement', amount: 0 },
        { kind: 'deals', amount: 10 },
        { kind: 'subtotal', amount: 2_800_00 },
        { kind: 'platform_fee', amount: 280_00 },
        { kind: 'card_fee', amount: 123_20 },
        { kind: 'total', amount: 3_203_20 },
      ],
      total: 3_203_20,
    });
    renderCampaigns(OVERVIEW, { CampaignProducts: campaignProductsReply(rights) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring glow' })).toBeTruthy();
    expect(parameter('Usage rights')).toBe('Paid ads, 12 months');
    expect(parameter('Raw footage')).toBe('Yes');
    expect(parameter('Extra hooks')).toBe('1 extra hook');

    renderCampaigns('/campaign/campaign-1', { CampaignProducts: campaignProductsReply(rights) });
    const cost = await screen.findByRole('region', { name: 'What you paid' });
    const line = (kind: string) => cost.querySelector(`[data-line="${kind}"]`)?.textContent;
    expect(line('usage_rights')).toBe('Usage rights (Paid ads, 12 months)$120.00 / deal');
    expect(line('raw_footage')).toBe('Raw footage$30.00 / deal');
    expect(line('extra_hooks')).toBe('Extra hooks (1)$20.00 / deal');
    expect(line('total')).toBe('Total$3,203.20');
  });

  it("lists the campaign's deals with their labels, and its content opening the viewer", async () => {
    const { api, user } = renderCampaigns(OVERVIEW, {
      Deals: dealsReply(
        dealPage([
          dealRow(1, { status: 'purchased_sent', delivery: 'pending_delivery' }),
          dealRow(2),
        ]),
      ),
      Contents: contentsReply([content(1, { kind: 'image', status: 'pending_approval' })]),
    });
    const deals = await screen.findByRole('region', { name: 'Deals' });
    expect(await within(deals).findByRole('link', { name: 'Creator 1' })).toBeTruthy();
    // A shipping campaign's deal: the company shipped the product.
    expect(within(deals).getByText('Product shipped')).toBeTruthy();
    expect(within(deals).getByText('Pending delivery')).toBeTruthy();
    expect(within(deals).getByRole('link', { name: 'Creator 2' }).getAttribute('href')).toBe(
      '/deal/deal-2',
    );
    expect(api.callsOf('Deals')[0]?.variables).toEqual({
      filter: { campaign_id: 'campaign-1' },
      first: 20,
      after: null,
    });
    expect(api.callsOf('Contents')[0]?.variables).toEqual({
      filter: { campaign_id: 'campaign-1' },
      first: 20,
      after: null,
    });

    const received = screen.getByRole('region', { name: 'Content received' });
    await user.click(await within(received).findByRole('button', { name: /Ana Ruiz/ }));
    expect(await screen.findByRole('dialog', { name: 'Content by Ana Ruiz' })).toBeTruthy();
  });

  it('says when nothing has come yet, and offers no creators for a paused campaign', async () => {
    renderCampaigns(OVERVIEW, {
      CampaignProducts: campaignProductsReply(
        campaignDetail({ status: 'paused', actions: ['resume', 'deactivate', 'duplicate'] }),
      ),
      Contents: emptyContents,
    });
    expect(await screen.findByText('No creator has been picked yet.')).toBeTruthy();
    expect(
      await screen.findByText('Nothing yet: uploads show here as creators send them.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Find creators' })).toBeNull();
  });

  it("is the app's not-found page for a product that is not the campaign's", async () => {
    const { api } = renderCampaigns('/campaign/campaign-1/product/product-of-another-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // Nothing of the campaign is asked for beyond the campaign itself.
    expect(api.callsOf('Deals')).toHaveLength(0);
    expect(api.callsOf('Contents')).toHaveLength(0);
  });
});
