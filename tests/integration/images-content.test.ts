import { describe, expect, it } from 'vitest';
import {
  brandInput,
  catalog,
  catalogState,
  signedInCompany,
  upload,
  uploadImage,
} from './helpers/catalog';
import { encodedImages, jpegBytes, pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
const images = encodedImages();
const html = new TextEncoder().encode(
  '<html><body><script>alert(document.cookie)</script></body></html>',
);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('ImageUpload decodes what it stores', () => {
  it.each([
    ['PNG (pngjs)', images.png, 'image/png'],
    ['PNG (hand-made)', pngBytes(3, 2), 'image/png'],
    ['JPEG (jpeg-js)', images.jpeg, 'image/jpeg'],
    ['JPEG (hand-made)', jpegBytes(), 'image/jpeg'],
    ['GIF (omggif)', images.gif, 'image/gif'],
    ['WebP lossless', images.webpLossless, 'image/webp'],
    ['WebP lossy', images.webpLossy, 'image/webp'],
  ])('accepts a real %s', async (_name, bytes, type) => {
    const { token } = await signedInCompany(t);
    const image = await uploadImage(t, token, bytes);
    expect(image.content_type).toBe(type);
  });

  const PNG_SIGNATURE = images.png.subarray(0, 8);
  const webp = images.webpLossless;
  it.each([
    ['a PNG signature followed by HTML', concat(PNG_SIGNATURE, html)],
    ['a PNG followed by HTML', concat(images.png, html)],
    ['a truncated PNG', images.png.subarray(0, images.png.length - 20)],
    ['a PNG with a damaged chunk', images.png.map((byte, at) => (at === 40 ? byte ^ 0xff : byte))],
    ['a JPEG signature followed by HTML', concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), html)],
    ['a truncated JPEG', images.jpeg.subarray(0, 40)],
    ['a GIF header followed by HTML', concat(images.gif.subarray(0, 13), html)],
    ['a GIF followed by HTML', concat(images.gif, html)],
    ['a WebP followed by HTML', concat(webp, html)],
    ['a RIFF WEBP header followed by HTML', concat(webp.subarray(0, 12), html)],
    [
      'a WebP whose chunk claims more than there is',
      webp.map((byte, at) => (at === 16 ? 0xff : byte)),
    ],
  ])('refuses %s as unsupported and stores nothing', async (_name, bytes) => {
    const { company, token } = await signedInCompany(t);
    const before = await catalogState(t, company.id);
    const response = await upload(t, bytes, { token });
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'This file is not a PNG, JPEG, GIF or WebP image',
      extensions: { code: 'IMAGE_UNSUPPORTED' },
    });
    expect(await catalogState(t, company.id)).toEqual(before);
  });

  it('refuses a PNG that claims more pixels than it may decode', async () => {
    const { token } = await signedInCompany(t);
    const huge = pngBytes(1, 1);
    // IHDR's width and height (after the signature, the length and the type).
    Buffer.from(huge.buffer).writeUInt32BE(20_000, 16);
    Buffer.from(huge.buffer).writeUInt32BE(20_000, 20);
    const response = await upload(t, huge, { token });
    // Refused by its header, with its size (images-load.test.ts has every type).
    expect(response.body.errors?.[0]?.extensions?.code).toBe('IMAGE_TOO_MANY_PIXELS');
  });
});

describe('image ids the database could not hold', () => {
  it('are refused as bad input, not as a failure', async () => {
    const { token } = await signedInCompany(t);
    const unstorable = 'This contains characters that cannot be saved: please remove them';
    const notFound = 'This image was not found: upload it again';
    for (const [id, message] of [
      ['\u0000', unstorable],
      ['a\u0000b'.padEnd(22, 'x'), unstorable],
      ['lone \ud800 surrogate', unstorable],
      // Storable, but no image id has this shape: unknown, without asking the database.
      ['x'.repeat(5000), notFound],
    ]) {
      const response = await catalog(t, token, 'brandCreate', brandInput({ logo_image_id: id }));
      expect(response.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { logo_image_id: message },
      });
    }
  });
});
