import {
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { CompassIcon } from '@/src/ui/icons';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useCreatorCampaignQuery, type MarketCampaignDetail } from '../api';
import { ApplyForm } from '../components/ApplyForm';
import { CampaignBrief } from '../components/CampaignBrief';
import { CampaignBadges, CampaignFacts } from '../components/CampaignFacts';

/** No longer taking applications: it closed while shown, or the server no longer shows it. */
function Closed() {
  const { t } = useTranslation('marketplace');
  return (
    <PageState
      icon={<CompassIcon />}
      title={t('campaign.closed.title')}
      description={t('campaign.closed.body')}
    >
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.creator.marketplace}>{t('campaign.back')}</RouterLink>
      </Button>
    </PageState>
  );
}

function CampaignSkeleton() {
  const { t } = useTranslation('marketplace');
  return (
    <Stack gap="4" aria-busy="true" aria-label={t('campaign.loading')} role="status">
      <Skeleton h="8" w="60%" />
      <SkeletonText noOfLines={3} />
      <Skeleton h="40" />
    </Stack>
  );
}

function Campaign({ campaign }: { campaign: MarketCampaignDetail }) {
  const { t } = useTranslation('marketplace');
  // Picked creators still see their deal; anyone else only an open campaign.
  if (!campaign.open && !campaign.deal_id) return <Closed />;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8">
      <Stack gap="6">
        <Stack gap="1.5">
          <Text color="fg.muted">
            {t(`types.${campaign.type}`)} · {t('campaign.by', { brand: campaign.brand_name })}
          </Text>
          <Heading as="h1" size="2xl" letterSpacing="-0.02em">
            {campaign.name}
          </Heading>
          <CampaignBadges campaign={campaign} />
        </Stack>
        <CampaignBrief campaign={campaign} />
      </Stack>
      <Stack gap="6" alignSelf="start" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <Box p="4" rounded="xl" borderWidth="1px" borderColor="border.muted" bg="surface.panel">
          <CampaignFacts campaign={campaign} />
        </Box>
        <ApplyForm campaign={campaign} />
      </Stack>
    </Grid>
  );
}

/**
 * MarketplaceCampaign (/creator/campaigns/:campaignId): the whole brief, the products, what
 * one deal pays and how the product arrives, and Apply / Withdraw. A campaign that closes
 * while shown (a live message) or that the server no longer shows says so.
 */
export default function MarketplaceCampaign() {
  const { t } = useTranslation('marketplace');
  const { campaignId = '' } = useParams();
  const query = useCreatorCampaignQuery(campaignId, { skip: !campaignId });

  let content: ReactNode;
  if (query.currentData) content = <Campaign campaign={query.currentData} />;
  else if (query.isLoading || (query.isFetching && !query.isError)) content = <CampaignSkeleton />;
  else if (!campaignId || errorCodeOf(query.error) === 'NOT_FOUND') content = <Closed />;
  else {
    content = (
      <LoadError
        title={t('campaign.error.title')}
        hint={t('campaign.error.body')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="6" maxW="6xl">
      <Flex>
        <Button asChild variant="plain" size="sm" px="0" color="fg.muted">
          <RouterLink to={paths.creator.marketplace}>
            <ArrowLeftIcon />
            {t('campaign.back')}
          </RouterLink>
        </Button>
      </Flex>
      {content}
    </Stack>
  );
}
