import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config';

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
 * Client routes whose last path segment is a secret (impersonation, password reset and
 * e-mail change links); their URLs are logged with the secret cut out.
 */
const SECRET_PATH = /^(\/(?:account\/impersonate|new-password|update)\/)[^/?#]+/;

/** What we log of a URL: the path with secrets removed, and never the query string (GraphQL GET variables). */
export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replace(SECRET_PATH, '$1[redacted]') + (queryAt === -1 ? '' : '?[redacted]');
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
