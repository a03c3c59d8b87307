import { ServiceError } from '../errors';

/**
 * Uploads of one account handled at once (docs/product.md#images): the rest of a burst
 * waits its turn, so that one account's uploads take at most this share of the decode
 * workers however many it sends.
 */
export const UPLOADS_RUNNING_PER_ACCOUNT = 3;
/**
 * Uploads of one account that may wait for a turn: with the running ones, room for a form
 * that sends all its images at once (a product's 5, a creator's 10 in one request).
 */
export const UPLOADS_WAITING_PER_ACCOUNT = 7;
/** Uploads of one account in the server at once, running or waiting. */
export const UPLOADS_PER_ACCOUNT = UPLOADS_RUNNING_PER_ACCOUNT + UPLOADS_WAITING_PER_ACCOUNT;

/** An upload beyond UPLOADS_PER_ACCOUNT: refused at once, nothing stored. */
export const uploadsBusy = () =>
  new ServiceError('IMAGE_UPLOADS_BUSY', 'images:errors.uploadsBusy', {
    values: { count: UPLOADS_PER_ACCOUNT },
  });

export interface UploadLimiter {
  /**
   * Runs `upload` for `account` ("company:12", "creator:7") once one of its running slots
   * is free; throws IMAGE_UPLOADS_BUSY at once when its waiting slots are taken too.
   */
  run<T>(account: string, upload: () => Promise<T>): Promise<T>;
}

interface AccountUploads {
  running: number;
  /** Starts the next waiting upload, in the order they came. */
  waiting: (() => void)[];
}

/**
 * The uploads in flight of each account, in this server's memory: with several servers
 * each counts its own (an account could have this many on each).
 */
export function createUploadLimiter(
  running = UPLOADS_RUNNING_PER_ACCOUNT,
  waiting = UPLOADS_WAITING_PER_ACCOUNT,
): UploadLimiter {
  const accounts = new Map<string, AccountUploads>();
  return {
    async run(account, upload) {
      let uploads = accounts.get(account);
      if (!uploads) {
        uploads = { running: 0, waiting: [] };
        accounts.set(account, uploads);
      }
      const own = uploads;
      if (own.running < running) {
        own.running += 1;
      } else if (own.waiting.length < waiting) {
        // The finishing upload hands its slot over: `running` stays as it is.
        await new Promise<void>((start) => own.waiting.push(start));
      } else {
        throw uploadsBusy();
      }
      try {
        return await upload();
      } finally {
        const next = own.waiting.shift();
        if (next) next();
        else {
          own.running -= 1;
          if (own.running === 0) accounts.delete(account);
        }
      }
    },
  };
}
