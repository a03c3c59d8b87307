/**
 * A deal's content (docs/product.md#content-statuses): its statuses and labels, and what an
 * upload may hold. Shared by the content screens, the deal screen and the API. Pure.
 */
import { isVideoType } from '../campaigns/rules';
import type { CampaignType } from '../campaigns/rules';

/**
 * created: being uploaded; pending_approval: waiting for screening ("Under review");
 * accepted: passed screening, waiting for the company; bought: accepted by the company
 * ("Accepted"); denied: a revision asked for, or refused by screening ("Revision requested":
 * either way the creator makes the content again).
 */
export const CONTENT_STATUSES = [
  'created',
  'pending_approval',
  'accepted',
  'bought',
  'denied',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABEL_KEYS: Record<ContentStatus, string> = {
  created: 'content:status.created',
  pending_approval: 'content:status.pending_approval',
  accepted: 'content:status.accepted',
  bought: 'content:status.bought',
  denied: 'content:status.denied',
};

/** Images for image, social and package campaigns; one video for UGC video. */
export const CONTENT_KINDS = ['image', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const contentKindOf = (type: CampaignType): ContentKind =>
  isVideoType(type) ? 'video' : 'image';

/** An upload of images holds 1 to 10 (each up to the images' own 10 MB). */
export const CONTENT_IMAGES_MAX = 10;
/** An upload of video holds exactly one file, of at most 200 MB. */
export const CONTENT_VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/**
 * A creator's intro video (docs/product.md#creators-accounts): one MP4 or WebM of at most
 * 60 seconds, read from its own headers, and 100 MB (a minute of 1080p at a phone's
 * bitrate, with room to spare).
 */
export const INTRO_VIDEO_MAX_SECONDS = 60;
export const INTRO_VIDEO_MAX_BYTES = 100 * 1024 * 1024;

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const VIDEO_SNIFF_BYTES = 12;

/** The video type by its magic number (an MP4 `ftyp` box, or WebM's EBML header), or null. */
export function sniffVideoType(bytes: Uint8Array): VideoType | null {
  if (bytes.length < VIDEO_SNIFF_BYTES) return null;
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'video/webm';
  }
  const ftyp = String.fromCharCode(bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!);
  return ftyp === 'ftyp' ? 'video/mp4' : null;
}

/** The file name extension of each type a content file may have. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** `png`, `webm`, …: what a downloaded file is named with (`bin` for anything else). */
export const fileExtensionOf = (contentType: string): string => EXTENSIONS[contentType] ?? 'bin';

/** How long the signed link to a campaign's archive of accepted content stays valid. */
export const ARCHIVE_LINK_MINUTES = 10;
