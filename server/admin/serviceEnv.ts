/**
 * The services' environment for an admin command, so operator tools reuse the very code
 * the API runs (validation, money, ledger) instead of writing rows of their own. Inside
 * the server it shares the server's publisher, session cache and image storage; in the CLI
 * it makes its own (a publisher through Redis with REDIS_URL), closed again when the work
 * is done.
 */
import { PASSWORD_HASH_PARAMS } from '../auth/passwords';
import { createSessionCache } from '../auth/sessionCache';
import { translatorFor } from '../i18n';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createSandboxGateway } from '../payments/sandbox/gateway';
import { redisPublisher } from '../realtime/publisher';
import type { Publisher } from '../realtime/publisher';
import type { ServiceEnv } from '../services/env';
import { createDecodePool } from '../services/images/decodePool';
import { createUploadLimiter } from '../services/images/uploadLimiter';
import { storageFromConfig } from '../storage/fromConfig';
import type { AdminContext } from './command';

/** No server runs and no REDIS_URL is set: nobody is connected to be told anything. */
const nobodyListening: Publisher = {
  publish: async () => {},
  close: async () => {},
};

/**
 * The publisher of a command: the running server's; in the CLI with REDIS_URL, one of its
 * own through Redis, which every running server's broker delivers; else null (no server
 * runs, so nobody is connected). One of its own is closed when `work` is done.
 */
export async function withPublisher<T>(
  ctx: Pick<AdminContext, 'config' | 'publisher'>,
  work: (publisher: Publisher | null) => Promise<T>,
): Promise<T> {
  if (ctx.publisher) return work(ctx.publisher);
  const own = ctx.config.redisUrl ? redisPublisher(ctx.config.redisUrl) : null;
  try {
    return await work(own);
  } finally {
    await own?.close();
  }
}

export async function withServiceEnv<T>(
  ctx: AdminContext,
  work: (env: ServiceEnv) => Promise<T>,
): Promise<T> {
  const { db, config } = ctx;
  const now = ctx.now ?? (() => new Date());
  // Warnings of the services (a mail not sent) go to stderr, apart from the command's output.
  const log = createLogger(config, process.stderr);
  const mailer = createMailer(config, db, log);
  const storage = ctx.storage ?? storageFromConfig(config);
  const decoder = createDecodePool();
  try {
    return await withPublisher(ctx, (publisher) =>
      work({
        db,
        config,
        services: {
          now,
          mailer,
          passwordHashing: PASSWORD_HASH_PARAMS,
          publisher: publisher ?? nobodyListening,
          storage,
          sessions: ctx.sessions ?? createSessionCache(db, config.jwtSecret, { live: false }),
          gateway: createSandboxGateway({ db, now }),
          images: { decoder, uploads: createUploadLimiter() },
        },
        t: translatorFor('en'),
        clientAddress: '127.0.0.1',
        log,
      }),
    );
  } finally {
    mailer.close();
    await decoder.close();
    if (!ctx.storage) await storage.close?.();
  }
}
