import { Button, Dialog, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCardsQuery } from '@/src/entities/billing/api';
import { paths } from '@/src/lib/paths';
import { AppDialog } from '@/src/ui/AppDialog';
import { CreditCardIcon } from '@/src/ui/appIcons';
import { SegmentedControl } from '@/src/ui/SegmentedControl';
import { useIdempotencyKey, type IdempotencyKey } from '@/src/entities/wallet/useIdempotencyKey';
import { BankTransferDetails } from './BankTransferDetails';
import { CardTopUpForm } from './CardTopUpForm';
import { InlineLoadError } from '@/src/ui/InlineLoadError';

type Method = 'card' | 'bank';

/** No card on file: where to add one (the bank transfer needs none). */
function NoCard() {
  const { t } = useTranslation('wallet');
  return (
    <Stack align="center" textAlign="center" gap="3" py="4">
      <Text as="h3" fontWeight="semibold">
        {t('topUp.noCardTitle')}
      </Text>
      <Text color="fg.muted">{t('topUp.noCardBody')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.accountPaymentMethods}>
          <CreditCardIcon />
          {t('topUp.noCardAction')}
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** The card path: the company's cards, then the form; or the way to add a first card. */
function CardTopUp({ idempotency, onDone }: { idempotency: IdempotencyKey; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const cards = useCardsQuery();
  if (cards.isLoading) {
    return (
      <Stack gap="5" aria-busy="true">
        <Skeleton h="16" rounded="md" />
        <Skeleton h="16" rounded="md" />
      </Stack>
    );
  }
  if (!cards.data) {
    return <InlineLoadError message={t('topUp.cardsError')} onRetry={() => void cards.refetch()} />;
  }
  if (cards.data.length === 0) return <NoCard />;
  return <CardTopUpForm cards={cards.data} idempotency={idempotency} onDone={onDone} />;
}

/** The dialog's content, mounted at each opening: it starts on "Card" with nothing typed. */
function TopUpChoice({
  idempotency,
  onClose,
}: {
  idempotency: IdempotencyKey;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [method, setMethod] = useState<Method>('card');
  return (
    <Dialog.Body pb="6" display="flex" flexDirection="column" gap="5">
      <SegmentedControl<Method>
        label={t('topUp.method')}
        value={method}
        size="md"
        options={[
          { value: 'card', label: t('topUp.methods.card') },
          { value: 'bank', label: t('topUp.methods.bank') },
        ]}
        onChange={setMethod}
      />
      {method === 'card' ? (
        <CardTopUp idempotency={idempotency} onDone={onClose} />
      ) : (
        <BankTransferDetails />
      )}
    </Dialog.Body>
  );
}

/**
 * "Top up": by card (amount, fee and total, then Pay) or by bank transfer (where to wire
 * it). The idempotency key outlives a closing: a payment whose answer was lost, tried again
 * after reopening with the same card and amount, still cannot charge twice.
 */
export function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const idempotency = useIdempotencyKey();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('topUp.title')}
      closeLabel={t('topUp.cancel')}
    >
      <TopUpChoice idempotency={idempotency} onClose={onClose} />
    </AppDialog>
  );
}
