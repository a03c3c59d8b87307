import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { ConfirmDeleteDialog } from '@/src/ui/ConfirmDeleteDialog';
import { PlusCircleIcon } from '@/src/ui/appIcons';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorPayoutAccountDeleteMutation, type PayoutAccount } from '../api';
import { AddPayoutAccountDialog } from './AddPayoutAccountDialog';

/** Asks before CreatorPayoutAccountDelete; a refusal stays in the dialog. */
function RemoveAccountDialog({
  account,
  open,
  onClose,
}: {
  account: PayoutAccount;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('earnings');
  const dispatch = useAppDispatch();
  const [remove] = useCreatorPayoutAccountDeleteMutation();
  return (
    <ConfirmDeleteDialog
      open={open}
      onClose={onClose}
      texts={{
        title: t('account.delete.title', { bank: account.bank_name, last4: account.last4 }),
        description: t('account.delete.body'),
        confirm: t('account.delete.confirm'),
        cancel: t('account.delete.cancel'),
      }}
      onConfirm={() => remove()}
      onDeleted={() => {
        dispatch(toastAdded({ type: 'success', messageKey: 'earnings:account.removed' }));
        onClose();
      }}
    />
  );
}

/**
 * The bank account payouts go to: its bank and last 4 digits with Replace and Remove, or
 * the way to add one. The full numbers are never shown: the server never had them.
 */
export function PayoutAccountSection({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation('earnings');
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <Card.Root
      as="section"
      aria-labelledby={titleId}
      variant="outline"
      bg="surface.panel"
      rounded="xl"
    >
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          gap="4"
        >
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" id={titleId}>
              {t('account.title')}
            </Heading>
            {account ? (
              <>
                <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                  {t('account.bankLast4', { bank: account.bank_name, last4: account.last4 })}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('account.holder', { name: account.holder_name })}
                </Text>
              </>
            ) : (
              <Text color="fg.muted">{t('account.none')}</Text>
            )}
          </Stack>
          {account ? (
            <Flex gap="2" flexShrink={0}>
              <Button variant="outline" onClick={() => setAdding(true)}>
                {t('account.replace')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setRemoving(true)}>
                {t('account.remove')}
              </Button>
            </Flex>
          ) : (
            <Button colorPalette="brand" onClick={() => setAdding(true)} flexShrink={0}>
              <PlusCircleIcon />
              {t('account.add')}
            </Button>
          )}
        </Flex>
      </Card.Body>
      <AddPayoutAccountDialog open={adding} onClose={() => setAdding(false)} />
      {account && (
        <RemoveAccountDialog account={account} open={removing} onClose={() => setRemoving(false)} />
      )}
    </Card.Root>
  );
}
