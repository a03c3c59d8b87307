import type { ImageType } from '../../../domain/images/rules';
import type { DecodePool } from './decodePool';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_PIXELS, imageDimensions } from './dimensions';

/** Translation key of an image over IMAGE_MAX_PIXELS (its values: width, height, max). */
export const TOO_MANY_PIXELS = 'images:errors.tooManyPixels';

export type ImageVerdict =
  | { problem: 'unsupported' }
  | { problem: 'tooManyPixels'; values: { width: number; height: number; max: number } }
  | null;

/**
 * Whether `bytes`, sniffed as `type`, may be kept as an image (docs/product.md#images):
 * first the size its header states, refused past IMAGE_MAX_PIXELS without decoding
 * anything, then a decode in the worker pool. Null when it may.
 */
export async function judgeImage(
  decoder: DecodePool,
  bytes: Uint8Array,
  type: ImageType,
): Promise<ImageVerdict> {
  const size = imageDimensions(bytes, type);
  if (!size || size.width === 0 || size.height === 0) return { problem: 'unsupported' };
  if (size.width * size.height > IMAGE_MAX_PIXELS) {
    return { problem: 'tooManyPixels', values: { ...size, max: IMAGE_MAX_MEGAPIXELS } };
  }
  return (await decoder.isDecodable(bytes, type)) ? null : { problem: 'unsupported' };
}
