import type { OutboxRow } from '@/server/db/schema/mail';
import { GOOD_PASSWORD } from './account';
import { codeOf } from './account';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

const STATUS = '{ status message }';
const AUTH = '{ status authorization { token type expires_in } }';

/** The creators' account operations, as the creators' app would send them. */
export const CREATOR_ACCOUNT_OPS = {
  create: `mutation CreatorCreate($email: String!, $password: String!) {
    CreatorCreate(email: $email, password: $password) ${STATUS} }`,
  login: `mutation CreatorLogin($email: String!, $password: String!) {
    CreatorLogin(email: $email, password: $password) ${AUTH} }`,
  companyLogin: `mutation CompanyLogin($email: String!, $password: String!) {
    CompanyLogin(email: $email, password: $password) ${AUTH} }`,
  requestReset: `mutation RequestResetPassword($email: String!, $type: String) {
    RequestResetPassword(email: $email, type: $type) ${STATUS} }`,
  reset: `mutation ResetPasswordMutation($email: String!, $token: String!, $password: String!,
    $password_confirmation: String!) {
    ResetPasswordMutation(email: $email, token: $token, password: $password,
      password_confirmation: $password_confirmation) ${STATUS} }`,
  updateEmail: `mutation CreatorUpdateEmail($password: String!, $token: String!,
    $old_email: String!) {
    CreatorUpdateEmail(password: $password, token: $token, old_email: $old_email) ${AUTH} }`,
  companyUpdateEmail: `mutation CompanyUpdateEmail($password: String!, $token: String!,
    $old_email: String!) {
    CompanyUpdateEmail(password: $password, token: $token, old_email: $old_email) ${AUTH} }`,
  resend: `mutation CreatorResendEmailVerificationCode {
    CreatorResendEmailVerificationCode ${STATUS} }`,
  verify: `mutation CreatorEmailVerificationByCode($email_validation_code: String!) {
    CreatorEmailVerificationByCode(email_validation_code: $email_validation_code) ${STATUS} }`,
  logout: `mutation CreatorLogout { CreatorLogout ${STATUS} }`,
  delete: `mutation CreatorDelete { CreatorDelete ${STATUS} }`,
  requestEmailChange: `mutation CreatorRequestToChangeEmail($email: String!, $new_email: String!,
    $password: String!) {
    CreatorRequestToChangeEmail(email: $email, new_email: $new_email, password: $password)
      ${STATUS} }`,
  language: `mutation CreatorLanguageUpdate($language: String!) {
    CreatorLanguageUpdate(language: $language) ${STATUS} }`,
} as const;

export type CreatorAccountOp = keyof typeof CREATOR_ACCOUNT_OPS;

/** The operations of the guest endpoint; the others need a creator session. */
export const CREATOR_GUEST_OPS: ReadonlySet<CreatorAccountOp> = new Set<CreatorAccountOp>([
  'create',
  'login',
  'companyLogin',
  'requestReset',
  'reset',
  'updateEmail',
  'companyUpdateEmail',
]);

export interface ApiStatus {
  status: string;
  message: string | null;
}
export interface ApiAuth {
  status: string;
  authorization: { token: string; type: string; expires_in: number };
}

/** Runs a creator account operation on the endpoint it belongs to. */
export function creatorCall(
  t: TestServer,
  op: CreatorAccountOp,
  variables: Record<string, unknown> = {},
  { token, locale }: { token?: string; locale?: string } = {},
): Promise<GraphqlResponse<Record<string, ApiStatus & ApiAuth>>> {
  const url = `${t.url}${CREATOR_GUEST_OPS.has(op) ? '/v1/j/guest' : '/v1/j'}`;
  return postGraphql(url, CREATOR_ACCOUNT_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** Signs a creator up through the API; the code mailed for it. */
export async function creatorSignUp(t: TestServer, email: string): Promise<string> {
  const response = await creatorCall(t, 'create', { email, password: GOOD_PASSWORD });
  if (response.body.errors) throw new Error(JSON.stringify(response.body.errors));
  const [mail] = await t.mails(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return codeOf(mail);
}

/** Logs a creator in through the API; the bearer token. */
export async function creatorLogIn(t: TestServer, email: string, password = GOOD_PASSWORD) {
  const response = await creatorCall(t, 'login', { email, password });
  const token = response.body.data?.CreatorLogin?.authorization.token;
  if (!token) throw new Error(JSON.stringify(response.body));
  return token;
}

/**
 * HTTP status of a creator operation with this token: 200 while the session lives (the
 * answer may be an error: a new creator has no profile yet), 401 after.
 */
export async function creatorSessionStatus(t: TestServer, token: string): Promise<number> {
  const response = await postGraphql(
    `${t.url}/v1/j`,
    'query CreatorCampaigns { CreatorCampaigns(first: 1) { total_count } }',
    { token },
  );
  return response.status;
}

/** A creator's mailed link (/creator/reset-password/… or /creator/change-email/…). */
export function creatorLinkOf(
  mail: Pick<OutboxRow, 'text'>,
  route: 'reset-password' | 'change-email',
) {
  const match = new RegExp(`(https?://\\S+(/creator/${route}/)([^?\\s]+)\\?email=(\\S+))`).exec(
    mail.text,
  );
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) {
    throw new Error(`no /creator/${route} link in:\n${mail.text}`);
  }
  return {
    url: match[1],
    path: `${match[2]}${match[3]}`,
    token: decodeURIComponent(match[3]),
    email: decodeURIComponent(match[4]),
  };
}
