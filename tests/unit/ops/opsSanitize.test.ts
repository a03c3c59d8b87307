import { describe, expect, it } from 'vitest';
import { loggedIn } from '@/src/entities/session/sessionSlice';
import { redactToJson, sanitizeAction, sanitizeState } from '@/store/debug/sanitize';

const TICKET = 'tk_9f8e7d6c5b4a39281706';
const SECRET = 'JBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/ugc-desk:grace@ugcdesk.test?secret=${SECRET}&issuer=ugc-desk`;
const TOKEN = 'opaque-operator-session-token-0123456789';
const CODE = '493817';
const RECOVERY = ['k2m9-x7q4-p1', 'a8d3-r5t6-w2'];
const SECRETS = [TICKET, SECRET, TOKEN, CODE, ...RECOVERY];

const leaked = (value: unknown) => {
  const text = redactToJson(value);
  return SECRETS.filter((secret) => text.includes(secret));
};

/** An RTK Query mutation of the operator's login, as DevTools and the action log get it. */
const fulfilled = (endpointName: string, originalArgs: unknown, payload: unknown) => ({
  type: 'api/executeMutation/fulfilled',
  payload,
  meta: { requestId: 'r1', arg: { type: 'mutation', endpointName, originalArgs } },
});

describe("the operator's login in DevTools and the action log", () => {
  it('hides the ticket, the TOTP secret and its URI', () => {
    const action = fulfilled(
      'opsLogin',
      { email: 'grace@ugcdesk.test', password: 'Secret-password' },
      { step: 'totp_setup', ticket: TICKET, totp_uri: URI, totp_secret: SECRET },
    );
    expect(leaked(sanitizeAction(action))).toEqual([]);
    expect(redactToJson(action)).toContain('totp_setup');
    expect(redactToJson(action)).toContain('grace@ugcdesk.test');
  });

  it('hides the codes sent, the session and the recovery codes', () => {
    const setup = fulfilled(
      'opsTotpSetup',
      { ticket: TICKET, code: CODE },
      {
        auth: { status: 'success', authorization: { token: TOKEN, type: 'bearer' } },
        recovery_codes: RECOVERY,
      },
    );
    const verify = fulfilled('opsTotpVerify', { ticket: TICKET, code: RECOVERY[0] }, {});
    expect(leaked(sanitizeAction(setup))).toEqual([]);
    expect(leaked(sanitizeAction(verify))).toEqual([]);
    expect(leaked(loggedIn({ token: TOKEN, role: 'operator' }))).toEqual([]);
  });

  it("hides them in the store's copies too", () => {
    const state = {
      session: { token: TOKEN, role: 'operator' },
      api: {
        mutations: {
          r1: {
            endpointName: 'opsTotpSetup',
            originalArgs: { ticket: TICKET, code: CODE },
            data: { auth: { authorization: { token: TOKEN } }, recovery_codes: RECOVERY },
          },
        },
      },
    };
    expect(leaked(sanitizeState(state))).toEqual([]);
    expect(redactToJson(state)).toContain('"role":"operator"');
  });
});
