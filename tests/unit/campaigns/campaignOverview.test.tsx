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
