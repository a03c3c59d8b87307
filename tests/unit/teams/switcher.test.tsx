import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectToken } from '@/src/entities/session/sessionSlice';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { renderAs } from './teamStub';

const companies = [
  { id: '42', company_name: 'Northwind Labs', role: 'owner', current: true },
  { id: '9', company_name: 'Contoso', role: 'member', current: false },
];

describe('the company switcher', { timeout: TYPING_TIMEOUT }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the companies, the current one first checked, and switches to another', async () => {
    const { api, user, store, router } = renderAs(
      '/account/team',
      {},
      {
        TeamMembers: { data: { TeamMembers: [] } },
        TeamInvitations: { data: { TeamInvitations: [] } },
        MyCompanies: { data: { MyCompanies: companies } },
        CompanySwitch: {
          data: {
            CompanySwitch: {
              status: 'success',
              authorization: { token: 'contoso-token', type: 'bearer', expires_in: 86400 },
            },
          },
        },
      },
    );
    const [menu] = await screen.findAllByRole('button', { name: /Account menu/ });
    await user.click(menu!);
    const group = within(await screen.findByRole('group', { name: 'Your companies' }));
    expect(group.getByRole('button', { name: /Northwind Labs/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    await user.click(group.getByRole('button', { name: 'Switch to Contoso' }));
    await vi.waitFor(() => expect(selectToken(store.getState())).toBe('contoso-token'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsOf('CompanySwitch')[0]?.variables).toEqual({ company_id: '9' });
  });

  it('is not shown for one company', async () => {
    const { user, api } = renderAs(
      '/account/team',
      {},
      {
        TeamMembers: { data: { TeamMembers: [] } },
        TeamInvitations: { data: { TeamInvitations: [] } },
      },
    );
    const [menu] = await screen.findAllByRole('button', { name: /Account menu/ });
    await user.click(menu!);
    await vi.waitFor(() => expect(api.callsOf('MyCompanies')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Your companies' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Team' }).length).toBeGreaterThan(0);
  });
});
