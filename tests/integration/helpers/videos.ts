/**
 * Tiny hand-built video containers: just the headers the server sniffs and reads the
 * duration from (MP4 ftyp + moov/mvhd, WebM EBML + Segment/Info), with optional padding
 * standing for the media data.
 */
import type { GraphqlResponse } from './http';

const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const u64 = (value: number) => {
  const big = BigInt(value);
  return [...u32(Number(big >> 32n)), ...u32(Number(big & 0xffffffffn))];
};
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const box = (type: string, body: number[]) => [...u32(8 + body.length), ...ascii(type), ...body];

/** An `mvhd` box of `version` 0 or 1 saying `duration` units of `timescale` per second. */
export function mvhdBox(version: 0 | 1, timescale: number, duration: number): number[] {
  const times = version === 1 ? [...u64(0), ...u64(0)] : [...u32(0), ...u32(0)];
  const length = version === 1 ? u64(duration) : u32(duration);
  // After the duration: rate, volume, matrix, … (not read, present as in a real file).
  return box('mvhd', [
    version,
    0,
    0,
    0,
    ...times,
    ...u32(timescale),
    ...length,
    ...new Array(80).fill(0),
  ]);
}

export interface Mp4Options {
  version?: 0 | 1;
  timescale?: number;
  /** Media data bytes between the ftyp and the moov (a file written without faststart). */
  padding?: number;
}

/** An MP4 of `seconds` (whole timescale units), its moov after the media data. */
export function mp4Bytes(seconds: number, options: Mp4Options = {}): Uint8Array {
  const { version = 0, timescale = 1000, padding = 0 } = options;
  const ftyp = box('ftyp', [...ascii('isom'), ...u32(0x200), ...ascii('isommp41')]);
  const mdat = padding > 0 ? box('mdat', new Array(padding).fill(0x42)) : [];
  const moov = box('moov', mvhdBox(version, timescale, Math.round(seconds * timescale)));
  return new Uint8Array([...ftyp, ...mdat, ...moov]);
}

/** An EBML element: its id bytes, then the size as an 8-byte vint. */
const element = (id: number[], body: number[]) => [
  ...id,
  0x01,
  ...u32(0).slice(1),
  ...u32(body.length),
  ...body,
];

const float64 = (value: number) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setFloat64(0, value);
  return [...bytes];
};

export interface WebmOptions {
  /** Nanoseconds per timecode unit; left out, the default 1,000,000 applies. */
  timecodeScale?: number;
  /** Leaves the Duration out, as a recording written live does. */
  noDuration?: boolean;
  padding?: number;
}

/** A WebM of `seconds`: the EBML header, then a Segment with a SeekHead and Info. */
export function webmBytes(seconds: number, options: WebmOptions = {}): Uint8Array {
  const { timecodeScale, noDuration = false, padding = 0 } = options;
  const scale = timecodeScale ?? 1_000_000;
  const header = element([0x1a, 0x45, 0xdf, 0xa3], [0x42, 0x82, 0x84, ...ascii('webm')]);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    [
      ...(timecodeScale === undefined ? [] : [0x2a, 0xd7, 0xb1, 0x84, ...u32(timecodeScale)]),
      ...(noDuration ? [] : [0x44, 0x89, 0x88, ...float64((seconds * 1e9) / scale)]),
    ],
  );
  const seekHead = element([0x11, 0x4d, 0x9b, 0x74], []);
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], new Array(padding).fill(0x42));
  const segment = element([0x18, 0x53, 0x80, 0x67], [...seekHead, ...info, ...cluster]);
  return new Uint8Array([...header, ...segment]);
}

interface UploadOptions {
  name?: string;
  /** The declared type, which the server ignores. */
  type?: string;
  locale?: string;
}

const UPLOAD_INTRO_VIDEO = `mutation CreatorIntroVideoUpload($file: File!) {
  CreatorIntroVideoUpload(file: $file) { id url content_type size duration_ms } }`;

export interface ApiIntroVideo {
  id: string;
  url: string;
  content_type: string;
  size: number;
  duration_ms: number;
}

/** CreatorIntroVideoUpload of `bytes` as a multipart request, as the app sends it. */
export async function uploadIntroVideo(
  url: string,
  token: string,
  bytes: Uint8Array,
  { name = 'intro.mp4', type = 'video/mp4', locale }: UploadOptions = {},
): Promise<GraphqlResponse<{ CreatorIntroVideoUpload: ApiIntroVideo }>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD_INTRO_VIDEO, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type }), name);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (locale) headers['accept-language'] = locale;
  const response = await fetch(`${url}/v1/j`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as never };
}
