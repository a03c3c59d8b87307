import { chakra, Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { numberedByRole } from '@/domain/content/parts';
import type { ContentFile } from './fragments';

/**
 * The raw footage and extra hooks delivered with an upload (docs/product.md#content-rights),
 * after its main content: each under its name ("Raw footage", "Hook 2") in a player, with a
 * link to the file. Reviewed with the main content: nothing of their own to accept.
 */
export function ContentExtras({
  files,
  creator,
}: {
  files: readonly ContentFile[];
  creator: string;
}) {
  const { t } = useTranslation('content');
  const extras = numberedByRole(files).filter((file) => file.role !== 'main');
  if (extras.length === 0) return null;
  return (
    <Stack as="section" gap="3" aria-label={t('viewer.extras')}>
      <Heading as="h3" size="sm">
        {t('viewer.extras')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="4">
        {extras.map((file) => {
          const part =
            file.role === 'raw_footage'
              ? t('viewer.part.raw_footage')
              : t('viewer.part.hook', { n: file.n });
          return (
            <Stack as="li" key={file.id} gap="2" data-testid={`content-part-${file.role}`}>
              <Heading as="h4" size="xs">
                {part}
              </Heading>
              <chakra.video
                src={file.url}
                controls
                preload="metadata"
                width="100%"
                maxH="60vh"
                rounded="md"
                bg="black"
                aria-label={t('viewer.partVideo', { part, creator })}
              />
              <Link href={file.url} download fontSize="sm" alignSelf="start" color="brand.fg">
                {t('viewer.download', { part })}
              </Link>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
