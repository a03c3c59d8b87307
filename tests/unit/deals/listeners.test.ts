import { describe, expect, it } from 'vitest';
import { chatMessageOf, dealChatClosed, dealChatOpened } from '@/features/deals/listeners';
import { makeStore } from '@/store/store';
import { fakeRealtime, message } from './fixtures';

describe('deal chat payloads', () => {
  it('takes a message as the server publishes it on a deal topic', () => {
    const payload = { ...message(1), id: 12, deal_id: 7 };
    expect(chatMessageOf(payload)).toEqual({ ...message(1), id: '12', deal_id: '7' });
  });

  it('ignores notifications and anything not shaped like a message', () => {
    const valid = message(1);
    for (const payload of [
      { ...valid, event: 'deal_message' },
      { ...valid, author: 'admin' },
      { ...valid, text: 42 },
      { ...valid, id: null },
      { ...valid, deal_id: { id: 1 } },
      { ...valid, created_at: undefined },
      { message: 'Ana wrote to you' },
    ]) {
      expect(chatMessageOf(payload)).toBeNull();
    }
  });
});

describe('deal chat topics', () => {
  it('follows a deal topic from the first screen showing it to the last', () => {
    const realtime = fakeRealtime();
    const store = makeStore(
      { session: { token: null, role: 'company' } },
      { realtime: realtime.factory },
    );
    const topicCalls = () => realtime.calls.filter((call) => call.includes('deal/'));
    store.dispatch(dealChatOpened({ dealId: '7' }));
    store.dispatch(dealChatOpened({ dealId: '7' }));
    store.dispatch(dealChatOpened({ dealId: '8' }));
    expect(topicCalls()).toEqual(['subscribe deal/7/messages', 'subscribe deal/8/messages']);
    store.dispatch(dealChatClosed({ dealId: '7' }));
    expect(topicCalls()).toHaveLength(2);
    store.dispatch(dealChatClosed({ dealId: '7' }));
    store.dispatch(dealChatClosed({ dealId: '8' }));
    // A close without an open (a remount's leftover) unsubscribes nothing more.
    store.dispatch(dealChatClosed({ dealId: '8' }));
    expect(topicCalls()).toEqual([
      'subscribe deal/7/messages',
      'subscribe deal/8/messages',
      'unsubscribe deal/7/messages',
      'unsubscribe deal/8/messages',
    ]);
  });
});
