import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { analyticsCspSources } from '../../domain/analytics/rules';
import type { CspSources } from '../../domain/analytics/rules';
import type { Config } from '../config';

/** A Host header fit to appear in a policy (anything else gets no ws:/wss: source). */
const HOST_HEADER = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The app's own WebSocket origins (/mqtt). 'self' covers them in current browsers, but
 * not in every browser still in use, so they are named: from the Host the page was
 * loaded from, since the same server may be reached under several names.
 */
function ownWebSockets(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST_HEADER.test(host) ? `ws://${host} wss://${host}` : '';
}

function merged(base: CspSources, extras: CspSources[]): Required<CspSources> {
  const keys = [
    'script-src',
    'connect-src',
    'img-src',
    'font-src',
    'media-src',
    'frame-src',
    'form-action',
  ] as const;
  return Object.fromEntries(
    keys.map((key) => [
      key,
      [...(base[key] ?? []), ...extras.flatMap((extra) => extra[key] ?? [])],
    ]),
  ) as Required<CspSources>;
}

/**
 * Security headers on every answer (the app, the API, images, errors). The session token
 * lives in localStorage, where any script of the page can read it, so the policy is what keeps
 * an injected script from running or sending it anywhere: scripts only from this origin
 * (no inline script: index.html has none), connections only to this origin, the broker
 * and, when their ids are configured, the analytics services.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const tls = config.publicUrl.startsWith('https:');
  const broker = config.browser.brokerUrl ? new URL(config.browser.brokerUrl).origin : null;
  const sources = merged(
    {
      'script-src': ["'self'"],
      'connect-src': ["'self'", ...(broker ? [broker] : [])],
      // Our images are same-origin; data: for inline icons, blob: for upload previews.
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'media-src': ["'self'"],
      'frame-src': ["'self'"],
      'form-action': ["'self'"],
    },
    analyticsCspSources(config.browser.analytics),
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        ...sources,
        'connect-src': [...sources['connect-src'], ownWebSockets],
        // Chakra's emotion injects <style> elements and style attributes at run time, and a
        // nonce cannot reach them in the prebuilt, precompressed index.html. Inline styles
        // cannot run code, and img-src/font-src above keep CSS from beaconing data elsewhere.
        'style-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // Upgrading subresources on a plain-HTTP deployment (a LAN address) would break it.
        ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Browsers remember HSTS for a year: only when the app is really served over TLS.
    strictTransportSecurity: tls ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Reset, e-mail change and impersonation links carry their secret in the path.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Images are fetched by our own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  // GraphiQL (explicit development only) is a page of inline scripts from a CDN.
  if (config.nodeEnv === 'development') {
    app.addHook('onRequest', async (req, reply) => {
      if (
        req.method === 'GET' &&
        req.url.startsWith('/v1/j') &&
        req.headers.accept?.includes('text/html')
      ) {
        reply.raw.removeHeader('content-security-policy');
      }
    });
  }
}
