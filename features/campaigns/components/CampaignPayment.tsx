import { Flex, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useCardsQuery } from '@/src/entities/billing/api';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { useAppSelector } from '@/store/hooks';
import type { CampaignDetail } from '../api';
import { isVideoDuration } from '@/domain/campaigns/rules';
import { PriceLines } from './PriceLines';

/** How the campaign was paid: the wallet, or a card by brand and last 4 (or a deleted one). */
function usePaidWith(campaign: CampaignDetail): string {
  const { t } = useTranslation('campaigns');
  const { t: tBilling } = useTranslation('billing');
  const byCard = campaign.payment_method === 'CARD';
  // A member may not list the cards (docs/product.md#brand-teams): "a card on file" it is.
  const mayHandleMoney = useAppSelector(selectMayHandleMoney);
  const cards = useCardsQuery(byCard && campaign.card_id && mayHandleMoney ? undefined : skipToken);
  if (!byCard) return t('page.wallet');
  if (!campaign.card_id) return t('page.cardDeleted');
  const card = cards.data?.find((item) => item.id === campaign.card_id);
  return card
    ? tBilling('cardName', { brand: tBilling(`brands.${card.brand}`), last4: card.last4 })
    : t('page.cardOnFile');
}

/** The cost lines the campaign was paid with, as the wizard showed them, and how it was paid. */
export function CampaignPayment({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const paidWith = usePaidWith(campaign);
  const lines = campaign.cost_lines.map(({ kind, amount }) => ({ kind, amountCents: amount }));
  const duration = campaign.video_duration;
  return (
    <DealSection title={t('page.cost')}>
      <PriceLines
        lines={lines}
        input={{
          tier: campaign.creator_tier,
          videoDuration: duration !== null && isVideoDuration(duration) ? duration : null,
          usageRights: campaign.usage_rights,
          extraHooks: campaign.extra_hooks,
        }}
      />
      <Flex justify="space-between" gap="4" fontSize="sm" pt="2" borderTopWidth="1px">
        <Text color="fg.muted">{t('page.paidWith')}</Text>
        <Text fontWeight="medium" textAlign="end">
          {paidWith}
        </Text>
      </Flex>
    </DealSection>
  );
}
