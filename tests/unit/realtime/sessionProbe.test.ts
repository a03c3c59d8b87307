import { EventEmitter } from 'node:events';
import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mqttRealtimeClient,
  type RealtimeClient,
  type RealtimeClientEvents,
  type RealtimeClientFactory,
} from '@/features/realtime/mqtt/client';
import { accountApi } from '@/features/account/api';
import { selectIsAuthenticated, selectToken } from '@/src/entities/session/sessionSlice';
import { makeStore } from '@/store/store';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { flush } from '../helpers/promises';

/** mqtt.js's client as far as the wrapper uses it: events the test emits, and end(). */
function emittingConnect() {
  const clients: EventEmitter[] = [];
  const connect = () => {
    const client = Object.assign(new EventEmitter(), {
      connected: false,
      end: () => client.emit('close'),
      subscribe: () => undefined,
    });
    clients.push(client);
    return client as unknown as MqttClient;
  };
  return { clients, connect };
}

async function openedClient() {
  const { clients, connect } = emittingConnect();
  const onDropped = vi.fn();
  const client = mqttRealtimeClient({ url: 'ws://broker/mqtt', connect, whenIdle: async () => {} })(
    { onMessage: () => {}, onDropped },
  );
  client.open('token');
  await flush();
  return { client, onDropped, mqtt: clients[0]! };
}

describe('a dropped real-time connection', () => {
  it('is reported once when the broker closes a live connection', async () => {
    const { onDropped, mqtt } = await openedClient();
    mqtt.emit('connect');
    mqtt.emit('close');
    expect(onDropped).toHaveBeenCalledTimes(1);
    // mqtt.js retries every second: the refused retries report nothing more.
    mqtt.emit('error', Object.assign(new Error('Connection refused: Not authorized'), { code: 5 }));
    mqtt.emit('close');
    expect(onDropped).toHaveBeenCalledTimes(1);
    // A connection that comes back and drops again is reported again.
    mqtt.emit('connect');
    mqtt.emit('close');
    expect(onDropped).toHaveBeenCalledTimes(2);
  });

  it('is reported when the first connection is refused as not authorised', async () => {
    const { onDropped, mqtt } = await openedClient();
    mqtt.emit(
      'error',
      Object.assign(new Error('Connection refused: Bad username or password'), { code: 4 }),
    );
    expect(onDropped).toHaveBeenCalledTimes(1);
  });

  it('is not reported for other errors, or when the app closes the connection itself', async () => {
    const { client, onDropped, mqtt } = await openedClient();
    mqtt.emit('error', Object.assign(new Error('connack timeout'), { code: 'ETIMEDOUT' }));
    mqtt.emit('connect');
    client.close();
    expect(onDropped).not.toHaveBeenCalled();
  });
});

/** A fake client whose events the test fires. */
function fakeFactory() {
  let events: RealtimeClientEvents | null = null;
  const client: RealtimeClient = {
    open: () => undefined,
    close: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    publish: () => undefined,
  };
  const factory: RealtimeClientFactory = (given) => {
    events = given;
    return client;
  };
  return { factory, drop: () => events!.onDropped?.() };
}

const operationsOf = (fetchMock: ReturnType<typeof stubCompanyData>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).operationName as string);

describe('the session probe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the account once per drop, and a 401 ends the session', async () => {
    const fetchMock = stubCompanyData({ status: 401 });
    const fake = fakeFactory();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    fake.drop();
    await vi.waitFor(() => expect(selectIsAuthenticated(store.getState())).toBe(false));
    expect(operationsOf(fetchMock)).toEqual(['CompanyData']);
  });

  it('keeps a session the server still accepts, with one request', async () => {
    const fetchMock = stubCompanyData({ account: companyAccount() });
    const fake = fakeFactory();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    fake.drop();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await flush();
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    expect(operationsOf(fetchMock)).toEqual(['CompanyData']);
  });

  it('asks nothing while logged out', async () => {
    const fetchMock = stubCompanyData({ status: 401 });
    const fake = fakeFactory();
    const store = makeStore(undefined, { realtime: fake.factory });
    store.dispatch({ type: 'app/started' });
    fake.drop();
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for a mutation that hands back a new session, and asks with that one', async () => {
    // Confirming an e-mail change ends every session (the broker drops the connection)
    // and then answers with a fresh one: the old token would meet a 401 meanwhile.
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      if (operationName === 'CompanyUpdateEmail') {
        return new Promise<Response>((resolve) => (answer = resolve));
      }
      const bearer = new Headers(init?.headers).get('Authorization');
      if (bearer !== 'Bearer new-token') return new Response('{}', { status: 401 });
      return Response.json({ data: { CompanyData: companyAccount() } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const fake = fakeFactory();
    const store = makeStore(
      { session: { token: 'old-token', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    const confirm = store.dispatch(
      accountApi.endpoints.companyUpdateEmail.initiate({
        password: 'Correct-horse1',
        token: 'link-token',
        old_email: 'old@example.com',
      }),
    );
    fake.drop();
    await flush();
    expect(operationsOf(fetchMock)).toEqual(['CompanyUpdateEmail']);

    answer(
      Response.json({
        data: {
          CompanyUpdateEmail: {
            status: 'success',
            authorization: { token: 'new-token', type: 'bearer', expires_in: 3600 },
          },
        },
      }),
    );
    await confirm;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await flush();
    expect(operationsOf(fetchMock)).toEqual(['CompanyUpdateEmail', 'CompanyData']);
    expect(selectToken(store.getState())).toBe('new-token');
  });
});
