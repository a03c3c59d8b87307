import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CampaignProductsView } from '../api';
import { CampaignFigures, CampaignHeader } from '../components/CampaignHeader';
import { CampaignActivity } from '../components/CampaignActivity';
import { CampaignPageFrame } from '../components/CampaignPageFrame';
import { CampaignPayment } from '../components/CampaignPayment';
import { CampaignProductCards } from '../components/CampaignProductCards';
import { DiscoveryCallout } from '../components/DiscoveryCallout';

function CampaignPage({ view: { campaign, products } }: { view: CampaignProductsView }) {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="6">
      <CampaignHeader campaign={campaign} />
      <CampaignFigures campaign={campaign} />
      <DiscoveryCallout campaign={campaign} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 22rem' }}
        gap="6"
        alignItems="start"
      >
        <Stack as="section" aria-label={t('page.products')} gap="4" minW="0">
          <Heading as="h2" size="lg">
            {t('page.products')}
          </Heading>
          <CampaignProductCards
            campaignId={campaign.id}
            deliveryType={campaign.delivery_type}
            products={products}
          />
        </Stack>
        <Stack gap="6" minW="0">
          <CampaignPayment campaign={campaign} />
          <CampaignActivity events={campaign.events} />
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * CampaignProducts (`/campaign/{campaignId}`): one of the company's campaigns: its status,
 * dates, figures and what it was paid with, what can be done with it now (pause, resume,
 * deactivate, duplicate: docs/product.md#campaign-statuses), who of the company did what
 * with it (its activity), and its products with their
 * deals, each leading to the campaign as seen for that product. Live: a status change or
 * a deal moving reads it again (the campaigns and deals listeners).
 */
export default function CampaignProducts() {
  const { campaignId = '' } = useParams();
  return (
    <CampaignPageFrame campaignId={campaignId}>
      {(view) => <CampaignPage view={view} />}
    </CampaignPageFrame>
  );
}
