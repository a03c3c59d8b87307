import { describe, expect, it, vi } from 'vitest';
import { createUploadLimiter } from '@/server/services/images/uploadLimiter';

/** An upload that runs until the test finishes it. */
function heldUpload() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return 'stored';
    },
    finish,
    started: () => started,
  };
}

describe('uploads in flight per account (docs/product.md#images)', () => {
  it('runs 3 at once, lets 7 wait in order, refuses the 11th at once', async () => {
    const limiter = createUploadLimiter();
    const uploads = Array.from({ length: 10 }, () => heldUpload());
    const results = uploads.map((upload) => limiter.run('company:1', upload.work));
    await Promise.resolve();
    expect(uploads.map((upload) => upload.started())).toEqual([
      ...Array(3).fill(true),
      ...Array(7).fill(false),
    ]);
    await expect(limiter.run('company:1', async () => 'stored')).rejects.toMatchObject({
      code: 'IMAGE_UPLOADS_BUSY',
      key: 'images:errors.uploadsBusy',
      options: { values: { count: 10 } },
    });
    // Another account is not held up.
    await expect(limiter.run('company:2', async () => 'other')).resolves.toBe('other');

    uploads[1]!.finish();
    await results[1];
    // The first waiting one takes the freed slot, and a place to wait is free again.
    await vi.waitFor(() => expect(uploads[3]!.started()).toBe(true));
    expect(uploads[4]!.started()).toBe(false);
    for (const upload of uploads) upload.finish();
    expect(await Promise.all(results)).toEqual(Array(10).fill('stored'));
    await expect(limiter.run('company:1', async () => 'again')).resolves.toBe('again');
  });

  it('frees the slot of an upload that fails', async () => {
    const limiter = createUploadLimiter(1, 0);
    await expect(
      limiter.run('creator:1', () => Promise.reject(new Error('refused'))),
    ).rejects.toThrow('refused');
    await expect(limiter.run('creator:1', async () => 'next')).resolves.toBe('next');
  });
});
