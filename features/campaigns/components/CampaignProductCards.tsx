import { Badge, Box, Flex, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { statusPalette } from '@/src/entities/deal/DealBadges';
import { statusChips } from '@/src/entities/deal/StatusChips';
import { useDealLabels } from '@/src/entities/deal/useDealLabels';
import type { DeliveryType } from '@/domain/campaigns/rules';
import { ProductThumbnail } from '@/src/entities/product/ProductCard';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import type { CampaignProductSummary } from '../api';
import { LINK_CARD } from './CampaignTitle';

/** The campaign's deals by status label ("Content uploaded 2"), only those it has. */
function DealCounts({
  counts,
  deliveryType,
}: {
  counts: CampaignProductSummary['deal_counts'];
  deliveryType: DeliveryType;
}) {
  const { t } = useTranslation('campaigns');
  const labels = useDealLabels();
  const chips = statusChips((status) => labels.status(status, deliveryType), counts).filter(
    (chip) => chip.count > 0,
  );
  if (chips.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('page.noDeals')}
      </Text>
    );
  }
  return (
    <Flex as="ul" aria-label={t('page.dealCounts')} listStyleType="none" gap="1.5" wrap="wrap">
      {chips.map((chip) => (
        <Box as="li" key={chip.label}>
          <Badge colorPalette={statusPalette(chip.statuses[0]!)} variant="subtle">
            {chip.label}{' '}
            <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold">
              {chip.count}
            </Text>
          </Badge>
        </Box>
      ))}
    </Flex>
  );
}

/**
 * The campaign's products, each a card (photo, name, price, the campaign's deals by
 * status) opening the campaign as seen for that product. Every deal covers all the
 * campaign's products, so each card counts the same deals.
 */
export function CampaignProductCards({
  campaignId,
  deliveryType,
  products,
}: {
  campaignId: string;
  /** The campaign's: its deals' labels say "Product shipped" or "Product purchased". */
  deliveryType: DeliveryType;
  products: readonly CampaignProductSummary[];
}) {
  const { t } = useTranslation('campaigns');
  const { t: tProducts } = useTranslation('products');
  const money = useMoneyFormat();
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      aria-label={t('page.products')}
      columns={{ base: 1, sm: 2, xl: 3 }}
      gap="4"
    >
      {products.map((product) => (
        <LinkBox
          as="li"
          key={product.id}
          data-testid="campaign-product"
          display="flex"
          // A phone shows the photo beside the text; wider screens above it.
          flexDirection={{ base: 'row', sm: 'column' }}
          overflow="hidden"
          {...LINK_CARD}
        >
          <Box w={{ base: '28', sm: 'full' }} flexShrink={0}>
            <ProductThumbnail
              url={product.image?.url}
              label={tProducts('list.noImage')}
              ratio={{ base: 1, sm: 4 / 3 }}
            />
          </Box>
          <Stack gap="2" p={{ base: '3', sm: '4' }} flex="1" minW="0">
            <Flex justify="space-between" gap="3" align="baseline">
              <LinkOverlay asChild>
                <RouterLink to={paths.campaignProduct(campaignId, product.id)}>
                  <Text as="span" fontWeight="semibold" lineClamp={2}>
                    {product.name}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontVariantNumeric="tabular-nums" flexShrink={0}>
                {money(product.price)}
              </Text>
            </Flex>
            <DealCounts counts={product.deal_counts} deliveryType={deliveryType} />
          </Stack>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
