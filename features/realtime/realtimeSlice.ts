import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A parsed real-time payload: JSON whose `message` field is the text to show. */
export type RealtimeMessage = { message?: unknown } & Record<string, unknown>;

export interface RealtimeState {
  topic: string | null;
  message: RealtimeMessage | null;
}

const initialState: RealtimeState = { topic: null, message: null };

/** Keeps only the latest message (docs/product.md#real-time), so each update is O(1). */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    messageReceived(state, action: PayloadAction<{ topic: string; message: RealtimeMessage }>) {
      state.topic = action.payload.topic;
      state.message = action.payload.message;
    },
    /** A burst, batched by the listeners (one action per few ms): still O(1), the last wins. */
    messagesReceived(
      state,
      action: PayloadAction<{ messages: Array<{ topic: string; message: RealtimeMessage }> }>,
    ) {
      const last = action.payload.messages[action.payload.messages.length - 1];
      if (!last) return;
      state.topic = last.topic;
      state.message = last.message;
    },
  },
  selectors: {
    selectLatestTopic: (state) => state.topic,
    selectLatestMessage: (state) => state.message,
  },
});

export const { messageReceived, messagesReceived } = realtimeSlice.actions;
export const { selectLatestTopic, selectLatestMessage } = realtimeSlice.selectors;

/*
 * Commands for the real-time connection. They change no state: the realtime listeners
 * carry them out on the client in the listener middleware's `extra` (replaying them
 * without listeners does nothing), and refuse an invalid or forbidden topic.
 */
export const subscribe = createAction<{ topic: string }>('realtime/subscribe');
export const unsubscribe = createAction<{ topic: string }>('realtime/unsubscribe');
/** Publishes JSON to `topic`, which must be under `deal/{dealId}/…`. */
export const publish = createAction<{ topic: string; payload: unknown }>('realtime/publish');
/** Closes the connection (it opens again at the next login). */
export const close = createAction('realtime/close');
/**
 * The broker dropped or refused the connection (features/realtime/model/sessionProbe.ts
 * checks whether the session still stands).
 */
export const connectionDropped = createAction('realtime/connectionDropped');
/** A command refused because its topic is invalid or not allowed ('Invalid topic …'). */
export const topicRefused = createAction<{ topic: string }>('realtime/topicRefused');
