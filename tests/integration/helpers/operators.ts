/**
 * The operator console's login as the console drives it (docs/product.md#operator-console):
 * `operator-add` through the running server's admin endpoint, the set-password link, then
 * password and TOTP on the guest endpoint.
 */
import { runAdminCommand } from '@/server/admin/client';
import { totpCode } from '@/server/auth/totp';
import { GOOD_PASSWORD } from './account';
import { dataOf } from './catalog';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

export const OPS_PASSWORD_SET = `mutation OpsPasswordSet($token: String!, $password: String!) {
  OpsPasswordSet(token: $token, password: $password) { status message } }`;
export const OPS_LOGIN = `mutation OpsLogin($email: String!, $password: String!) {
  OpsLogin(email: $email, password: $password) { step ticket totp_uri totp_secret } }`;
export const OPS_TOTP_SETUP = `mutation OpsTotpSetup($ticket: String!, $code: String!) {
  OpsTotpSetup(ticket: $ticket, code: $code) {
    auth { status authorization { token expires_in } } recovery_codes } }`;
export const OPS_TOTP_VERIFY = `mutation OpsTotpVerify($ticket: String!, $code: String!) {
  OpsTotpVerify(ticket: $ticket, code: $code) { status authorization { token expires_in } } }`;
export const OPS_ME = `query { OpsMe { id email session_expires_at recovery_codes_left } }`;

export interface LoginStep {
  step: 'totp_setup' | 'totp';
  ticket: string;
  totp_uri: string | null;
  totp_secret: string | null;
}

/** A guest operation of the console (no client document of it on the server's side). */
export function opsGuest<T = Record<string, unknown>>(
  t: TestServer,
  query: string,
  variables: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<GraphqlResponse<T>> {
  return postGraphql<T>(`${t.url}/v1/j/guest`, query, { variables, headers });
}

/** The token of the link `operator-add` printed. */
export function setupTokenOf(stdout: string): string {
  const match = /\/ops\/set-password\/([A-Za-z0-9_-]+)\n$/.exec(stdout);
  if (!match?.[1]) throw new Error(`no set-password link in:\n${stdout}`);
  return match[1];
}

let counter = 0;
/** A fresh operator e-mail for one test. */
export function operatorEmail(): string {
  counter += 1;
  return `operator${counter}-${Date.now().toString(36)}@ops.example.com`;
}

/** operator-add, then its link sets GOOD_PASSWORD; the operator's e-mail. */
export async function addOperator(t: TestServer, email = operatorEmail()): Promise<string> {
  const added = await runAdminCommand(t.dataDir, ['operator-add', email]);
  if (added.code !== 0) throw new Error(added.stderr);
  dataOf(
    await opsGuest(t, OPS_PASSWORD_SET, {
      token: setupTokenOf(added.stdout),
      password: GOOD_PASSWORD,
    }),
  );
  return email;
}

export async function opsLogin(t: TestServer, email: string): Promise<LoginStep> {
  return dataOf(
    await opsGuest<{ OpsLogin: LoginStep }>(t, OPS_LOGIN, { email, password: GOOD_PASSWORD }),
  ).OpsLogin;
}

/** The code the operator's authenticator shows now (the server's clock). */
export const codeNow = (t: TestServer, secret: string) => totpCode(secret, t.clock.now());

export interface SignedInOperator {
  email: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** A new operator through its first login: TOTP set up; its session token and codes. */
export async function signedInOperator(t: TestServer): Promise<SignedInOperator> {
  const email = await addOperator(t);
  const step = await opsLogin(t, email);
  const secret = step.totp_secret!;
  const setup = dataOf(
    await opsGuest<{
      OpsTotpSetup: { auth: { authorization: { token: string } }; recovery_codes: string[] };
    }>(t, OPS_TOTP_SETUP, { ticket: step.ticket, code: await codeNow(t, secret) }),
  ).OpsTotpSetup;
  return {
    email,
    token: setup.auth.authorization.token,
    secret,
    recoveryCodes: setup.recovery_codes,
  };
}
