import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountError, statusMessage, TYPING_TIMEOUT } from '../account/apiStub';
import { invitation, member, OWNER, renderAs } from './teamStub';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Team' });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('li')!;

describe('Settings → Team', { timeout: TYPING_TIMEOUT }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the people with their roles, and lets the owner manage everyone else', async () => {
    renderAs(
      '/account/team',
      {},
      {
        TeamMembers: {
          data: {
            TeamMembers: [
              OWNER,
              member('7', {
                role: 'admin',
                first_name: null,
                last_name: null,
                email: 'bob@x.test',
              }),
            ],
          },
        },
        TeamInvitations: { data: { TeamInvitations: [] } },
      },
    );
    await heading();
    const me = within(await rowOf('Ada Lovelace'));
    expect(me.getByText('Owner')).toBeTruthy();
    expect(me.getByText('You')).toBeTruthy();
    expect(me.queryByRole('button', { name: /Remove/ })).toBeNull();

    // No name: the e-mail names the person; never active yet.
    const bob = within(await rowOf('bob@x.test'));
    expect(bob.getByText(/Never/)).toBeTruthy();
    const role = bob.getByRole('combobox', { name: 'Role of bob@x.test' });
    expect((role as HTMLSelectElement).value).toBe('admin');
    expect(bob.getByRole('button', { name: 'Remove bob@x.test' })).toBeTruthy();
    expect(bob.getByRole('button', { name: 'Make bob@x.test the owner' })).toBeTruthy();
    expect(await screen.findByText('No invitation is waiting for an answer.')).toBeTruthy();
    // The owner does not leave.
    expect(screen.queryByRole('button', { name: 'Leave company' })).toBeNull();
  });

  it('removes a person after a confirmation that says their sessions end at once', async () => {
    let members = [OWNER, member('7')];
    const { api, user } = renderAs(
      '/account/team',
      {},
      {
        TeamMembers: () => ({ data: { TeamMembers: members } }),
        TeamInvitations: { data: { TeamInvitations: [] } },
        TeamMemberRemove: () => {
          members = [OWNER];
          return statusMessage('TeamMemberRemove', 'Removed');
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Grace Hopper?' });
    expect(within(dialog).getByText(/their sessions in it end at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Grace Hopper was removed from the company.')).toBeTruthy();
    expect(api.callsOf('TeamMemberRemove')[0]?.variables).toEqual({ id: '7' });
    await vi.waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
  });

  it('invites by e-mail and role, and shows a refusal under the field', async () => {
    const { api, user } = renderAs(
      '/account/team',
      {},
      {
        TeamMembers: { data: { TeamMembers: [OWNER] } },
        TeamInvitations: { data: { TeamInvitations: [invitation('1', { expired: true })] } },
        TeamInvite: accountError('ALREADY_INVITED', 'Some fields are not valid', {
          fields: { email: 'sam@example.test has an invitation already' },
        }),
      },
    );
    const pending = within(await rowOf('invitee1@example.test'));
    expect(pending.getByText('Expired')).toBeTruthy();
    expect(
      pending.getByRole('button', { name: 'Resend the invitation to invitee1@example.test' }),
    ).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(api.callsOf('TeamInvite')).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: /E-mail/ }));
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'sam@example.test');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Role/ }), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(form).findByText('sam@example.test has an invitation already'),
    ).toBeTruthy();
    expect(api.callsOf('TeamInvite')[0]?.variables).toEqual({
      email: 'sam@example.test',
      role: 'admin',
    });
  });

  it('shows a member the people only, with Leave company, which logs out', async () => {
    const { api, user, router } = renderAs(
      '/account/team',
      { team_role: 'member' },
      {
        TeamMembers: {
          data: { TeamMembers: [{ ...OWNER, is_you: false }, member('42', { is_you: true })] },
        },
        TeamLeave: statusMessage('TeamLeave', 'You left'),
        CompanyLogout: statusMessage('CompanyLogout', 'Logged out'),
      },
    );
    await heading();
    expect(
      await screen.findByText("Only the company's owner and admins invite people."),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(api.callsOf('TeamInvitations')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave company' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Northwind Labs?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave company' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsOf('TeamLeave')).toHaveLength(1);
  });

  it('offers Try again when the team cannot be loaded', async () => {
    let fail = true;
    const { user } = renderAs(
      '/account/team',
      {},
      {
        TeamMembers: () => (fail ? { status: 500 } : { data: { TeamMembers: [OWNER] } }),
        TeamInvitations: { data: { TeamInvitations: [] } },
      },
    );
    expect(await screen.findByText('The team could not be loaded')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
  });
});
