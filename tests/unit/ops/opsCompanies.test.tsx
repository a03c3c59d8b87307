import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OpsCompanyDetail from '@/features/opsCompanies/screens/OpsCompanyDetail';
import OpsCompanyList from '@/features/opsCompanies/screens/OpsCompanyList';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import { patterns } from '@/src/lib/paths';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { connection, opsCompany, opsCompanyDetail, REASON, renderOps } from './peopleFixtures';

const companiesReply = (nodes = [opsCompany(1), opsCompany(2)], total = nodes.length): Reply => ({
  data: { OpsCompanies: connection(nodes, { total, next: total > nodes.length ? 'c1' : null }) },
});
const companyReply = (detail = opsCompanyDetail()): Reply => ({ data: { OpsCompany: detail } });
const credit = (credited: boolean): Reply => ({
  data: {
    OpsWalletCredit: {
      company: { id: 'company-1', name: 'Company 1' },
      amount: 250_050,
      reference: 'WIRE-778',
      credited,
      wallet_balance: 375_050,
    },
  },
});

const renderList = (handlers = {}) =>
  renderOps(<OpsCompanyList />, patterns.opsCompanies, '/ops/companies', {
    OpsCompanies: companiesReply(),
    ...handlers,
  });
const renderDetail = (handlers = {}) =>
  renderOps(<OpsCompanyDetail />, patterns.opsCompany, '/ops/companies/company-1', {
    OpsCompany: companyReply(),
    ...handlers,
  });

const toastKeys = (store: { getState: () => Parameters<typeof selectToasts>[0] }) =>
  selectToasts(store.getState()).map((toast) => toast.messageKey);

