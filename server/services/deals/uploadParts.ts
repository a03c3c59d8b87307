/**
 * The parts of a content upload (docs/product.md#deals-and-content): the main content, and
 * the raw footage and extra hooks a UGC video campaign bought (each one MP4 or WebM video).
 * Refused before a byte is read: a part the campaign did not buy, more hooks than it
 * bought, or a bought part missing.
 */
import { boughtParts, extrasProblem, missingParts } from '../../../domain/content/parts';
import type { ContentFileRole, ExtrasProblem } from '../../../domain/content/parts';
import type { CampaignType } from '../../../domain/campaigns/rules';
import { ServiceError } from '../errors';

/** The upload's arguments that carry files, each refused under its own name. */
export type UploadField = 'files' | 'raw_footage' | 'hooks';

/** The argument each role's files come in. */
export const FIELD_OF_ROLE: Record<ContentFileRole, UploadField> = {
  main: 'files',
  raw_footage: 'raw_footage',
  hook: 'hooks',
};

/** An upload refused for what it holds; the message is given for the argument too. */
export function contentInvalid(
  key: string,
  values: Record<string, string | number> = {},
  field: UploadField = 'files',
) {
  return new ServiceError('CONTENT_INVALID', key, {
    values,
    fields: { [field]: { key, values } },
  });
}

const EXTRAS_PROBLEMS: Record<ExtrasProblem['code'], { key: string; field: UploadField }> = {
  rawFootageNotBought: { key: 'errors:contentRawFootageNotBought', field: 'raw_footage' },
  rawFootageOne: { key: 'errors:contentRawFootageOne', field: 'raw_footage' },
  hooksNotBought: { key: 'errors:contentHooksNotBought', field: 'hooks' },
  hooksTooMany: { key: 'errors:contentHooksTooMany', field: 'hooks' },
};

/** An optional list argument as a list (absent or null: none). */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The extras of an upload against what the campaign bought: refused when it holds one the
 * campaign did not buy, too many, or lacks one it did (the main content's own count is
 * checked with its files).
 */
export function checkParts(
  campaign: { type: string; raw_footage: boolean; extra_hooks: number },
  args: { files: unknown; raw_footage?: unknown; hooks?: unknown },
): void {
  const bought = boughtParts({ ...campaign, type: campaign.type as CampaignType });
  const given = {
    main: listOf(args.files).length,
    rawFootage: listOf(args.raw_footage).length,
    hooks: listOf(args.hooks).length,
  };
  const refused = extrasProblem(bought, given);
  if (refused) {
    const { key, field } = EXTRAS_PROBLEMS[refused.code];
    throw contentInvalid(key, refused.values, field);
  }
  const missing = missingParts(bought, { ...given, main: Math.max(given.main, 1) });
  const first = missing[0];
  if (first?.part === 'raw_footage') {
    throw contentInvalid('errors:contentRawFootageMissing', {}, 'raw_footage');
  }
  if (first?.part === 'hook') {
    throw contentInvalid('errors:contentHooksMissing', { count: bought.hooks }, 'hooks');
  }
}
