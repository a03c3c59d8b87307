import type { TeamInvitation, TeamMember } from '@/features/teams/api';
import type { CompanyData } from '@/src/entities/session/api';
import { companyAccount } from '../helpers/api';
import { companyData, stubApi, type Reply } from '../account/apiStub';
import { renderApp } from '../renderWithProviders';

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

/** A person of the company as TeamMembers answers; tests override what they are about. */
export function member(id: string, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `person${id}@northwind.test`,
    role: 'member',
    joined_at: '2026-02-01T10:00:00.000Z',
    last_active_at: null,
    is_you: false,
    ...overrides,
  };
}

export function invitation(id: string, overrides: Partial<TeamInvitation> = {}): TeamInvitation {
  return {
    id,
    email: `invitee${id}@example.test`,
    role: 'member',
    invited_by: 'Ada Lovelace',
    sent_at: '2026-03-01T10:00:00.000Z',
    expires_at: '2026-03-08T10:00:00.000Z',
    expired: false,
    ...overrides,
  };
}

/** The founder, signed in: the owner. */
export const OWNER = member('42', {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@northwind.test',
  role: 'owner',
  is_you: true,
  last_active_at: '2026-03-01T10:00:00.000Z',
});

/** Opens `route` signed in as a person of `role`, the API answering `handlers`. */
export function renderAs(
  route: string,
  account: Partial<CompanyData>,
  handlers: Record<string, Handler>,
) {
  const api = stubApi({ CompanyData: companyData(companyAccount(account)), ...handlers });
  const view = renderApp({
    route,
    preloadedState: { session: { token: 'token-1', role: 'company' } },
  });
  return { api, ...view };
}
