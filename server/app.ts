import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { PASSWORD_HASH_PARAMS } from './auth/passwords';
import { createSessionCache } from './auth/sessionCache';
import type { SessionCache } from './auth/sessionCache';
import { listenForRevocations } from './auth/sessionRevocations';
import type { PasswordCheckObserver, ScryptParams } from './auth/passwords';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerArt } from './http/art';
import { registerContentFiles } from './http/contentFiles';
import { registerContentArchive } from './http/contentArchive';
import { registerGraphQL } from './http/graphql';
import { registerHealth } from './http/health';
import { registerImages } from './http/images';
import { registerMailbox } from './http/mailbox';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpa } from './http/spa';
import {
  createLogger,
  logServerError,
  REQUEST_ID_HEADER,
  RequestLogController,
  requestIdOf,
} from './logger';
import { createMailer } from './mail/mailer';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/gateway';
import { registerSandboxBankTokens } from './payments/sandbox/bankTokens';
import { createSandboxGateway } from './payments/sandbox/gateway';
import { registerSandboxTokens } from './payments/sandbox/tokens';
import { registerRealtime } from './realtime/broker';
import type { Publisher } from './realtime/publisher';
import type { ServerServices } from './services/env';
import { createDecodePool } from './services/images/decodePool';
import { createUploadLimiter } from './services/images/uploadLimiter';
import { storageFromConfig } from './storage/fromConfig';
import type { ImageStorage } from './storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Real-time publications (server features publish after their commit). */
    publisher: Publisher;
    /** Resolves when real time's Redis answers (at once without REDIS_URL): readiness. */
    realtimeCheck: () => Promise<void>;
    /** Verified sessions in memory (the admin commands' revocations drop them too). */
    sessions: SessionCache;
    /** Mail out (the job runner mails the notices its jobs queue). */
    mailer: Mailer;
    /** Where uploaded images go (admin commands that make images store them here too). */
    storage: ImageStorage;
    /** The payment gateway the API uses (the payouts' settle job asks it too). */
    paymentGateway: PaymentGateway;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Defaults to a pino logger at config.logLevel with secrets redacted. */
  logger?: Logger;
  /** The built client (vite build output); defaults to ./dist. */
  staticDir?: string;
  /** The clock of codes, links and login throttling (tests move it instead of sleeping). */
  now?: () => Date;
  /** Cost of new password hashes; tests use a cheap one (see PASSWORD_HASH_PARAMS). */
  passwordHashing?: ScryptParams;
  /** Told of each key derivation a password check runs (tests count them). */
  observePasswordCheck?: PasswordCheckObserver | undefined;
  /** Where uploaded files go (closed with the app); defaults to STORAGE_URL's. */
  storage?: ImageStorage;
  /** The payment gateway; defaults to the sandbox, whose tokenisation endpoint is mounted. */
  gateway?: PaymentGateway;
}

/** Builds the HTTP app without listening, so tests and the admin tools can share it. */
export async function buildApp({
  config,
  db,
  logger,
  staticDir = 'dist',
  now = () => new Date(),
  passwordHashing = PASSWORD_HASH_PARAMS,
  observePasswordCheck,
  storage = storageFromConfig(config),
  gateway,
}: BuildAppOptions): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance,
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    // Keep-alive connections would hold close() open; in-flight requests still finish.
    forceCloseConnections: 'idle',
  });
  // That closes the connections idle when close() starts. A response still streaming then
  // (an image) would leave its keep-alive connection open until it times out, holding
  // close() for a minute: such a connection ends as soon as its response is done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (req) => {
    if (closing) req.raw.socket.end();
  });

  // First, so that every answer carries them, errors and 404s included.
  app.addHook('onRequest', async (req, reply) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
  });
  await registerSecurityHeaders(app, config);

  // One JSON error shape for everything that fails outside GraphQL (bad JSON, too large…).
  // Server errors are logged with their details and answered without them.
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      logServerError(req.log, error, 'request failed', { req });
      return reply.code(status).send({ errors: [{ message: 'Internal server error' }] });
    }
    return reply.code(status).send({ errors: [{ message: error.message }] });
  });

  const mailer = createMailer(config, db, app.log);
  app.addHook('onClose', async () => mailer.close());
  app.decorate('mailer', mailer);
  const sessions = createSessionCache(db, config.jwtSecret);
  // The embedded MQTT broker on /mqtt, linked to the other servers' through REDIS_URL.
  const { publisher, check } = await registerRealtime(app, { config, sessions, db });
  app.decorate('publisher', publisher);
  app.decorate('realtimeCheck', check);
  const revocations = await listenForRevocations(db, config.databaseUrl, sessions, app.log);
  app.addHook('onClose', async () => revocations.close());
  app.decorate('sessions', sessions);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  // Without REDIS_URL there is no Redis to check: readiness reports it `off`.
  registerHealth(app, { db, storage, realtimeCheck: config.redisUrl ? check : undefined });
  const decoder = createDecodePool();
  app.addHook('onClose', async () => decoder.close());
  const services: ServerServices = {
    now,
    mailer,
    passwordHashing,
    observePasswordCheck,
    publisher,
    storage,
    sessions,
    gateway: gateway ?? createSandboxGateway({ db, now }),
    images: { decoder, uploads: createUploadLimiter() },
  };
  app.decorate('paymentGateway', services.gateway);
  if (!gateway) {
    registerSandboxTokens(app, { db, now });
    registerSandboxBankTokens(app, { db, now });
  }

  await registerGraphQL(app, { config, db, services });
  registerImages(app, { db, storage });
  registerContentFiles(app, { db, storage });
  registerContentArchive(app, { db, config, storage, now });
  registerArt(app);
  registerMailbox(app, config, db);
  await registerSpa(app, staticDir);
  return app;
}
