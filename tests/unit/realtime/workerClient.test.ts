import { describe, expect, it } from 'vitest';
import type { RealtimeWorker } from '@/features/realtime/mqtt/workerClient';
import { workerRealtimeClient } from '@/features/realtime/mqtt/workerClient';
import type { WorkerCommand, WorkerMessage } from '@/features/realtime/mqtt/workerProtocol';
import { deferred, flush } from '../helpers/promises';

/** The bridge on fake workers that record what they are told; idle when the test says. */
function bridge() {
  const idle = deferred();
  const workers: Array<RealtimeWorker & { received: WorkerCommand[] }> = [];
  const messages: Array<[string, string]> = [];
  const client = workerRealtimeClient({
    whenIdle: () => idle.promise,
    createWorker: () => {
      const received: WorkerCommand[] = [];
      const worker = {
        received,
        onmessage: null,
        postMessage: (c: WorkerCommand) => received.push(c),
      };
      workers.push(worker);
      return worker;
    },
  })({ onMessage: (topic, payload) => messages.push([topic, new TextDecoder().decode(payload)]) });
  return { idle, workers, messages, client };
}

describe('the real-time worker', () => {
  it('starts at the first open once the page is idle, and is told every call in order', async () => {
    const { idle, workers, client } = bridge();
    client.subscribe('company/1/#');
    await flush();
    expect(workers).toHaveLength(0); // nothing opened yet
    client.open('token');
    client.publish('company/1/hello', 'hi');
    await flush();
    expect(workers).toHaveLength(0); // the first screen is not done yet
    idle.resolve();
    await flush();
    expect(workers).toHaveLength(1);
    client.unsubscribe('company/1/#');
    expect(workers[0]!.received).toEqual([
      { type: 'subscribe', topic: 'company/1/#' },
      { type: 'open', token: 'token' },
      { type: 'publish', topic: 'company/1/hello', payload: 'hi' },
      { type: 'unsubscribe', topic: 'company/1/#' },
    ]);
  });

  it('never starts when closed while it waited, and forgets what was queued', async () => {
    const { idle, workers, client } = bridge();
    client.subscribe('company/1/#');
    client.open('token');
    client.close();
    idle.resolve();
    await flush();
    expect(workers).toHaveLength(0);
  });

  it('starts once for an open after a close while it waited, without the forgotten calls', async () => {
    const { idle, workers, client } = bridge();
    client.subscribe('company/1/#');
    client.open('first');
    client.close();
    client.open('second');
    idle.resolve();
    await flush();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.received).toEqual([{ type: 'open', token: 'second' }]);
  });

  it("hands the worker's messages to the store's events", async () => {
    const { idle, workers, messages, client } = bridge();
    client.open('token');
    idle.resolve();
    await flush();
    const message: WorkerMessage = {
      topic: 'company/1/notifications',
      payload: new TextEncoder().encode('Hello'),
    };
    workers[0]!.onmessage?.(new MessageEvent('message', { data: message }));
    expect(messages).toEqual([['company/1/notifications', 'Hello']]);
  });

  it('tells a started worker to close', async () => {
    const { idle, workers, client } = bridge();
    client.open('token');
    idle.resolve();
    await flush();
    client.close();
    expect(workers[0]!.received.at(-1)).toEqual({ type: 'close' });
  });
});
