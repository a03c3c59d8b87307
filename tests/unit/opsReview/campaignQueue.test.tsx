import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { apiError, opsCampaign, page, renderOps, reply, toastKeys } from './fixtures';

const REASON = 'Brief and products are in order.';

describe('OpsCampaignQueue', { timeout: TYPING_TIMEOUT }, () => {
  it('shows skeletons while the queue loads', async () => {
    renderOps('/ops/campaigns', { OpsCampaigns: { pending: true } });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each campaign with its company, payment and wait, oldest first as sent', async () => {
    const { api } = renderOps('/ops/campaigns', {
      OpsCampaigns: reply(
        'OpsCampaigns',
        page([opsCampaign(1), opsCampaign(2)], { total: 7, next: 'cursor-1' }),
      ),
    });
    const table = await screen.findByRole('table', { name: 'Campaigns awaiting approval' });
    expect(api.callsOf('OpsCampaigns')[0]?.variables).toEqual({ first: 20, after: null });
    const [first] = within(table).getAllByTestId('ops-campaign-row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'Campaign 1' }).getAttribute('href')).toBe(
      '/ops/campaigns/campaign-1',
    );
    expect(row.getByText('UGC video · Brand 1')).toBeTruthy();
    expect(row.getByText('Company 1')).toBeTruthy();
    expect(row.getByText('owner1@company.test')).toBeTruthy();
    expect(row.getByText('$1,250.00')).toBeTruthy();
    const waited = row.getByText('1 hour ago');
    expect(waited.getAttribute('title')).toMatch(/at/);
    expect(screen.getByText('Showing 2 of 7 campaigns')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says when no campaign awaits approval', async () => {
    renderOps('/ops/campaigns', { OpsCampaigns: reply('OpsCampaigns', page([])) });
    expect(
      await screen.findByRole('heading', { name: 'No campaign awaits approval' }),
    ).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderOps('/ops/campaigns', {
      OpsCampaigns: () =>
        fail
          ? apiError('INTERNAL_SERVER_ERROR', 'Boom')
          : reply('OpsCampaigns', page([opsCampaign(1)])),
    });
    expect(await screen.findByText('The campaigns could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Campaign 1' })).toBeTruthy();
  });

  it('approves a campaign with its reason: a toast, and it leaves the queue', async () => {
    let approved = false;
    const { api, user, store } = renderOps('/ops/campaigns', {
      OpsCampaigns: () =>
        reply('OpsCampaigns', page(approved ? [opsCampaign(2)] : [opsCampaign(1), opsCampaign(2)])),
      OpsCampaignApprove: () => {
        approved = true;
        return reply('OpsCampaignApprove', { campaign: { id: 'campaign-1', status: 'active' } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Campaign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Campaign 1' });
    expect(within(dialog).getByText('The campaign goes live and Company 1 is told.')).toBeTruthy();
    expect(within(dialog).getByText('Kept in the audit log.')).toBeTruthy();
    // Too short a reason is refused before anything is sent.
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Approve campaign' }));
    expect(await within(dialog).findByText(/8 to 255 characters/)).toBeTruthy();
    expect(api.callsOf('OpsCampaignApprove')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), `  ${REASON} `);
    await user.click(within(dialog).getByRole('button', { name: 'Approve campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OpsCampaignApprove')[0]?.variables).toEqual({
      id: 'campaign-1',
      reason: REASON,
    });
    expect(toastKeys(store.getState())).toContain('opsReview:campaigns.approved');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Campaign 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Campaign 2' })).toBeTruthy();
    await waitFor(() => expect(api.callsOf('OpsCampaigns')).toHaveLength(2));
  });

  it('rejects with the reason the company reads, and keeps the dialog on a refusal', async () => {
    const { api, user, store } = renderOps('/ops/campaigns', {
      OpsCampaignReject: apiError('NOT_FOUND', 'This campaign no longer awaits approval.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Campaign 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Campaign 2' });
    expect(
      within(dialog).getByText("The whole payment of $2,500.00 goes back to Company 2's wallet."),
    ).toBeTruthy();
    expect(within(dialog).getByText('Company 2 reads this reason.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    expect(
      await within(dialog).findByText('This campaign no longer awaits approval.'),
    ).toBeTruthy();
    expect(api.callsOf('OpsCampaignReject')[0]?.variables).toEqual({
      id: 'campaign-2',
      reason: REASON,
    });
    expect(toastKeys(store.getState())).not.toContain('opsReview:campaigns.rejected');
    // Still in the queue (behind the dialog, hidden from assistive technology meanwhile).
    expect(screen.getByRole('link', { name: 'Campaign 2', hidden: true })).toBeTruthy();
  });

  it('puts the reason the server refused under the field', async () => {
    const { user } = renderOps('/ops/campaigns', {
      OpsCampaignReject: apiError('BAD_USER_INPUT', 'Invalid input', {
        reason: 'The reason holds characters that cannot be stored.',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Campaign 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Campaign 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject campaign' }));
    expect(
      await within(dialog).findByText('The reason holds characters that cannot be stored.'),
    ).toBeTruthy();
  });

  it('decides from the keyboard, and Escape leaves the dialog without deciding', async () => {
    const { api, user } = renderOps('/ops/campaigns');
    const approve = await screen.findByRole('button', { name: 'Approve Campaign 1' });
    approve.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Approve Campaign 1' });
    // Focus moves into the dialog (and stays there while it is open).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OpsCampaignApprove')).toHaveLength(0);
  });

  it('shows a card per campaign on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderOps('/ops/campaigns');
    const list = await screen.findByRole('list', { name: 'Campaigns awaiting approval' });
    expect(within(list).getAllByTestId('ops-campaign-row')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a campaign from its row', async () => {
    const { user, router } = renderOps('/ops/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns awaiting approval' });
    await user.click(within(table).getByText('Company 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/campaigns/campaign-2'));
  });
});
