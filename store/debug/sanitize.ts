/**
 * Redaction of secrets in actions and state, for Redux DevTools and the action log.
 *
 * Secrets are found by key name (`token`, `password`, `email_validation_code`, `cvc`, a
 * card's `number`, an operator's login `ticket`, `totp_secret` and `recovery_codes`, …)
 * wherever they sit, however deep: payloads, `meta.arg.originalArgs` of RTK Query,
 * `state.api.queries[*].originalArgs`, `state.session.token`. Two value shapes are caught
 * whatever their key: JSON Web Tokens and `Bearer …` headers. RTK Query
 * also copies its arguments into cache keys (`endpoint({"code":"123456"})`, used as
 * object keys and in `meta.arg.queryCacheKey`); those strings are rewritten too, the
 * same way everywhere, so a replayed log still finds its cache entries.
 *
 * DevTools run this on every action and every state, so key decisions are memoised and
 * every branch without a secret is shared, not copied.
 */

export const REDACTED = '[redacted]';

const PLAIN = 0;
/** Always a secret. */
const SECRET = 1;
/** A header string is a secret; an object (the auth result) is searched for its token. */
const AUTHORIZATION = 2;
/** A bare `code` is a verification code, except under a currency, an error, … */
const CODE = 3;
/** A secret only inside a card (`card.number`, `payment_card.exp_month`). */
const CARD_FIELD = 4;
type KeyKind =
  typeof PLAIN | typeof SECRET | typeof AUTHORIZATION | typeof CODE | typeof CARD_FIELD;

// Compared after lower-casing and dropping `_`/`-`: `new_password` = `newPassword`.
const SECRET_KEYS = new Set([
  'cookie',
  'setcookie',
  'apikey',
  'privatekey',
  'otp',
  'emailvalidationcode',
  'verificationcode',
  'validationcode',
  'resetcode',
  'otpcode',
  'mfacode',
  'authcode',
  'securitycode',
  'cardnumber',
  'cardno',
  'cvc',
  'cvv',
  'cvc2',
  'cvv2',
  'cardcvc',
  'cardcvv',
  'accountnumber',
  'routingnumber',
  'iban',
  // The operator's login (docs/product.md#operator-console): the ticket between its two
  // steps, the TOTP set-up's URI (it holds the secret) and the recovery codes.
  'ticket',
  'totpuri',
  'recoverycodes',
]);
const CARD_FIELDS = new Set(['number', 'exp', 'expmonth', 'expyear', 'expiry', 'expiration']);
/** Parents under which `code` names something public (USD, ES, UNAUTHENTICATED). */
const PUBLIC_CODE_PARENTS = new Set([
  'currency',
  'country',
  'language',
  'locale',
  'extensions',
  'error',
  'errors',
  'status',
]);

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

function classify(key: string): KeyKind {
  const name = normalise(key);
  if (name === 'authorization') return AUTHORIZATION;
  if (name === 'code') return CODE;
  if (CARD_FIELDS.has(name)) return CARD_FIELD;
  if (
    SECRET_KEYS.has(name) ||
    name.endsWith('token') ||
    name.includes('password') ||
    name.includes('passwd') ||
    name.includes('secret')
  ) {
    return SECRET;
  }
  return PLAIN;
}

// Key names come from a small vocabulary: each is classified once. The cap keeps a
// stream of generated keys (ids used as keys) from growing the caches without bound.
const CACHE_LIMIT = 5000;
const kinds = new Map<string, KeyKind>();
const cardParents = new Map<string, boolean>();
const publicCodeParents = new Map<string, boolean>();

function memo<T>(cache: Map<string, T>, key: string, compute: (key: string) => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute(key);
    if (cache.size < CACHE_LIMIT) cache.set(key, value);
  }
  return value;
}

const kindOf = (key: string) => memo(kinds, key, classify);
const isCardParent = (key: string) => memo(cardParents, key, (k) => normalise(k).includes('card'));
const isPublicCodeParent = (key: string) =>
  memo(publicCodeParents, key, (k) => PUBLIC_CODE_PARENTS.has(normalise(k)));