describe('OpsCompanyList', { timeout: TYPING_TIMEOUT }, () => {
  it('shows skeletons while the first page loads', async () => {
    renderList({ OpsCompanies: { pending: true } });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  });

  it('lists companies with their wallet, escrow and activity', async () => {
    const { api } = renderList({
      OpsCompanies: companiesReply([opsCompany(1), opsCompany(2, { deleted: true })], 30),
    });
    const table = await screen.findByRole('table', { name: 'Companies' });
    const [first, second] = within(table).getAllByTestId('ops-company-row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'Company 1' }).getAttribute('href')).toBe(
      '/ops/companies/company-1',
    );
    expect(row.getByText('owner@company-1.test')).toBeTruthy();
    expect(row.getByText('$1,250.00')).toBeTruthy();
    expect(row.getByText('$300.00')).toBeTruthy();
    expect(row.getByText('3 campaigns · 7 deals')).toBeTruthy();
    expect(row.getByText('yesterday')).toBeTruthy();
    expect(within(second!).getByText('Deleted')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 30 companies')).toBeTruthy();
    expect(api.callsOf('OpsCompanies')[0]?.variables).toEqual({ first: 20, after: null });
  });

  it('searches by name or e-mail and says when nothing matches', async () => {
    const { api, user, router } = renderList({
      OpsCompanies: (variables: Record<string, unknown>) =>
        variables['search'] ? companiesReply([]) : companiesReply(),
    });
    await screen.findByRole('table', { name: 'Companies' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'acme');
    await waitFor(() =>
      expect(api.callsOf('OpsCompanies').at(-1)?.variables).toEqual({
        search: 'acme',
        first: 20,
        after: null,
      }),
    );
    expect(await screen.findByText('No company matches')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('acme');
  });

  it('says when there is no company yet', async () => {
    renderList({ OpsCompanies: companiesReply([]) });
    expect(await screen.findByText('No companies yet')).toBeTruthy();
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    const { user } = renderList({
      OpsCompanies: () => (fail ? { status: 500 } : companiesReply()),
    });
    expect(await screen.findByText('We could not load the companies')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Companies' })).toBeTruthy();
  });

  it('shows cards on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderList();
    const list = await screen.findByRole('list', { name: 'Companies' });
    expect(within(list).getByRole('listitem', { name: 'Company 2' })).toBeTruthy();
  });
});

describe('OpsCompanyDetail', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the company read only: figures, campaigns, deals and wallet movements', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company 1' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace · owner@company-1.test')).toBeTruthy();
    const facts = screen.getByRole('group', { name: "The company's figures" });
    expect(within(facts).getByText('$1,250.00')).toBeTruthy();
    expect(within(facts).getByText('$300.00')).toBeTruthy();
    const campaigns = screen.getByRole('table', { name: 'Newest campaigns' });
    expect(within(campaigns).getByText('Spring glow')).toBeTruthy();
    expect(within(campaigns).getByText('Active')).toBeTruthy();
    expect(within(campaigns).getByText('2 of 5')).toBeTruthy();
    expect(within(campaigns).getByText('$900.00')).toBeTruthy();
    const deals = screen.getByRole('table', { name: 'Newest deals' });
    expect(within(deals).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(deals).getByText('Completed')).toBeTruthy();
    expect(within(deals).getByText('$90.00')).toBeTruthy();
    const wallet = screen.getByRole('table', { name: 'Newest wallet movements' });
    expect(within(wallet).getByText('Bank transfer REF-1')).toBeTruthy();
    expect(within(wallet).getByText('+$500.00')).toBeTruthy();
  });

  it('says when the company has no records yet', async () => {
    renderDetail({
      OpsCompany: companyReply(opsCompanyDetail({ campaigns: [], deals: [], transactions: [] })),
    });
    expect(await screen.findByText('No campaign yet.')).toBeTruthy();
    expect(screen.getByText('No deal yet.')).toBeTruthy();
    expect(screen.getByText('No wallet movement yet.')).toBeTruthy();
  });

  it('gets an impersonation link with a reason the company reads', async () => {
    const { api, user, store } = renderDetail({
      OpsImpersonate: {
        data: {
          OpsImpersonate: {
            url: 'https://ugc.test/account/impersonate/tok-1',
            expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open as this company' }));
    const dialog = await screen.findByRole('dialog', { name: "Open Company 1's account" });
    expect(
      within(dialog).getByText(
        'The company reads this reason in its notifications, and the audit log keeps it.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Get the link' }));
    const link = await screen.findByRole('link', {
      name: 'https://ugc.test/account/impersonate/tok-1',
    });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(api.callsOf('OpsImpersonate')[0]?.variables).toEqual({
      company_id: 'company-1',
      reason: REASON,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastKeys(store)).toContain('opsCompanies:toast.impersonationReady');
  });

  it('credits a bank transfer: checks the amount, asks the reason, sends cents', async () => {
    const { api, user, store } = renderDetail({ OpsWalletCredit: credit(true) });
    const form = await screen.findByRole('form', { name: 'Credit a bank transfer' });
    const amount = within(form).getByRole('textbox', { name: 'Amount (USD)' });
    await user.type(amount, '0');
    await user.type(
      within(form).getByRole('textbox', { name: 'Reference on the transfer' }),
      'WIRE-778',
    );
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    expect(await within(form).findByText('Enter an amount from $0.01 to $1,000,000')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '2,500.50');
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    const dialog = await screen.findByRole('dialog', { name: "Credit Company 1's wallet" });
    expect(
      within(dialog).getByText("$2,500.50 with reference WIRE-778 goes to Company 1's wallet."),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() =>
      expect(api.callsOf('OpsWalletCredit')[0]?.variables).toEqual({
        company_id: 'company-1',
        amount: 250_050,
        reference: 'WIRE-778',
        reason: REASON,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastKeys(store)).toContain('opsCompanies:toast.credited');
    // The company's balance and movements are read again.
    await waitFor(() => expect(api.callsOf('OpsCompany')).toHaveLength(2));
  });

  it('says when the reference had already credited the company', async () => {
    const { user, store } = renderDetail({ OpsWalletCredit: credit(false) });
    const form = await screen.findByRole('form', { name: 'Credit a bank transfer' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '2500.50');
    await user.type(
      within(form).getByRole('textbox', { name: 'Reference on the transfer' }),
      'WIRE-778',
    );
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    const dialog = await screen.findByRole('dialog', { name: "Credit Company 1's wallet" });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await waitFor(() => expect(toastKeys(store)).toContain('opsCompanies:toast.alreadyCredited'));
  });

  it("shows the server's refusal of a credit in the dialog", async () => {
    const { user } = renderDetail({
      OpsWalletCredit: accountError(
        'IDEMPOTENCY_CONFLICT',
        'This reference already credited another amount',
      ),
    });
    const form = await screen.findByRole('form', { name: 'Credit a bank transfer' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount (USD)' }), '10');
    await user.type(
      within(form).getByRole('textbox', { name: 'Reference on the transfer' }),
      'WIRE-1',
    );
    await user.click(within(form).getByRole('button', { name: 'Credit the wallet' }));
    const dialog = await screen.findByRole('dialog', { name: "Credit Company 1's wallet" });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(
      await within(dialog).findByText('This reference already credited another amount'),
    ).toBeTruthy();
  });

  it('offers neither impersonation nor credit for a deleted company', async () => {
    renderDetail({
      OpsCompany: companyReply(opsCompanyDetail({ company: opsCompany(1, { deleted: true }) })),
    });
    expect(await screen.findByRole('button', { name: 'Open as this company' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Credit the wallet' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says an unknown company is not found', async () => {
    renderDetail({ OpsCompany: accountError('NOT_FOUND', 'Not found') });
    expect(await screen.findByText('Company not found')).toBeTruthy();
  });

  it('offers Try again after a failed load', async () => {
    let fail = true;
    const { user } = renderDetail({ OpsCompany: () => (fail ? { status: 500 } : companyReply()) });
    expect(await screen.findByText('We could not load this company')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company 1' })).toBeTruthy();
  });
});
