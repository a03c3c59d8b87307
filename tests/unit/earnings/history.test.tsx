import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from '@/src/ui/download';
import { accountError } from '../account/apiStub';
import {
  historyReply,
  movement,
  renderEarnings,
  statement,
  statementsReply,
  toastKeys,
} from './earningsStub';

vi.mock('@/src/ui/download', () => ({ downloadText: vi.fn() }));

afterEach(() => vi.unstubAllGlobals());

const download = vi.mocked(downloadText);

/** The history's section, by its heading. */
const historySection = async () =>
  within((await screen.findByRole('heading', { name: 'History' })).closest('section')!);

describe('the earnings history', () => {
  it('lists movements newest first with Load more, and says when one is still held', async () => {
    const { api, user } = renderEarnings({
      CreatorEarningsHistory: ({ after }) =>
        after === 'c-2'
          ? historyReply([movement('1', { kind: 'reimbursement', amount: 24_99 })])
          : historyReply(
              [
                movement('3', {
                  kind: 'payout',
                  amount: -100_00,
                  description: 'Payout to •••• 6789',
                  balance_after: 25_00,
                }),
                movement('2', { available_at: '2999-04-02T00:00:00.000Z' }),
              ],
              'c-2',
            ),
    });
    const history = await historySection();
    const table = await history.findByRole('table', { name: 'Earnings movements' });
    expect(within(table).getByText('Payout to •••• 6789')).toBeTruthy();
    expect(within(table).getByText('\u2212$100.00')).toBeTruthy();
    expect(within(table).getByText('+$80.00')).toBeTruthy();
    expect(within(table).getByText('Available from April 2, 2999')).toBeTruthy();
    expect(history.getByText('Showing 2')).toBeTruthy();
    await user.click(history.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Reimbursement')).toBeTruthy();
    expect(history.getByText('Showing 3')).toBeTruthy();
    expect(api.callsOf('CreatorEarningsHistory').at(-1)!.variables).toEqual({
      first: 20,
      after: 'c-2',
    });
  });

  it('filters by days from the address, and clears them', async () => {
    const { api, user, router } = renderEarnings(
      {
        CreatorEarningsHistory: ({ from }) => historyReply(from ? [] : [movement('1')]),
      },
      { route: '/creator/earnings?from=2026-03-01&to=2026-02-01' },
    );
    const history = await historySection();
    // An end before the start is dropped; the days go as they are (inclusive, UTC).
    await waitFor(() =>
      expect(api.callsOf('CreatorEarningsHistory')[0]!.variables).toEqual({
        from: '2026-03-01',
        first: 20,
        after: null,
      }),
    );
    expect(await history.findByText('No movements between these dates')).toBeTruthy();
    const toInput = history.getByLabelText('To') as HTMLInputElement;
    await user.type(toInput, '2026-03-31');
    await waitFor(() => expect(router.state.location.search).toContain('to=2026-03-31'));
    await waitFor(() =>
      expect(api.callsOf('CreatorEarningsHistory').at(-1)!.variables).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        first: 20,
        after: null,
      }),
    );
    await user.click(history.getAllByRole('button', { name: 'Clear dates' })[0]!);
    expect(await history.findByRole('table', { name: 'Earnings movements' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('exports every page of the filtered history as CSV, formulas made harmless', async () => {
    download.mockClear();
    const { api, user } = renderEarnings(
      {
        CreatorEarningsHistory: ({ first, after }) => {
          if (first !== 100) return historyReply([movement('3')]);
          return after === 'x-1'
            ? historyReply([movement('1', { kind: 'reimbursement', amount: 24_99 })])
            : historyReply(
                [
                  movement('3', {
                    description: '=HYPERLINK("http://evil.test","Fee, "quoted"")',
                  }),
                  movement('2', { kind: 'payout_returned', amount: -5 }),
                ],
                'x-1',
              );
        },
      },
      { route: '/creator/earnings?from=2026-03-01' },
    );
    const history = await historySection();
    await history.findByRole('table', { name: 'Earnings movements' });
    await user.click(history.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const pages = api.callsOf('CreatorEarningsHistory').filter((c) => c.variables.first === 100);
    expect(pages.map((call) => call.variables)).toEqual([
      { from: '2026-03-01', first: 100, after: null },
      { from: '2026-03-01', first: 100, after: 'x-1' },
    ]);
    const [fileName, text, type] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^earnings-history-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(type).toBe('text/csv;charset=utf-8');
    expect(text).toBe(
      '\uFEFF' +
        'Date,Kind,Description,Amount (USD),Available after (USD)\r\n' +
        `2026-03-09T14:30:00.000Z,Fee,"'=HYPERLINK(""http://evil.test"",""Fee, ""quoted"""")",80.00,125.00\r\n` +
        '2026-03-09T14:30:00.000Z,Payout returned,Fee: Campaign 2 (Glow Lab),-0.05,125.00\r\n' +
        '2026-03-09T14:30:00.000Z,Reimbursement,Fee: Campaign 1 (Glow Lab),24.99,125.00\r\n',
    );
  });

  it('tells the user when the export fails, and downloads nothing', async () => {
    download.mockClear();
    const { user, store } = renderEarnings({
      CreatorEarningsHistory: ({ first }) =>
        first === 100
          ? accountError('INTERNAL', 'Something went wrong')
          : historyReply([movement('1')]),
    });
    const history = await historySection();
    await history.findByRole('table', { name: 'Earnings movements' });
    await user.click(history.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toastKeys(store)).toContain('earnings:export.failed'));
    expect(download).not.toHaveBeenCalled();
    expect(history.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });
});

describe('monthly statements', () => {
  it('lists each month and downloads its movements between the opening and closing lines', async () => {
    download.mockClear();
    const { api, user } = renderEarnings({
      CreatorEarningsStatements: statementsReply([
        statement('2026-03', { paid_out: 100_00, returned: 5_00 }),
        statement('2026-02', { opening_balance: 0, earned: 45_00, closing_balance: 45_00 }),
      ]),
      CreatorEarningsHistory: ({ from }) =>
        from === '2026-02-01'
          ? historyReply([
              movement('2', {
                amount: 20_00,
                balance_after: 45_00,
                created_at: '2026-02-20T10:00:00.000Z',
              }),
              movement('1', {
                amount: 25_00,
                balance_after: 25_00,
                created_at: '2026-02-03T10:00:00.000Z',
              }),
            ])
          : historyReply([movement('9')]),
    });
    const table = await screen.findByRole('table', { name: 'Monthly statements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.querySelector('td')!.textContent).toBe('March 2026');
    expect(within(rows[0]!).getByText('$100.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('$5.00')).toBeTruthy();
    expect(rows[1]!.querySelector('td')!.textContent).toBe('February 2026');

    await user.click(within(table).getByRole('button', { name: 'Download February 2026' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const monthCall = api
      .callsOf('CreatorEarningsHistory')
      .find((call) => call.variables.from === '2026-02-01');
    expect(monthCall!.variables).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      first: 100,
      after: null,
    });
    const [fileName, text] = download.mock.calls[0]!;
    expect(fileName).toBe('earnings-statement-2026-02.csv');
    expect(text).toBe(
      '\uFEFF' +
        'Date,Kind,Description,Amount (USD),Available after (USD)\r\n' +
        '2026-02-01,,Opening balance,,0.00\r\n' +
        '2026-02-03T10:00:00.000Z,Fee,Fee: Campaign 1 (Glow Lab),25.00,25.00\r\n' +
        '2026-02-20T10:00:00.000Z,Fee,Fee: Campaign 2 (Glow Lab),20.00,45.00\r\n' +
        '2026-02-28,,Closing balance,,45.00\r\n',
    );
  });

  it('says when there are no statements yet, and when they cannot be loaded', async () => {
    let fail = true;
    const { user } = renderEarnings({
      CreatorEarningsStatements: () =>
        fail ? accountError('INTERNAL', 'Something went wrong') : statementsReply([]),
    });
    expect(await screen.findByText('We could not load your statements')).toBeTruthy();
    fail = false;
    const section = screen.getByRole('heading', { name: 'Monthly statements' }).closest('section')!;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No statements yet')).toBeTruthy();
  });
});
