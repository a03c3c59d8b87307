import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadImage } from './helpers/catalog';
import { fakeClientBuild } from './helpers/clientBuild';
import { pngBytes } from './helpers/images';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const html = { accept: 'text/html' };

/** The policy as directive → sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

async function serverWith(env: NodeJS.ProcessEnv) {
  const staticDir = fakeClientBuild({ 'index.html': '<!doctype html><title>app</title>' });
  const t = await startTestServer({ staticDir, env });
  return {
    t,
    close: async () => {
      await t.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

describe('security headers', () => {
  let t: TestServer;
  let close: () => Promise<void>;
  let imageUrl: string;
  beforeAll(async () => {
    ({ t, close } = await serverWith({}));
    const company = await t.createCompany();
    const image = await uploadImage(t, await t.createSession(company.id), pngBytes());
    imageUrl = `${t.url}${new URL(image.url, t.url).pathname}`;
  });
  afterAll(async () => {
    await close?.();
  });

  const answers = () => ({
    'the app': fetch(`${t.url}/products`, { headers: html }),
    "an operator's set-password link": fetch(`${t.url}/ops/set-password/a-secret-token`, {
      headers: html,
    }),
    'the API': fetch(`${t.url}/v1/j/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ AppInfo { name } }' }),
    }),
    'an image': fetch(imageUrl),
    'a 404': fetch(`${t.url}/v1/nothing`),
  });

  it('are on every answer: the app, the API, images and errors', async () => {
    for (const [name, pending] of Object.entries(answers())) {
      const response = await pending;
      expect(response.status, name).toBeLessThan(500);
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), name).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), name).toBe('DENY');
      const policy = policyOf(response);
      expect(policy.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(policy.get('script-src'), name).toEqual(["'self'"]);
      // Plain HTTP: no HSTS, and no upgrade that would break a LAN deployment.
      expect(response.headers.get('strict-transport-security'), name).toBeNull();
      expect(policy.has('upgrade-insecure-requests'), name).toBe(false);
    }
  });

  it('allow scripts from this origin only, and connections to it and its WebSocket', async () => {
    const response = await fetch(`${t.url}/`, { headers: html });
    const policy = policyOf(response);
    const host = new URL(t.url).host;
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    // No analytics id is configured: no third party is allowed anywhere.
    expect([...policy.values()].flat().filter((source) => source.startsWith('https:'))).toEqual([]);
  });
});

describe('with a broker, analytics and TLS configured', () => {
  let t: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await serverWith({
      PUBLIC_URL: 'https://desk.example.com',
      VITE_MQTT_WS_URL: 'wss://broker.example.com:443/mqtt',
      VITE_GTM_ID: 'GTM-TEST123',
      VITE_CHAT_APP_ID: 'chat-app',
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('allows the broker and the configured analytics hosts, and turns on HSTS', async () => {
    const response = await fetch(`${t.url}/`, { headers: html });
    const policy = policyOf(response);
    expect(policy.get('connect-src')).toContain('wss://broker.example.com');
    expect(policy.get('connect-src')).toContain('wss://*.intercom.io');
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('with NODE_ENV=development', () => {
  let t: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await serverWith({ NODE_ENV: 'development' }));
  });
  afterAll(async () => {
    await close?.();
  });

  it('lets GraphiQL (inline scripts from a CDN) run, and keeps the policy elsewhere', async () => {
    const graphiql = await fetch(`${t.url}/v1/j/guest`, { headers: html });
    expect(await graphiql.text()).toContain('GraphiQL');
    expect(graphiql.headers.get('content-security-policy')).toBeNull();
    expect(graphiql.headers.get('x-frame-options')).toBe('DENY');
    policyOf(await fetch(`${t.url}/`, { headers: html }));
  });
});
