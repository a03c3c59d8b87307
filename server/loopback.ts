import { isIPv4 } from 'node:net';

/**
 * True for a loopback peer address as a socket reports it: 127.0.0.0/8, ::1, or an
 * IPv4-mapped 127.x (a dual-stack socket). Only the socket's own address is trustworthy:
 * forwarding headers are written by the client.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || (isIPv4(ip) && ip.startsWith('127.'));
}

/** True when listening on `host` (HOST) accepts loopback connections only. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}

/** Where this machine reaches the server, e.g. http://127.0.0.1:8080 (any address: loopback). */
export function loopbackUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
