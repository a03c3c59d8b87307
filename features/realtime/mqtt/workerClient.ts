import { afterFirstScreen, offlineRealtimeClient } from './client';
import type { RealtimeClientFactory } from './client';
import type { WorkerCommand, WorkerMessage } from './workerProtocol';

/** The part of a Worker the bridge uses (tests give a fake). */
export interface RealtimeWorker {
  postMessage(command: WorkerCommand): void;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
}

export interface WorkerRealtimeOptions {
  /** What starting the worker waits for; defaults to afterFirstScreen. */
  whenIdle?: () => Promise<void>;
  createWorker?: () => RealtimeWorker;
}

/** Written out in full here: that is how Vite finds the worker and bundles it on its own. */
const createRealtimeWorker = (): RealtimeWorker =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'realtime' });

/**
 * The app's RealtimeClient: mqtt.js runs in a worker (./worker.ts), so the library's
 * evaluation and every packet stay off the page's main thread. The worker (and with it
 * mqtt.js's download) starts at the first `open`, once the first screen is shown and the
 * browser is idle; calls made until then are queued in order and replayed to it.
 */
export function workerRealtimeClient({
  whenIdle = afterFirstScreen,
  createWorker = createRealtimeWorker,
}: WorkerRealtimeOptions = {}): RealtimeClientFactory {
  return (events) => {
    let worker: RealtimeWorker | null = null;
    let starting = false;
    const queued: WorkerCommand[] = [];

    const start = async () => {
      starting = true;
      await whenIdle();
      starting = false;
      // Closed while it waited (and not opened again): no worker at all.
      if (!queued.some((command) => command.type === 'open')) return;
      const started = createWorker();
      started.onmessage = ({ data }) => {
        if ('dropped' in data) events.onDropped?.();
        else events.onMessage(data.topic, data.payload);
      };
      for (const command of queued.splice(0)) started.postMessage(command);
      worker = started;
    };

    const send = (command: WorkerCommand) => {
      if (worker) return worker.postMessage(command);
      queued.push(command);
      if (command.type === 'open' && !starting) start().catch(() => {});
    };

    return {
      open: (token) => send({ type: 'open', token }),
      close() {
        // Not started yet: closing only forgets what was queued (the subscriptions too).
        if (worker) worker.postMessage({ type: 'close' });
        else queued.length = 0;
      },
      subscribe: (topic) => send({ type: 'subscribe', topic }),
      unsubscribe: (topic) => send({ type: 'unsubscribe', topic }),
      publish: (topic, payload) => send({ type: 'publish', topic, payload }),
    };
  };
}

/**
 * The app's client: mqtt.js in a worker in the browser; one that connects nowhere under
 * Vitest (tests pass a fake when they need one) and under plain Node (`npm run replay`,
 * benches), where Vite's `import.meta.env` is absent.
 */
export function defaultRealtimeClient(): RealtimeClientFactory {
  const env = import.meta.env as ImportMetaEnv | undefined;
  return !env || env.MODE === 'test' ? offlineRealtimeClient : workerRealtimeClient();
}
