import type { Config } from '../config';
import { loopbackUrl } from '../loopback';

/** The origin of a URL (normalised: lower case, no default port), or null if it is none. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The browser origins whose pages may use the app's WebSocket: its own (PUBLIC_URL, and
 * where it listens on this machine) and those configured in ALLOWED_ORIGINS.
 */
function allowedOrigins(config: Config): Set<string> {
  const own = [config.publicUrl, loopbackUrl(config.host, config.port)].map(originOf);
  return new Set([
    ...own.filter((origin) => origin !== null),
    `http://localhost:${config.port}`,
    ...config.allowedOrigins,
  ]);
}

/**
 * Whether a request with this `Origin` header may proceed. Without one it is not a page in
 * a browser (browsers always send it on a WebSocket), and a page on another site is what
 * the check protects against; "null" (sandboxed or file pages) is refused.
 */
export function originAllowed(origin: string | undefined, config: Config): boolean {
  if (origin === undefined) return true;
  const normalised = originOf(origin);
  return normalised !== null && allowedOrigins(config).has(normalised);
}
