import { Badge, chakra, HStack, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContentFormat } from '@/domain/campaigns/rules';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { CreatorDealDetail } from '../api';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </Stack>
  );
}

/** What to make (format, video length, brief, must-haves, revision rounds) and the products. */
export function DealBrief({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation(['creatorDeals', 'marketplace']);
  const format = useDealFormats();
  const { campaign } = deal;
  return (
    <DealSection title={t('page.brief')}>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {campaign.content_brief}
      </Text>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4">
        <Fact
          label={t('page.format')}
          value={t(`marketplace:formats.${campaign.content_format as ContentFormat}`)}
        />
        {campaign.video_duration !== null && campaign.video_duration !== undefined && (
          <Fact
            label={t('page.videoLength')}
            value={t('page.seconds', { count: campaign.video_duration })}
          />
        )}
        <Fact
          label={t('page.revisionRounds')}
          value={t('page.revisionsLeft', {
            left: deal.revisions_left,
            rounds: campaign.revision_rounds,
          })}
        />
      </SimpleGrid>
      {campaign.must_have_tags.length > 0 && (
        <Wrap gap="2">
          {campaign.must_have_tags.map((tag) => (
            <Badge key={tag} variant="subtle">
              {tag}
            </Badge>
          ))}
        </Wrap>
      )}
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('page.products')}>
        {deal.products.map((product) => (
          <HStack as="li" key={product.id} gap="3" align="center">
            {product.image_url ? (
              <chakra.img
                src={product.image_url}
                alt=""
                w="14"
                h="14"
                rounded="lg"
                objectFit="cover"
                bg="bg.muted"
                flexShrink={0}
              />
            ) : (
              <chakra.div w="14" h="14" rounded="lg" bg="bg.muted" flexShrink={0} />
            )}
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" truncate>
                {product.name}
              </Text>
              <HStack gap="3" fontSize="sm" wrap="wrap">
                <Text fontVariantNumeric="tabular-nums">{format.money(product.price)}</Text>
                <Link
                  href={product.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="brand.fg"
                  aria-label={t('page.productLink', { name: product.name })}
                >
                  {t('page.viewProduct')}
                </Link>
              </HStack>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </DealSection>
  );
}
