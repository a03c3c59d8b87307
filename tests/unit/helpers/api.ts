import { vi } from 'vitest';
import { sessionApi, type CompanyData } from '@/src/entities/session/api';
import { LAYOUT_REPLIES } from '../account/apiStub';

/** An account as CompanyData returns it; tests override what they are about. */
export function companyAccount(overrides: Partial<CompanyData> = {}): CompanyData {
  return {
    id: '42',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@northwind.test',
    role: 'company',
    has_verified_email: true,
    onboard_position: 1,
    phone: '5551234567',
    company_name: 'Northwind Labs',
    created_at: '2025-01-15T10:00:00.000Z',
    profile_picture_image: null,
    // One person per company, its founder: the owner (docs/product.md#brand-teams).
    team_role: 'owner',
    member_id: '42',
    ...overrides,
  };
}

/**
 * The action that puts an account in RTK Query's cache, where the app keeps it, as if
 * CompanyData had returned it.
 */
export const accountCached = (account: CompanyData) =>
  sessionApi.util.upsertQueryEntries([
    { endpointName: 'companyData', arg: undefined, value: account },
  ]);

export type ApiReply = { account: CompanyData } | { status: number } | { pending: true };

/**
 * Answers the GraphQL endpoint's CompanyData query like the server would: with the
 * account, an HTTP status (401 ends the session), or never (to see loading states); the
 * layout's own queries get LAYOUT_REPLIES.
 * Returns the mock to inspect the calls.
 */
export function stubCompanyData(reply: ApiReply) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    const layoutReply = LAYOUT_REPLIES[body.operationName ?? ''];
    if (layoutReply) return Response.json(layoutReply);
    if (body.operationName !== 'CompanyData') {
      throw new Error(`Unexpected operation in a unit test: ${body.operationName}`);
    }
    if ('pending' in reply) return new Promise<Response>(() => {});
    if ('status' in reply) return new Response('{}', { status: reply.status });
    return Response.json({ data: { CompanyData: reply.account } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
