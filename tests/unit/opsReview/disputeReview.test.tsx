import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import {
  apiError,
  chatMessage,
  opsDispute,
  opsDisputeRow,
  page,
  renderOps,
  reply,
  toastKeys,
} from './fixtures';

const REASON = 'The upload follows the brief as written.';

describe('OpsDisputeReview', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the deal, both parties, the latest upload, the timeline and the chat', async () => {
    const { api } = renderOps('/ops/disputes/deal-7', {
      OpsDealMessages: reply(
        'OpsDealMessages',
        page([chatMessage(2, { text: 'Not what we asked for.' }), chatMessage(1)], {
          next: 'cursor-1',
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Spring glow', level: 1 })).toBeTruthy();
    expect(api.callsOf('OpsDisputeDetail')[0]?.variables).toEqual({ id: 'deal-7' });
    const parties = screen.getByRole('region', { name: 'Parties' });
    expect(within(parties).getByText('owner@glow.test')).toBeTruthy();
    expect(within(parties).getByText('ana@creators.test')).toBeTruthy();
    expect(within(parties).getByText('5 hours ago')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Latest upload' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Timeline' })).toBeTruthy();
    const chat = await screen.findByRole('region', {
      name: 'Chat between the brand and the creator',
    });
    expect(await within(chat).findByText('Not what we asked for.')).toBeTruthy();
    expect(within(chat).getAllByText('Glow Co').length).toBeGreaterThan(0);
    expect(api.callsOf('OpsDealMessages')[0]?.variables).toEqual({
      id: 'deal-7',
      first: 50,
      after: null,
    });
    // The server pages newest first: the newest message shows last, earlier ones on demand.
    const items = within(chat).getAllByRole('listitem');
    expect(items.at(0)?.textContent).toContain('Message 1');
    expect(items.at(-1)?.textContent).toContain('Not what we asked for.');
    expect(within(chat).getByRole('button', { name: 'Load earlier messages' })).toBeTruthy();
    // Read only: the operator has no composer.
    expect(within(chat).queryByRole('textbox')).toBeNull();
  });

  it('finishes the deal for the creator with a reason, then goes back to the queue', async () => {
    let settled = false;
    const { api, user, router, store } = renderOps('/ops/disputes/deal-7', {
      OpsDisputes: () =>
        reply(
          'OpsDisputes',
          page(settled ? [opsDisputeRow(2)] : [opsDisputeRow(7), opsDisputeRow(2)]),
        ),
      OpsDealFinish: () => {
        settled = true;
        return reply('OpsDealFinish', { id: 'deal-7', status: 'finished' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Finish for the creator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the deal for the creator' });
    expect(
      within(dialog).getByText('The deal finishes and Ana Ruiz is paid the fee of $90.00.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Finish and pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/disputes'));
    expect(api.callsOf('OpsDealFinish')[0]?.variables).toEqual({ id: 'deal-7', reason: REASON });
    expect(toastKeys(store.getState())).toContain('opsReview:dispute.finished');
    expect(
      await screen.findByRole('link', { name: 'Open the dispute on Campaign 2' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the dispute on Campaign 7' })).toBeNull();
  });

  it('cancels for the brand with the reason both read, and shows a refusal in the dialog', async () => {
    const { api, user, router, store } = renderOps('/ops/disputes/deal-7', {
      OpsDealCancel: apiError('DEAL_NOT_ALLOWED', 'This deal cannot be cancelled now.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel for the brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the deal for the brand' });
    expect(
      within(dialog).getByText(
        "The deal is cancelled and its money goes back to Glow Co's wallet.",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Glow Co and Ana Ruiz read this reason.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the deal' }));
    expect(await within(dialog).findByText('This deal cannot be cancelled now.')).toBeTruthy();
    expect(api.callsOf('OpsDealCancel')[0]?.variables).toEqual({ id: 'deal-7', reason: REASON });
    expect(router.state.location.pathname).toBe('/ops/disputes/deal-7');
    expect(toastKeys(store.getState())).toEqual([]);
  });

  it('offers no settlement on a deal that ended', async () => {
    renderOps('/ops/disputes/deal-7', {
      OpsDisputeDetail: reply('OpsDeal', opsDispute({ status: 'finished', delivery: 'delivered' })),
    });
    expect(await screen.findByText('Not in dispute')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish for the creator' })).toBeNull();
  });

  it('says when no deal has the address', async () => {
    renderOps('/ops/disputes/deal-404', {
      OpsDisputeDetail: apiError('NOT_FOUND', 'Not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Deal not found' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderOps('/ops/disputes/deal-7', {
      OpsDisputeDetail: () =>
        fail ? apiError('INTERNAL_SERVER_ERROR', 'Boom') : reply('OpsDeal', opsDispute()),
    });
    expect(await screen.findByText('The deal could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spring glow', level: 1 })).toBeTruthy();
  });
});
