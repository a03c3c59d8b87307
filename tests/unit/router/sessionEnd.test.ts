import { describe, expect, it, vi } from 'vitest';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { loggedOut } from '@/src/entities/session/sessionSlice';
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
});
