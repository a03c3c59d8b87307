/**
 * Operators in tests: an operator account and a session of its (what the console's login
 * opens), its operations on /v1/j, and the audit log's rows.
 */
import { asc } from 'drizzle-orm';
import { issueSession } from '@/server/auth/tokens';
import { auditLog } from '@/server/db/schema/ops';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

export interface OperatorSession {
  id: number;
  email: string;
  token: string;
}

/** A new operator account and an operator session of its. */
export async function operatorSession(server: TestServer): Promise<OperatorSession> {
  const account = await server.createCompany({ role: 'operator', company_name: null });
  const { token } = await issueSession(
    server.db,
    server.config.jwtSecret,
    account.id,
    new Date(),
    'operator',
  );
  return { id: account.id, email: account.email, token };
}

/** Runs `query` on /v1/j as the session `token`, optionally in `locale`. */
export function opsApi<T = Record<string, unknown>>(
  t: TestServer,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<T>> {
  return postGraphql<T>(`${t.url}/v1/j`, query, {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** Every row of the audit log, oldest first. */
export const auditRows = (t: Pick<TestServer, 'db'>) =>
  t.db.select().from(auditLog).orderBy(asc(auditLog.id));
