import { Box, chakra, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBrandOptionsQuery } from '@/features/brands/api';
import { useCategoryOptions } from '@/features/products/hooks/useCategoryOptions';
import { useMoneyFormat } from '@/src/ui/formats';
import type { CampaignInput } from '@/store/generated/graphql';
import { useBrandProducts } from '../hooks/useDraftPrice';
import { STEP_PATHS, type WizardStep } from './wizardSteps';

/** One step's values, with a link back to change them. */
function Section({
  step,
  rows,
}: {
  step: Exclude<WizardStep, 'summary'>;
  rows: Array<[string, ReactNode]>;
}) {
  const { t } = useTranslation('campaigns');
  const title = t(`steps.${step}`);
  return (
    <Box as="section" p="4" rounded="lg" borderWidth="1px">
      <Flex justify="space-between" align="baseline" mb="3" gap="3">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
          <RouterLink to={STEP_PATHS[step]}>{t('summary.edit', { step: title })}</RouterLink>
        </Link>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: '12rem 1fr' }} gap="2">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="fg.muted" fontSize="sm">
              {label}
            </chakra.dt>
            <chakra.dd mb={{ base: '2', sm: '0' }} overflowWrap="anywhere" whiteSpace="pre-line">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}

/** Everything entered, step by step, each with its Edit link. */
export function SummaryReview({ input }: { input: CampaignInput }) {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const brands = useBrandOptionsQuery();
  const products = useBrandProducts(input.brand_id);
  const categories = useCategoryOptions();
  const none = t('summary.values.none');
  const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : none);
  const brandName = brands.data?.nodes.find((brand) => brand.id === input.brand_id)?.name ?? '…';
  const productNames = input.product_ids.map(
    (id) => products.data?.nodes.find((product) => product.id === id)?.name ?? '…',
  );
  const v = (key: string) => t(`summary.values.${key}` as 'summary.values.none');

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t('summary.entered')}
      </Heading>
      <Section step="type" rows={[[v('type'), t(`types.${input.type}.label`)]]} />
      <Section
        step="settings"
        rows={[
          [v('name'), input.name],
          [v('deals'), String(input.number_of_deals)],
          [v('brand'), brandName],
          [v('products'), list(productNames)],
          [
            v('delivery'),
            t(
              input.delivery_type === 'refund'
                ? 'settings.deliveryRefund'
                : 'settings.deliveryShipping',
            ),
          ],
          ...(input.delivery_type === 'refund'
            ? [[v('compensation'), money(input.taxes_shipping_compensation)] as [string, string]]
            : []),
        ]}
      />
      <Section
        step="parameters"
        rows={[
          [v('tier'), t(`tiers.${input.creator_tier}.label`)],
          [
            v('category'),
            categories.find((option) => option.value === input.creator_category)?.label ?? '',
          ],
          [v('tags'), list(input.must_have_tags)],
          [v('brief'), input.content_brief],
          [v('format'), t(`parameters.formats.${input.content_format}`)],
          ...(input.video_duration
            ? [
                [
                  v('duration'),
                  t('summary.values.durationValue', { seconds: input.video_duration }),
                ] as [string, string],
              ]
            : []),
          [v('links'), list(input.resource_links)],
          [v('ages'), list(input.ages)],
          [
            v('genders'),
            list(
              input.genders.map((gender) =>
                t(`parameters.gendersList.${gender}` as 'parameters.gendersList.male'),
              ),
            ),
          ],
          [
            v('ethnicities'),
            list(
              input.ethnicities.map((ethnicity) =>
                t(`parameters.ethnicitiesList.${ethnicity}` as 'parameters.ethnicitiesList.white'),
              ),
            ),
          ],
          [v('revisions'), t('parameters.revisionsOption', { count: input.revision_rounds })],
        ]}
      />
    </Stack>
  );
}
