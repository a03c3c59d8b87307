import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureClientBuild, STAMP_FILE } from '@/server/cli/clientBuild';
import { cleanedUpAfterTests, spawnServer } from './helpers/processes';
import type { ServerProcess } from './helpers/processes';

const { tempDir, track } = cleanedUpAfterTests('start');
afterEach(() => {
  vi.restoreAllMocks();
});

/** `tsx server/main.ts` with only this environment: LOG_LEVEL stays unset unless given. */
function server(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawnServer({ DATA_DIR: tempDir(), PORT: '0', HOST: '127.0.0.1', ...env });
  track(child);
  return child;
}

/** Requests whose URL, query string or headers carry secrets the logs must not show. */
async function requestsWithSecrets(url: string, secret: string): Promise<void> {
  const html = { accept: 'text/html' };
  await (await fetch(`${url}/account/impersonate/${secret}`, { headers: html })).text();
  await (await fetch(`${url}/new-password/${secret}?next=${secret}`, { headers: html })).text();
  const variables = encodeURIComponent(JSON.stringify({ password: secret }));
  await (await fetch(`${url}/v1/j/guest?query={AppInfo{name}}&variables=${variables}`)).text();
  await (
    await fetch(`${url}/v1/j`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ CompanyData { id } }', variables: { password: secret } }),
    })
  ).text();
}

describe('what the server prints', () => {
  it(
    'at the default level: its URL and the dev mailbox, and nothing per request',
    { timeout: 60_000 },
    async () => {
      const running = server({ NODE_ENV: 'development' });
      const url = await running.url;
      const port = new URL(url).port;
      await requestsWithSecrets(`http://127.0.0.1:${port}`, randomBytes(16).toString('hex'));

      running.child.kill('SIGTERM');
      expect(await running.exit).toEqual({ code: 0, signal: null });
      // The whole output, from start to exit: no listening addresses, requests or shutdown.
      expect(running.output()).toBe(
        `ugc-desk is running at ${url}\nDevelopment mailbox: ${url}/dev/mailbox\n`,
      );
    },
  );

  it(
    'at LOG_LEVEL=debug: a line per request that holds none of its secrets',
    { timeout: 60_000 },
    async () => {
      const running = server({
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'debug',
      });
      const url = await running.url;
      const secret = randomBytes(16).toString('hex');
      await requestsWithSecrets(`http://127.0.0.1:${new URL(url).port}`, secret);

      // The completion line is written once the response has gone out: wait for all four.
      await vi.waitFor(
        () => expect(running.output().match(/"msg":"request completed"/g)).toHaveLength(4),
        { timeout: 10_000 },
      );
      const output = running.output();
      expect(output).toContain('"url":"/account/impersonate/[redacted]"');
      expect(output).toContain('"url":"/new-password/[redacted]?[redacted]"');
      expect(output).toContain('"url":"/v1/j/guest?[redacted]"');
      expect(output).toContain('"method":"POST","url":"/v1/j"');
      expect(output).not.toContain(secret);
      // Production has no dev mailbox, so the server does not announce one.
      expect(output).toContain(`ugc-desk is running at ${url}\n`);
      expect(output).not.toContain('mailbox');

      running.child.kill('SIGTERM');
      expect((await running.exit).code).toBe(0);
    },
  );
});

describe('the client build of npm start', () => {
  /** A client small enough to build in a second: the real one takes far longer. */
  function clientSources(main: string): { root: string; outDir: string } {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
    );
    writeFileSync(join(root, 'src', 'main.js'), main);
    return { root, outDir: join(root, 'dist') };
  }

  it('prints nothing when it succeeds', { timeout: 60_000 }, () => {
    const printed = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
    ];
    const { root, outDir } = clientSources('document.body.append("built");\n');
    ensureClientBuild(root, outDir);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, STAMP_FILE))).toBe(true);
    for (const spy of printed) expect(spy).not.toHaveBeenCalled();
  });

  it(
    'is a production build even when the caller runs with another NODE_ENV',
    { timeout: 60_000 },
    () => {
      // This very test runs with NODE_ENV=test, which the build process inherits.
      expect(process.env.NODE_ENV).toBe('test');
      const { root, outDir } = clientSources('document.body.append(process.env.NODE_ENV);\n');
      ensureClientBuild(root, outDir);
      const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
      const code = scripts
        .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
        .join('');
      expect(code).toContain('"production"');
      expect(code).not.toContain('"test"');
    },
  );

  it(
    'fails with vite’s error, naming the file, when it does not build',
    { timeout: 60_000 },
    () => {
      const { root, outDir } = clientSources('document.body.append("unclosed";\n');
      expect(() => ensureClientBuild(root, outDir)).toThrow(
        /vite build failed[\s\S]*src\/main\.js/,
      );
      expect(existsSync(join(outDir, STAMP_FILE))).toBe(false);
    },
  );
});
