/**
 * What a content upload may hold (docs/product.md#deals-and-content): 1 to 10 images, or
 * exactly one MP4 or WebM video of at most 200 MB, judged by their bytes. The same checks
 * run in the creators' app before sending and on the server, which also decodes images.
 * Pure.
 */
import { IMAGE_MAX_BYTES, IMAGE_SNIFF_BYTES, sniffImageType } from '../images/rules';
import {
  CONTENT_IMAGES_MAX,
  CONTENT_VIDEO_MAX_BYTES,
  sniffVideoType,
  VIDEO_SNIFF_BYTES,
} from './rules';
import type { ContentKind } from './rules';

/** Why an upload is refused: a code each side words in its own texts. */
export type ContentUploadProblem =
  | { code: 'imagesCount'; values: { max: number } }
  | { code: 'videoOne'; values: Record<string, never> }
  | { code: 'empty'; values: Record<string, never> }
  | { code: 'tooLarge'; values: { max: string } }
  | { code: 'notImage'; values: Record<string, never> }
  | { code: 'notVideo'; values: Record<string, never> };

/** The largest file of an upload of `kind`. */
export const contentMaxBytes = (kind: ContentKind): number =>
  kind === 'image' ? IMAGE_MAX_BYTES : CONTENT_VIDEO_MAX_BYTES;

/** How many first bytes tell a file's type. */
export const contentSniffBytes = (kind: ContentKind): number =>
  kind === 'image' ? IMAGE_SNIFF_BYTES : VIDEO_SNIFF_BYTES;

/** Bytes as the refusal names them: "10 MB", "200 MB". */
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

const problem = <C extends ContentUploadProblem['code']>(
  code: C,
  values: Extract<ContentUploadProblem, { code: C }>['values'],
) => ({ code, values }) as ContentUploadProblem;

/** The number and sizes of the files (nothing read yet), or null when they may be sent. */
export function contentSizesProblem(
  kind: ContentKind,
  sizes: readonly number[],
): ContentUploadProblem | null {
  if (kind === 'image' && (sizes.length < 1 || sizes.length > CONTENT_IMAGES_MAX)) {
    return problem('imagesCount', { max: CONTENT_IMAGES_MAX });
  }
  if (kind === 'video' && sizes.length !== 1) return problem('videoOne', {});
  if (sizes.some((size) => size === 0)) return problem('empty', {});
  const max = contentMaxBytes(kind);
  if (sizes.some((size) => size > max)) return problem('tooLarge', { max: megabytes(max) });
  return null;
}

/** A file's type by its first bytes, when it is of `kind`; null otherwise. */
export function contentTypeOf(kind: ContentKind, head: Uint8Array): string | null {
  return kind === 'image' ? sniffImageType(head) : sniffVideoType(head);
}

/** The refusal of a file whose first bytes are not of `kind`. */
export const notOfKind = (kind: ContentKind): ContentUploadProblem =>
  problem(kind === 'image' ? 'notImage' : 'notVideo', {});

/** The whole check of chosen files (sizes, then each one's first bytes), or null. */
export function contentUploadProblem(
  kind: ContentKind,
  files: ReadonlyArray<{ size: number; head: Uint8Array }>,
): ContentUploadProblem | null {
  const sizes = contentSizesProblem(
    kind,
    files.map((file) => file.size),
  );
  if (sizes) return sizes;
  return files.some((file) => contentTypeOf(kind, file.head) === null) ? notOfKind(kind) : null;
}
