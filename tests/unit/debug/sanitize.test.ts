import { describe, expect, it } from 'vitest';
import { devToolsOptions, isDevToolsEnabled } from '@/store/debug/devtools';
import { REDACTED, redact, sanitizeAction, sanitizeState, snapshot } from '@/store/debug/sanitize';
import { leakedSecrets, SECRETS } from './secrets';

/** An RTK Query mutation as it reaches DevTools: secrets in args, cache key and result. */
const loginFulfilled = {
  type: 'api/executeMutation/fulfilled',
  payload: {
    CompanyLogin: {
      status: 'ok',
      authorization: { token: SECRETS.token, type: 'bearer', expires_in: 3600 },
    },
  },
  meta: {
    requestId: 'r1',
    arg: {
      type: 'mutation',
      endpointName: 'companyLogin',
      originalArgs: { email: 'ada@northwind.test', password: SECRETS.password },
    },
    baseQueryMeta: { headers: { Authorization: `Bearer ${SECRETS.token}` } },
  },
};

const cardKey = `saveCard(${JSON.stringify({ card: { cvc: SECRETS.cvc, number: SECRETS.cardNumber } })})`;

const state = {
  session: { token: SECRETS.token, account: { id: '42', email: 'ada@northwind.test' } },
  wallet: { currency: { code: 'USD' } },
  api: {
    queries: {
      [cardKey]: {
        queryCacheKey: cardKey,
        originalArgs: { card: { number: SECRETS.cardNumber, cvc: SECRETS.cvc } },
      },
    },
    mutations: {
      r2: {
        originalArgs: {
          email_validation_code: SECRETS.code,
          nested: [{ profile: { new_password: SECRETS.newPassword, confirm_password: 'x' } }],
        },
      },
      r3: { data: { impersonation: SECRETS.jwt } },
    },
    provided: { tags: { Card: { __internal_without_id: [cardKey] } } },
  },
};

describe('sanitizers', () => {
  it('leave no token, password, code or card number in an action', () => {
    const sanitized = sanitizeAction(loginFulfilled);
    expect(leakedSecrets(sanitized)).toEqual([]);
    expect(sanitized.meta.arg.originalArgs).toEqual({
      email: 'ada@northwind.test',
      password: REDACTED,
    });
    expect(sanitized.payload.CompanyLogin.authorization).toEqual({
      token: REDACTED,
      type: 'bearer',
      expires_in: 3600,
    });
  });

  it('leave none in state, cache keys included, and rewrite the keys consistently', () => {
    const sanitized = sanitizeState(state);
    expect(leakedSecrets(sanitized)).toEqual([]);
    const [key] = Object.keys(sanitized.api.queries);
    expect(key).toBe(`saveCard({"card":{"cvc":"${REDACTED}","number":"${REDACTED}"}})`);
    expect(sanitized.api.queries[key as keyof typeof sanitized.api.queries]).toMatchObject({
      queryCacheKey: key,
    });
    expect(sanitized.api.provided.tags.Card.__internal_without_id).toEqual([key]);
    expect(sanitized.session.token).toBe(REDACTED);
  });

  it('keep public data: account, currency code, error codes, empty tokens', () => {
    const sanitized = redact({
      ...state,
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
      session: { token: null, account: state.session.account },
      form: { area_code: '+1', has_password: true },
    });
    expect(sanitized.session).toEqual({ token: null, account: state.session.account });
    expect(sanitized.wallet.currency.code).toBe('USD');
    expect(sanitized.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(sanitized.form).toEqual({ area_code: '+1', has_password: true });
  });

  it('share untouched branches and leave the input as it was', () => {
    const before = JSON.stringify(state);
    const sanitized = redact(state);
    expect(sanitized.wallet).toBe(state.wallet);
    expect(sanitized.session.account).toBe(state.session.account);
    expect(JSON.stringify(state)).toBe(before);
    const clean = { a: { b: [1, 'two'] } };
    expect(redact(clean)).toBe(clean);
  });

  it('snapshot copies everything into JSON-safe data', () => {
    const file = new File(['abc'], 'photo.png');
    const input = {
      at: new Date('2025-01-01T00:00:00Z'),
      file,
      nope: undefined,
      fn: () => 1,
      list: [undefined, Number.NaN],
      nested: { password: SECRETS.password },
    };
    const copy = snapshot(input) as Record<string, unknown>;
    expect(copy).toEqual({
      at: '2025-01-01T00:00:00.000Z',
      file: '[file photo.png, 3 B]',
      list: [null, null],
      nested: { password: REDACTED },
    });
    expect(copy.nested).not.toBe(input.nested);
    expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
  });

  it('are what the DevTools option hands the extension', () => {
    const options = devToolsOptions(true);
    if (!options) throw new Error('DevTools should be enabled');
    const action = options.actionSanitizer?.(loginFulfilled, 1);
    const shownState = options.stateSanitizer?.(state, 1);
    expect(leakedSecrets(action)).toEqual([]);
    expect(leakedSecrets(shownState)).toEqual([]);
    expect(devToolsOptions(false)).toBe(false);
  });

  it('enable DevTools in development or with VITE_DEVTOOLS=1 only', () => {
    expect(isDevToolsEnabled({ DEV: true })).toBe(true);
    expect(isDevToolsEnabled({ DEV: false, VITE_DEVTOOLS: '1' })).toBe(true);
    expect(isDevToolsEnabled({ DEV: false })).toBe(false);
    expect(isDevToolsEnabled({ DEV: false, VITE_DEVTOOLS: '0' })).toBe(false);
    expect(isDevToolsEnabled({})).toBe(false);
  });
});
