import type { FastifyBaseLogger } from 'fastify';
import type { AnyObjectSchema, InferType } from 'yup';
import { validateWith } from '../../domain/validation';
import type { InputRules } from '../../domain/fieldErrors';
import type { PasswordCheckObserver, ScryptParams } from '../auth/passwords';
import type { SessionCache } from '../auth/sessionCache';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Translate } from '../i18n';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import { notifyCompany } from '../realtime/publisher';
import type { Publisher } from '../realtime/publisher';
import type { ImageStorage } from '../storage/types';
import type { DecodePool } from './images/decodePool';
import type { UploadLimiter } from './images/uploadLimiter';
import { ServiceError, badInput } from './errors';
import { noticeMails } from './notifications/mails';
import type { CompanyNotice } from './notifications/notice';
import { storeNotices } from './notifications/store';

/** Process-wide collaborators, made once in buildApp (tests swap the clock and the cost). */
export interface ServerServices {
  /** The current time; tests inject a fake clock instead of sleeping. */
  now: () => Date;
  mailer: Mailer;
  /** Cost of new password hashes (PASSWORD_HASH_PARAMS outside tests). */
  passwordHashing: ScryptParams;
  /** Told of each key derivation a password check runs (tests count them). */
  observePasswordCheck?: PasswordCheckObserver | undefined;
  /** Real-time publications, sent after the commit (see commitThenMail). */
  publisher: Publisher;
  /** Where uploaded image bytes live (local disk under DATA_DIR by default). */
  storage: ImageStorage;
  /** Verified sessions in memory: a service that revokes sessions calls `revoked` after its commit. */
  sessions: SessionCache;
  /** Cards, charges and refunds (the sandbox gateway unless one is given). */
  gateway: PaymentGateway;
  /** Images are decoded in worker threads, and each account has few uploads in flight. */
  images: { decoder: DecodePool; uploads: UploadLimiter };
}

/** What a service operation needs: the server's collaborators plus the request's own. */
export interface ServiceEnv {
  db: Database;
  config: Config;
  services: ServerServices;
  /** Translator for the request's Accept-Language (mails are written in it). */
  t: Translate;
  /** The client's IP address, for the per-address login throttle. */
  clientAddress: string;
  log: FastifyBaseLogger;
  /**
   * The company's person making the request (a company session's accountId), recorded on
   * the steps it makes (docs/product.md#brand-teams, "Who did what"). Absent for a creator,
   * an operator, a job or a deadline: their steps name no one of the company.
   */
  actingPersonId?: number;
}

/**
 * Validates arguments with the shared rules (a yup schema or hand-written `InputRules`).
 * GraphQL gives an omitted optional argument as absent and an explicit null as null: both
 * mean "not given" here.
 */
export async function validated<T>(rules: InputRules<T>, args: object): Promise<T>;
export async function validated<S extends AnyObjectSchema>(
  schema: S,
  args: object,
): Promise<InferType<S>>;
export async function validated(
  schema: AnyObjectSchema | InputRules<unknown>,
  args: object,
): Promise<unknown> {
  const given = Object.fromEntries(Object.entries(args).filter(([, value]) => value != null));
  const result = await validateWith(schema, given);
  if (!result.ok) throw badInput(result.fields);
  return result.value;
}

/** Publishes notices after their commit: a failure is logged, never thrown. */
export async function publishNotices(
  publisher: Publisher,
  log: Pick<FastifyBaseLogger, 'warn'>,
  notices: CompanyNotice[],
): Promise<void> {
  for (const notice of notices) {
    // After the commit nothing can be undone: a failed publication is only logged.
    await notifyCompany(publisher, notice.companyId, notice.message, notice.details).catch(
      (error: unknown) => log.warn({ err: error }, 'real-time notification failed'),
    );
  }
}

/**
 * Sends what stored notices carry after their commit: the mails of those that are mailed
 * (with `mails`, any others queued), then the publications. Never throws.
 */
export async function deliverNotices(
  services: Pick<ServerServices, 'mailer' | 'publisher'>,
  publicUrl: string,
  log: FastifyBaseLogger,
  notices: CompanyNotice[],
  mails: OutgoingMail[] = [],
): Promise<void> {
  await services.mailer.send([...mails, ...noticeMails(publicUrl, notices)], log);
  await publishNotices(services.publisher, log, notices);
}

/**
 * Runs `work` in one transaction and sends the mails and real-time notices it queued only
 * after the commit (a notice's own mail too: see deliverNotices). The notices with a message are stored for the bell in that same
 * transaction (storeNotices), so a notice is kept exactly when its change is.
 * `work` may RETURN an ServiceError instead of throwing it: the transaction then commits
 * (a wrong code's counted try must stick), its notices are stored and published, and the
 * error is thrown afterwards. A thrown error rolls everything back and nothing goes out.
 */
export async function commitThenMail<T>(
  env: ServiceEnv,
  work: (
    tx: Database,
    mails: OutgoingMail[],
    notices: CompanyNotice[],
  ) => Promise<T | ServiceError>,
): Promise<T> {
  const mails: OutgoingMail[] = [];
  const queued: CompanyNotice[] = [];
  let notices: CompanyNotice[] = [];
  const result = await env.db.transaction(async (tx) => {
    const outcome = await work(tx, mails, queued);
    notices = await storeNotices(tx, queued, env.services.now());
    return outcome;
  });
  if (result instanceof ServiceError) {
    await publishNotices(env.services.publisher, env.log, notices);
    throw result;
  }
  await deliverNotices(env.services, env.config.publicUrl, env.log, notices, mails);
  return result;
}

export const SUCCESS = 'success';

export interface StatusMessage {
  status: string;
  message: string;
}

export function success(env: ServiceEnv, key: string): StatusMessage {
  return { status: SUCCESS, message: env.t(key) };
}
