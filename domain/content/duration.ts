/**
 * A video's duration read from its own container headers (docs/product.md#creators-accounts:
 * the intro video is at most 60 s): MP4's `moov/mvhd` and WebM's `Segment/Info/Duration`.
 * Pure: the server reads it from the received file, the client before uploading.
 */
import type { VideoType } from './rules';

/** Reads bytes [start, end) of the file; fewer near its end. */
export type ReadBytes = (start: number, end: number) => Promise<Uint8Array>;

/** How much of a WebM's start is read to find Segment/Info (it comes before the clusters). */
export const WEBM_HEAD_BYTES = 256 * 1024;
/** The largest `moov` box read whole: the index of a 60 s video is far smaller. */
export const MP4_MOOV_MAX_BYTES = 16 * 1024 * 1024;
/** Top-level MP4 boxes looked at before giving up (ftyp, free, mdat, moov, … are a handful). */
const MP4_TOP_BOXES_MAX = 64;

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const fourCc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

interface BoxHeader {
  type: string;
  /** Header length: 8, or 16 with a 64-bit size. */
  header: number;
  /** The whole box, header included; Infinity when it runs to the end of the file. */
  size: number;
}

/** The box header at `at` of `bytes`, or null when cut short or malformed. */
function boxHeaderAt(bytes: Uint8Array, at: number): BoxHeader | null {
  if (at + 8 > bytes.length) return null;
  const data = view(bytes);
  const size32 = data.getUint32(at);
  const type = fourCc(bytes, at + 4);
  if (size32 === 0) return { type, header: 8, size: Infinity };
  if (size32 === 1) {
    if (at + 16 > bytes.length) return null;
    const size = Number(data.getBigUint64(at + 8));
    return size < 16 ? null : { type, header: 16, size };
  }
  return size32 < 8 ? null : { type, header: 8, size: size32 };
}

/** The `mvhd` box's duration in seconds, from the body of a `moov` box; null if absent or unknown. */
function mvhdSeconds(moov: Uint8Array): number | null {
  for (let at = 0; at < moov.length;) {
    const box = boxHeaderAt(moov, at);
    if (!box) return null;
    if (box.type === 'mvhd') {
      const body = at + box.header;
      const data = view(moov);
      if (body + 1 > moov.length) return null;
      const version = moov[body];
      // version 0: 32-bit creation, modification, timescale, duration; 1: 64-bit times.
      const fields = version === 1 ? body + 4 + 16 : body + 4 + 8;
      const end = fields + (version === 1 ? 12 : 8);
      if ((version !== 0 && version !== 1) || end > moov.length) return null;
      const timescale = data.getUint32(fields);
      const duration =
        version === 1 ? Number(data.getBigUint64(fields + 4)) : data.getUint32(fields + 4);
      // All ones is "unknown"; a zero timescale has no meaning.
      const unknown = version === 1 ? duration >= 2 ** 64 - 1 : duration === 0xffffffff;
      return timescale === 0 || unknown ? null : duration / timescale;
    }
    if (!Number.isFinite(box.size)) return null;
    at += box.size;
  }
  return null;
}

/**
 * An MP4's duration in seconds from its bytes as far as they go (the top-level boxes up to
 * and including `moov`), or null when no readable `moov/mvhd` is there.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  for (let at = 0; at < bytes.length;) {
    const box = boxHeaderAt(bytes, at);
    if (!box) return null;
    if (box.type === 'moov') {
      const end = Math.min(at + box.size, bytes.length);
      return mvhdSeconds(bytes.subarray(at + box.header, end));
    }
    if (!Number.isFinite(box.size)) return null;
    at += box.size;
  }
  return null;
}

/** An EBML variable-length integer at `at`: its value and length, or null. */
function vintAt(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, allOnes };
}

interface Element {
  id: number;
  /** Where the element's data starts. */
  data: number;
  /** Its data's length; Infinity for the "unknown size" a live-written Segment may have. */
  size: number;
}

function elementAt(bytes: Uint8Array, at: number): Element | null {
  const id = vintAt(bytes, at, true);
  if (!id || id.length > 4) return null;
  const size = vintAt(bytes, at + id.length, false);
  if (!size) return null;
  return {
    id: id.value,
    data: at + id.length + size.length,
    size: size.allOnes ? Infinity : size.value,
  };
}

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
/** Matroska's default TimecodeScale: 1 ms in nanoseconds. */
const DEFAULT_TIMECODE_SCALE = 1_000_000;

/** The Info element's Duration in seconds, or null without one. */
function infoSeconds(bytes: Uint8Array, start: number, end: number): number | null {
  let scale = DEFAULT_TIMECODE_SCALE;
  let duration: number | null = null;
  for (let at = start; at < end;) {
    const element = elementAt(bytes, at);
    if (!element || element.data + element.size > end) return null;
    const data = view(bytes);
    if (element.id === TIMECODE_SCALE) {
      if (element.size < 1 || element.size > 6) return null;
      scale = 0;
      for (let i = 0; i < element.size; i += 1) scale = scale * 256 + bytes[element.data + i]!;
    } else if (element.id === DURATION) {
      if (element.size === 4) duration = data.getFloat32(element.data);
      else if (element.size === 8) duration = data.getFloat64(element.data);
      else return null;
    }
    at = element.data + element.size;
  }
  if (duration === null || !Number.isFinite(duration) || duration < 0 || scale === 0) return null;
  return (duration * scale) / 1e9;
}

/**
 * A WebM's (Matroska's) duration in seconds from its first bytes: the EBML header, then
 * the Segment's children up to Info. Null when Info or its Duration is not there (a
 * recording written live may have none) or the bytes are not EBML.
 */
export function webmDurationSeconds(bytes: Uint8Array): number | null {
  const header = elementAt(bytes, 0);
  if (!header || header.id !== EBML) return null;
  const segment = elementAt(bytes, header.data + header.size);
  if (!segment || segment.id !== SEGMENT) return null;
  const end = Math.min(segment.data + segment.size, bytes.length);
  for (let at = segment.data; at < end;) {
    const element = elementAt(bytes, at);
    if (!element || element.id === CLUSTER || !Number.isFinite(element.size)) return null;
    if (element.id === INFO) {
      if (element.data + element.size > bytes.length) return null;
      return infoSeconds(bytes, element.data, element.data + element.size);
    }
    at = element.data + element.size;
  }
  return null;
}

/**
 * The duration of a video of `type` and `size` bytes, reading only what it needs: for an
 * MP4 the top-level box headers, then `moov` whole (it may come after the media data);
 * for a WebM its first bytes. Null when it cannot be read.
 */
export async function videoDurationSeconds(
  type: VideoType,
  size: number,
  read: ReadBytes,
): Promise<number | null> {
  if (type === 'video/webm') return webmDurationSeconds(await read(0, WEBM_HEAD_BYTES));
  let at = 0;
  for (let boxes = 0; boxes < MP4_TOP_BOXES_MAX && at < size; boxes += 1) {
    const head = await read(at, at + 16);
    const box = boxHeaderAt(head, 0);
    if (!box) return null;
    if (box.type === 'moov') {
      if (box.size > MP4_MOOV_MAX_BYTES) return null;
      const moov = await read(at, Math.min(at + box.size, size));
      return mp4DurationSeconds(moov);
    }
    if (!Number.isFinite(box.size)) return null;
    at += box.size;
  }
  return null;
}
