import { Badge, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreatorAvatar } from '@/src/entities/creator/CreatorRow';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import type { DealDetail } from './types';
import { useDealFormats } from './useDealFormats';
import { DealBadges } from './DealBadges';
import { DealProducts, MoneyFact } from './DealFacts';

/** A framed part of the deal screen, titled for screen readers' heading navigation. */
export function DealSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack
      as="section"
      aria-label={title}
      gap="4"
      p={{ base: '4', md: '5' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
      minW="0"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * The top of a deal: its campaign, status and delivery labels, the creator, the product(s)
 * with image, price and link, and the money of the deal (the creator's fee and, on refund
 * delivery, the reimbursement).
 */
export function DealHeader({
  deal,
  reader = 'company',
}: {
  deal: DealDetail;
  /** The company's page, or an operator's (who reads of "the brand", not "you"). */
  reader?: 'company' | 'operator';
}) {
  const { t } = useTranslation(['deals', 'creators', 'campaigns']);
  const format = useDealFormats();
  const counts = useCreatorFormats();
  const refund = deal.campaign.delivery_type === 'refund';
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t(`campaigns:types.${deal.campaign.type}.label`)} · {deal.campaign.brand_name}
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

      <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
        <HStack
          gap="3"
          p="4"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="surface.panel"
          flex="1"
          minW="0"
          aria-label={t('deals:overview.creator')}
          role="group"
        >
          <CreatorAvatar name="" url={deal.creator.avatar_url} size="14" />
          <Stack gap="1" minW="0">
            <Text fontWeight="semibold" fontSize="lg" truncate>
              {deal.creator.name}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={deal.creator.tier === 'pro' ? 'purple' : 'gray'}>
                {t(`creators:tiers.${deal.creator.tier}`)}
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                {t('deals:overview.followers', {
                  count: deal.creator.followers,
                  formatted: counts.count(deal.creator.followers),
                })}
              </Text>
            </HStack>
          </Stack>
        </HStack>
        <Flex
          as="dl"
          gap="6"
          p="4"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="surface.panel"
          flex="1"
          wrap="wrap"
        >
          <MoneyFact
            label={t('deals:overview.fee')}
            value={format.money(deal.fee)}
            hint={t(
              reader === 'company' ? 'deals:overview.feeHint' : 'deals:overview.feeHintOthers',
            )}
          />
          {refund && (
            <MoneyFact
              label={t('deals:overview.reimbursement')}
              value={format.money(deal.reimbursement)}
              hint={t('deals:overview.reimbursementHint')}
            />
          )}
        </Flex>
      </Flex>

      <DealProducts
        products={deal.products}
        label={t('deals:overview.products')}
        viewText={t('deals:overview.viewProduct')}
        linkLabel={(name) => t('deals:overview.productLink', { name })}
      />
    </Stack>
  );
}
