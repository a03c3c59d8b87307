import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { apiError, opsScreening, page, renderOps, reply, toastKeys } from './fixtures';

const REASON = 'The product label is not visible.';

describe('OpsContentScreening', { timeout: TYPING_TIMEOUT }, () => {
  it('shows skeletons while the uploads load', async () => {
    renderOps('/ops/content', { OpsScreenings: { pending: true } });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });

  it('shows each upload with its creator, company, brief and files', async () => {
    const { api } = renderOps('/ops/content', {
      OpsScreenings: reply('OpsScreenings', page([opsScreening(1)], { total: 4, next: 'c' })),
    });
    const card = await screen.findByRole('article', {
      name: 'Upload by Creator 1 for Campaign 1',
    });
    expect(api.callsOf('OpsScreenings')[0]?.variables).toEqual({ first: 20, after: null });
    const upload = within(card);
    expect(upload.getByRole('heading', { name: 'Campaign 1' })).toBeTruthy();
    expect(upload.getByText('UGC image · Round 1')).toBeTruthy();
    expect(upload.getByText('creator1@creators.test')).toBeTruthy();
    expect(upload.getByText('owner1@company.test')).toBeTruthy();
    expect(upload.getByText('Brief of campaign 1')).toBeTruthy();
    expect(upload.getByText('Revisions used: 1, left: 1')).toBeTruthy();
    expect(upload.getByText('1 hour ago')).toBeTruthy();
    expect(upload.getByRole('img', { name: 'Image 1 of 1 by Creator 1' })).toBeTruthy();
    expect(screen.getByText('Showing 1 of 4 uploads')).toBeTruthy();
  });

  it('says when no upload awaits screening', async () => {
    renderOps('/ops/content', { OpsScreenings: reply('OpsScreenings', page([])) });
    expect(await screen.findByRole('heading', { name: 'No upload awaits screening' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderOps('/ops/content', {
      OpsScreenings: () =>
        fail
          ? apiError('INTERNAL_SERVER_ERROR', 'Boom')
          : reply('OpsScreenings', page([opsScreening(1)])),
    });
    expect(await screen.findByText('The uploads could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Campaign 1' })).toBeTruthy();
  });

  it('approves an upload with a reason: a toast, and it leaves the list', async () => {
    let approved = false;
    const { api, user, store } = renderOps('/ops/content', {
      OpsScreenings: () =>
        reply(
          'OpsScreenings',
          page(approved ? [opsScreening(2)] : [opsScreening(1), opsScreening(2)]),
        ),
      OpsContentApprove: () => {
        approved = true;
        return reply('OpsContentApprove', { id: 'deal-1', status: 'content_approved_by_admin' });
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Approve: Upload by Creator 1 for Campaign 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve this upload' });
    expect(
      within(dialog).getByText("Company 1 can review Creator 1's upload for Campaign 1."),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Approve upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('OpsContentApprove')[0]?.variables).toEqual({
      id: 'content-1',
      reason: REASON,
    });
    expect(toastKeys(store.getState())).toContain('opsReview:content.approved');
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Upload by Creator 1 for Campaign 1' }),
      ).toBeNull(),
    );
    await waitFor(() => expect(api.callsOf('OpsScreenings')).toHaveLength(2));
  });

  it('refuses an upload with the reason the creator reads, and shows a refusal', async () => {
    const { api, user, store } = renderOps('/ops/content', {
      OpsContentReject: apiError('NOT_FOUND', 'This upload no longer awaits screening.'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Refuse: Upload by Creator 2 for Campaign 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this upload' });
    expect(
      within(dialog).getByText('Creator 2 reads this reason as feedback on the upload.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Refuse upload' }));
    expect(await within(dialog).findByText('This upload no longer awaits screening.')).toBeTruthy();
    expect(api.callsOf('OpsContentReject')[0]?.variables).toEqual({
      id: 'content-2',
      reason: REASON,
    });
    expect(toastKeys(store.getState())).toEqual([]);
  });
});
