import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { analyticsConfig } from '../domain/analytics/rules';
import type { AnalyticsConfig } from '../domain/analytics/rules';
import { PAYOUT_HOLD_HOURS_DEFAULT } from '../domain/earnings/rules';
import { isLoopbackHost } from './loopback';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/**
 * How uploaded content is screened before the company reviews it: `auto` approves it at
 * once (the default), `manual` waits for `npm run admin -- content approve|reject`.
 */
export const CONTENT_SCREENINGS = ['auto', 'manual'] as const;
export type ContentScreening = (typeof CONTENT_SCREENINGS)[number];

const DEFAULT_PORT = 8080;
const MIN_JWT_SECRET_LENGTH = 32;
/** Fine for the outbox; a real SMTP server usually wants MAIL_FROM on its own domain. */
const DEFAULT_MAIL_FROM = 'UGC Desk <no-reply@localhost>';
/** File in DATA_DIR that keeps the generated signing secret across restarts. */
export const JWT_SECRET_FILE = 'jwt-secret';

export interface Config {
  /** Requested port; 0 picks a free one (startServer then stores the real one here). */
  port: number;
  /** Loopback unless HOST says otherwise: a plain `npm start` is not reachable from outside. */
  host: string;
  /** Absolute: the embedded database, uploads and generated secrets live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Most connections this server opens to PostgreSQL (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /**
   * REDIS_URL: the brokers of several servers share messages (and MQTT sessions and
   * retained messages) through it. Unset: one server, its broker alone.
   */
  redisUrl: string | undefined;
  /** Where uploaded files live (STORAGE_URL): the local disk under DATA_DIR, or S3. */
  storage: StorageConfig;
  /** How often this server looks for due jobs (JOBS_POLL_SECONDS); any server may run one. */
  jobsPollSeconds: number;
  /**
   * How long creators' fees wait before they can be paid out (PAYOUT_HOLD_HOURS;
   * PAYOUT_HOLD_HOURS_DEFAULT, none, unless set: docs/product.md#earnings-and-payouts).
   */
  payoutHoldHours: number;
  smtpUrl: string | undefined;
  /** Sender of every mail (MAIL_FROM), e.g. `UGC Desk <no-reply@example.com>`. */
  mailFrom: string;
  /** Origin used in links we print or mail (no trailing slash). */
  publicUrl: string;
  /** True when PUBLIC_URL was not given, so it follows the listening port. */
  publicUrlIsDefault: boolean;
  /** Browser origins allowed on `/mqtt` besides the app's own (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  jwtSecret: string;
  /**
   * Undefined when NODE_ENV is unset, which behaves safely: GraphiQL and error details
   * need an explicit `development` (npm run dev sets it).
   */
  nodeEnv: NodeEnv | undefined;
  /** Serve /dev/mailbox (to loopback clients only): see devMailboxEnabled. */
  devMailbox: boolean;
  /**
   * What the client build talks to besides us (its VITE_* variables, so the server needs
   * the same ones as the build): the Content-Security-Policy allows exactly that.
   */
  browser: { brokerUrl: string | undefined; analytics: AnalyticsConfig };
  logLevel: LogLevel;
  /** Where companies wire money to top up their wallets (BankTransferInformation). */
  bank: BankDetails;
  /** CONTENT_SCREENING: whether uploaded content is approved at once or by an operator. */
  contentScreening: ContentScreening;
}

/** The receiving bank account of wallet top-ups by bank transfer (BANK_* variables). */
export interface BankDetails {
  name: string;
  address: string;
  accountNumber: string;
  routingNumber: string;
  accountType: (typeof BANK_ACCOUNT_TYPES)[number];
  recipientName: string;
}

/**
 * `disk`: DATA_DIR/uploads (one server). `s3`: a bucket of any S3-compatible service
 * (`STORAGE_URL=s3://bucket[/prefix]`), reached with the AWS SDK's usual variables
 * (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3 or
 * AWS_ENDPOINT_URL). With an endpoint set, path-style addressing is used
 * (`endpoint/bucket/key`, what S3-compatible services expect) unless S3_FORCE_PATH_STYLE=0.
 */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Prepended to every key, without slashes at either end ('' for none). */
      prefix: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
    };

/** Most PostgreSQL connections one server may be told to open. */
export const DATABASE_POOL_MAX = 100;
const DEFAULT_DATABASE_POOL_SIZE = 10;
/** How often a server looks for due jobs unless JOBS_POLL_SECONDS says otherwise. */
export const DEFAULT_JOBS_POLL_SECONDS = 30;

/**
 * Why MQTT_URL is refused: the browsers would connect to that broker, which cannot check
 * our session tokens or keep each company to its own topics.
 */
