import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/src/ui/formats';
import type { MarketCampaign } from '../api';

/**
 * What a creator weighs first, on a card and on the campaign's page: what one deal pays,
 * how the product reaches them (refund delivery: the amount reimbursed), the slots left.
 */
export function CampaignFacts({ campaign }: { campaign: MarketCampaign }) {
  const { t } = useTranslation('marketplace');
  const money = useMoneyFormat();
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" color="fg">
        {t('card.earn', { amount: money(campaign.earnings_per_deal) })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {campaign.delivery_type === 'refund'
          ? t('card.refund', { amount: money(campaign.reimbursement_per_deal) })
          : t('card.shipping')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('card.slotsLeft', { count: campaign.slots_left })}
      </Text>
    </Stack>
  );
}

/** Where the creator stands with the campaign: invited, applied, picked. */
export function CampaignBadges({ campaign }: { campaign: MarketCampaign }) {
  const { t } = useTranslation('marketplace');
  const picked = campaign.deal_id !== null && campaign.deal_id !== undefined;
  if (!campaign.invited && !campaign.application && !picked) return null;
  return (
    <HStack gap="1.5" wrap="wrap">
      {campaign.invited && !campaign.application && !picked && (
        <Badge colorPalette="purple">{t('card.invited')}</Badge>
      )}
      {campaign.application && !picked && <Badge colorPalette="blue">{t('card.applied')}</Badge>}
      {picked && <Badge colorPalette="green">{t('card.picked')}</Badge>}
    </HStack>
  );
}
