import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  JWT_SECRET_FILE,
  loadConfig,
  MQTT_URL_REFUSED,
  SANDBOX_BANK,
} from '@/server/config';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 's'.repeat(32);

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      // Safe to run anywhere: reachable from this machine only, no development tools.
      host: '127.0.0.1',
      dataDir: resolve(dir),
      databaseUrl: undefined,
      databasePoolSize: 10,
      redisUrl: undefined,
      storage: { kind: 'disk' },
      jobsPollSeconds: 30,
      payoutHoldHours: 0,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      publicUrlIsDefault: true,
      nodeEnv: undefined,
      devMailbox: true,
      logLevel: 'info',
    });
  });

  it('defaults DATA_DIR to ./data, resolved', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).dataDir).toBe(resolve('data'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      DATABASE_POOL_SIZE: '25',
      REDIS_URL: 'rediss://:pw@cache.example.com:6380',
      STORAGE_URL: 's3://ugc-uploads/desk',
      JOBS_POLL_SECONDS: '1',
      PAYOUT_HOLD_HOURS: '72',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      PUBLIC_URL: 'https://desk.example.com/',
      JWT_SECRET: SECRET,
      NODE_ENV: 'production',
      DEV_MAILBOX: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://u:p@db:5432/app',
      databasePoolSize: 25,
      redisUrl: 'rediss://:pw@cache.example.com:6380',
      storage: { kind: 's3', bucket: 'ugc-uploads', prefix: 'desk' },
      jobsPollSeconds: 1,
      payoutHoldHours: 72,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      publicUrl: 'https://desk.example.com',
      publicUrlIsDefault: false,
      jwtSecret: SECRET,
      nodeEnv: 'production',
      devMailbox: true,
      logLevel: 'warn',
    });
  });

  it.each([
    [{}, true],
    [{ HOST: 'localhost' }, true],
    [{ HOST: '::1' }, true],
    [{ HOST: '0.0.0.0' }, false],
    [{ HOST: '::' }, false],
    [{ HOST: '192.168.1.20' }, false],
    [{ HOST: '0.0.0.0', DEV_MAILBOX: '1' }, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production', JWT_SECRET: SECRET }, false],
    [{ DEV_MAILBOX: '0' }, false],
  ])('serves the dev mailbox with %j: %s', (env, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).devMailbox).toBe(expected);
  });

  it('names each bad value in one error', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'mysql://db/app',
      DATABASE_POOL_SIZE: '0',
      REDIS_URL: 'http://cache',
      STORAGE_URL: 's3://Bad_Bucket',
      JOBS_POLL_SECONDS: '3601',
      SMTP_URL: 'mail.example.com',
      PUBLIC_URL: 'ftp://desk.example.com',
      JWT_SECRET: 'short',
      NODE_ENV: 'staging',
      DEV_MAILBOX: 'yes',
      LOG_LEVEL: 'verbose',
    });
    expect(problems).toEqual([
      'PORT must be an integer from 0 to 65535 (got "abc")',
      'DATABASE_URL must be a URL starting with postgres://, postgresql://',
      'DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "0")',
      'REDIS_URL must be a URL starting with redis://, rediss://',
      'STORAGE_URL must be disk or s3://bucket[/prefix] (got "s3://Bad_Bucket")',
      'JOBS_POLL_SECONDS must be a whole number from 1 to 3600 (got "3601")',
      'SMTP_URL must be a URL starting with smtp://, smtps://',
      'PUBLIC_URL must be a URL starting with http://, https:// (got "ftp://desk.example.com")',
      'NODE_ENV must be one of development, production, test (got "staging")',
      'DEV_MAILBOX must be one of 0, 1 (got "yes")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
      'JWT_SECRET must be at least 32 characters (got 5)',
    ]);
  });

  it('lists the problems in the message', () => {
    expect(() => loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' })).toThrow(
      /PORT must be an integer from 0 to 65535 \(got "70000"\)[\s\S]*LOG_LEVEL must be one of/,
    );
  });

  it.each(['-1', '65536', '80.5', '8o8o', ' 80'])('refuses PORT=%j', (port) => {
    expect(problemsOf({ PORT: port, JWT_SECRET: SECRET })).toEqual([
      `PORT must be an integer from 0 to 65535 (got ${JSON.stringify(port)})`,
    ]);
  });

  it('never echoes a URL that may hold a password', () => {
    const [problem] = problemsOf({
      DATABASE_URL: 'mysql://root:hunter2@db/app',
      JWT_SECRET: SECRET,
    });
    expect(problem).not.toContain('hunter2');
  });

  it('has sandbox bank details until BANK_* give the real ones', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).bank).toEqual({
      name: 'Sandbox Bank',
      address: '100 Sandbox Street, San Francisco, CA 94105',
      accountNumber: '000123456789',
      routingNumber: '110000000',
      accountType: 'checking',
      recipientName: 'UGC Desk Inc.',
    });
    const bank = {
      BANK_NAME: ' First Example Bank ',
      BANK_ADDRESS: '1 Main St, Springfield, IL 62701',
      BANK_ACCOUNT_NUMBER: '9876543210',
      BANK_ROUTING_NUMBER: '071000013',
      BANK_ACCOUNT_TYPE: 'savings',
      BANK_RECIPIENT_NAME: 'Example Desk LLC',
    };
    expect(loadConfig({ JWT_SECRET: SECRET, ...bank }).bank).toEqual({
      name: 'First Example Bank',
      address: '1 Main St, Springfield, IL 62701',
      accountNumber: '9876543210',
      routingNumber: '071000013',
      accountType: 'savings',
      recipientName: 'Example Desk LLC',
    });
    // Empty means unset, as for every other variable.
    expect(loadConfig({ JWT_SECRET: SECRET, BANK_NAME: '' }).bank).toEqual(SANDBOX_BANK);
  });

  it('refuses bank details that cannot be wired to', () => {
    expect(
      problemsOf({
        JWT_SECRET: SECRET,
        BANK_ACCOUNT_NUMBER: '12-34',
        BANK_ROUTING_NUMBER: '12345678',
        BANK_ACCOUNT_TYPE: 'brokerage',
      }),
    ).toEqual([
      'BANK_ACCOUNT_NUMBER must be 4 to 17 digits (got "12-34")',
      'BANK_ROUTING_NUMBER must be 9 digits (got "12345678")',
      'BANK_ACCOUNT_TYPE must be one of checking, savings (got "brokerage")',
    ]);
  });

  it.each(['0', '101', '1.5', 'ten', ' 5'])('refuses DATABASE_POOL_SIZE=%j', (size) => {
    expect(problemsOf({ DATABASE_POOL_SIZE: size, JWT_SECRET: SECRET })).toEqual([
      `DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got ${JSON.stringify(size)})`,
    ]);
  });

  it.each(['0', '3601', '0.5', 'often'])('refuses JOBS_POLL_SECONDS=%j', (seconds) => {
    expect(problemsOf({ JOBS_POLL_SECONDS: seconds, JWT_SECRET: SECRET })).toEqual([
      `JOBS_POLL_SECONDS must be a whole number from 1 to 3600 (got ${JSON.stringify(seconds)})`,
    ]);
  });

  it('reads the limits of both ranges', () => {
    const config = (env: NodeJS.ProcessEnv) => loadConfig({ JWT_SECRET: SECRET, ...env });
    expect(config({ DATABASE_POOL_SIZE: '1' }).databasePoolSize).toBe(1);
    expect(config({ DATABASE_POOL_SIZE: '100' }).databasePoolSize).toBe(100);
    expect(config({ JOBS_POLL_SECONDS: '3600' }).jobsPollSeconds).toBe(3600);
    expect(config({ PAYOUT_HOLD_HOURS: '0' }).payoutHoldHours).toBe(0);
    expect(config({ PAYOUT_HOLD_HOURS: '2160' }).payoutHoldHours).toBe(2160);
  });

  it.each(['-1', '2161', '1.5', 'two days'])('refuses PAYOUT_HOLD_HOURS=%s', (hours) => {
    expect(problemsOf({ PAYOUT_HOLD_HOURS: hours, JWT_SECRET: SECRET })).toEqual([
      `PAYOUT_HOLD_HOURS must be a whole number from 0 to 2160 (got ${JSON.stringify(hours)})`,
    ]);
  });

  it('refuses MQTT_URL, saying why and what to use instead', () => {
    for (const url of ['mqtt://broker.example.com', 'wss://broker.example.com/mqtt', 'x']) {
      expect(problemsOf({ MQTT_URL: url, JWT_SECRET: SECRET })).toEqual([MQTT_URL_REFUSED]);
    }
    expect(MQTT_URL_REFUSED).toContain('REDIS_URL');
  });

  it('reads REDIS_URL as redis:// or rediss:// and never echoes it', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2', JWT_SECRET: SECRET }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    const [problem] = problemsOf({ REDIS_URL: 'http://:hunter2@cache', JWT_SECRET: SECRET });
    expect(problem).toBe('REDIS_URL must be a URL starting with redis://, rediss://');
  });

  describe('STORAGE_URL', () => {
    const storage = (env: NodeJS.ProcessEnv) => loadConfig({ JWT_SECRET: SECRET, ...env }).storage;

    it('is the disk when unset, empty or disk', () => {
      for (const value of [undefined, '', 'disk']) {
        expect(storage({ STORAGE_URL: value })).toEqual({ kind: 'disk' });
      }
    });

    it('reads a bucket, an optional prefix and the AWS region', () => {
      expect(storage({ STORAGE_URL: 's3://ugc-uploads' })).toEqual({
        kind: 's3',
        bucket: 'ugc-uploads',
        prefix: '',
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
      });
      expect(
        storage({ STORAGE_URL: 's3://ugc.uploads/a/b_c/', AWS_REGION: 'eu-west-3' }),
      ).toMatchObject({ bucket: 'ugc.uploads', prefix: 'a/b_c', region: 'eu-west-3' });
      expect(
        storage({ STORAGE_URL: 's3://bucket', AWS_DEFAULT_REGION: 'ap-south-1' }),
      ).toMatchObject({ region: 'ap-south-1' });
    });

    it('uses path-style addressing with an endpoint, unless S3_FORCE_PATH_STYLE=0', () => {
      const endpoint = 'http://127.0.0.1:9000';
      expect(storage({ STORAGE_URL: 's3://bucket', AWS_ENDPOINT_URL: endpoint })).toMatchObject({
        endpoint,
        forcePathStyle: true,
      });
      // The S3-specific variable wins over the general one.
      expect(
        storage({
          STORAGE_URL: 's3://bucket',
          AWS_ENDPOINT_URL: 'http://other:1',
          AWS_ENDPOINT_URL_S3: endpoint,
          S3_FORCE_PATH_STYLE: '0',
        }),
      ).toMatchObject({ endpoint, forcePathStyle: false });
      expect(storage({ STORAGE_URL: 's3://bucket', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({
        endpoint: undefined,
        forcePathStyle: true,
      });
    });

    it.each([
      's3://ab',
      's3://Upper',
      's3://under_score',
      's3://-dash',
      's3://bucket?versionId=1',
      's3://bucket/a b',
      's3://bucket/a.b',
      'gs://bucket',
      'https://bucket.s3.amazonaws.com',
      'uploads',
    ])('refuses STORAGE_URL=%j', (url) => {
      expect(problemsOf({ STORAGE_URL: url, JWT_SECRET: SECRET })).toEqual([
        `STORAGE_URL must be disk or s3://bucket[/prefix] (got ${JSON.stringify(url)})`,
      ]);
    });

    it('refuses an endpoint that is not an http(s) URL', () => {
      expect(
        problemsOf({
          STORAGE_URL: 's3://bucket',
          AWS_ENDPOINT_URL_S3: 'minio:9000',
          JWT_SECRET: SECRET,
        }),
      ).toEqual(['AWS_ENDPOINT_URL_S3 must be a URL starting with http://, https://']);
    });
  });

  it('requires JWT_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toEqual([
      'JWT_SECRET is required when NODE_ENV=production',
    ]);
  });

  it('generates a JWT secret once, keeps it in DATA_DIR with mode 0600, and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first);
  });

  it('prefers JWT_SECRET and then writes no file', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(() => statSync(join(dir, JWT_SECRET_FILE))).toThrow();
  });
});
