import { Button, chakra, Dialog, Flex, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBankTransferInformationQuery, type BankTransferInformation } from '../api';
import { CopyButton } from './CopyButton';
import { InlineLoadError } from '@/src/ui/InlineLoadError';

/** The purpose of payment with its reference marked, so nobody leaves it out. */
function Purpose({ text, reference }: { text: string; reference: string }) {
  const at = reference ? text.indexOf(reference) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <chakra.mark
        px="1"
        rounded="sm"
        fontWeight="semibold"
        whiteSpace="nowrap"
        bg={{ _light: 'yellow.100', _dark: 'yellow.900' }}
        color="fg"
      >
        {reference}
      </chakra.mark>
      {text.slice(at + reference.length)}
    </>
  );
}

function Details({ info }: { info: BankTransferInformation }) {
  const { t } = useTranslation('wallet');
  const rows = [
    { label: t('bank.fields.bankName'), value: info.full_name },
    { label: t('bank.fields.bankAddress'), value: info.bank_address },
    { label: t('bank.fields.accountNumber'), value: info.account_number },
    { label: t('bank.fields.routingNumber'), value: info.routing_number },
    { label: t('bank.fields.accountType'), value: info.account_type },
    { label: t('bank.fields.recipient'), value: info.recipient_name },
  ];
  const purpose = t('bank.fields.purpose');
  return (
    // The group carries the name: a description list takes none of its own.
    <chakra.div
      role="group"
      aria-label={t('bank.details')}
      rounded="lg"
      borderWidth="1px"
      borderColor="border.muted"
    >
      <chakra.dl divideY="1px">
        {[...rows, { label: purpose, value: info.purpose_of_payment }].map(({ label, value }) => (
          <chakra.div key={label} px="4" py="3">
            <chakra.dt fontSize="sm" color="fg.muted">
              {label}
            </chakra.dt>
            <Flex as="dd" gap="3" align="center" justify="space-between">
              <chakra.span fontWeight="medium" minW="0" overflowWrap="anywhere">
                {label === purpose ? <Purpose text={value} reference={info.reference} /> : value}
              </chakra.span>
              <CopyButton text={value} label={label} />
            </Flex>
          </chakra.div>
        ))}
      </chakra.dl>
    </chakra.div>
  );
}

/**
 * Top-up by bank transfer: where to wire the money, each detail with a copy button, and
 * what happens next (the balance grows when the transfer arrives and is credited).
 */
export function BankTransferDetails() {
  const { t } = useTranslation('wallet');
  const info = useBankTransferInformationQuery();
  let content;
  if (info.isLoading) content = <SkeletonText noOfLines={7} gap="4" aria-busy="true" />;
  else if (!info.data) {
    content = <InlineLoadError message={t('bank.loadError')} onRetry={() => void info.refetch()} />;
  } else {
    content = (
      <>
        <Details info={info.data} />
        <Text fontSize="sm" color="fg.muted">
          {t('bank.referenceHint', { reference: info.data.reference })}
        </Text>
      </>
    );
  }
  return (
    <Stack gap="4">
      <Text>{t('bank.intro')}</Text>
      {content}
      <Dialog.Footer px="0" pb="0">
        <Dialog.ActionTrigger asChild>
          <Button colorPalette="brand">{t('bank.done')}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </Stack>
  );
}
