/**
 * The parts of a content submission (docs/product.md#deals-and-content): the main content,
 * and for a UGC video campaign that bought them (docs/product.md#content-rights) the raw
 * footage and each extra hook. Every file of an upload has a role; an upload is sent for
 * review only when it holds every part the campaign bought. Shared by the creator's upload
 * panel, the brand's review, the licence, the archive and the API. Pure.
 */
import { EXTRA_HOOKS_MAX } from '../campaigns/rights';
import { isVideoType } from '../campaigns/rules';
import type { CampaignType } from '../campaigns/rules';

/** main: the content itself (every file before roles existed); the others, video only. */
export const CONTENT_FILE_ROLES = ['main', 'raw_footage', 'hook'] as const;
export type ContentFileRole = (typeof CONTENT_FILE_ROLES)[number];
export const CONTENT_FILE_ROLE_DEFAULT: ContentFileRole = 'main';

export const isContentFileRole = (value: unknown): value is ContentFileRole =>
  (CONTENT_FILE_ROLES as readonly unknown[]).includes(value);

/** The raw footage is one video file (the uploader takes one video per part). */
export const RAW_FOOTAGE_FILES = 1;

/** The most videos one submission holds: the main one, the raw footage and every hook. */
export const SUBMISSION_VIDEOS_MAX = 1 + RAW_FOOTAGE_FILES + EXTRA_HOOKS_MAX;

/** What a deal must deliver beyond the main content. */
export interface BoughtParts {
  rawFootage: boolean;
  /** 0 to EXTRA_HOOKS_MAX: one video each. */
  hooks: number;
}

/** The extras a campaign bought: none unless it is a video campaign. */
export function boughtParts(campaign: {
  type: CampaignType;
  raw_footage: boolean;
  extra_hooks: number;
}): BoughtParts {
  if (!isVideoType(campaign.type)) return { rawFootage: false, hooks: 0 };
  return { rawFootage: campaign.raw_footage, hooks: Math.max(0, campaign.extra_hooks) };
}

/** How many files of each part a submission holds. */
export interface GivenParts {
  main: number;
  rawFootage: number;
  hooks: number;
}

/** A part still to upload: the main content, the raw footage, or extra hook `n` (from 1). */
export type MissingPart = { part: 'main' } | { part: 'raw_footage' } | { part: 'hook'; n: number };

/** The parts a submission lacks, in the order the screen shows them; empty when complete. */
export function missingParts(bought: BoughtParts, given: GivenParts): MissingPart[] {
  const missing: MissingPart[] = [];
  if (given.main === 0) missing.push({ part: 'main' });
  if (bought.rawFootage && given.rawFootage === 0) missing.push({ part: 'raw_footage' });
  for (let n = given.hooks + 1; n <= bought.hooks; n += 1) missing.push({ part: 'hook', n });
  return missing;
}

/** Why the extras of a submission are refused: a code each side words in its own texts. */
export type ExtrasProblem =
  | { code: 'rawFootageNotBought'; values: Record<string, never> }
  | { code: 'hooksNotBought'; values: Record<string, never> }
  | { code: 'rawFootageOne'; values: Record<string, never> }
  | { code: 'hooksTooMany'; values: { max: number } };

/**
 * Extras the campaign did not buy, or more of them than it did; null when they fit (what is
 * still missing is missingParts's).
 */
export function extrasProblem(bought: BoughtParts, given: GivenParts): ExtrasProblem | null {
  if (given.rawFootage > 0 && !bought.rawFootage) {
    return { code: 'rawFootageNotBought', values: {} };
  }
  if (given.rawFootage > RAW_FOOTAGE_FILES) return { code: 'rawFootageOne', values: {} };
  if (given.hooks > 0 && bought.hooks === 0) return { code: 'hooksNotBought', values: {} };
  if (given.hooks > bought.hooks) return { code: 'hooksTooMany', values: { max: bought.hooks } };
  return null;
}

/**
 * A file's number within its role (from 1), by the content's files in order: main files
 * 1, 2, …; the raw footage 1; hooks 1 to 3. What the archive and the labels number.
 */
export function numberedByRole<T extends { role: ContentFileRole }>(
  files: readonly T[],
): Array<T & { n: number }> {
  const counts = new Map<ContentFileRole, number>();
  return files.map((file) => {
    const n = (counts.get(file.role) ?? 0) + 1;
    counts.set(file.role, n);
    return { ...file, n };
  });
}

/** A stored role as the type (a licence written before roles has none: main). */
export const roleOf = (value: unknown): ContentFileRole =>
  isContentFileRole(value) ? value : CONTENT_FILE_ROLE_DEFAULT;
