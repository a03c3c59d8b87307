/**
 * SIGTERM as a load balancer's server sees it: stop accepting, let the requests in flight
 * finish, close the real-time connections, exit 0 within SHUTDOWN_TIMEOUT_MS.
 */
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { COMPANY_CREATE, COMPANY_LOGIN } from '@/features/account/api';
import { SHUTDOWN_TIMEOUT_MS } from '@/server/main';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { GOOD_PASSWORD } from './helpers/account';
import { gqlRequest } from './helpers/http';
import { brokerUrl, connected, mqttClient } from './helpers/mqtt';
import { cleanedUpAfterTests, spawnServer } from './helpers/processes';
import { until } from './helpers/until';

const { tempDir, track } = cleanedUpAfterTests('shutdown');

/** The server as one process (tsx as a loader): the signal and the exit code are its own. */
const DIRECT = [process.execPath, '--import', 'tsx', 'server/main.ts'];

/** Whether a new TCP connection to the port is refused. */
function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });
}

async function tokenFor(url: string): Promise<string> {
  const variables = { email: `shutdown-${Date.now()}@example.com`, password: GOOD_PASSWORD };
  await gqlRequest(`${url}/v1/j/guest`, COMPANY_CREATE, { variables });
  const login = await gqlRequest(`${url}/v1/j/guest`, COMPANY_LOGIN, { variables });
  const token = login.body.data?.CompanyLogin.authorization.token;
  if (!token) throw new Error(JSON.stringify(login.body));
  return token;
}

/**
 * A guest request whose body is still arriving: resolves `started` once the server has
 * read its headers (its "100 Continue"), sends the rest on `finish()`.
 */
function slowRequest(port: number) {
  const body = JSON.stringify({ query: '{ __typename }' });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/v1/j/guest',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const started = new Promise<void>((resolve) => req.once('continue', resolve));
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
  });
  void started.then(() => req.write(body.slice(0, 5)));
  return { started, answered, finish: () => req.end(body.slice(5)) };
}

describe('SIGTERM', () => {
  it(
    'refuses new connections, finishes the request in flight, closes MQTT, exits 0 in time',
    { timeout: 60_000 },
    async () => {
      const server = track(
        spawnServer(
          {
            DATA_DIR: tempDir(),
            PORT: '0',
            HOST: '127.0.0.1',
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
          },
          DIRECT,
        ),
      );
      const port = Number(new URL(await server.url).port);
      const url = `http://127.0.0.1:${port}`;
      const mqtt = mqttClient(brokerUrl(url), {
        username: MQTT_USERNAME,
        password: await tokenFor(url),
      });
      await connected(mqtt);
      let mqttClosed = false;
      mqtt.once('close', () => (mqttClosed = true));

      const slow = slowRequest(port);
      await slow.started;
      const signalled = Date.now();
      server.child.kill('SIGTERM');

      await until(() => refuses(port), 'new connections refused');
      await until(async () => mqttClosed, 'MQTT client disconnected');
      slow.finish();
      const answer = await slow.answered;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ data: { __typename: 'Query' } });
      expect(await server.exit, server.output()).toEqual({ code: 0, signal: null });
      expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    },
  );
});
