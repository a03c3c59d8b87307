/**
 * An operator for the console's tests: an `accounts` row with role operator and a session
 * of it, without the console's login (its own tests cover that), and its GraphQL calls.
 */
import { asc, eq } from 'drizzle-orm';
import { issueSession } from '@/server/auth/tokens';
import { auditLog } from '@/server/db/schema/ops';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

export interface TestOperator {
  id: number;
  email: string;
  token: string;
}

/** A new operator account and its session token. */
export async function operatorSession(t: TestServer): Promise<TestOperator> {
  const account = await t.createCompany({ role: 'operator', company_name: null });
  const { token } = await issueSession(
    t.db,
    t.config.jwtSecret,
    account.id,
    new Date(),
    'operator',
  );
  return { id: account.id, email: account.email, token };
}

/** Sends `query` to the app endpoint as the operator. */
export function opsCall<T = Record<string, unknown>>(
  t: TestServer,
  operator: TestOperator,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlResponse<T>> {
  return postGraphql<T>(`${t.url}/v1/j`, query, { token: operator.token, variables });
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

/** The audit rows of a record, oldest first. */
export function auditRowsOf(t: TestServer, recordType: string, recordId: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.record_id, String(recordId)))
    .then((rows) => rows.filter((row) => row.record_type === recordType));
}

/** The code of a response's first error; undefined when it succeeded. */
export const errorCode = (response: GraphqlResponse<unknown>): string | undefined =>
  response.body.errors?.[0]?.extensions?.code;
