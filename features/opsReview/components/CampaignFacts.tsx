import { Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useMoneyFormat } from '@/src/ui/formats';
import { isVideoType } from '@/domain/campaigns/rules';
import type { OpsCampaignItem } from '../api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      <Box as="dd" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/**
 * What a campaign asks of creators and what the company paid, as the operator reads it
 * before deciding: the brand and products, delivery, deals, the creators it targets, the
 * brief, and the payment.
 */
export function CampaignFacts({ item }: { item: OpsCampaignItem }) {
  const { t } = useTranslation(['opsReview', 'campaigns', 'products']);
  const money = useMoneyFormat();
  const { campaign } = item;
  const none = t('campaigns:summary.values.none');
  const any = t('opsReview:campaign.any');
  const list = (values: readonly string[], empty: string) =>
    values.length > 0 ? values.join(', ') : empty;
  return (
    <Stack gap="6">
      <DealSection title={t('opsReview:campaign.facts')}>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <Fact label={t('campaigns:summary.values.type')}>
            {t(`campaigns:types.${campaign.type}.label`)}
          </Fact>
          <Fact label={t('campaigns:summary.values.brand')}>{campaign.brand.name}</Fact>
          <Fact label={t('campaigns:summary.values.products')}>
            {campaign.products.map((product) => (
              <Text key={product.id}>
                {product.name} · {money(product.price)}
              </Text>
            ))}
          </Fact>
          <Fact label={t('campaigns:summary.values.delivery')}>
            {t(`opsReview:campaign.delivery.${campaign.delivery_type}`)}
          </Fact>
          {campaign.delivery_type === 'refund' && (
            <Fact label={t('campaigns:summary.values.compensation')}>
              {money(campaign.taxes_shipping_compensation)}
            </Fact>
          )}
          <Fact label={t('campaigns:summary.values.deals')}>{campaign.number_of_deals}</Fact>
          <Fact label={t('campaigns:summary.values.format')}>
            {t(`campaigns:parameters.formats.${campaign.content_format}`)}
          </Fact>
          {campaign.video_duration !== null && (
            <Fact label={t('campaigns:summary.values.duration')}>
              {t('campaigns:summary.values.durationValue', { seconds: campaign.video_duration })}
            </Fact>
          )}
          <Fact label={t('campaigns:summary.values.rights')}>
            {t(`campaigns:rights.options.${campaign.usage_rights}.label`)}
          </Fact>
          {isVideoType(campaign.type) && (
            <>
              <Fact label={t('campaigns:summary.values.rawFootage')}>
                {t(
                  campaign.raw_footage
                    ? 'campaigns:summary.values.yes'
                    : 'campaigns:summary.values.no',
                )}
              </Fact>
              <Fact label={t('campaigns:summary.values.extraHooks')}>
                {t('campaigns:rights.extraHooksOption', { count: campaign.extra_hooks })}
              </Fact>
            </>
          )}
          <Fact label={t('campaigns:summary.values.revisions')}>{campaign.revision_rounds}</Fact>
          <Fact label={t('opsReview:campaign.payment')}>
            {money(campaign.total)} ·{' '}
            {t(`opsReview:campaign.paymentMethods.${campaign.payment_method}`)}
          </Fact>
        </Grid>
      </DealSection>
      <DealSection title={t('opsReview:campaign.targeting')}>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <Fact label={t('campaigns:summary.values.tier')}>
            {t(`campaigns:tiers.${campaign.creator_tier}.label`)}
          </Fact>
          <Fact label={t('campaigns:summary.values.category')}>
            {t(
              `products:categories.${campaign.creator_category}` as 'products:categories.apparel',
              {
                defaultValue: campaign.creator_category,
              },
            )}
          </Fact>
          <Fact label={t('campaigns:summary.values.ages')}>{list(campaign.ages, any)}</Fact>
          <Fact label={t('campaigns:summary.values.genders')}>
            {list(
              campaign.genders.map((gender) =>
                t(
                  `campaigns:parameters.gendersList.${gender}` as 'campaigns:parameters.gendersList.female',
                  {
                    defaultValue: gender,
                  },
                ),
              ),
              any,
            )}
          </Fact>
          <Fact label={t('campaigns:summary.values.tags')}>
            {list(campaign.must_have_tags, none)}
          </Fact>
        </Grid>
      </DealSection>
      <DealSection title={t('campaigns:summary.values.brief')}>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {campaign.content_brief}
        </Text>
        <Stack
          as="ul"
          gap="1"
          listStyleType="none"
          aria-label={t('campaigns:summary.values.links')}
        >
          {campaign.resource_links.map((link) => (
            <li key={link}>
              <Link href={link} target="_blank" rel="noopener noreferrer" overflowWrap="anywhere">
                {link}
              </Link>
            </li>
          ))}
        </Stack>
      </DealSection>
    </Stack>
  );
}
