import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { useInvoicesInfiniteQuery } from '@/src/entities/billing/api';
import {
  InvoiceColumnTitles,
  InvoicesEmpty,
  InvoiceSkeletons,
} from '../components/InvoiceListStates';
import { InvoiceRow } from '../components/InvoiceRow';
import { MoneyGate } from '@/src/entities/session/MoneyGate';

/**
 * Billing (/account/billing): the company's invoices, newest first, a page at a time;
 * each row opens its printable invoice.
 */
function BillingScreen() {
  const { t } = useTranslation('billing');
  const { t: tScreens } = useTranslation('screens');
  const query = useInvoicesInfiniteQuery();

  const pages = query.data?.pages ?? [];
  const invoices = pages.flatMap((page) => page.nodes);
  const total = pages[0]?.total_count ?? 0;

  return (
    <Stack gap="6" maxW="7xl">
      <ListHeader title={tScreens('accountOverview.billing')} description={t('invoices.intro')} />
      <ListStates
        query={query}
        loaded={query.data !== undefined}
        count={invoices.length}
        loading={<InvoiceSkeletons />}
        error={{ title: t('invoices.error.title'), hint: t('invoices.error.body') }}
        empty={<InvoicesEmpty />}
      >
        <Stack gap="5">
          <Box layerStyle="panel" rounded="xl" overflow="hidden">
            <InvoiceColumnTitles />
            <Stack as="ul" listStyle="none" gap="0" aria-label={t('invoices.listLabel')}>
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </Stack>
          </Box>
          <LoadMoreFooter
            query={query}
            texts={{
              showing: t('invoices.shown', { shown: invoices.length, total }),
              loadMore: t('invoices.loadMore'),
              loadError: t('invoices.error.title'),
              loadErrorHint: t('invoices.error.body'),
              loadMoreFailed: t('invoices.loadMoreFailed'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}

/** A member sees why not, instead (docs/product.md#brand-teams). */
export default function Billing() {
  const { t } = useTranslation('screens');
  return (
    <MoneyGate title={t('accountOverview.billing')}>
      <BillingScreen />
    </MoneyGate>
  );
}
