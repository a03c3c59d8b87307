import type { ResultOf, TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  COMPANY_CREATE,
  COMPANY_DELETE,
  COMPANY_EMAIL_VERIFICATION_BY_CODE,
  COMPANY_LOGIN,
  COMPANY_ONBOARD_POSITION_ONE,
  COMPANY_REQUEST_TO_CHANGE_EMAIL,
  COMPANY_RESEND_EMAIL_VERIFICATION_CODE,
  COMPANY_UPDATE_DATA,
  COMPANY_UPDATE_EMAIL,
  REQUEST_RESET_PASSWORD,
  RESET_PASSWORD,
} from '@/features/account/api';
import { COMPANY_DATA, COMPANY_LOGOUT } from '@/src/entities/session/api';
import type { OutboxRow } from '@/server/db/schema/mail';
import { gqlRequest } from './http';
import type { GraphqlError, GraphqlResponse, LooseVariables } from './http';
import type { TestServer } from './testServer';

/** A password every rule accepts (10–30 characters, a capital letter). */
export const GOOD_PASSWORD = 'Correct-Horse-1';

/** The account operations, as the client sends them. */
export const OPS = {
  create: COMPANY_CREATE,
  login: COMPANY_LOGIN,
  logout: COMPANY_LOGOUT,
  onboard: COMPANY_ONBOARD_POSITION_ONE,
  resend: COMPANY_RESEND_EMAIL_VERIFICATION_CODE,
  verify: COMPANY_EMAIL_VERIFICATION_BY_CODE,
  requestReset: REQUEST_RESET_PASSWORD,
  reset: RESET_PASSWORD,
  update: COMPANY_UPDATE_DATA,
  delete: COMPANY_DELETE,
  requestEmailChange: COMPANY_REQUEST_TO_CHANGE_EMAIL,
  updateEmail: COMPANY_UPDATE_EMAIL,
} as const;

type Ops = typeof OPS;
type Op = keyof Ops;
const GUEST_OPS: ReadonlySet<Op> = new Set([
  'create',
  'login',
  'requestReset',
  'reset',
  'updateEmail',
] as Op[]);

export interface CallOptions {
  token?: string;
  locale?: string;
}

/** Runs an account operation on the endpoint it belongs to. */
export function call<O extends Op>(
  t: TestServer,
  op: O,
  variables: LooseVariables<Ops[O]> = {},
  { token, locale }: CallOptions = {},
): Promise<GraphqlResponse<ResultOf<Ops[O]>>> {
  const url = `${t.url}${GUEST_OPS.has(op) ? '/v1/j/guest' : '/v1/j'}`;
  // The document of `op`: TypeScript does not narrow OPS[op] by O itself.
  const document = OPS[op] as TypedDocumentNode<ResultOf<Ops[O]>>;
  return gqlRequest(url, document, {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** The only error of a response (fails loudly when there is data or several errors). */
export function errorOf(response: GraphqlResponse<unknown>): GraphqlError {
  if (response.body.errors?.length !== 1) {
    throw new Error(`expected one error, got ${JSON.stringify(response.body)}`);
  }
  return response.body.errors[0]!;
}

/** The 6-digit code of a verification mail (from its text part). */
export function codeOf(mail: Pick<OutboxRow, 'text'>): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.text}`);
  return match[1];
}

/** The token of a /new-password/{token} or /update/{token} link in a mail. */
export function linkOf(mail: Pick<OutboxRow, 'text'>, route: 'new-password' | 'update') {
  const match = new RegExp(`(https?://\\S+/${route}/([^?\\s]+)\\?email=(\\S+))`).exec(mail.text);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no ${route} link in:\n${mail.text}`);
  return { url: match[1], token: match[2], email: decodeURIComponent(match[3]) };
}

/** Signs up through the API and returns the code mailed for it. */
export async function signUp(
  t: TestServer,
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const response = await call(t, 'create', { email, password });
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  const [mail] = await t.mails(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeOf(mail);
}

/** Logs in through the API; returns the bearer token. */
export async function logIn(t: TestServer, email: string, password = GOOD_PASSWORD) {
  const response = await call(t, 'login', { email, password });
  const token = response.body.data?.CompanyLogin.authorization.token;
  if (!token) throw new Error(JSON.stringify(response.body));
  return token;
}

/**
 * Changes the password of the session `token`'s account from GOOD_PASSWORD (which ends
 * the account's other sessions); fails the test if the change is refused.
 */
export async function changePassword(t: Pick<TestServer, 'url'>, token: string, to: string) {
  const response = await call(
    t as TestServer,
    'update',
    { password: GOOD_PASSWORD, new_password: to, confirm_password: to },
    { token },
  );
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
}

let counter = 0;
/** A fresh e-mail address for one test. */
export function freshEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
}

/** HTTP status of CompanyData with this token: 200 while the session lives, 401 after. */
export async function sessionStatus(t: TestServer, token: string): Promise<number> {
  const response = await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, { token });
  return response.status;
}