export const MQTT_URL_REFUSED =
  'MQTT_URL is not supported: an external broker cannot check sessions or keep each company to its own topics. Unset it; several servers share real-time messages through REDIS_URL.';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;

/**
 * Sandbox details (the routing number is the one payment sandboxes use for tests), so a
 * plain start works: a real deployment sets every BANK_* variable.
 */
export const SANDBOX_BANK: BankDetails = {
  name: 'Sandbox Bank',
  address: '100 Sandbox Street, San Francisco, CA 94105',
  accountNumber: '000123456789',
  routingNumber: '110000000',
  accountType: 'checking',
  recipientName: 'UGC Desk Inc.',
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function optionalUrl(
  env: NodeJS.ProcessEnv,
  name: string,
  protocols: string[],
  problems: string[],
): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(raw).protocol.replace(/:$/, '');
  } catch {
    protocol = undefined;
  }
  if (protocol === undefined || !protocols.includes(protocol)) {
    // Database and broker URLs may carry a password: never echo them back.
    const shown = name === 'PUBLIC_URL' ? ` (got ${JSON.stringify(raw)})` : '';
    problems.push(
      `${name} must be a URL starting with ${protocols.map((p) => `${p}://`).join(', ')}${shown}`,
    );
    return undefined;
  }
  return raw;
}

function oneOf<T extends string, F extends T | undefined>(
  env: NodeJS.ProcessEnv,
  name: string,
  allowed: readonly T[],
  fallback: F,
  problems: string[],
): T | F {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got ${JSON.stringify(raw)})`);
  return fallback;
}

/** A comma-separated list of origins (`https://host[:port]`), each normalised by URL. */
function originList(env: NodeJS.ProcessEnv, name: string, problems: string[]): string[] {
  const origins: string[] = [];
  for (const raw of (env[name] ?? '').split(',').map((item) => item.trim())) {
    if (raw === '') continue;
    let url: URL | null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    // An origin is a scheme, host and port: nothing after them but an optional slash.
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.href !== `${url.origin}/`) {
      problems.push(
        `${name} must be origins like https://app.example.com, separated by commas (got ${JSON.stringify(raw)})`,
      );
    } else origins.push(url.origin);
  }
  return origins;
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  problems.push(
    `${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`,
  );
  return fallback;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** STORAGE_URL (and the AWS variables it needs) as a StorageConfig. */
function storageConfig(env: NodeJS.ProcessEnv, problems: string[]): StorageConfig {
  const raw = env.STORAGE_URL;
  if (raw === undefined || raw === '' || raw === 'disk') return { kind: 'disk' };
  let url: URL | null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  const prefix = url ? decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '') : '';
  if (
    !url ||
    url.protocol !== 's3:' ||
    !BUCKET_NAME.test(url.hostname) ||
    url.search !== '' ||
    !prefix.split('/').every((segment) => segment === '' || /^[A-Za-z0-9_-]+$/.test(segment))
  ) {
    problems.push(`STORAGE_URL must be disk or s3://bucket[/prefix] (got ${JSON.stringify(raw)})`);
    return { kind: 'disk' };
  }
  const endpoint = optionalUrl(
    env,
    env.AWS_ENDPOINT_URL_S3 ? 'AWS_ENDPOINT_URL_S3' : 'AWS_ENDPOINT_URL',
    ['http', 'https'],
    problems,
  );
  const pathStyle = oneOf(env, 'S3_FORCE_PATH_STYLE', ['0', '1'] as const, undefined, problems);
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === '1',
  };
}

/** BANK_* as BankDetails, each falling back to its sandbox value. */
function bankDetails(env: NodeJS.ProcessEnv, problems: string[]): BankDetails {
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const digits = (name: string, pattern: RegExp, rule: string, fallback: string) => {
    const value = text(name, fallback);
    if (pattern.test(value)) return value;
    problems.push(`${name} must be ${rule} (got ${JSON.stringify(value)})`);
    return fallback;
  };
  return {
    name: text('BANK_NAME', SANDBOX_BANK.name),
    address: text('BANK_ADDRESS', SANDBOX_BANK.address),
    accountNumber: digits(
      'BANK_ACCOUNT_NUMBER',
      /^\d{4,17}$/,
      '4 to 17 digits',
      SANDBOX_BANK.accountNumber,
    ),
    routingNumber: digits('BANK_ROUTING_NUMBER', /^\d{9}$/, '9 digits', SANDBOX_BANK.routingNumber),
    accountType: oneOf(env, 'BANK_ACCOUNT_TYPE', BANK_ACCOUNT_TYPES, 'checking', problems),
    recipientName: text('BANK_RECIPIENT_NAME', SANDBOX_BANK.recipientName),
  };
}

