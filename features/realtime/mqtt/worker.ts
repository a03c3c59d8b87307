/**
 * The real-time connection's own thread: mqtt.js (its evaluation, the WebSocket, every
 * packet) runs here, so none of it ever blocks the page. The page drives it through
 * workerRealtimeClient (./workerClient.ts).
 */
import mqtt from 'mqtt';
import { mqttRealtimeClient } from './client';
import type { WorkerCommand, WorkerMessage } from './workerProtocol';

/** The worker's global scope (the project's TypeScript library is the DOM's, not the worker's). */
const scope = globalThis as unknown as {
  postMessage(message: WorkerMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerCommand>) => void): void;
};

// brokerUrl() reads the worker's location: the page's own origin.
const client = mqttRealtimeClient({
  connect: mqtt.connect,
  // The page opened the worker after its first screen: nothing left to wait for.
  whenIdle: () => Promise.resolve(),
})({
  onMessage(topic, payload) {
    const copy = new Uint8Array(payload);
    scope.postMessage({ topic, payload: copy }, [copy.buffer]);
  },
  onDropped() {
    scope.postMessage({ dropped: true }, []);
  },
});

scope.addEventListener('message', ({ data: command }) => {
  switch (command.type) {
    case 'open':
      return client.open(command.token);
    case 'close':
      return client.close();
    case 'subscribe':
      return client.subscribe(command.topic);
    case 'unsubscribe':
      return client.unsubscribe(command.topic);
    case 'publish':
      return client.publish(command.topic, command.payload);
  }
});
