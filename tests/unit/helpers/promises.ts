/** A Promise with its resolve handle, for replies the test releases when it wants. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets pending promise callbacks (and timers due now) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
