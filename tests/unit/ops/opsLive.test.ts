import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient, RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import { messageReceived, messagesReceived } from '@/features/realtime/realtimeSlice';
import { sessionApi } from '@/src/entities/session/api';
import { loggedOut } from '@/src/entities/session/sessionSlice';
import { apiUnauthorized } from '@/store/apiEvents';
import { baseApi } from '@/store/baseApi';
import { makeCoreStore, startListeningOn, type AppStore } from '@/store/coreStore';
import type { ListenerRouter } from '@/store/listenerMiddleware';
import { startLoggedInListeners } from '@/store/loggedInListeners';
import { startOpsListeners } from '@/store/opsListeners';
import { stubApi } from '../account/apiStub';
import { operatorSession, opsMe } from '../helpers/opsApi';

/** A fake real-time client recording what the listeners ask of it. */
function fakeClient() {
  const calls: string[] = [];
  const client: RealtimeClient = {
    open: (token) => calls.push(`open ${token}`),
    close: () => calls.push('close'),
    subscribe: (topic) => calls.push(`subscribe ${topic}`),
    unsubscribe: (topic) => calls.push(`unsubscribe ${topic}`),
    publish: (topic) => calls.push(`publish ${topic}`),
  };
  const factory: RealtimeClientFactory = () => client;
  return { factory, calls };
}

const fakeRouter = (pathname: string) =>
  ({
    pathname: () => pathname,
    navigate: vi.fn<ListenerRouter['navigate']>(),
  }) satisfies ListenerRouter;

/** The console's tags a dispatch of `action` invalidated (the company's are not its business). */
function invalidatedBy(store: AppStore, action: UnknownAction) {
  const seen: unknown[] = [];
  const stop = startListeningOn(store)?.({
    matcher: baseApi.util.invalidateTags.match,
    effect: (invalidation) =>
      void seen.push(
        ...invalidation.payload.filter((tag) => typeof tag === 'string' && tag.startsWith('Ops')),
      ),
  });
  store.dispatch(action);
  stop?.();
  return seen;
}

const changed = (queue: unknown) =>
  messageReceived({ topic: 'ops/queue', message: { event: 'ops_queue_changed', queue } });

describe("the console's live queues", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("connects with the operator's token and follows the console's topic once OpsMe loads", async () => {
    stubApi({ OpsMe: opsMe() });
    const fake = fakeClient();
    const store = makeCoreStore(operatorSession, { realtime: fake.factory });
    store.dispatch({ type: 'app/started' });
    // The realtime listeners load with the session, as in the app.
    await vi.waitFor(() => expect(fake.calls).toEqual(['close', 'open operator-token']));
    await store.dispatch(sessionApi.endpoints.opsMe.initiate(undefined, { subscribe: false }));
    expect(fake.calls.filter((call) => call.startsWith('subscribe'))).toEqual([
      'subscribe ops/queue',
    ]);
  });

  it("reads the counts and the changed queue's lists again, and only with the console's listeners", () => {
    const store = makeCoreStore(operatorSession);
    // Without the console's layout (the login, the brands' pages): nothing.
    expect(invalidatedBy(store, changed('campaigns'))).toEqual([]);
    // Nor with the company's or the creators' layout.
    startLoggedInListeners(store);
    expect(invalidatedBy(store, changed('campaigns'))).toEqual([]);
    startOpsListeners(store);
    startOpsListeners(store);
    expect(invalidatedBy(store, changed('campaigns'))).toEqual(['OpsQueue', 'OpsCampaigns']);
    expect(invalidatedBy(store, changed('content'))).toEqual(['OpsQueue', 'OpsScreenings']);
    expect(invalidatedBy(store, changed('unknown'))).toEqual(['OpsQueue']);
    const burst = messagesReceived({
      messages: [
        { topic: 'ops/queue', message: { event: 'ops_queue_changed', queue: 'payouts' } },
        { topic: 'ops/queue', message: { event: 'ops_queue_changed', queue: 'disputes' } },
        { topic: 'ops/queue', message: { event: 'ops_queue_changed', queue: 'payouts' } },
        { topic: 'company/1/x', message: { event: 'campaign_status' } },
      ],
    });
    expect(invalidatedBy(store, burst)).toEqual(['OpsQueue', 'OpsPayouts', 'OpsDisputes']);
    expect(
      invalidatedBy(store, messageReceived({ topic: 'x', message: { event: 'other' } })),
    ).toEqual([]);
  });
});

describe("the end of an operator's session", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a logout', loggedOut()],
    ['a 401', apiUnauthorized()],
  ])("sends the operator to the console's login after %s, and the role stays", (_name, action) => {
    const router = fakeRouter('/ops/audit');
    const store = makeCoreStore(operatorSession, { router });
    store.dispatch(action);
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith('/ops/login', { replace: true });
    expect(store.getState().session).toEqual({ token: null, role: 'operator' });
  });

  it('logs out with OpsLogout', async () => {
    const api = stubApi({ OpsLogout: { data: { OpsLogout: { status: 'success', message: '' } } } });
    const router = fakeRouter('/ops');
    const store = makeCoreStore(operatorSession, { router });
    store.dispatch({ type: 'session/logOutRequested' });
    await vi.waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(api.callsOf('OpsLogout')).toHaveLength(1);
    expect(api.callsOf('OpsLogout')[0]?.headers.Authorization).toBe('Bearer operator-token');
    expect(api.callsOf('CompanyLogout')).toHaveLength(0);
  });
});
