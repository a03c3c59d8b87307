import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, mqttRealtimeClient } from '@/features/realtime/mqtt/client';
import { deferred, flush } from '../helpers/promises';

/** A connect that records its calls and hands back an inert client. */
function recordingConnect() {
  const urls: string[] = [];
  const connect = (url: string) => {
    urls.push(url);
    return { on: () => undefined, end: () => undefined } as unknown as MqttClient;
  };
  return { urls, connect };
}

/** The app's client on a recording connect, waiting for an idle moment the test gives. */
function waitingClient() {
  const idle = deferred();
  const { urls, connect } = recordingConnect();
  const client = mqttRealtimeClient({
    url: 'ws://broker/mqtt',
    connect,
    whenIdle: () => idle.promise,
  })({ onMessage: () => {} });
  return { idle, urls, client };
}

describe('the real-time connection', () => {
  it('is not opened before the first screen is up and the browser is idle', async () => {
    const { idle, urls, client } = waitingClient();
    client.open('token');
    await flush();
    expect(urls).toEqual([]);
    idle.resolve();
    await flush();
    expect(urls).toEqual(['ws://broker/mqtt']);
  });

  it('is never opened when closed while it waited', async () => {
    const { idle, urls, client } = waitingClient();
    client.open('token');
    client.close();
    idle.resolve();
    await flush();
    expect(urls).toEqual([]);
  });
});

describe('afterFirstScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('waits for the first screen’s title, then for an idle period', async () => {
    const idleCallbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    document.body.innerHTML = '<div id="root"><p>Loading</p></div>';
    let done = false;
    void afterFirstScreen().then(() => (done = true));
    await flush();
    expect(idleCallbacks).toHaveLength(0);

    const title = document.createElement('h1');
    title.textContent = 'Dashboard';
    document.getElementById('root')?.append(title);
    await flush();
    expect(idleCallbacks).toHaveLength(1);
    expect(done).toBe(false);

    idleCallbacks[0]?.();
    await flush();
    expect(done).toBe(true);
  });
});