/** Empty values and flags hold no secret; keeping them keeps "logged out" meaning so. */
function redactedValue(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') {
    return value;
  }
  return REDACTED;
}

const JWT = /^eyJ[\w-]*\.[\w-]+\.[\w-]*$/;
const BEARER = 'Bearer ';
const CLOSE_PAREN = 41;

function cleanString(text: string): string {
  if (text.startsWith(BEARER) || (text.startsWith('eyJ') && JWT.test(text))) return REDACTED;
  if (text.charCodeAt(text.length - 1) === CLOSE_PAREN) return cleanCacheKey(text);
  return text;
}

/** `endpoint({"email":"a@b.c","password":"x"})` → the same key with the password redacted. */
function cleanCacheKey(key: string): string {
  const open = key.indexOf('(');
  const first = key.charAt(open + 1);
  if (open <= 0 || (first !== '{' && first !== '[')) return key;
  let args: unknown;
  try {
    args = JSON.parse(key.slice(open + 1, -1));
  } catch {
    return key;
  }
  const cleaned = walk(args, '', false, 0);
  return cleaned === args ? key : `${key.slice(0, open + 1)}${JSON.stringify(cleaned)})`;
}

const MAX_DEPTH = 64;

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A JSON-friendly stand-in for a value that is not plain data. */
function describe(value: object): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = typeof File !== 'undefined' && value instanceof File ? `${value.name}, ` : '';
    return `[file ${name}${value.size} B]`;
  }
  if (value instanceof Error) return { name: value.name, message: cleanString(value.message) };
  return `[${value.constructor?.name ?? 'object'}]`;
}

/**
 * Returns the value itself when it holds no secret, else a copy that shares every
 * untouched branch: cheap enough to run on every action, and safe because state and
 * actions are never mutated. `json`: also replace what JSON cannot hold (files, class
 * instances, bigints) with a description, so JSON.stringify of the result is faithful.
 */
function walk(value: unknown, parentKey: string, json: boolean, depth: number): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (typeof value !== 'object' || value === null) {
    return json && typeof value === 'bigint' ? value.toString() : value;
  }
  // Nothing real nests this deep; cutting it off also ends a cycle, and leaks nothing.
  if (depth > MAX_DEPTH) return '[too deep]';

  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = walk(item, parentKey, json, depth + 1);
      if (!out && next !== item) out = value.slice();
      if (out) out[i] = next;
    }
    return out ?? value;
  }

  if (!isPlainObject(value)) return json ? describe(value) : value;

  let out: Record<string, unknown> | undefined;
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = value[key];
    let next: unknown;
    switch (kindOf(key)) {
      case SECRET:
        next = redactedValue(item);
        break;
      case AUTHORIZATION:
        next = typeof item === 'object' ? walk(item, key, json, depth + 1) : redactedValue(item);
        break;
      case CODE:
        next = isPublicCodeParent(parentKey)
          ? walk(item, key, json, depth + 1)
          : redactedValue(item);
        break;
      case CARD_FIELD:
        next = isCardParent(parentKey) ? redactedValue(item) : walk(item, key, json, depth + 1);
        break;
      default:
        next = walk(item, key, json, depth + 1);
    }
    const outKey = cleanString(key);
    if (!out && (next !== item || outKey !== key)) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]!] = value[keys[j]!];
    }
    if (out) out[outKey] = next;
  }
  return out ?? value;
}

/** The value with its secrets redacted, sharing every part that holds none. */
export function redact<T>(value: T): T {
  return walk(value, '', false, 0) as T;
}

/** The value with its secrets redacted, as JSON text: what an exported action log holds. */
export function redactToJson(value: unknown): string {
  return JSON.stringify(walk(value, '', true, 0)) ?? 'null';
}

/** A fresh copy with secrets redacted, exactly as an exported log would hold it. */
export function snapshot(value: unknown): unknown {
  return JSON.parse(redactToJson(value));
}

/** Redux DevTools `actionSanitizer`. */
export const sanitizeAction = <A>(action: A): A => redact(action);

/** Redux DevTools `stateSanitizer`. */
export const sanitizeState = <S>(state: S): S => redact(state);
