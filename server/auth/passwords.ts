import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt cost parameters: N (CPU/memory cost, a power of two), r (block size), p (parallelism). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost of new hashes: OWASP's recommended minimum for scrypt (N=2^17, r=8, p=1,
 * 128 MiB and roughly half a second of one core). Stored hashes name their own
 * parameters, so raising these later only affects new and re-hashed passwords
 * (`needsRehash` tells when a login should upgrade one).
 */
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const SCHEME = 'scrypt';
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** scrypt needs 128·N·r·p bytes; Node refuses more than 32 MiB unless told. */
function options({ N, r, p }: ScryptParams): ScryptOptions {
  return { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
}

function derive(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options(params), (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N=131072,r=8,p=1$<salt>$<key>` (base64url): everything needed to verify later. */
export async function hashPassword(
  password: string,
  params: ScryptParams = PASSWORD_HASH_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return [
    SCHEME,
    `N=${params.N},r=${params.r},p=${params.p}`,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, paramText = '', salt = '', key = ''] = stored.split('$');
  if (scheme !== SCHEME) return null;
  const match = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(paramText);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const keyBytes = Buffer.from(key, 'base64url');
  if (!salt || keyBytes.length === 0) return null;
  return { params: { N, r, p }, salt: Buffer.from(salt, 'base64url'), key: keyBytes };
}

/**
 * Told of every key derivation a password check runs, with its cost: tests count them to
 * prove a check does the same work whatever the e-mail (timing must not tell accounts).
 */
export type PasswordCheckObserver = (params: ScryptParams) => void;

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string,
  observe?: PasswordCheckObserver,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  observe?.(parsed.params);
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than `params`. */
export function needsRehash(stored: string, params: ScryptParams = PASSWORD_HASH_PARAMS): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.N !== params.N ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p
  );
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Checks a password against a throw-away hash of the same cost, so a login for an unknown
 * e-mail takes as long as one for a real account (timing must not tell them apart).
 */
export async function burnPasswordCheck(
  password: string,
  params: ScryptParams,
  observe?: PasswordCheckObserver,
): Promise<void> {
  const id = `${params.N},${params.r},${params.p}`;
  let hash = dummyHashes.get(id);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(id, hash);
  }
  await verifyPassword(password, await hash, observe);
}
