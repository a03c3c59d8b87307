import { Alert, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DealBadges } from '@/src/entities/deal/DealBadges';
import { MoneyFact } from '@/src/entities/deal/DealFacts';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { CreatorStepView } from '@/domain/deals/creatorSteps';
import type { CreatorDealDetail } from '../api';
import { useNextStepText } from '../hooks/useNextStepText';

/**
 * The top of a deal's page: the brand and campaign, the status labels, the next step and
 * its due date, and what the deal pays (the fee, and the reimbursement on refund delivery).
 */
export function CreatorDealHeader({
  deal,
  view,
}: {
  deal: CreatorDealDetail;
  view: CreatorStepView;
}) {
  const { t } = useTranslation('creatorDeals');
  const format = useDealFormats();
  const nextText = useNextStepText();
  const refund = deal.campaign.delivery_type === 'refund';
  return (
    <Stack gap="4">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {deal.campaign.brand_name}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {deal.campaign.name}
        </Heading>
        <DealBadges
          status={deal.status}
          delivery={deal.delivery}
          deliveryType={deal.campaign.delivery_type}
        />
      </Stack>
      <Box
        p="4"
        rounded="xl"
        borderWidth="1px"
        borderColor={view.yours ? 'brand.muted' : 'border.muted'}
        bg={view.yours ? 'brand.subtle' : 'surface.panel'}
        role="status"
      >
        <Text fontSize="sm" color="fg.muted">
          {t('page.nextStep')}
        </Text>
        <Text fontWeight="semibold" fontSize="lg">
          {nextText(view.step, deal.creator_due_at)}
        </Text>
        {view.yours && deal.creator_due_at && (
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={deal.creator_due_at}>
              {t('page.dueBy', { date: format.longDateTime(deal.creator_due_at) })}
            </time>
          </Text>
        )}
      </Box>
      {deal.status === 'canceled' && deal.cancel_reason && (
        <Alert.Root status="error" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description overflowWrap="anywhere">
            {t(`page.canceledBy.${deal.canceled_by ?? 'system'}`, { reason: deal.cancel_reason })}
          </Alert.Description>
        </Alert.Root>
      )}
      <Flex
        as="dl"
        gap="6"
        p="4"
        rounded="xl"
        borderWidth="1px"
        borderColor="border.muted"
        bg="surface.panel"
        wrap="wrap"
        aria-label={t('page.money')}
      >
        <MoneyFact label={t('page.fee')} value={format.money(deal.fee)} hint={t('page.feeHint')} />
        {refund && (
          <MoneyFact
            label={t('page.reimbursement')}
            value={format.money(deal.reimbursement)}
            hint={t('page.reimbursementHint')}
          />
        )}
      </Flex>
    </Stack>
  );
}
