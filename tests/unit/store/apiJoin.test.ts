import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each case starts from a module graph without the API, as the browser's first screen does.
beforeEach(() => {
  vi.resetModules();
});

async function firstScreenStore() {
  const { makeCoreStore } = await import('@/store/coreStore');
  const { loadedApi } = await import('@/store/apiHost');
  const sessionSlice = await import('@/src/entities/session/sessionSlice');
  return { store: makeCoreStore(), loadedApi, ...sessionSlice };
}

describe('the API joins a store once it loads (store/apiHost.ts)', () => {
  it('is neither loaded nor in the state of a store made for the first screen', async () => {
    const { store, loadedApi, loggedIn, loggedOut } = await firstScreenStore();
    expect(loadedApi()).toBeNull();
    expect(store.getState()).not.toHaveProperty('api');
    // A session's start and end need no API: nothing is cached yet to reset.
    store.dispatch(loggedIn({ token: 'first-token', role: 'company' }));
    store.dispatch(loggedOut());
    expect(store.getState().session.token).toBeNull();
    expect(store.getState()).not.toHaveProperty('api');
  });

  it('puts its state and middleware into a store made before it loaded', async () => {
    const { store, loadedApi } = await firstScreenStore();
    const { baseApi } = await import('@/store/baseApi');
    expect(loadedApi()).toBe(baseApi);
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
    // Its middleware is in: RTK Query's registers itself with the first action it sees.
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
  });

  it('is in the state from the first action of a store made once it has loaded', async () => {
    const { baseApi } = await import('@/store/baseApi');
    const { store } = await firstScreenStore();
    expect(store.getState().api).toEqual(baseApi.reducer(undefined, { type: 'init' }));
    store.dispatch({ type: 'any/action' });
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
  });

  it('resets its cache when the session ends, once it has joined', async () => {
    const { store, loggedIn, loggedOut } = await firstScreenStore();
    const { baseApi } = await import('@/store/baseApi');
    store.dispatch(loggedIn({ token: 'first-token', role: 'company' }));
    const reset = vi.spyOn(baseApi.util, 'resetApiState');
    store.dispatch(loggedOut());
    await vi.waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
  });
});
