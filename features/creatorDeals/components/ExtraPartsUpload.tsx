import { CloseButton, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VIDEO_TYPES } from '@/domain/content/rules';
import type { MissingPart } from '@/domain/content/parts';
import { useMessageText, type FormMessage } from '@/src/ui/forms/messages';
import type { ExtraPart } from '../hooks/useContentUpload';
import { FilePicker } from './FilePicker';

/** A part's number, for the words of a hook ("Extra hook 2"); 0 for the raw footage. */
const hookNumber = (part: ExtraPart) => (part === 'raw_footage' ? 0 : Number(part.slice(5)));

/** A part's name as its heading shows it: "Raw footage", "Extra hook 2". */
export function usePartName() {
  const { t } = useTranslation('creatorDeals');
  return (part: ExtraPart) =>
    part === 'raw_footage'
      ? t('upload.parts.raw_footage')
      : t('upload.parts.hook', { n: hookNumber(part) });
}

/**
 * What is still to choose before the upload may be sent, in words: "Still to add: the raw
 * footage and extra hook 2." Empty when nothing is.
 */
export function useMissingText() {
  const { t, i18n } = useTranslation('creatorDeals');
  return (missing: readonly MissingPart[]) => {
    if (missing.length === 0) return '';
    const names = missing.map((part) =>
      part.part === 'hook'
        ? t('upload.missingPart.hook', { n: part.n })
        : t(`upload.missingPart.${part.part}`),
    );
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
    return t('upload.missing', { parts: list });
  };
}

/**
 * The raw footage and the extra hooks the campaign bought (docs/product.md#content-rights),
 * beside the main upload: one video each, chosen from the files, checked before sending.
 */
export function ExtraPartsUpload({
  parts,
  extras,
  problems,
  disabled,
  onChoose,
  onRemove,
}: {
  parts: readonly ExtraPart[];
  extras: Partial<Record<ExtraPart, File>>;
  problems: Partial<Record<ExtraPart, FormMessage>>;
  disabled: boolean;
  onChoose: (part: ExtraPart, files: File[]) => void;
  onRemove: (part: ExtraPart) => void;
}) {
  const { t } = useTranslation('creatorDeals');
  const text = useMessageText();
  const nameOf = usePartName();
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label={t('upload.partsLabel')}>
      {parts.map((part) => {
        const file = extras[part];
        const problem = problems[part];
        const name = nameOf(part);
        return (
          <Stack as="li" key={part} gap="2" pt="3" borderTopWidth="1px" borderColor="border.muted">
            <Heading as="h3" size="sm">
              {name}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {part === 'raw_footage' ? t('upload.rawFootageHint') : t('upload.hookHint')}
            </Text>
            <Flex gap="2" wrap="wrap" align="center" minW="0">
              <FilePicker
                label={t('upload.choosePart', { part: name })}
                accept={VIDEO_TYPES.join(',')}
                multiple={false}
                onFiles={(files) => onChoose(part, files)}
                disabled={disabled}
              />
              {file && (
                <Flex align="center" gap="2" minW="0" flex="1">
                  <Text fontSize="sm" truncate flex="1">
                    {file.name}
                  </Text>
                  <CloseButton
                    size="xs"
                    aria-label={t('upload.remove', { name: file.name })}
                    onClick={() => onRemove(part)}
                    disabled={disabled}
                  />
                </Flex>
              )}
            </Flex>
            {problem && (
              <Text role="alert" color="fg.error" fontSize="sm">
                {text(problem)}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
