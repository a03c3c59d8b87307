import { Button, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CreditCardIcon, PlusCircleIcon } from '@/src/ui/appIcons';
import { LoadError, PageState } from '@/src/ui/PageState';

/** The responsive grid of cards on file, shared by the list and its skeletons. */
export const CARD_GRID = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const;

const SKELETON_CARDS = 3;

/** The cards loading: the shape of what is to come. */
export function CardSkeletons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid {...CARD_GRID} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Stack key={index} p="5" gap="4" rounded="xl" borderWidth="1px" borderColor="border.muted">
          <Stack direction="row" gap="3" align="center">
            <Skeleton w="10" h="7" rounded="md" />
            <SkeletonText noOfLines={2} flex="1" />
          </Stack>
          <SkeletonText noOfLines={2} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The cards could not be loaded: what happened, what to do, and Retry. */
export function CardsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <LoadError title={t('cards.error.title')} hint={t('cards.error.body')} onRetry={onRetry} />
  );
}

/** No card yet: what one is for, and the button adding it. */
export function CardsEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <PageState
      icon={<CreditCardIcon />}
      title={t('cards.empty.title')}
      description={t('cards.empty.body')}
    >
      <Button colorPalette="brand" onClick={onAdd}>
        <PlusCircleIcon />
        {t('cards.empty.action')}
      </Button>
    </PageState>
  );
}
