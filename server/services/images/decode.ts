import jpeg from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';
import type { ImageType } from '../../../domain/images/rules';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_PIXELS } from './dimensions';

/** The end of every PNG: an empty IEND chunk with its CRC. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const endsWith = (bytes: Uint8Array, tail: readonly number[]) =>
  bytes.length >= tail.length &&
  tail.every((byte, index) => bytes[bytes.length - tail.length + index] === byte);

const readUint32BE = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const readUint32LE = (bytes: Uint8Array, at: number) =>
  readUint32BE(bytes.slice(at, at + 4).reverse(), 0);
const readUint24LE = (bytes: Uint8Array, at: number) =>
  bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
const fourCC = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

const fits = (width: number, height: number) =>
  width > 0 && height > 0 && width * height <= IMAGE_MAX_PIXELS;

function isPng(bytes: Uint8Array): boolean {
  // The header's IHDR gives the size before anything is allocated for the pixels.
  if (bytes.length < 24 || !fits(readUint32BE(bytes, 16), readUint32BE(bytes, 20))) return false;
  // Nothing may follow the image (HTML after a valid PNG would be kept too).
  if (!endsWith(bytes, PNG_END)) return false;
  const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return image.width > 0 && image.height > 0;
}

function isJpeg(bytes: Uint8Array): boolean {
  const image = jpeg.decode(bytes, {
    useTArray: true,
    tolerantDecoding: false,
    maxResolutionInMP: IMAGE_MAX_MEGAPIXELS,
    // A 24-megapixel photo takes about 190 MB in jpeg-js (its pixels and its components).
    maxMemoryUsageInMB: 256,
  });
  return image.width > 0 && image.height > 0;
}

/**
 * GIF: omggif reads every block (header, palettes, extensions, each frame's image data
 * sub-blocks) and throws on anything else; each frame lies within the canvas and the file
 * ends with the trailer right after them.
 */
function isGif(bytes: Uint8Array): boolean {
  const reader = new GifReader(bytes);
  if (!fits(reader.width, reader.height) || reader.numFrames() === 0) return false;
  for (let index = 0; index < reader.numFrames(); index += 1) {
    const frame = reader.frameInfo(index);
    if (frame.x + frame.width > reader.width || frame.y + frame.height > reader.height)
      return false;
    if (frame.data_offset + frame.data_length > bytes.length) return false;
  }
  return bytes[bytes.length - 1] === 0x3b;
}

/** A VP8 (lossy) bitstream: a key frame's tag, start code and a size that fits. */
function isVp8(data: Uint8Array): boolean {
  if (data.length < 10 || (data[0]! & 1) !== 0) return false;
  if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return false;
  return fits((data[6]! | (data[7]! << 8)) & 0x3fff, (data[8]! | (data[9]! << 8)) & 0x3fff);
}

/** A VP8L (lossless) bitstream: its signature, a 14-bit width and height, version 0. */
function isVp8l(data: Uint8Array): boolean {
  if (data.length < 5 || data[0] !== 0x2f) return false;
  const bits = readUint32LE(data, 1);
  const width = (bits & 0x3fff) + 1;
  const height = ((bits >>> 14) & 0x3fff) + 1;
  return bits >>> 29 === 0 && fits(width, height);
}

/**
 * WebP, checked by its structure (no pure-JS decoder is at hand): a RIFF container whose
 * size is exactly the file's, then chunks that fill it exactly, the first being VP8, VP8L
 * or VP8X (an extended file, which must then carry a bitstream or an animation).
 */
function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WEBP') {
    return false;
  }
  if (readUint32LE(bytes, 4) + 8 !== bytes.length) return false;
  const chunks: { type: string; data: Uint8Array }[] = [];
  let at = 12;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    const size = readUint32LE(bytes, at + 4);
    const end = at + 8 + size;
    if (end > bytes.length) return false;
    chunks.push({ type: fourCC(bytes, at), data: bytes.subarray(at + 8, end) });
    at = end + (size % 2); // chunks are padded to an even size
  }
  if (at !== bytes.length) return false;
  const [first] = chunks;
  if (first?.type === 'VP8 ') return chunks.length === 1 && isVp8(first.data);
  if (first?.type === 'VP8L') return chunks.length === 1 && isVp8l(first.data);
  if (first?.type !== 'VP8X' || first.data.length !== 10) return false;
  const width = readUint24LE(first.data, 4) + 1;
  const height = readUint24LE(first.data, 7) + 1;
  if (!fits(width, height)) return false;
  const animated = (first.data[0]! & 0x02) !== 0;
  if (animated) return chunks.some((chunk) => chunk.type === 'ANMF');
  return chunks.some(
    ({ type, data }) => (type === 'VP8 ' && isVp8(data)) || (type === 'VP8L' && isVp8l(data)),
  );
}

const CHECKS: Record<ImageType, (bytes: Uint8Array) => boolean> = {
  'image/png': isPng,
  'image/jpeg': isJpeg,
  'image/gif': isGif,
  'image/webp': isWebp,
};

/**
 * Whether `bytes`, sniffed as `type`, really are such an image: decoded (PNG, JPEG),
 * parsed block by block (GIF) or checked chunk by chunk (WebP), with nothing after its
 * end, and at most IMAGE_MAX_PIXELS. A file that only starts like an image (an HTML page
 * behind a PNG signature) is not one.
 */
export function isDecodableImage(bytes: Uint8Array, type: ImageType): boolean {
  try {
    return CHECKS[type](bytes);
  } catch {
    // Every decoder throws on malformed data: that is the answer, not a failure.
    return false;
  }
}
