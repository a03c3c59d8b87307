import { Grid, LinkBox, LinkOverlay, Text, type GridProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import type { InvoiceItem } from '@/src/entities/billing/api';

/**
 * The columns of the invoice list: a phone stacks each invoice in three lines (number and
 * total, then date and method, then description); wider screens show one row each.
 */
export const INVOICE_COLUMNS: GridProps = {
  templateColumns: { base: '1fr auto', md: '8rem 7rem minmax(0, 1fr) 10rem 8rem' },
  templateAreas: {
    base: `"number total" "date method" "description description"`,
    md: `"number date description method total"`,
  },
  columnGap: '4',
  rowGap: '1',
  alignItems: 'baseline',
};

/** One invoice of the list; the whole row opens it. */
export function InvoiceRow({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation('billing');
  const formatMoney = useMoneyFormat();
  const formatDate = useDateFormat('short');
  const method =
    invoice.method === 'card' && invoice.card_last4
      ? t('invoices.card', { last4: invoice.card_last4 })
      : t('invoices.wallet');
  return (
    <LinkBox
      as="li"
      px={{ base: '4', md: '5' }}
      py="3.5"
      transition="background 120ms"
      _notFirst={{ borderTopWidth: '1px', borderColor: 'border.muted' }}
      _hover={{ bg: 'surface.hover' }}
      _focusWithin={{
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '-2px',
      }}
    >
      <Grid {...INVOICE_COLUMNS}>
        <Text gridArea="number" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={paths.invoice(invoice.id)}>{invoice.number}</RouterLink>
          </LinkOverlay>
        </Text>
        <Text gridArea="date" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {formatDate(invoice.created_at)}
        </Text>
        <Text gridArea="description" fontSize="sm" lineClamp={2}>
          {invoice.description}
        </Text>
        <Text
          gridArea="method"
          fontSize="sm"
          color="fg.muted"
          textAlign={{ base: 'end', md: 'start' }}
        >
          {method}
        </Text>
        <Text
          gridArea="total"
          fontWeight="semibold"
          textAlign="end"
          fontVariantNumeric="tabular-nums"
        >
          {formatMoney(invoice.total)}
        </Text>
      </Grid>
    </LinkBox>
  );
}
