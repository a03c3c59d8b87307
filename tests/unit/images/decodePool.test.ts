import { afterEach, describe, expect, it } from 'vitest';
import { createDecodePool, decodeWorkersFor } from '@/server/services/images/decodePool';
import type { DecodePool } from '@/server/services/images/decodePool';
import { encodedImages } from '../../integration/helpers/images';

const pools: DecodePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const images = encodedImages();

describe('the image decode pool (docs/product.md#images)', () => {
  it('decodes in a worker: real images pass, damaged ones do not', async () => {
    const pool = createDecodePool({ workers: 1 });
    pools.push(pool);
    expect(await pool.isDecodable(images.png, 'image/png')).toBe(true);
    expect(await pool.isDecodable(images.jpeg, 'image/jpeg')).toBe(true);
    expect(await pool.isDecodable(images.gif, 'image/gif')).toBe(true);
    expect(await pool.isDecodable(images.png.subarray(0, 40), 'image/png')).toBe(false);
  });

  it('refuses a decode at once when its queue is full, then takes more again', async () => {
    const pool = createDecodePool({ workers: 1, queueMax: 1 });
    pools.push(pool);
    // Any bytes do: the first occupies the worker, the second waits, the third has no room.
    const running = pool.isDecodable(images.png, 'image/png');
    const waiting = pool.isDecodable(images.png, 'image/png');
    await expect(pool.isDecodable(images.png, 'image/png')).rejects.toMatchObject({
      code: 'IMAGE_SERVER_BUSY',
      key: 'images:errors.serverBusy',
    });
    expect(await Promise.all([running, waiting])).toEqual([true, true]);
    expect(await pool.isDecodable(images.png, 'image/png')).toBe(true);
  });

  it('is sized for the machine: one core is left to the main thread, at most 4 workers', () => {
    expect([1, 2, 3, 8, 64].map((cores) => decodeWorkersFor(cores))).toEqual([1, 1, 2, 4, 4]);
  });
});
