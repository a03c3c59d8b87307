import { Button, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';

/**
 * CampaignProducts (docs/product.md#company-layout): the title, and the way to the
 * campaign's creators, until its feature is built.
 */
export default function CampaignProducts() {
  const { t } = useTranslation('screens');
  const { t: tCreators } = useTranslation('creators');
  const { campaignId } = useParams();
  return (
    <Stack gap="6" align="start">
      <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
        {t('campaignProducts.title')}
      </Heading>
      {campaignId && (
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.creatorsDiscovery(campaignId)}>
            {tCreators('findCreators')}
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}
