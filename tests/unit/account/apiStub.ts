import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import type { CompanyData } from '@/src/entities/session/api';

/** Typing through whole forms takes seconds when the suite runs its files in parallel. */
export const TYPING_TIMEOUT = 20_000;

// Each screen is a lazily loaded chunk, and under a parallel run its first load (plus the
// account's) can take longer than the default second `findBy…` waits: these tests wait 5.
configure({ asyncUtilTimeout: 5000 });

/** One answer of the GraphQL endpoint, as the server would give it. */
export type Reply =
  | { data: Record<string, unknown> }
  | { errors: Array<{ message: string; extensions?: Record<string, unknown> }> }
  | { status: number }
  | { pending: true };

type Handler = Reply | ((variables: Record<string, unknown>) => Reply | Promise<Reply>);

export interface Call {
  url: string;
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** An account error the way server/graphql/errors.ts formats it. */
export function accountError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): Reply {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

export const statusMessage = (operation: string, message: string): Reply => ({
  data: { [operation]: { status: 'success', message } },
});

export const companyData = (account: CompanyData): Reply => ({
  data: { CompanyData: account },
});

/**
 * What the company layout asks on every page (the bell's unread count), answered unless a
 * test gives its own handler: a test about something else need not know of it.
 */
export const LAYOUT_REPLIES: Record<string, Reply> = {
  NotificationsUnread: { data: { Notifications: { unread_count: 0 } } },
  // Asked by the app whenever a deal's page loads (its notifications are read).
  NotificationsMarkDealRead: { data: { NotificationsMarkDealRead: 0 } },
  // Asked when the user menu opens (the company switcher): one company, no switcher.
  MyCompanies: {
    data: {
      MyCompanies: [{ id: '42', company_name: 'Northwind Labs', role: 'owner', current: true }],
    },
  },
};

/**
 * Stubs `fetch` with a pretend GraphQL server: each operation (by name) answers with its
 * handler (the layout's own queries with LAYOUT_REPLIES); an operation without one fails
 * the test. Returns the calls to inspect.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    calls.push({
      url: String(input),
      operationName: body.operationName,
      variables: body.variables ?? {},
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const handler = handlers[body.operationName] ?? LAYOUT_REPLIES[body.operationName];
    if (!handler) throw new Error(`Unexpected operation in a unit test: ${body.operationName}`);
    const reply = typeof handler === 'function' ? await handler(body.variables ?? {}) : handler;
    if ('pending' in reply) return new Promise<Response>(() => {});
    if ('status' in reply) return new Response('{}', { status: reply.status });
    return Response.json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsOf: (operationName: string) =>
      calls.filter((call) => call.operationName === operationName),
  };
}
