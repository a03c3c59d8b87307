import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, imageProblemOf, sniffImageType } from '@/domain/images/rules';
import { PNG_BYTES } from './fakeXhr';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffImageType', () => {
  it.each([
    ['PNG', bytes(...PNG_BYTES), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1), 'image/jpeg'],
    ['GIF87a', ascii('GIF87a\u0001\u0000\u0001\u0000\u0000\u0000'), 'image/gif'],
    ['GIF89a', ascii('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000'), 'image/gif'],
    ['WebP', ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its first bytes', (_name, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it.each([
    ['text named .png', ascii('hello, I am text')],
    ['a RIFF that is not WebP (WAV)', ascii('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['GIF with a wrong version', ascii('GIF88a\u0001\u0000\u0001\u0000\u0000\u0000')],
    ['too short to tell (3 PNG bytes)', bytes(0x89, 0x50, 0x4e)],
    ['too short for WebP', ascii('RIFF\u0024\u0000\u0000\u0000WE')],
    ['no bytes', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffImageType(head)).toBeNull();
  });
});

describe('imageProblemOf', () => {
  const png = bytes(...PNG_BYTES);

  it('refuses an empty file', () => {
    expect(imageProblemOf(0, bytes())).toBe('images:errors.empty');
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(imageProblemOf(IMAGE_MAX_BYTES, png)).toBeNull();
    expect(imageProblemOf(IMAGE_MAX_BYTES + 1, png)).toBe('images:errors.tooLarge');
  });

  it('refuses content that is not an image, whatever its size', () => {
    expect(imageProblemOf(16, ascii('hello, I am text'))).toBe('images:errors.unsupported');
  });

  it('accepts a small real image', () => {
    expect(imageProblemOf(1, png)).toBeNull();
  });
});
