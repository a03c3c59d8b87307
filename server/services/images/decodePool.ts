/**
 * Images are decoded in worker threads (docs/product.md#images): a decode takes up to
 * seconds of CPU (a small PNG of zeros can unpack to 100 MB of pixels), and on the main
 * thread it would hold up every request of every account meanwhile.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImageType } from '../../../domain/images/rules';
import { ServiceError } from '../errors';
import type { DecodeAnswer, DecodeRequest } from './decodeWorker';

/**
 * Set by the server bundle (server/build/serverBundle.ts): where its built worker is,
 * relative to this source file, the `import.meta.url` the bundle gives this module.
 * Undeclared when running from source.
 */
declare const IMAGE_DECODE_WORKER_FROM_SOURCE: string | undefined;

/**
 * Worker threads: one core is left to the main thread (requests, the database); at most
 * 4, since each may hold an image's decoded pixels (hundreds of MB at worst).
 */
export const decodeWorkersFor = (cores = availableParallelism()) =>
  Math.max(1, Math.min(4, cores - 1));

/**
 * Decodes waiting for a worker before more are refused: a burst of many accounts' uploads
 * waits (each account has at most 3 running), an endless one does not pile up in memory.
 */
export const DECODE_QUEUE_MAX = 64;

/** A decode beyond DECODE_QUEUE_MAX: the server is busy, the upload may be sent again. */
export const decoderBusy = () => new ServiceError('IMAGE_SERVER_BUSY', 'images:errors.serverBusy');

export interface DecodePool {
  /** Whether `bytes` are the image `type` says (isDecodableImage), decoded in a worker. */
  isDecodable(bytes: Uint8Array, type: ImageType): Promise<boolean>;
  /** Stops the workers; decodes still running are refused. */
  close(): Promise<void>;
}

interface Task extends DecodeRequest {
  resolve: (decodable: boolean) => void;
  reject: (error: Error) => void;
}

/**
 * Where tsx's ESM API is: require.resolve would give its CommonJS build, which cannot
 * register the loader in a worker; the package's exports name the ESM one.
 */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return join(dirname(manifest), exports['./esm/api']!.import.default);
}

/**
 * The worker to start: the bundle's own built one, or from source the TypeScript one
 * through tsx's loader (the dev server and the tests run the sources).
 */
function newWorker(): Worker {
  if (typeof IMAGE_DECODE_WORKER_FROM_SOURCE === 'string') {
    return new Worker(new URL(IMAGE_DECODE_WORKER_FROM_SOURCE, import.meta.url));
  }
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const worker = new URL('./decodeWorker.ts', import.meta.url).href;
  const load = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); })`;
  return new Worker(load, { eval: true });
}

export function createDecodePool({
  workers = decodeWorkersFor(),
  queueMax = DECODE_QUEUE_MAX,
} = {}): DecodePool {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const queue: Task[] = [];
  let started = 0;
  let closed = false;

  const give = (worker: Worker, task: Task) => {
    busy.set(worker, task);
    const request: DecodeRequest = { bytes: task.bytes, type: task.type };
    worker.postMessage(request);
  };

  const finished = (worker: Worker) => {
    busy.delete(worker);
    const next = queue.shift();
    if (next) give(worker, next);
    else idle.push(worker);
  };

  const start = () => {
    const worker = newWorker();
    started += 1;
    // Idle workers do not keep the process alive; close() ends them anyway.
    worker.unref();
    worker.on('message', ({ decodable }: DecodeAnswer) => {
      busy.get(worker)?.resolve(decodable);
      finished(worker);
    });
    // A worker that dies (out of memory on a hostile image) takes only its decode along.
    worker.on('error', (error) => busy.get(worker)?.reject(error));
    worker.on('exit', () => {
      busy.get(worker)?.reject(new Error('the image decode worker stopped'));
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      started -= 1;
      const next = queue.shift();
      if (next && !closed) give(start(), next);
    });
    return worker;
  };

  return {
    isDecodable(bytes, type) {
      if (closed) return Promise.reject(decoderBusy());
      return new Promise<boolean>((resolve, reject) => {
        const task: Task = { bytes, type, resolve, reject };
        const worker = idle.pop() ?? (started < workers ? start() : undefined);
        if (worker) give(worker, task);
        else if (queue.length < queueMax) queue.push(task);
        else reject(decoderBusy());
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(decoderBusy());
      const all = [...idle, ...busy.keys()];
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
