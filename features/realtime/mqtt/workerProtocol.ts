/** What the page tells the real-time worker (./worker.ts): RealtimeClient's calls. */
export type WorkerCommand =
  | { type: 'open'; token: string }
  | { type: 'close' }
  | { type: 'subscribe'; topic: string }
  | { type: 'unsubscribe'; topic: string }
  | { type: 'publish'; topic: string; payload: string };

/**
 * What the worker tells the page: a message received on a subscribed topic, or that the
 * broker dropped or refused the connection (RealtimeClientEvents.onDropped).
 */
export type WorkerMessage = { topic: string; payload: Uint8Array } | { dropped: true };
