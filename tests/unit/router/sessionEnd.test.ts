import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi } from '@/features/account/api';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { loggedOut, selectToken } from '@/src/entities/session/sessionSlice';
import { apiUnauthorized } from '@/store/apiEvents';
import type { ListenerRouter } from '@/store/listenerMiddleware';
import { makeStore } from '@/store/store';

/** The router the listeners get through the middleware's `extra`, showing `pathname`. */
function fakeRouter(pathname: string) {
  return {
    pathname: () => pathname,
    navigate: vi.fn<ListenerRouter['navigate']>(),
  } satisfies ListenerRouter;
}

const loggedInStore = (router: ListenerRouter) =>
  makeStore({ session: { token: 'token-1', role: 'company' } }, { router });

describe('the end of a session, in the session listeners', () => {
  it.each([
    ['a logout', loggedOut()],
    ['a 401', apiUnauthorized()],
  ])('sends the user to Login after %s', (_name, action) => {
    const router = fakeRouter('/wallet');
    loggedInStore(router).dispatch(action);
    expect(router.navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });

  it('leaves the open pages, and Login itself, alone', () => {
    for (const pathname of ['/password', '/new-password/abc', '/update/abc', '/login']) {
      const router = fakeRouter(pathname);
      loggedInStore(router).dispatch(loggedOut());
      expect(router.navigate).not.toHaveBeenCalled();
    }
  });

  it('does nothing when no session ends', () => {
    const router = fakeRouter('/wallet');
    makeStore(undefined, { router }).dispatch(loggedOut());
    loggedInStore(router).dispatch(sidebarToggled());
    expect(router.navigate).not.toHaveBeenCalled();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('lets a mutation under way hand back the next session, and clears the cache after', async () => {
    // Confirming an e-mail change ends every session before it answers with a fresh one:
    // a 401 to the old token meanwhile must not abort the answer.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const store = loggedInStore(fakeRouter('/update/abc'));
    const confirm = store.dispatch(
      accountApi.endpoints.companyUpdateEmail.initiate({
        password: 'Correct-horse1',
        token: 'link-token',
        old_email: 'old@example.com',
      }),
    );
    store.dispatch(apiUnauthorized());
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
    const result = await confirm;
    expect(result.error).toBeUndefined();
    expect(selectToken(store.getState())).toBe('new-token');
    // The old session's cache went once the answer was in.
    await vi.waitFor(() => expect(store.getState().api.mutations).toEqual({}));
  });
});