/** Reads DATA_DIR/jwt-secret, creating it (0600) with a random secret the first time. */
function persistedJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_JWT_SECRET_LENGTH) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // mode is ignored when the file already existed (too short)
  return secret;
}

/**
 * The mailbox shows every code and reset link, so by default it exists only where no one
 * else can reach it: outside production on a loopback address. DEV_MAILBOX=1 serves it
 * anyway (still to loopback clients only), DEV_MAILBOX=0 never.
 */
function devMailboxEnabled(
  setting: '0' | '1' | undefined,
  nodeEnv: NodeEnv | undefined,
  host: string,
): boolean {
  if (setting !== undefined) return setting === '1';
  return nodeEnv !== 'production' && isLoopbackHost(host);
}

/**
 * Validates the environment into a typed Config. Every bad value is collected so one run
 * reports them all; the thrown ConfigError's message is meant for humans (no stack).
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const problems: string[] = [];

  let port = DEFAULT_PORT;
  const rawPort = env.PORT;
  if (rawPort !== undefined && rawPort !== '') {
    const parsed = /^\d+$/.test(rawPort) ? Number(rawPort) : NaN;
    if (Number.isInteger(parsed) && parsed >= 0 && parsed <= 65535) port = parsed;
    else problems.push(`PORT must be an integer from 0 to 65535 (got ${JSON.stringify(rawPort)})`);
  }

  const host = env.HOST || '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = optionalUrl(env, 'DATABASE_URL', ['postgres', 'postgresql'], problems);
  if (env.MQTT_URL) problems.push(MQTT_URL_REFUSED);
  const databasePoolSize = wholeNumber(
    env,
    'DATABASE_POOL_SIZE',
    { min: 1, max: DATABASE_POOL_MAX, fallback: DEFAULT_DATABASE_POOL_SIZE },
    problems,
  );
  const redisUrl = optionalUrl(env, 'REDIS_URL', ['redis', 'rediss'], problems);
  const storage = storageConfig(env, problems);
  const jobsPollSeconds = wholeNumber(
    env,
    'JOBS_POLL_SECONDS',
    { min: 1, max: 3600, fallback: DEFAULT_JOBS_POLL_SECONDS },
    problems,
  );
  const payoutHoldHours = wholeNumber(
    env,
    'PAYOUT_HOLD_HOURS',
    { min: 0, max: 24 * 90, fallback: PAYOUT_HOLD_HOURS_DEFAULT },
    problems,
  );
  const smtpUrl = optionalUrl(env, 'SMTP_URL', ['smtp', 'smtps'], problems);
  const explicitPublicUrl = optionalUrl(env, 'PUBLIC_URL', ['http', 'https'], problems);
  const allowedOrigins = originList(env, 'ALLOWED_ORIGINS', problems);
  const browserBrokerUrl = optionalUrl(env, 'VITE_MQTT_WS_URL', ['ws', 'wss'], problems);
  const mailFrom = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (!/^[^@\s<>]+@[^@\s<>]+$|<[^@\s<>]+@[^@\s<>]+>$/.test(mailFrom)) {
    problems.push(
      `MAIL_FROM must be an address or "Name <address>" (got ${JSON.stringify(mailFrom)})`,
    );
  }
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, undefined, problems);
  const devMailbox = oneOf(env, 'DEV_MAILBOX', ['0', '1'] as const, undefined, problems);
  const logLevel = oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info', problems);
  const bank = bankDetails(env, problems);
  const contentScreening = oneOf(env, 'CONTENT_SCREENING', CONTENT_SCREENINGS, 'auto', problems);

  const rawSecret = env.JWT_SECRET;
  if (rawSecret !== undefined && rawSecret !== '' && rawSecret.length < MIN_JWT_SECRET_LENGTH) {
    problems.push(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters (got ${rawSecret.length})`,
    );
  } else if ((rawSecret === undefined || rawSecret === '') && nodeEnv === 'production') {
    // A secret generated on one machine's disk would log everyone out on redeploy.
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePoolSize,
    redisUrl,
    storage,
    jobsPollSeconds,
    payoutHoldHours,
    smtpUrl,
    mailFrom,
    publicUrl: (explicitPublicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlIsDefault: explicitPublicUrl === undefined,
    allowedOrigins,
    jwtSecret: rawSecret || persistedJwtSecret(dataDir),
    nodeEnv,
    devMailbox: devMailboxEnabled(devMailbox, nodeEnv, host),
    browser: { brokerUrl: browserBrokerUrl, analytics: analyticsConfig(env) },
    logLevel,
    bank,
    contentScreening,
  };
}
