/**
 * Content (docs/product.md#content-statuses): the status labels in both languages, what
 * kind of upload each campaign type asks for, and videos told by their bytes.
 */
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_TYPES } from '@/domain/campaigns/rules';
import {
  CONTENT_STATUS_LABEL_KEYS,
  CONTENT_STATUSES,
  VIDEO_SNIFF_BYTES,
  contentKindOf,
  sniffVideoType,
} from '@/domain/content/rules';
import type { ContentStatus } from '@/domain/content/rules';
import { translate } from '@/server/i18n';

describe('content status labels', () => {
  it("names the spec's statuses as it does, in English and Spanish", () => {
    const expected: Record<ContentStatus, [string, string]> = {
      created: ['Uploading', 'Subiendo'],
      pending_approval: ['Under review', 'En revisión'],
      accepted: ['Ready for review', 'Listo para revisar'],
      bought: ['Accepted', 'Aceptado'],
      denied: ['Revision requested', 'Revisión solicitada'],
    };
    for (const status of CONTENT_STATUSES) {
      const key = CONTENT_STATUS_LABEL_KEYS[status];
      expect([translate('en', key), translate('es', key)], status).toEqual(expected[status]);
    }
  });
});

describe('what an upload holds', () => {
  it('is one video for UGC video and images for every other type', () => {
    expect(Object.fromEntries(CAMPAIGN_TYPES.map((type) => [type, contentKindOf(type)]))).toEqual({
      ugc_image: 'image',
      ugc_video: 'video',
      social_media: 'image',
      product_package: 'image',
    });
  });
});

describe('video types by their bytes', () => {
  const bytes = (...head: number[]) =>
    new Uint8Array([...head, ...new Array<number>(VIDEO_SNIFF_BYTES).fill(0)]);

  it('knows MP4 by its ftyp box and WebM by its EBML header', () => {
    expect(sniffVideoType(bytes(0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70))).toBe('video/mp4');
    expect(sniffVideoType(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('video/webm');
  });

  it('refuses anything else, and too few bytes to tell', () => {
    expect(sniffVideoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(sniffVideoType(new TextEncoder().encode('<html><body>'))).toBeNull();
    expect(sniffVideoType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
    expect(sniffVideoType(new Uint8Array(0))).toBeNull();
  });
});
