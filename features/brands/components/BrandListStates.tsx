import { Button, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PlusCircleIcon, TagIcon } from '@/src/ui/appIcons';
import { PageState } from '@/src/ui/PageState';

/** The responsive grid of brand cards, shared by the list and its skeletons. */
export const BRAND_GRID = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const;

const SKELETON_CARDS = 6;

/** The first page loading: the shape of the cards to come. */
export function BrandSkeletons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid {...BRAND_GRID} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Stack key={index} p="5" gap="4" rounded="xl" borderWidth="1px" borderColor="border.muted">
          <Stack direction="row" gap="3" align="center">
            <Skeleton boxSize="12" rounded="lg" />
            <SkeletonText noOfLines={2} flex="1" />
          </Stack>
          <SkeletonText noOfLines={2} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** No brand yet: why one is needed, and the button creating it. */
export function BrandsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('brands');
  return (
    <PageState icon={<TagIcon />} title={t('empty.title')} description={t('empty.body')}>
      <Button colorPalette="brand" onClick={onCreate}>
        <PlusCircleIcon />
        {t('empty.action')}
      </Button>
    </PageState>
  );
}
