import { Box, Button, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CompassIcon } from '@/src/ui/icons';
import { PageState } from '@/src/ui/PageState';
import { CARD_PHOTO_RATIO } from './CampaignCard';

/** One column on a phone, a grid on wider screens: the cards and their skeletons alike. */
export const MARKET_GRID = { columns: { base: 1, md: 2, xl: 3, '2xl': 4 }, gap: '4' } as const;

const SKELETON_CARDS = 6;

/** The first page loading: cards of the same size as the ones to come. */
export function MarketSkeletons() {
  const { t } = useTranslation('marketplace');
  return (
    <SimpleGrid {...MARKET_GRID} aria-busy="true" aria-label={t('loading')} role="status">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Stack key={index} rounded="xl" borderWidth="1px" borderColor="border.muted" gap="0">
          <Skeleton aspectRatio={CARD_PHOTO_RATIO} roundedTop="xl" roundedBottom="0" />
          <Stack p="4" gap="3">
            <Skeleton h="4" w="40%" />
            <SkeletonText noOfLines={2} />
            <SkeletonText noOfLines={3} />
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Nothing to show: none matches the profile yet (the way to it), or none these filters. */
export function MarketEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('marketplace');
  return (
    <PageState
      icon={<CompassIcon />}
      title={t('empty.title')}
      description={filtered ? t('empty.filtered') : t('empty.body')}
    >
      <Box>
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : (
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.creator.profile}>{t('empty.profile')}</RouterLink>
          </Button>
        )}
      </Box>
    </PageState>
  );
}
