import { Badge, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isVideoType, type ContentFormat } from '@/domain/campaigns/rules';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { DealProducts } from '@/src/entities/deal/DealFacts';
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

/**
 * What to make (format, video length, the content rights and what they ask for — raw
 * footage, extra hooks: docs/product.md#content-rights — brief, must-haves, revision
 * rounds) and the products.
 */
export function DealBrief({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation(['creatorDeals', 'marketplace']);
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
          label={t('page.usageRights')}
          value={t(`marketplace:rights.options.${campaign.usage_rights}.label`)}
        />
        {isVideoType(campaign.type) && (
          <>
            <Fact
              label={t('page.rawFootage')}
              value={t(campaign.raw_footage ? 'page.rawFootageYes' : 'page.rawFootageNo')}
            />
            <Fact label={t('page.extraHooks')} value={String(campaign.extra_hooks)} />
          </>
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
      <DealProducts
        products={deal.products}
        label={t('page.products')}
        viewText={t('page.viewProduct')}
        linkLabel={(name) => t('page.productLink', { name })}
      />
    </DealSection>
  );
}
