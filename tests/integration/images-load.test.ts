/**
 * One company's images cannot stall everyone else (docs/product.md#images): images are
 * decoded off the server's main thread, their size is read from the header and refused
 * before any decoding, and an account has a bounded number of uploads in flight.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { catalogState, signedInCompany, upload, uploadImage } from './helpers/catalog';
import { encodedImages, jpegBytes, pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** All-zero pixels compress about a thousand to one: a few dozen KB become 64 MB decoded. */
const bomb = pngBytes(4000, 4000, [0, 0, 0]);

describe('decoding does not hold up other requests', () => {
  it('keeps the event loop turning while hostile PNGs decode', async () => {
    // What one decode costs on this machine, now: on the main thread it would stall it so long.
    const started = performance.now();
    PNG.sync.read(Buffer.from(bomb));
    const decodeMs = performance.now() - started;

    const { token } = await signedInCompany(t);
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const uploads = await Promise.all([1, 2, 3].map(() => uploadImage(t, token, bomb)));
    delay.disable();
    expect(uploads.map((image) => image.content_type)).toEqual(Array(3).fill('image/png'));
    // Three decodes ran; the longest the loop waited is well under even one of them.
    expect(delay.max / 1e6).toBeLessThan(decodeMs / 2);
  });
});

/** `bytes` with big-endian (PNG, JPEG) or little-endian (GIF, WebP) 16/32-bit fields set. */
function patched(bytes: Uint8Array, fields: [at: number, value: number, kind: string][]) {
  const copy = Buffer.from(bytes);
  for (const [at, value, kind] of fields) {
    if (kind === 'u32be') copy.writeUInt32BE(value, at);
    if (kind === 'u16be') copy.writeUInt16BE(value, at);
    if (kind === 'u16le') copy.writeUInt16LE(value, at);
    if (kind === 'u24le') copy.writeUIntLE(value, at, 3);
  }
  return new Uint8Array(copy);
}

describe('images too large in pixels', () => {
  const images = encodedImages();
  // Each claims 9,000 × 9,000 (81 megapixels) in its header; the rest is a tiny image, or
  // garbage: a decoder would call it unsupported, the header alone says too large.
  const garbage = new Uint8Array(64).fill(0x5a);
  const cases: [string, Uint8Array][] = [
    [
      'PNG (IHDR)',
      patched(pngBytes(1, 1), [
        [16, 9000, 'u32be'],
        [20, 9000, 'u32be'],
      ]),
    ],
    [
      'JPEG (SOF0)',
      // jpegBytes' SOF0 segment: FF C0, length, precision, then height and width.
      (() => {
        const jpeg = jpegBytes();
        const sof = jpeg.findIndex((byte, at) => byte === 0xff && jpeg[at + 1] === 0xc0);
        return patched(jpeg, [
          [sof + 5, 9000, 'u16be'],
          [sof + 7, 9000, 'u16be'],
        ]);
      })(),
    ],
    [
      'GIF (logical screen)',
      patched(images.gif, [
        [6, 9000, 'u16le'],
        [8, 9000, 'u16le'],
      ]),
    ],
    [
      'WebP (VP8X)',
      (() => {
        const chunk = Buffer.concat([
          Buffer.from('VP8X'),
          Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]),
          Buffer.from([0x27, 0x23, 0x00, 0x27, 0x23, 0x00]), // 8,999 + 1 each way
          Buffer.from(garbage),
        ]);
        const riff = Buffer.alloc(12);
        riff.write('RIFF', 0);
        riff.writeUInt32LE(chunk.length + 4, 4);
        riff.write('WEBP', 8);
        return new Uint8Array(Buffer.concat([riff, chunk]));
      })(),
    ],
    [
      'PNG header then garbage',
      new Uint8Array(
        Buffer.concat([
          Buffer.from(
            patched(pngBytes(1, 1), [
              [16, 9000, 'u32be'],
              [20, 9000, 'u32be'],
            ]).subarray(0, 33),
          ),
          Buffer.from(garbage),
        ]),
      ),
    ],
  ];

  it.each(cases)('refuses a %s claiming 81 megapixels, stores nothing', async (_name, bytes) => {
    const { company, token } = await signedInCompany(t);
    const before = await catalogState(t, company.id);
    const en = await upload(t, bytes, { token });
    expect(en.body.errors?.[0]).toMatchObject({
      message: 'This image is 9000 × 9000 pixels: at most 25 megapixels can be uploaded',
      extensions: { code: 'IMAGE_TOO_MANY_PIXELS' },
    });
    const es = await upload(t, bytes, { token, locale: 'es' });
    expect(es.body.errors?.[0]?.message).toBe(
      'Esta imagen mide 9000 × 9000 píxeles: se pueden subir como mucho 25 megapíxeles',
    );
    expect(await catalogState(t, company.id)).toEqual(before);
  });

  it('accepts an image of exactly 25 megapixels', async () => {
    const { token } = await signedInCompany(t);
    const image = await uploadImage(t, token, pngBytes(5000, 5000, [0, 0, 0]));
    expect(image.content_type).toBe('image/png');
  });
});

describe('uploads in flight per account', () => {
  it('runs 3 at once, lets 7 more wait and refuses the next at once; other accounts go on', async () => {
    const hasty = await signedInCompany(t);
    const other = await signedInCompany(t);
    const [burst, otherUpload] = await Promise.all([
      Promise.all(Array.from({ length: 14 }, () => upload(t, bomb, { token: hasty.token }))),
      uploadImage(t, other.token, pngBytes(2, 2)),
    ]);
    expect(otherUpload.content_type).toBe('image/png');
    const refused = burst.filter((response) => response.body.errors);
    const accepted = burst.filter((response) => response.body.data?.ImageUpload);
    expect(refused.length + accepted.length).toBe(14);
    // At least the 4 beyond 10 arrive while the first 3 still decode (each takes a while).
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) {
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'You have 10 images uploading already: wait until one finishes, then try again',
        extensions: { code: 'IMAGE_UPLOADS_BUSY' },
      });
    }
    // Once they are done, the account uploads again.
    expect((await uploadImage(t, hasty.token, pngBytes(1, 1))).content_type).toBe('image/png');
  });
});
