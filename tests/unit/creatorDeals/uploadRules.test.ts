/** The content upload's shared checks (docs/product.md#deals-and-content). */
import { describe, expect, it } from 'vitest';
import { CONTENT_VIDEO_MAX_BYTES } from '@/domain/content/rules';
import { contentUploadProblem } from '@/domain/content/upload';
import { IMAGE_MAX_BYTES } from '@/domain/images/rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]);
const png = (size = 100) => ({ size, head: PNG });
const webm = (size = 100) => ({ size, head: WEBM });

describe('contentUploadProblem', () => {
  it('takes 1 to 10 images, or one video', () => {
    expect(contentUploadProblem('image', [png()])).toBeNull();
    expect(
      contentUploadProblem(
        'image',
        Array.from({ length: 10 }, () => png()),
      ),
    ).toBeNull();
    expect(contentUploadProblem('image', [])?.code).toBe('imagesCount');
    expect(
      contentUploadProblem(
        'image',
        Array.from({ length: 11 }, () => png()),
      ),
    ).toEqual({
      code: 'imagesCount',
      values: { max: 10 },
    });
    expect(contentUploadProblem('video', [webm()])).toBeNull();
    expect(contentUploadProblem('video', [webm(), webm()])?.code).toBe('videoOne');
  });

  it('refuses empty and too large files, and files of the other kind', () => {
    expect(contentUploadProblem('image', [png(0)])?.code).toBe('empty');
    expect(contentUploadProblem('image', [png(IMAGE_MAX_BYTES + 1)])).toEqual({
      code: 'tooLarge',
      values: { max: '10 MB' },
    });
    expect(contentUploadProblem('video', [webm(CONTENT_VIDEO_MAX_BYTES)])).toBeNull();
    expect(contentUploadProblem('video', [webm(CONTENT_VIDEO_MAX_BYTES + 1)])).toEqual({
      code: 'tooLarge',
      values: { max: '200 MB' },
    });
    expect(contentUploadProblem('video', [png()])?.code).toBe('notVideo');
    expect(contentUploadProblem('image', [png(), webm()])?.code).toBe('notImage');
  });
});
