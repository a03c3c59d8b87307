import { describe, expect, it } from 'vitest';
import { messageReceived, realtimeSlice } from '@/features/realtime/realtimeSlice';

describe('realtime slice', () => {
  it('keeps only the latest topic and parsed message', () => {
    let state = realtimeSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual({ topic: null, message: null });
    state = realtimeSlice.reducer(
      state,
      messageReceived({ topic: 'company/1/notifications', message: { message: 'one' } }),
    );
    state = realtimeSlice.reducer(
      state,
      messageReceived({ topic: 'deal/9/messages', message: { message: 'two', from: 'x' } }),
    );
    expect(state).toEqual({ topic: 'deal/9/messages', message: { message: 'two', from: 'x' } });
  });
});
