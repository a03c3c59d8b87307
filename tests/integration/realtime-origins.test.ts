/**
 * The broker's WebSocket (`/mqtt`) is refused to pages of other sites: only the app's own
 * origins and ALLOWED_ORIGINS may open it from a browser (docs/product.md#real-time).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ConfigError, loadConfig } from '@/server/config';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { brokerUrl, connected, endClients, mqttClient } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const PUBLIC_URL = 'https://desk.example.com';
const PARTNER = 'https://partner.example.com';
const t = serverForFile({
  env: { PUBLIC_URL, ALLOWED_ORIGINS: `${PARTNER}, http://localhost:5173/` },
});
afterEach(endClients);

/** The HTTP status of a WebSocket handshake on /mqtt sent with this Origin (or none). */
function handshake(origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(brokerUrl(t.url), 'mqtt', origin ? { origin } : {});
    socket.once('open', () => {
      socket.terminate();
      resolve(101);
    });
    socket.once('unexpected-response', (_req, res) => {
      socket.terminate();
      resolve(res.statusCode ?? 0);
    });
    socket.once('error', reject);
  });
}

describe('the /mqtt WebSocket checks Origin', () => {
  it.each(['https://evil.example.com', 'http://desk.example.com', 'null'])(
    'refuses a page of %s with 403, before the upgrade',
    async (origin) => {
      expect(await handshake(origin)).toBe(403);
    },
  );

  it("accepts the app's own origins: PUBLIC_URL's and the loopback address it listens on", async () => {
    expect(await handshake(PUBLIC_URL)).toBe(101);
    expect(await handshake(t.url)).toBe(101);
  });

  it('accepts the origins in ALLOWED_ORIGINS', async () => {
    expect(await handshake(PARTNER)).toBe(101);
    expect(await handshake('http://localhost:5173')).toBe(101);
  });

  it('accepts a client that sends no Origin (not a browser), and MQTT works on it', async () => {
    expect(await handshake()).toBe(101);
    const company = await t.createCompany();
    const client = mqttClient(brokerUrl(t.url), {
      username: MQTT_USERNAME,
      password: await t.createSession(company.id),
    });
    await connected(client);
  });

  it('refuses an MQTT client whose WebSocket carries a foreign Origin', async () => {
    const company = await t.createCompany();
    const client = mqttClient(brokerUrl(t.url), {
      username: MQTT_USERNAME,
      password: await t.createSession(company.id),
      wsOptions: { headers: { Origin: 'https://evil.example.com' } },
    });
    await expect(connected(client)).rejects.toThrow(/403|connection closed/);
  });
});

describe('ALLOWED_ORIGINS', () => {
  const base = { JWT_SECRET: 's'.repeat(32) };

  it('is empty by default, and read as normalised origins', () => {
    expect(loadConfig(base).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ...base, ALLOWED_ORIGINS: ' https://A.example.com/ ,http://x.test:8080,' })
        .allowedOrigins,
    ).toEqual(['https://a.example.com', 'http://x.test:8080']);
  });

  it.each(['example.com', 'ftp://example.com', 'https://example.com/app', 'https://a.com?x=1'])(
    'refuses %j',
    (value) => {
      expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: value })).toThrow(
        `ALLOWED_ORIGINS must be origins like https://app.example.com, separated by commas (got ${JSON.stringify(value)})`,
      );
    },
  );
});
