import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUnauthorized, apiUnreachable } from '@/store/apiEvents';
import { makeStore } from '@/store/store';
import {
  selectToasts,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  toastAdded,
  toasterShown,
  toastRemoved,
  toastsAwaitScreen,
} from '@/src/entities/toasts/toastsSlice';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the documented defaults: info, 5000 ms, visible', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_FADE_MS).toBe(500);
    const action = toastAdded({ message: 'Hello' });
    expect(action.payload).toMatchObject({
      message: 'Hello',
      type: 'info',
      duration: 5000,
      visible: true,
    });
    expect(action.payload.id).toEqual(expect.any(String));
  });

  it('shows for 5000 ms, fades, and is removed 500 ms later', async () => {
    const store = makeStore();
    store.dispatch(toastAdded({ id: 't1', message: 'Saved', type: 'success' }));
    expect(selectToasts(store.getState())).toMatchObject([{ id: 't1', visible: true }]);

    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(selectToasts(store.getState())[0]?.visible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectToasts(store.getState())).toMatchObject([{ id: 't1', visible: false }]);

    await vi.advanceTimersByTimeAsync(TOAST_FADE_MS - 1);
    expect(selectToasts(store.getState())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('starts a toast added while the app starts once a screen shows it', async () => {
    const store = makeStore();
    store.dispatch(toastsAwaitScreen());
    store.dispatch(toastAdded({ id: 't1', message: 'Logged out', type: 'warning' }));
    // A slow start: the toast keeps waiting, however long.
    await vi.advanceTimersByTimeAsync(3 * TOAST_DURATION_MS);
    expect(selectToasts(store.getState())).toMatchObject([{ id: 't1', visible: true }]);

    store.dispatch(toasterShown());
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(selectToasts(store.getState())[0]?.visible).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectToasts(store.getState())).toMatchObject([{ id: 't1', visible: false }]);
  });

  it('gives a toast added again while waiting one clock, the newest', async () => {
    const store = makeStore();
    store.dispatch(toastsAwaitScreen());
    store.dispatch(toastAdded({ id: 't1', message: 'First' }));
    store.dispatch(toastAdded({ id: 't1', message: 'Second' }));
    store.dispatch(toasterShown());
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(selectToasts(store.getState())).toMatchObject([{ message: 'Second', visible: true }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectToasts(store.getState())).toMatchObject([{ message: 'Second', visible: false }]);
  });

  it('keeps each toast on its own clock', async () => {
    const store = makeStore();
    store.dispatch(toastAdded({ id: 'a', message: 'A' }));
    await vi.advanceTimersByTimeAsync(3000);
    store.dispatch(toastAdded({ id: 'b', message: 'B' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(selectToasts(store.getState()).map((t) => [t.id, t.visible])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    await vi.advanceTimersByTimeAsync(3400);
    expect(selectToasts(store.getState()).map((t) => [t.id, t.visible])).toEqual([['b', false]]);
    await vi.advanceTimersByTimeAsync(100);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('restarts the clock when a toast with the same id is added again', async () => {
    const store = makeStore();
    store.dispatch(toastAdded({ id: 'same', message: 'first' }));
    await vi.advanceTimersByTimeAsync(4000);
    store.dispatch(toastAdded({ id: 'same', message: 'second' }));
    await vi.advanceTimersByTimeAsync(4000);
    expect(selectToasts(store.getState())).toMatchObject([{ message: 'second', visible: true }]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('can be closed early', () => {
    const store = makeStore();
    store.dispatch(toastAdded({ id: 'x', message: 'X' }));
    store.dispatch(toastRemoved({ id: 'x' }));
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('shows the catalogue messages for a 401 and an unreachable API', () => {
    const store = makeStore();
    store.dispatch(apiUnauthorized());
    store.dispatch(apiUnreachable({ detail: '404' }));
    expect(selectToasts(store.getState())).toMatchObject([
      { messageKey: 'errors.loggedOut', type: 'warning' },
      { messageKey: 'errors.cannotProcess', messageValues: { detail: '404' }, type: 'error' },
    ]);
  });

  it('runs no timers when the store was made without listeners (replay)', async () => {
    const store = makeStore(undefined, { listeners: false });
    store.dispatch(toastAdded({ id: 'r', message: 'R' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(selectToasts(store.getState())).toHaveLength(1);
  });
});
