import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { renderAs } from './teamStub';

const PANEL = "Only the company's owner and admins handle money. Ask one of them.";

describe('money for a team member', { timeout: TYPING_TIMEOUT }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/wallet', 'Wallet'],
    ['/account/billing', 'Billing'],
    ['/account/billing/invoices/7', 'Billing'],
    ['/account/payment-methods', 'Payment methods'],
  ])('%s shows why not, and asks nothing of money', async (route, title) => {
    const { api } = renderAs(route, { team_role: 'member' }, {});
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(PANEL)).toBeTruthy();
    // stubApi fails any operation it has no answer for: only the account was asked (the
    // bell's count may or may not have gone out yet).
    const asked = new Set(api.calls.map((call) => call.operationName));
    expect(asked.has('CompanyData')).toBe(true);
    expect([...asked].filter((name) => name !== 'NotificationsUnread')).toEqual(['CompanyData']);
  });

  it('has no money entries in the sidebar; an admin has them', async () => {
    const member = renderAs(
      '/account/team',
      { team_role: 'member' },
      {
        TeamMembers: { data: { TeamMembers: [] } },
      },
    );
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Team' })).toBeTruthy();
    for (const name of ['Wallet', 'Billing', 'Payment methods']) {
      expect(nav.queryByRole('link', { name })).toBeNull();
    }
    member.unmount();
    vi.unstubAllGlobals();

    renderAs(
      '/account/team',
      { team_role: 'admin' },
      {
        TeamMembers: { data: { TeamMembers: [] } },
        TeamInvitations: { data: { TeamInvitations: [] } },
      },
    );
    const adminNav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    for (const name of ['Wallet', 'Billing', 'Payment methods']) {
      expect(adminNav.getByRole('link', { name })).toBeTruthy();
    }
  });
});
