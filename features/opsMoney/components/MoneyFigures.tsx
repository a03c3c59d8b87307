import { Skeleton, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OpsFacts } from '@/src/entities/ops/OpsFacts';
import { useMoneyFormat } from '@/src/ui/formats';
import { LoadError } from '@/src/ui/PageState';
import { useOpsMoneyQuery } from '../api';

const FIGURES = [
  'wallets',
  'escrow',
  'creator_balances',
  'payouts_in_flight',
  'platform_revenue',
] as const;

/** The ledger's platform-wide figures, read again whenever an operator moves money. */
export function MoneyFigures() {
  const { t } = useTranslation('opsMoney');
  const money = useMoneyFormat();
  const query = useOpsMoneyQuery();
  if (query.currentData) {
    const figures = query.currentData;
    return (
      <OpsFacts
        label={t('figures.label')}
        large
        facts={FIGURES.map((name) => ({
          label: t(`figures.${name}`),
          value: money(figures[name]),
        }))}
      />
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <LoadError
        title={t('figures.loadError')}
        hint={t('figures.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <SimpleGrid minChildWidth="13rem" gap="4" aria-busy="true">
      {FIGURES.map((name) => (
        <Skeleton key={name} h="14" rounded="lg" />
      ))}
    </SimpleGrid>
  );
}
