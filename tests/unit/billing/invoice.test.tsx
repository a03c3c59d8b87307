import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import { invoiceDetail, renderBilling } from './billingStub';

const route = '/account/billing/invoices/1';

describe('Invoice', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the issuer, number, date, whom it bills, the lines and the total in USD', async () => {
    const { api } = renderBilling(route, { Invoice: { data: { Invoice: invoiceDetail() } } });
    const document = within(await screen.findByRole('article', { name: 'Invoice INV-000001' }));
    expect(api.callsOf('Invoice')[0]?.variables).toEqual({ id: '1' });
    expect(document.getByText('UGC Desk')).toBeTruthy();
    expect(document.getByText('Date: March 5, 2026')).toBeTruthy();
    expect(document.getByText('Northwind Labs')).toBeTruthy();
    expect(document.getByText('ada@northwind.test')).toBeTruthy();
    expect(document.getByText('12 Analytical Row')).toBeTruthy();
    expect(document.getByText('London, Greater London, 12345')).toBeTruthy();
    expect(document.getByText('Tax ID 123456789')).toBeTruthy();
    expect(document.getByText('Visa •••• 4242')).toBeTruthy();

    const rows = within(document.getByRole('table'))
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Description', 'Amount'],
      ['Wallet top-up', '$100.00'],
      ['Card fee (4%)', '$4.00'],
      ['Total', '$104.00'],
    ]);
  });

  it('says a wallet paid it', async () => {
    renderBilling(route, {
      Invoice: {
        data: { Invoice: invoiceDetail({ method: 'wallet', card_brand: null, card_last4: null }) },
      },
    });
    const document = within(await screen.findByRole('article'));
    expect(document.getByText('Wallet')).toBeTruthy();
    expect(document.queryByText(/••••/)).toBeNull();
  });

  it('prints for "Download PDF", with a print stylesheet that leaves the app out', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderBilling(route, { Invoice: { data: { Invoice: invoiceDetail() } } });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent);
    expect(styles.some((css) => /@media print/.test(css ?? '') && /aside/.test(css ?? ''))).toBe(
      true,
    );
  });

  it('in Spanish: the long date and the amounts in the reader’s format', async () => {
    renderBilling(route, { Invoice: { data: { Invoice: invoiceDetail() } } }, [], {
      locale: 'es',
    });
    const document = within(await screen.findByRole('article', { name: 'Factura INV-000001' }));
    expect(document.getByText('Fecha: 5 de marzo de 2026')).toBeTruthy();
    expect(document.getByText(/104,00/)).toBeTruthy();
  });

  it('says "Invoice not found" for an id that is not the company’s, with the way back', async () => {
    renderBilling(route, { Invoice: accountError('NOT_FOUND', 'Invoice not found') });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Back to billing' });
    expect(back.every((link) => link.getAttribute('href') === '/account/billing')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});
