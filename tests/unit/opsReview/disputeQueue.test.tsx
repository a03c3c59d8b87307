import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { apiError, opsDisputeRow, page, renderOps, reply } from './fixtures';

describe('OpsDisputeQueue', () => {
  it('shows skeletons while the disputes load', async () => {
    renderOps('/ops/disputes', { OpsDisputes: { pending: true } });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });

  it('lists each deal in dispute with both parties, the fee and the wait', async () => {
    const { api } = renderOps('/ops/disputes', {
      OpsDisputes: reply('OpsDisputes', page([opsDisputeRow(1), opsDisputeRow(2)], { total: 2 })),
    });
    const table = await screen.findByRole('table', { name: 'Deals in dispute' });
    expect(api.callsOf('OpsDisputes')[0]?.variables).toEqual({ first: 20, after: null });
    const row = within(within(table).getAllByTestId('ops-dispute-row')[0]!);
    expect(
      row.getByRole('link', { name: 'Open the dispute on Campaign 1' }).getAttribute('href'),
    ).toBe('/ops/disputes/deal-1');
    expect(row.getByText('owner1@company.test')).toBeTruthy();
    expect(row.getByText('creator1@creators.test')).toBeTruthy();
    expect(row.getByText('$90.00')).toBeTruthy();
    expect(row.getByText('2 used')).toBeTruthy();
    expect(row.getByText('1 hour ago')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 disputes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when no deal is in dispute', async () => {
    renderOps('/ops/disputes', { OpsDisputes: reply('OpsDisputes', page([])) });
    expect(await screen.findByRole('heading', { name: 'No deal is in dispute' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const { user } = renderOps('/ops/disputes', {
      OpsDisputes: () =>
        fail
          ? apiError('INTERNAL_SERVER_ERROR', 'Boom')
          : reply('OpsDisputes', page([opsDisputeRow(1)])),
    });
    expect(await screen.findByText('The disputes could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Open the dispute on Campaign 1' }),
    ).toBeTruthy();
  });

  it('opens a dispute from its row', async () => {
    const { user, router } = renderOps('/ops/disputes');
    const table = await screen.findByRole('table', { name: 'Deals in dispute' });
    await user.click(within(table).getByText('Company 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/disputes/deal-2'));
  });

  it('shows a card per dispute on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderOps('/ops/disputes');
    const list = await screen.findByRole('list', { name: 'Deals in dispute' });
    expect(within(list).getAllByTestId('ops-dispute-row')).toHaveLength(2);
  });
});
