import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { inTurn } from '../brands/brandStub';
import { invoice, invoiceDetail, invoicesPage, renderBilling } from './billingStub';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Billing' });
const rowOf = async (number: string) =>
  within((await screen.findByRole('link', { name: number })).closest('li')!);

describe('Billing', { timeout: TYPING_TIMEOUT }, () => {
  it('lists the invoices with number, date, description, total and how each was paid', async () => {
    const { api } = renderBilling('/account/billing', {
      Invoices: invoicesPage(
        [
          invoice('2', {
            created_at: '2026-04-10T09:00:00.000Z',
            description: 'Campaign Spring launch',
            total: 1_250_00,
            method: 'wallet',
            card_brand: null,
            card_last4: null,
          }),
          invoice('1'),
        ],
        { total: 2 },
      ),
    });
    await heading();
    const newest = await rowOf('INV-000002');
    expect(newest.getByText('4/10/26')).toBeTruthy();
    expect(newest.getByText('Campaign Spring launch')).toBeTruthy();
    expect(newest.getByText('$1,250.00')).toBeTruthy();
    expect(newest.getByText('Wallet')).toBeTruthy();

    const older = await rowOf('INV-000001');
    expect(older.getByText('3/5/26')).toBeTruthy();
    expect(older.getByText('Wallet top-up')).toBeTruthy();
    expect(older.getByText('$104.00')).toBeTruthy();
    expect(older.getByText('Card •••• 4242')).toBeTruthy();

    // Newest first, as the server sends them.
    const links = screen.getAllByRole('link', { name: /^INV-/ }).map((link) => link.textContent);
    expect(links).toEqual(['INV-000002', 'INV-000001']);
    expect(screen.getByText('2 of 2 invoices')).toBeTruthy();
    expect(api.callsOf('Invoices')[0]?.variables).toEqual({ first: 20, after: null });
  });

  it('loads the next page on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) => invoice(String(40 - i)));
    const { api, user } = renderBilling('/account/billing', {
      Invoices: (variables) =>
        variables.after === 'cursor-20'
          ? invoicesPage([invoice('20'), invoice('19')], { total: 22 })
          : invoicesPage(first, { total: 22, next: 'cursor-20' }),
    });
    await rowOf('INV-000040');
    expect(screen.getByText('20 of 22 invoices')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('INV-000019');
    expect(screen.getByText('22 of 22 invoices')).toBeTruthy();
    expect(api.callsOf('Invoices')[1]?.variables).toEqual({ first: 20, after: 'cursor-20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens an invoice from its row', async () => {
    const { user, router } = renderBilling('/account/billing', {
      Invoices: invoicesPage([invoice('7', { number: 'INV-000007' })]),
      Invoice: { data: { Invoice: invoiceDetail({ id: '7', number: 'INV-000007' }) } },
    });
    await user.click(await screen.findByRole('link', { name: 'INV-000007' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000007' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/billing/invoices/7');
  });

  it('says when there is no invoice yet', async () => {
    renderBilling('/account/billing', { Invoices: invoicesPage([]) });
    expect(await screen.findByRole('heading', { name: 'No invoice yet' })).toBeTruthy();
  });

  it('says when the invoices cannot be loaded, and retries', async () => {
    const { user } = renderBilling('/account/billing', {
      Invoices: inTurn({ status: 500 }, invoicesPage([invoice('1')])),
    });
    expect(await screen.findByText('We could not load your invoices')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'INV-000001' })).toBeTruthy();
  });
});
