import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';
import { pgErrorOf, queryOf } from './db/errors';
import { statementName } from './db/namedStatements';

/** Body and variable fields that carry secrets, at whatever depth pino's paths can reach. */
const SECRET_FIELDS = [
  'password',
  'token',
  'new_password',
  'confirm_password',
  'password_confirmation',
  'email_validation_code',
  'secret',
  'jwtSecret',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // pino has no recursive wildcard: cover the nesting depths our payloads use.
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

/**
 * Routes whose last path segment is a secret (impersonation, password reset and e-mail
 * change links of both apps, an operator's set-password link, content archive downloads);
 * their URLs are logged with the secret cut out.
 */
const SECRET_PATH =
  /^(\/(?:account\/impersonate|new-password|update|creator\/reset-password|creator\/change-email|ops\/set-password|v1\/content-archive)\/)[^/?#]+/;

/** What we log of a URL: the path with secrets removed, and never the query string (GraphQL GET variables). */
export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(SECRET_PATH, '$1[redacted]') + (queryAt === -1 ? '' : '?[redacted]');
}

/** The header a load balancer names its request id in; every answer carries ours back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What we accept as an incoming request id: short, and nothing that could forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the load balancer's X-Request-Id when it is a safe token (so one id
 * follows a request through the balancer's logs and ours), else a new UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        // Replaces fastify's default request serializer (which logs the full URL).
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: safeUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    destination,
  );
}

/**
 * Fastify's lines about every request, at debug instead of info: at the default level the
 * server prints nothing per request (LOG_LEVEL=debug shows them). Failures keep their level.
 * URLs only ever go through the `req` serializer above (safeUrl).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error }, error.message);
    } else {
      reply.log.debug({ req: request, res: reply, err: error }, error.message);
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    // Fastify's own line holds the raw URL, query string included.
    request.log.debug({ req: request }, 'route not found');
  }

  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // A premature close is the client going away (closed tab, cancelled download).
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      super.streamError(error, request, reply);
    } else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply }, 'stream closed prematurely');
    }
  }

  override serviceUnavailable(logger: FastifyBaseLogger): void {
    logger.debug({ res: { statusCode: 503 } }, 'request refused: the server is closing');
  }
}

/**
 * `app.listen` without fastify's info line for each address it listens on (every network
 * interface with HOST=0.0.0.0): `npm start` prints the one URL to open instead. The
 * addresses are logged at debug.
 */
export async function listenQuietly(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<void> {
  const addresses: string[] = [];
  const level = app.log.level;
  // Fastify has no option to leave that line out: info is off (on app.log, which is
  // fastify's own child logger) only while it is written.
  if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({
      ...options,
      listenTextResolver: (address) => {
        addresses.push(address);
        return address;
      },
    });
  } finally {
    app.log.level = level;
  }
  app.log.debug({ addresses }, 'listening');
}

/**
 * What may be said of an unexpected error. A database error is said by its statement's name
 * and SQLSTATE only: its message holds the SQL and the values bound to it (user input,
 * e-mails, amounts), and the driver's own message may quote a value too. Anything else is
 * kept whole. The one rule for every error log and message (the API's, the admin commands').
 */
export function sayableError(
  error: unknown,
): { database: true; statement?: string; sqlState?: string } | { database: false } {
  const query = queryOf(error);
  const pgError = pgErrorOf(error);
  if (query === null && pgError === null) return { database: false };
  return {
    database: true,
    statement: query === null ? undefined : statementName(query),
    sqlState: pgError?.code,
  };
}

/** An unexpected error in one line for a person (an admin command's output), values left out. */
export function errorText(error: unknown): string {
  const said = sayableError(error);
  if (!said.database) return error instanceof Error ? error.message : String(error);
  const details = [
    said.sqlState && `SQLSTATE ${said.sqlState}`,
    said.statement && `statement ${said.statement}`,
  ].filter(Boolean);
  return `database error${details.length ? ` (${details.join(', ')})` : ''}`;
}

/**
 * Logs an unexpected error of a request (see sayableError). The request id comes with `log`.
 */
export function logServerError(
  log: FastifyBaseLogger,
  error: unknown,
  message: string,
  context: Record<string, unknown> = {},
): void {
  const said = sayableError(error);
  if (!said.database) {
    log.error({ ...context, err: error }, message);
    return;
  }
  log.error(
    { ...context, statement: said.statement, sqlState: said.sqlState },
    `${message}: database error`,
  );
}
