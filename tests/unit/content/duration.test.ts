/**
 * A video's duration read from its container (docs/product.md#creators-accounts): MP4's
 * mvhd in both versions, WebM's Info Duration with and without a TimecodeScale, and
 * nothing read from what is cut short or not a container at all.
 */
import { describe, expect, it } from 'vitest';
import {
  mp4DurationSeconds,
  videoDurationSeconds,
  webmDurationSeconds,
} from '@/domain/content/duration';
import { mp4Bytes, webmBytes } from '../../integration/helpers/videos';

const readerOf = (bytes: Uint8Array) => {
  const reads: Array<[number, number]> = [];
  const read = (start: number, end: number) => {
    reads.push([start, end]);
    return Promise.resolve(bytes.slice(start, end));
  };
  return { read, reads };
};

describe('MP4 duration', () => {
  it('reads mvhd version 0 and version 1', () => {
    expect(mp4DurationSeconds(mp4Bytes(12.5))).toBe(12.5);
    expect(mp4DurationSeconds(mp4Bytes(61, { version: 1, timescale: 90_000 }))).toBe(61);
    expect(mp4DurationSeconds(mp4Bytes(30, { timescale: 600, padding: 300 }))).toBe(30);
  });

  it('finds a moov after the media data reading box headers only', async () => {
    const bytes = mp4Bytes(45, { padding: 50_000 });
    const { read, reads } = readerOf(bytes);
    expect(await videoDurationSeconds('video/mp4', bytes.length, read)).toBe(45);
    // The ftyp and mdat headers, then the moov: never the media data itself.
    expect(reads.every(([start, end]) => end - start <= 200)).toBe(true);
  });

  it('gives null for truncated, unknown or garbage input', () => {
    const whole = mp4Bytes(10);
    expect(mp4DurationSeconds(whole.subarray(0, whole.length - 90))).toBeNull();
    expect(mp4DurationSeconds(whole.subarray(0, 30))).toBeNull();
    expect(mp4DurationSeconds(mp4Bytes(10, { timescale: 0 }))).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array(64).fill(0xab))).toBeNull();
    expect(mp4DurationSeconds(new Uint8Array())).toBeNull();
    const unknown = mp4Bytes(10);
    // The duration field of a version 0 mvhd set to all ones: "unknown".
    const at = unknown.length - 80 - 4;
    unknown.set([0xff, 0xff, 0xff, 0xff], at);
    expect(mp4DurationSeconds(unknown)).toBeNull();
  });
});

describe('WebM duration', () => {
  it('reads Info Duration with the default and an explicit TimecodeScale', async () => {
    expect(webmDurationSeconds(webmBytes(20))).toBeCloseTo(20, 6);
    expect(webmDurationSeconds(webmBytes(59.5, { timecodeScale: 1000 }))).toBeCloseTo(59.5, 6);
    const bytes = webmBytes(61, { padding: 1000 });
    expect(
      await videoDurationSeconds('video/webm', bytes.length, readerOf(bytes).read),
    ).toBeCloseTo(61, 6);
  });

  it('gives null without a Duration, cut short, or for garbage', () => {
    expect(webmDurationSeconds(webmBytes(20, { noDuration: true }))).toBeNull();
    const whole = webmBytes(20);
    // Into the Duration's float (an empty Cluster of 12 bytes ends the file).
    expect(webmDurationSeconds(whole.subarray(0, whole.length - 12 - 4))).toBeNull();
    expect(webmDurationSeconds(whole.subarray(0, 10))).toBeNull();
    expect(webmDurationSeconds(new Uint8Array(64).fill(0xff))).toBeNull();
    expect(webmDurationSeconds(mp4Bytes(20))).toBeNull();
  });
});
