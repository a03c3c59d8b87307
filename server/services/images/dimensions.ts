/**
 * An image's width and height as its header states them, read without decoding anything:
 * what decoding it would cost is known (and refused past IMAGE_MAX_PIXELS) before a byte
 * of pixels is allocated. Cheap enough for the main thread.
 */
import type { ImageType } from '../../../domain/images/rules';

/**
 * The largest image accepted, in pixels (docs/product.md#images): 25 megapixels, room for
 * a 24-megapixel camera's 6000 × 4000 photo and a phone's 12 (phones with 48–50 megapixel
 * sensors save 12 or 24 unless told otherwise; such a full-size photo is over 10 MB
 * anyway). Decoding takes 4 to 12 bytes a pixel, so this bounds what one upload can cost
 * in memory (about 300 MB at worst), however few bytes it arrives in.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** IMAGE_MAX_PIXELS as the refusal writes it. */
export const IMAGE_MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

export interface ImageDimensions {
  width: number;
  height: number;
}

const uint16BE = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const uint16LE = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const uint24LE = (bytes: Uint8Array, at: number) => uint16LE(bytes, at) | (bytes[at + 2]! << 16);
const uint32BE = (bytes: Uint8Array, at: number) =>
  uint16BE(bytes, at) * 0x10000 + uint16BE(bytes, at + 2);
const fourCC = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 24 || fourCC(bytes, 12) !== 'IHDR') return null;
  return { width: uint32BE(bytes, 16), height: uint32BE(bytes, 20) };
}

/** Start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the segments up to the start of frame, which holds the size. */
function jpegDimensions(bytes: Uint8Array): ImageDimensions | null {
  let at = 2; // after SOI
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Image data before any frame header: there is no size to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = uint16BE(bytes, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: uint16BE(bytes, at + 7), height: uint16BE(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** GIF: the logical screen's size follows the 6-byte signature. */
function gifDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 10) return null;
  return { width: uint16LE(bytes, 6), height: uint16LE(bytes, 8) };
}

/** WebP: the first chunk's header (VP8X: the canvas; VP8: the key frame; VP8L: its bits). */
function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (bytes.length < 30) return null;
  const data = 20; // RIFF, size, WEBP, then the chunk's type and size
  switch (fourCC(bytes, 12)) {
    case 'VP8X':
      return { width: uint24LE(bytes, data + 4) + 1, height: uint24LE(bytes, data + 7) + 1 };
    case 'VP8 ':
      return {
        width: uint16LE(bytes, data + 6) & 0x3fff,
        height: uint16LE(bytes, data + 8) & 0x3fff,
      };
    case 'VP8L': {
      const bits = (uint16LE(bytes, data + 1) | (uint16LE(bytes, data + 3) << 16)) >>> 0;
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    default:
      return null;
  }
}

const READERS: Record<ImageType, (bytes: Uint8Array) => ImageDimensions | null> = {
  'image/png': pngDimensions,
  'image/jpeg': jpegDimensions,
  'image/gif': gifDimensions,
  'image/webp': webpDimensions,
};

/** The size `bytes` (sniffed as `type`) claim, or null when their header does not say. */
export function imageDimensions(bytes: Uint8Array, type: ImageType): ImageDimensions | null {
  return READERS[type](bytes);
}
