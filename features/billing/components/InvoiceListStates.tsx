import { Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '@/src/ui/appIcons';
import { PageState } from '@/src/ui/PageState';
import { INVOICE_COLUMNS } from './InvoiceRow';

const SKELETON_ROWS = 5;

/** The column titles above the rows, from `md` up (a phone's rows speak for themselves). */
export function InvoiceColumnTitles() {
  const { t } = useTranslation('billing');
  const titles = ['number', 'date', 'description', 'paidWith', 'total'] as const;
  return (
    <Grid
      {...INVOICE_COLUMNS}
      display={{ base: 'none', md: 'grid' }}
      px="5"
      py="2.5"
      borderBottomWidth="1px"
      borderColor="border.muted"
      aria-hidden="true"
    >
      {titles.map((title) => (
        <Text
          key={title}
          gridArea={title === 'paidWith' ? 'method' : title}
          fontSize="xs"
          fontWeight="semibold"
          textTransform="uppercase"
          letterSpacing="wider"
          color="fg.muted"
          textAlign={title === 'total' ? 'end' : 'start'}
        >
          {t(`invoices.${title}`)}
        </Text>
      ))}
    </Grid>
  );
}

/** The first page loading: the shape of the rows to come. */
export function InvoiceSkeletons() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} h="12" rounded="lg" />
      ))}
    </Stack>
  );
}

/** No payment yet, so no invoice. */
export function InvoicesEmpty() {
  const { t } = useTranslation('billing');
  return (
    <PageState
      icon={<ReceiptIcon />}
      title={t('invoices.empty.title')}
      description={t('invoices.empty.body')}
    />
  );
}
