import { Box, Flex, Heading, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBrandOptionsQuery } from '@/src/entities/brands/api';
import type { CampaignInput } from '@/store/generated/graphql';
import { useBrandProducts } from '../hooks/useDraftPrice';
import { useCampaignValues, type CampaignValueRow } from '../hooks/useCampaignValues';
import { ValueList } from './ValueList';
import { STEP_PATHS, type WizardStep } from '../model/wizardSteps';

/** One step's values, with a link back to change them. */
function Section({
  step,
  rows,
}: {
  step: Exclude<WizardStep, 'summary'>;
  rows: readonly CampaignValueRow[];
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
      <ValueList rows={rows} />
    </Box>
  );
}

/** Everything entered, step by step, each with its Edit link. */
export function SummaryReview({ input }: { input: CampaignInput }) {
  const { t } = useTranslation('campaigns');
  const rows = useCampaignValues();
  const brands = useBrandOptionsQuery();
  const products = useBrandProducts(input.brand_id);
  const source = {
    ...input,
    brandName: brands.data?.nodes.find((brand) => brand.id === input.brand_id)?.name ?? '…',
    productNames: input.product_ids.map(
      (id) => products.data?.nodes.find((product) => product.id === id)?.name ?? '…',
    ),
  };

  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t('summary.entered')}
      </Heading>
      <Section step="type" rows={rows(source, ['type'])} />
      <Section
        step="settings"
        rows={rows(source, ['name', 'deals', 'brand', 'products', 'delivery', 'compensation'])}
      />
      <Section
        step="parameters"
        rows={rows(source, [
          'tier',
          'category',
          'tags',
          'brief',
          'format',
          'duration',
          'rights',
          'rawFootage',
          'extraHooks',
          'links',
          'ages',
          'genders',
          'ethnicities',
          'revisions',
        ])}
      />
    </Stack>
  );
}
