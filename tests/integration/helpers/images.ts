import { crc32, deflateSync } from 'node:zlib';
import { encode as jpegEncode } from 'jpeg-js';
import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';

/** A PNG chunk: length, type, data, CRC of type + data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid truecolor PNG of one colour; different colours give different bytes. */
export function pngBytes(width = 1, height = 1, rgb: [number, number, number] = [200, 40, 40]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // truecolor; compression, filter and interlace stay 0
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(pixels)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

/**
 * A valid baseline JPEG: one 8×8 grey block (mid grey, so the only DCT coefficient is 0),
 * with one-code Huffman tables; the entropy-coded data is "DC 0, end of block".
 */
export function jpegBytes(): Uint8Array {
  const oneCodeTable = (tableClass: number) => [
    tableClass,
    1,
    ...new Array<number>(15).fill(0),
    0x00,
  ];
  return new Uint8Array([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]), // quantisation: all 1
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8×8, one component
    ...segment(0xc4, oneCodeTable(0x00)), // DC table: "0" = category 0
    ...segment(0xc4, oneCodeTable(0x10)), // AC table: "0" = end of block
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f, // bits 0 0, padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

/** Real images made by the libraries' own encoders, one colour each, `size` × `size`. */
export function encodedImages(size = 4) {
  const rgba = Buffer.alloc(size * size * 4);
  for (let at = 0; at < rgba.length; at += 4) rgba.set([30, 120, 200, 255], at);
  const png = PNG.sync.write(Object.assign(new PNG({ width: size, height: size }), { data: rgba }));
  const jpeg = jpegEncode({ data: rgba, width: size, height: size }, 80).data;
  const gifBuffer = new Uint8Array(1024);
  const writer = new GifWriter(gifBuffer, size, size, { palette: [0x1e78c8, 0xffffff] });
  writer.addFrame(0, 0, size, size, new Array<number>(size * size).fill(0));
  const gif = gifBuffer.slice(0, writer.end());
  return {
    png: new Uint8Array(png),
    jpeg: new Uint8Array(jpeg),
    gif,
    webpLossless: new Uint8Array(Buffer.from(WEBP_LOSSLESS_1X1, 'base64')),
    webpLossy: new Uint8Array(Buffer.from(WEBP_LOSSY_1X1, 'base64')),
  };
}

/** 1×1 WebP files, lossless (VP8L) and lossy (VP8), as browsers' feature tests use them. */
const WEBP_LOSSLESS_1X1 = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
const WEBP_LOSSY_1X1 = 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
