import { SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from '@/src/ui/appIcons';
import { PageState } from '@/src/ui/PageState';

/** Two cards a row on a phone, up to five on a wide screen; shared with the skeletons. */
export const CONTENT_GRID = {
  columns: { base: 2, md: 3, lg: 4, '2xl': 5 },
  gap: { base: '3', md: '4' },
} as const;

const SKELETON_CARDS = 8;

/** The first page loading: the shape of the cards to come. */
export function ContentSkeletons() {
  const { t } = useTranslation();
  return (
    // A labelled live region: a plain div may not carry a label (axe: aria-prohibited-attr).
    <SimpleGrid {...CONTENT_GRID} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Stack
          key={index}
          gap="0"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          overflow="hidden"
        >
          <Skeleton aspectRatio="1" rounded="none" />
          <SkeletonText noOfLines={3} p="3" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Nothing uploaded yet: where content will come from. */
export function ContentEmpty() {
  const { t } = useTranslation('content');
  return (
    <PageState
      icon={<ImageIcon />}
      title={t('listing.empty.title')}
      description={t('listing.empty.body')}
    />
  );
}
