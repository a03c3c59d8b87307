/**
 * Image upload rules shared by the uploader (checked before sending, for an instant
 * answer) and the API (checked again on the bytes received). Pure: no DOM, no Node.
 */

/** At most 10 MB per image (docs/product.md#images). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * At most 1 GB of images per company, uploaded and not yet removed (docs/product.md#images):
 * about a hundred full-size photos, or thousands of typical ones.
 */
export const IMAGE_QUOTA_BYTES = 1024 * 1024 * 1024;
/** IMAGE_QUOTA_BYTES as the quota message writes it. */
export const IMAGE_QUOTA_LABEL = '1 GB';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What the file picker offers; the content decides, not the name or this list. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Bytes needed to recognise every type below. */
export const IMAGE_SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type by its magic number, or null: a text file named `.png` is not an image.
 * Give it at least the first IMAGE_SNIFF_BYTES bytes.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // "GIF87a" or "GIF89a"
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39)) {
    if (bytes[5] === 0x61) return 'image/gif';
  }
  // "RIFF" <size> "WEBP"
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** Why an image cannot be uploaded (translation keys of the `images` namespace), or null. */
export type ImageProblem =
  'images:errors.empty' | 'images:errors.tooLarge' | 'images:errors.unsupported';

export function imageProblemOf(size: number, head: Uint8Array): ImageProblem | null {
  if (size === 0) return 'images:errors.empty';
  if (size > IMAGE_MAX_BYTES) return 'images:errors.tooLarge';
  if (!sniffImageType(head)) return 'images:errors.unsupported';
  return null;
}

/** An uploaded image as a form holds it: the id the API attaches, the URL to preview it. */
export interface ImageValue {
  id: string;
  url: string;
}
