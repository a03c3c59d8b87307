import { chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBlock, DocumentSheet } from '@/src/ui/PrintedDocument';
import { Logo } from '@/src/ui/Logo';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import type { InvoiceDetail } from '@/src/entities/billing/api';
import { CardBrandMark } from './CardBrandMark';

/** Whom the invoice was made out to: the company, its e-mail and billing address. */
function BilledTo({ billing }: { billing: InvoiceDetail['billing'] }) {
  const { t } = useTranslation('billing');
  const address = billing.address;
  const place = address ? [address.city, address.state, address.zip].join(', ') : null;
  return (
    <DocumentBlock title={t('invoice.billedTo')}>
      <Stack gap="0.5" fontSize="sm" wordBreak="break-word">
        {billing.company_name && <Text fontWeight="semibold">{billing.company_name}</Text>}
        <Text>{billing.email}</Text>
        {address && (
          <>
            <Text>{address.full_name}</Text>
            <Text>{address.address_line1}</Text>
            {address.address_line2 && <Text>{address.address_line2}</Text>}
            <Text>{place}</Text>
            <Text>{address.country}</Text>
            <Text color="fg.muted">{t('invoice.taxId', { taxId: address.tax_id })}</Text>
          </>
        )}
      </Stack>
    </DocumentBlock>
  );
}

/** How it was paid: the card's brand and last 4 digits, or the wallet. */
function PaidWith({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('billing');
  const card = invoice.method === 'card' && invoice.card_last4 ? invoice : null;
  return (
    <DocumentBlock title={t('invoice.paidWith')}>
      {card ? (
        <Flex gap="2" align="center">
          <CardBrandMark brand={card.card_brand ?? 'unknown'} />
          <Text fontSize="sm">
            {t('invoice.card', {
              brand: t(`brands.${card.card_brand ?? 'unknown'}`),
              last4: card.card_last4,
            })}
          </Text>
        </Flex>
      ) : (
        <Text fontSize="sm">{t('invoice.wallet')}</Text>
      )}
    </DocumentBlock>
  );
}

const Cell = chakra('td', { base: { py: '2.5', px: '0', borderBottomWidth: '1px' } });
const HeaderCell = chakra('th', {
  base: {
    py: '2',
    px: '0',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'fg.muted',
    borderBottomWidth: '1px',
  },
});
const AMOUNT = {
  textAlign: 'end',
  ps: '4',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The cost lines and their total, in USD. */
function LinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('billing');
  const formatMoney = useMoneyFormat();
  return (
    <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <HeaderCell textAlign="start">{t('invoice.description')}</HeaderCell>
          <HeaderCell {...AMOUNT}>{t('invoice.amount')}</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={index}>
            <Cell>{line.description}</Cell>
            <Cell {...AMOUNT}>{formatMoney(line.amount)}</Cell>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <HeaderCell as="th" scope="row" textAlign="start" borderBottomWidth="0" pt="4">
            {t('invoice.total')}
          </HeaderCell>
          <Cell {...AMOUNT} borderBottomWidth="0" pt="4" fontSize="lg" fontWeight="semibold">
            {formatMoney(invoice.total)}
          </Cell>
        </tr>
      </tfoot>
    </chakra.table>
  );
}

/**
 * One invoice as a printed page: the issuer, its number and date, whom it bills, how it
 * was paid, and the cost lines with their total in USD. Printing it (the browser's "Save
 * as PDF") gives the PDF: see the print stylesheet of the Invoice screen.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('billing');
  const formatDate = useDateFormat('long');
  const headingId = useId();
  return (
    <DocumentSheet labelledBy={headingId}>
      <Flex gap="6" justify="space-between" align="flex-start" wrap="wrap">
        <Flex gap="2.5" align="center">
          <Logo showName={false} />
          <Text fontSize="lg" fontWeight="semibold" letterSpacing="-0.01em">
            {t('invoice.issuer')}
          </Text>
        </Flex>
        <Stack gap="1" textAlign={{ base: 'start', sm: 'end' }} _print={{ textAlign: 'end' }}>
          <Heading as="h1" id={headingId} size="2xl" letterSpacing="-0.02em">
            {t('invoice.heading', { number: invoice.number })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('invoice.date')}: {formatDate(invoice.created_at)}
          </Text>
        </Stack>
      </Flex>
      <SimpleGrid
        columns={{ base: 1, sm: 2 }}
        gap="6"
        // Breakpoints are screen widths: paper is wide enough for two columns.
        _print={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        <BilledTo billing={invoice.billing} />
        <PaidWith invoice={invoice} />
      </SimpleGrid>
      <Text fontWeight="medium">{invoice.description}</Text>
      <LinesTable invoice={invoice} />
    </DocumentSheet>
  );
}
