import type { OutboxRow } from '@/server/db/schema/mail';
import { postGraphql } from './http';
import type { GraphqlError, GraphqlResponse } from './http';
import type { TestServer } from './testServer';

/** A password every rule accepts (10–30 characters, a capital letter). */
export const GOOD_PASSWORD = 'Correct-Horse-1';

export const OPS = {
  create: `mutation CompanyCreate($email: String!, $password: String!) {
    CompanyCreate(email: $email, password: $password) { status message } }`,
  login: `mutation CompanyLogin($email: String!, $password: String!) {
    CompanyLogin(email: $email, password: $password) {
      status authorization { token type expires_in } } }`,
  logout: `mutation CompanyLogout { CompanyLogout { status message } }`,
  onboard: `mutation CompanyOnboardPositionOne($company_name: String!, $first_name: String!,
      $last_name: String!, $phone: String, $area_code: String) {
    CompanyOnboardPositionOne(company_name: $company_name, first_name: $first_name,
      last_name: $last_name, phone: $phone, area_code: $area_code) { status message } }`,
  resend: `mutation CompanyResendEmailVerificationCode {
    CompanyResendEmailVerificationCode { status message } }`,
  verify: `mutation CompanyEmailVerificationByCode($code: String!) {
    CompanyEmailVerificationByCode(email_validation_code: $code) { status message } }`,
  requestReset: `mutation RequestResetPassword($email: String!, $type: String) {
    RequestResetPassword(email: $email, type: $type) { status message } }`,
  reset: `mutation ResetPasswordMutation($email: String!, $token: String!, $password: String!,
      $password_confirmation: String!) {
    ResetPasswordMutation(email: $email, token: $token, password: $password,
      password_confirmation: $password_confirmation) { status message } }`,
  update: `mutation CompanyUpdateData($new_email: String, $privacy: Boolean, $company_name: String,
      $password: String, $new_password: String, $confirm_password: String) {
    CompanyUpdateData(new_email: $new_email, privacy: $privacy, company_name: $company_name,
      password: $password, new_password: $new_password, confirm_password: $confirm_password) {
      status message } }`,
  delete: `mutation CompanyDelete { CompanyDelete { status message } }`,
  requestEmailChange: `mutation CompanyRequestToChangeEmail($email: String!, $new_email: String!,
      $password: String!) {
    CompanyRequestToChangeEmail(email: $email, new_email: $new_email, password: $password) {
      status message } }`,
  updateEmail: `mutation CompanyUpdateEmail($password: String!, $token: String!, $old_email: String!) {
    CompanyUpdateEmail(password: $password, token: $token, old_email: $old_email) {
      status authorization { token type expires_in } } }`,
} as const;

type Op = keyof typeof OPS;
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
export function call<T = Record<string, unknown>>(
  t: TestServer,
  op: Op,
  variables: Record<string, unknown> = {},
  { token, locale }: CallOptions = {},
): Promise<GraphqlResponse<T>> {
  const url = `${t.url}${GUEST_OPS.has(op) ? '/v1/j/guest' : '/v1/j'}`;
  return postGraphql<T>(url, OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** The only error of a response (fails loudly when there is data or several errors). */
export function errorOf(response: GraphqlResponse): GraphqlError {
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
  const response = await call<{ CompanyLogin: { authorization: { token: string } } }>(t, 'login', {
    email,
    password,
  });
  const token = response.body.data?.CompanyLogin.authorization.token;
  if (!token) throw new Error(JSON.stringify(response.body));
  return token;
}

let counter = 0;
/** A fresh e-mail address for one test. */
export function freshEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
}

/** HTTP status of CompanyData with this token: 200 while the session lives, 401 after. */
export async function sessionStatus(t: TestServer, token: string): Promise<number> {
  const response = await postGraphql(`${t.url}/v1/j`, '{ CompanyData { id } }', { token });
  return response.status;
}
