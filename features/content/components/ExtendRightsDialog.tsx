import { Alert, Button, Dialog, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAID_ADS_MONTHS, type UsageRights } from '@/domain/campaigns/rights';
import { PLATFORM_FEE_PERCENT, rightsExtensionPrice } from '@/domain/campaigns/rules';
import { CARD_FEE_PERCENT } from '@/domain/wallet/rules';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { AppDialog } from '@/src/ui/AppDialog';
import { useMoneyFormat } from '@/src/ui/formats';
import { alreadyReported, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { useContentRightsExtendMutation, type ListedContent, type ListedLicence } from '../api';
import { extensionPeriod, utcDayFormat } from '../model/rights';
import { useRightsLabel } from './LicenceRights';

export interface ExtendRightsDialogProps {
  open: boolean;
  onClose: () => void;
  content: ListedContent;
  licence: ListedLicence & { usage_rights: UsageRights };
  now: Date;
}

/** One line of the price: what, and how much. */
function PriceLine({ label, amount, total }: { label: string; amount: string; total?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={total ? 'semibold' : undefined}>
      <Text>{label}</Text>
      <Text flexShrink={0}>{amount}</Text>
    </Flex>
  );
}

/**
 * Asks before buying another period of a content's paid-ads rights
 * (docs/product.md#licences): the period it runs, the price (the right, the platform fee,
 * by card the card fee) and how it is paid. A refusal (funds short, card declined) stays
 * in the dialog; success is a toast, and the listing shows the new end.
 */
export function ExtendRightsDialog({
  open,
  onClose,
  content,
  licence,
  now,
}: ExtendRightsDialogProps) {
  const { t, i18n } = useTranslation('content');
  const dispatch = useAppDispatch();
  const money = useMoneyFormat();
  const label = useRightsLabel();
  const day = utcDayFormat(i18n.language);
  const [extend, extension] = useContentRightsExtendMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const byCard = licence.extension_payment === 'CARD';
  const price = rightsExtensionPrice(licence.usage_rights, byCard ? 'CARD' : 'WALLET');
  const period = extensionPeriod(licence, now);
  const total = money(price.totalCents);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    const result = await extend(licence.id);
    if (result.error) {
      if (!alreadyReported(result.error)) {
        setRefusal(graphqlErrorOf(result.error)?.message ?? null);
      }
      return;
    }
    const until = result.data.paid_ads_ends_at;
    dispatch(
      toastAdded({
        messageKey: 'content:listing.extend.done',
        messageValues: { date: until ? day.format(new Date(until)) : '' },
        type: 'success',
      }),
    );
    close();
  };

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('listing.extend.title')}
      closeLabel={t('listing.extend.cancel')}
      layout="confirm"
    >
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Dialog.Description color="fg.muted">
          {t('listing.extend.body', {
            creator: content.creator.name,
            campaign: content.campaign_name,
            months: PAID_ADS_MONTHS[licence.usage_rights] ?? 0,
            from: day.format(period.starts),
            until: day.format(period.ends),
          })}
        </Dialog.Description>
        <Stack gap="1" fontSize="sm" aria-label={t('listing.extend.price')} role="group">
          <PriceLine label={label(licence.usage_rights)} amount={money(price.rightsCents)} />
          <PriceLine
            label={t('listing.extend.platformFee', { percent: PLATFORM_FEE_PERCENT })}
            amount={money(price.platformFeeCents)}
          />
          {byCard && (
            <PriceLine
              label={t('listing.extend.cardFee', { percent: CARD_FEE_PERCENT })}
              amount={money(price.cardFeeCents)}
            />
          )}
          <PriceLine label={t('listing.extend.total')} amount={total} total />
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t(byCard ? 'listing.extend.byCard' : 'listing.extend.fromWallet')}
        </Text>
        {refusal && (
          <Alert.Root status="error" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Description role="alert">{refusal}</Alert.Description>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('listing.extend.cancel')}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="brand"
          loading={extension.isLoading}
          loadingText={t('listing.extend.confirm', { total })}
          onClick={() => void confirm()}
        >
          {t('listing.extend.confirm', { total })}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
