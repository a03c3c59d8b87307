/**
 * The services' environment for an admin command, so operator tools reuse the very code
 * the API runs (validation, money, ledger) instead of writing rows of their own. Inside
 * the server it shares the server's publisher, session cache and image storage; in the CLI
 * it makes its own, closed again when the work is done.
 */
import { join } from 'node:path';
import { PASSWORD_HASH_PARAMS } from '../auth/passwords';
import { createSessionCache } from '../auth/sessionCache';
import { translatorFor } from '../i18n';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createSandboxGateway } from '../payments/sandbox/gateway';
import type { Publisher } from '../realtime/publisher';
import type { ServiceEnv } from '../services/env';
import { localDiskStorage } from '../storage/localDisk';
import type { AdminContext } from './command';

/** No server runs and no external broker is set: nobody is connected to be told anything. */
const nobodyListening: Publisher = {
  publish: async () => {},
  close: async () => {},
};

export async function withServiceEnv<T>(
  ctx: AdminContext,
  work: (env: ServiceEnv) => Promise<T>,
): Promise<T> {
  const { db, config } = ctx;
  const now = ctx.now ?? (() => new Date());
  // Warnings of the services (a mail not sent) go to stderr, apart from the command's output.
  const log = createLogger(config, process.stderr);
  const mailer = createMailer(config, db, log);
  const ownPublisher = ctx.publisher ? null : nobodyListening;
  const env: ServiceEnv = {
    db,
    config,
    services: {
      now,
      mailer,
      passwordHashing: PASSWORD_HASH_PARAMS,
      publisher: ctx.publisher ?? ownPublisher ?? nobodyListening,
      storage: ctx.storage ?? localDiskStorage(join(config.dataDir, 'uploads')),
      sessions: ctx.sessions ?? createSessionCache(db, config.jwtSecret, { live: false }),
      gateway: createSandboxGateway({ db, now }),
    },
    t: translatorFor('en'),
    clientAddress: '127.0.0.1',
    log,
  };
  try {
    return await work(env);
  } finally {
    mailer.close();
    await ownPublisher?.close();
  }
}
