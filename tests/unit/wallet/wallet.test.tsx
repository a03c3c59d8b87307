import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  transactionFilterOf,
  transactionFilterStateOf,
} from '@/features/wallet/hooks/useTransactionFilters';
import { downloadText } from '@/src/ui/download';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { renderWallet, searchOf, transaction, transactionsPage, walletReply } from './walletStub';

vi.mock('@/src/ui/download', () => ({ downloadText: vi.fn() }));

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' });

const HISTORY = [
  transaction('t3', {
    kind: 'payment',
    description: 'Campaign "Spring glow"',
    amount: -1_000,
    balance_after: 9_400,
    created_at: '2026-03-10T08:00:00.000Z',
    invoice_id: 'inv-2',
    by: 'Ana Ruiz',
  }),
  transaction('t2', {
    kind: 'top_up_bank',
    description: 'Bank transfer UGC-7K3M9QX2',
    amount: 400,
    balance_after: 10_400,
    created_at: '2026-03-09T16:00:00.000Z',
  }),
  transaction('t1', {
    description: 'Wallet top-up',
    amount: 10_000,
    balance_after: 10_000,
    created_at: '2026-03-09T14:30:00.000Z',
    invoice_id: 'inv-1',
  }),
];

/** The value next to the balance's term, once loaded. */
const balanceOf = async (term: string) => {
  const value = (await screen.findByText(term, { selector: 'dt' })).nextElementSibling!;
  await waitFor(() => expect(value.textContent).toMatch(/\d/));
  return value;
};
const history = () => screen.findByRole('table', { name: 'Wallet movements' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Wallet', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the balance in USD and the movements as a table', async () => {
    renderWallet({ Wallet: walletReply(125_000), Transactions: transactionsPage(HISTORY) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect((await balanceOf('Available balance')).textContent).toBe('$1,250.00');
    expect(screen.getByRole('button', { name: 'Top up' })).toBeTruthy();

    const table = await history();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Kind', 'Description', 'Amount', 'Balance after']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      [
        timeFormat.format(new Date('2026-03-10T08:00:00.000Z')),
        'Payment',
        // Who of the company paid (docs/product.md#brand-teams); a bank transfer names no one.
        'Campaign "Spring glow"by Ana Ruiz',
        '\u2212$10.00',
        '$94.00',
      ],
      [
        timeFormat.format(new Date('2026-03-09T16:00:00.000Z')),
        'Top-up by bank transfer',
        'Bank transfer UGC-7K3M9QX2',
        '+$4.00',
        '$104.00',
      ],
      [
        timeFormat.format(new Date('2026-03-09T14:30:00.000Z')),
        'Top-up by card',
        'Wallet top-up',
        '+$100.00',
        '$100.00',
      ],
    ]);
    // A movement with an invoice opens it; one without has nothing to open.
    expect(
      within(rows[0]!).getByRole('link', { name: 'Campaign "Spring glow"' }).getAttribute('href'),
    ).toBe('/account/billing/invoices/inv-2');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(screen.getByText('3 movements')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
  });

  it('reads in Spanish, money included', async () => {
    renderWallet(
      { Wallet: walletReply(125_000), Transactions: transactionsPage(HISTORY.slice(0, 1)) },
      '/wallet',
      'es',
    );
    expect((await balanceOf('Saldo disponible')).textContent).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(1250),
    );
    const table = await screen.findByRole('table', { name: 'Movimientos del monedero' });
    expect(within(table).getByText('Pago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });

  it('shows a card per movement on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderWallet({ Transactions: transactionsPage(HISTORY) });
    const list = await screen.findByRole('list', { name: 'Wallet movements' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Payment')).toBeTruthy();
    expect(within(items[0]!).getByText('\u2212$10.00')).toBeTruthy();
    expect(within(items[0]!).getByText('Balance after: $94.00')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe(
      '/account/billing/invoices/inv-2',
    );
  });

  it('loads the next page on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) => transaction(`t${25 - i}`));
    const { api, user } = renderWallet({
      Transactions: (variables) =>
        variables.after === 'cursor-20'
          ? transactionsPage([transaction('t5'), transaction('t4')], { total: 22 })
          : transactionsPage(first, { total: 22, next: 'cursor-20' }),
    });
    await history();
    expect(screen.getByText('Showing 20 of 22')).toBeTruthy();
    expect(screen.getByText('22 movements')).toBeTruthy();
    expect(api.callsOf('Transactions')[0]?.variables).toEqual({ first: 20, after: null });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Movement t4')).toBeTruthy();
    expect(screen.getByText('Showing 22 of 22')).toBeTruthy();
    expect(api.callsOf('Transactions')[1]?.variables).toEqual({ first: 20, after: 'cursor-20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    renderWallet({});
    expect(await screen.findByRole('heading', { name: 'No movements yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', true);
  });

  it('says what to do when the history or the balance cannot be loaded, and retries', async () => {
    const { user } = renderWallet({
      Wallet: inTurn({ status: 500 }, walletReply(2_500)),
      Transactions: inTurn({ status: 500 }, transactionsPage(HISTORY)),
    });
    expect(await screen.findByText('We could not load your movements')).toBeTruthy();
    expect(screen.getByText('We could not load your balance.')).toBeTruthy();
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    for (const retry of retries) await user.click(retry);
    expect(await history()).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Available balance').nextElementSibling?.textContent).toBe('$25.00'),
    );
  });
});

describe('Wallet history filters', { timeout: TYPING_TIMEOUT }, () => {
  it('reads the filters from the URL, as local days, and says when nothing matches', async () => {
    const { api, user, router } = renderWallet(
      { Transactions: transactionsPage([]) },
      '/wallet?kind=refund&from=2026-03-01&to=2026-03-09',
    );
    expect(
      await screen.findByRole('heading', { name: 'No movements match these filters' }),
    ).toBeTruthy();
    expect(api.callsOf('Transactions')[0]?.variables).toEqual({
      kind: 'refund',
      from: new Date(2026, 2, 1).toISOString(),
      // The whole of March 9: up to the start of March 10.
      to: new Date(2026, 2, 10).toISOString(),
      first: 20,
      after: null,
    });
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveProperty('value', 'refund');
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-03-01');
    expect(screen.getByLabelText('To')).toHaveProperty('value', '2026-03-09');

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    expect(searchOf(router)).toEqual({});
    await waitFor(() =>
      expect(api.callsOf('Transactions').at(-1)?.variables).toEqual({ first: 20, after: null }),
    );
  });

  it('puts the kind and the dates into the URL and the request', async () => {
    const { api, user, router } = renderWallet({ Transactions: transactionsPage(HISTORY) });
    await history();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Payment');
    expect(searchOf(router)).toEqual({ kind: 'payment' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    expect(searchOf(router)).toEqual({ kind: 'payment', from: '2026-02-01', to: '2026-02-28' });
    await waitFor(() =>
      expect(api.callsOf('Transactions').at(-1)?.variables).toEqual({
        kind: 'payment',
        from: new Date(2026, 1, 1).toISOString(),
        to: new Date(2026, 2, 1).toISOString(),
        first: 20,
        after: null,
      }),
    );

    // A start after the end clears the end, rather than asking for nothing.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    expect(searchOf(router)).toEqual({ kind: 'payment', from: '2026-03-05' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(searchOf(router)).toEqual({ kind: 'payment' });
  });

  it('shows a refund to the company’s bank as its own kind, and filters by it', async () => {
    const { api, user, router } = renderWallet({
      Transactions: transactionsPage([
        transaction('t9', {
          kind: 'withdrawal',
          description: 'Refund by bank transfer OUT-2026-001',
          amount: -3_000,
          balance_after: 0,
          created_at: '2026-03-11T09:00:00.000Z',
        }),
      ]),
    });
    const [, row] = within(await history()).getAllByRole('row');
    expect(cellsOf(row!).slice(1)).toEqual([
      'Refund to your bank',
      'Refund by bank transfer OUT-2026-001',
      '\u2212$30.00',
      '$0.00',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Refund to your bank');
    expect(searchOf(router)).toEqual({ kind: 'withdrawal' });
    await waitFor(() =>
      expect(api.callsOf('Transactions').at(-1)?.variables).toMatchObject({ kind: 'withdrawal' }),
    );
  });

  it('ignores what a hand-edited URL gets wrong', () => {
    const state = (search: string) => transactionFilterStateOf(new URLSearchParams(search));
    expect(state('kind=gift&from=2026-02-30&to=yesterday')).toEqual({
      kind: '',
      from: '',
      to: '',
    });
    expect(state('from=2026-03-09&to=2026-03-01')).toEqual({
      kind: '',
      from: '2026-03-09',
      to: '',
    });
    expect(transactionFilterOf(state('to=2026-12-31'))).toEqual({
      to: new Date(2027, 0, 1).toISOString(),
    });
  });
});

describe('Wallet CSV export', { timeout: TYPING_TIMEOUT }, () => {
  const download = vi.mocked(downloadText);

  it('fetches every page of the current filters and downloads them as one file', async () => {
    download.mockClear();
    const page1 = Array.from({ length: 100 }, (_, i) =>
      transaction(`p${i}`, { kind: 'payment', amount: -100, balance_after: 50_000 - i * 100 }),
    );
    const { api, user } = renderWallet(
      {
        Transactions: (variables) => {
          if (variables.first === 20) return transactionsPage(HISTORY.slice(0, 1), { total: 101 });
          return variables.after === 'c100'
            ? transactionsPage([HISTORY[0]!], { total: 101 })
            : transactionsPage(page1, { total: 101, next: 'c100' });
        },
      },
      '/wallet?kind=payment',
    );
    await history();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));

    const exports = api.callsOf('Transactions').filter((call) => call.variables.first === 100);
    expect(exports.map((call) => call.variables)).toEqual([
      { kind: 'payment', first: 100, after: null },
      { kind: 'payment', first: 100, after: 'c100' },
    ]);
    const [fileName, text, type] = download.mock.calls[0]!;
    expect(fileName).toMatch(/^wallet-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(type).toBe('text/csv;charset=utf-8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(1 + 101 + 1);
    expect(lines[0]).toBe('Date,Kind,Description,Amount (USD),Balance after (USD),By');
    expect(lines[1]).toBe('2026-03-09T14:30:00.000Z,Payment,Movement p0,-1.00,500.00,');
    expect(lines[101]).toBe(
      '2026-03-10T08:00:00.000Z,Payment,"Campaign ""Spring glow""",-10.00,94.00,Ana Ruiz',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });

  it('tells the user when a page fails, and downloads nothing', async () => {
    download.mockClear();
    const { user } = renderWallet({
      Transactions: (variables) =>
        variables.first === 100
          ? variables.after
            ? { status: 500 }
            : transactionsPage(HISTORY, { total: 200, next: 'c100' })
          : transactionsPage(HISTORY, { total: 200 }),
    });
    await history();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The export failed. Check your connection and try again.',
    );
    expect(download).not.toHaveBeenCalled();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false);
  });
});
