import { existsSync } from 'node:fs';

/** The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
