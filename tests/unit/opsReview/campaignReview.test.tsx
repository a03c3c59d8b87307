import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { apiError, opsCampaign, page, renderOps, reply, toastKeys } from './fixtures';

const REASON = 'The brief asks for medical claims.';

describe('OpsCampaignReview', { timeout: TYPING_TIMEOUT }, () => {
  it('shows what the campaign asks and what the company paid', async () => {
    renderOps('/ops/campaigns/campaign-1');
    expect(await screen.findByRole('heading', { name: 'Campaign 1', level: 1 })).toBeTruthy();
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'The campaign' });
    expect(within(facts).getByText('Serum 1 · $29.50')).toBeTruthy();
    expect(within(facts).getByText('The creator buys it and is reimbursed')).toBeTruthy();
    expect(within(facts).getByText('$5.00')).toBeTruthy();
    expect(within(facts).getByText('30 s')).toBeTruthy();
    // The content rights bought (docs/product.md#content-rights): organic use, no options.
    expect(within(facts).getByText('Organic use')).toBeTruthy();
    expect(within(facts).getByText('None')).toBeTruthy();
    expect(within(facts).getByText('$1,250.00 · Wallet')).toBeTruthy();
    const creators = screen.getByRole('region', { name: 'Creators' });
    expect(within(creators).getByText('Pro')).toBeTruthy();
    expect(within(creators).getByText('Female')).toBeTruthy();
    expect(within(creators).getByText('#glow')).toBeTruthy();
    expect(screen.getByText('Brief of campaign 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://glow.test/guide' })).toBeTruthy();
    const decide = screen.getByRole('region', { name: 'Decide' });
    expect(within(decide).getByText('owner1@company.test')).toBeTruthy();
    expect(within(decide).getByText('1 hour ago')).toBeTruthy();
  });

  it('finds a campaign further down the queue', async () => {
    const { api } = renderOps('/ops/campaigns/campaign-3', {
      OpsCampaigns: ({ after }) =>
        after === 'cursor-1'
          ? reply('OpsCampaigns', page([opsCampaign(3)], { total: 3 }))
          : reply(
              'OpsCampaigns',
              page([opsCampaign(1), opsCampaign(2)], { total: 3, next: 'cursor-1' }),
            ),
    });
    expect(await screen.findByRole('heading', { name: 'Campaign 3', level: 1 })).toBeTruthy();
    expect(api.callsOf('OpsCampaigns').map((call) => call.variables.after)).toEqual([
      null,
      'cursor-1',
    ]);
  });

  it('says when the campaign no longer awaits approval', async () => {
    renderOps('/ops/campaigns/campaign-9');
    expect(
      await screen.findByRole('heading', { name: 'This campaign does not await approval' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to campaigns' }).getAttribute('href')).toBe(
      '/ops/campaigns',
    );
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderOps('/ops/campaigns/campaign-1', {
      OpsCampaigns: () =>
        fail
          ? apiError('INTERNAL_SERVER_ERROR', 'Boom')
          : reply('OpsCampaigns', page([opsCampaign(1)])),
    });
    expect(await screen.findByText('The campaign could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Campaign 1', level: 1 })).toBeTruthy();
  });

  it('rejects with a reason, then goes back to the queue without it', async () => {
    let rejected = false;
    const { api, user, router, store } = renderOps('/ops/campaigns/campaign-1', {
      OpsCampaigns: () =>
        reply('OpsCampaigns', page(rejected ? [opsCampaign(2)] : [opsCampaign(1), opsCampaign(2)])),
      OpsCampaignReject: () => {
        rejected = true;
        return reply('OpsCampaignReject', { campaign: { id: 'campaign-1', status: 'rejected' } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Campaign 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/campaigns'));
    expect(api.callsOf('OpsCampaignReject')[0]?.variables).toEqual({
      id: 'campaign-1',
      reason: REASON,
    });
    expect(toastKeys(store.getState())).toContain('opsReview:campaigns.rejected');
    expect(await screen.findByRole('link', { name: 'Campaign 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Campaign 1' })).toBeNull();
  });

  it('keeps the page and says why when an approval is refused', async () => {
    const { user, router } = renderOps('/ops/campaigns/campaign-1', {
      OpsCampaignApprove: apiError('NOT_FOUND', 'This campaign no longer awaits approval.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Campaign 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Approve campaign' }));
    expect(
      await within(dialog).findByText('This campaign no longer awaits approval.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ops/campaigns/campaign-1');
  });
});
