import { Button, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { CampaignStatusBadge } from '@/src/entities/campaign/CampaignStatusBadge';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { paths } from '@/src/lib/paths';
import { CompassIcon } from '@/src/ui/icons';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import { LoadError, PageState } from '@/src/ui/PageState';
import type { OpsCampaignItem } from '../api';
import { CampaignDecision, type CampaignDecisionKind } from '../components/CampaignDecision';
import { CampaignFacts } from '../components/CampaignFacts';
import { PartyCell } from '../components/PartyCell';
import { Waiting } from '../components/Waiting';
import { useQueuedCampaign } from '../hooks/useQueuedCampaign';

/** Two columns (the campaign, then the decision) from 1024 px; one below. */
const COLUMNS = { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(18rem, 22rem)' } as const;

function Review({ item }: { item: OpsCampaignItem }) {
  const { t } = useTranslation(['opsReview', 'campaigns']);
  const format = useDealFormats();
  const navigate = useNavigate();
  const [kind, setKind] = useState<CampaignDecisionKind | null>(null);
  const { campaign } = item;
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t(`campaigns:types.${campaign.type}.label`)} · {campaign.brand.name}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
          {campaign.name}
        </Heading>
        <HStack>
          <CampaignStatusBadge status={campaign.status} size="md" />
        </HStack>
      </Stack>
      <Grid templateColumns={COLUMNS} gap="6" alignItems="start">
        <CampaignFacts item={item} />
        <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <DealSection title={t('opsReview:campaign.decide')}>
            <Stack as="dl" gap="3" fontSize="sm">
              <div>
                <Text as="dt" color="fg.muted">
                  {t('opsReview:campaign.company')}
                </Text>
                <dd>
                  <PartyCell name={item.company.name} email={item.company.email} />
                </dd>
              </div>
              <div>
                <Text as="dt" color="fg.muted">
                  {t('opsReview:campaign.submitted')}
                </Text>
                <dd>
                  <Waiting since={item.waiting_since} /> · {format.dateTime(item.waiting_since)}
                </dd>
              </div>
              {campaign.auto_approves_at && (
                <div>
                  <Text as="dt" color="fg.muted">
                    {t('opsReview:campaign.autoApproves')}
                  </Text>
                  <dd>{format.longDateTime(campaign.auto_approves_at)}</dd>
                </div>
              )}
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              {t('opsReview:campaign.decideBody')}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button colorPalette="brand" flex="1" onClick={() => setKind('approve')}>
                {t('opsReview:campaigns.approve')}
              </Button>
              <Button
                colorPalette="red"
                variant="outline"
                flex="1"
                onClick={() => setKind('reject')}
              >
                {t('opsReview:campaigns.reject')}
              </Button>
            </Flex>
          </DealSection>
        </Stack>
      </Grid>
      <CampaignDecision
        decision={kind ? { item, kind } : null}
        onClose={() => setKind(null)}
        // Decided: it left the queue, so the next one is on the list.
        onDecided={() => void navigate(paths.ops.campaigns)}
      />
    </Stack>
  );
}

function ReviewSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h="5" w="40" />
      <Skeleton h="10" w="70%" />
      <Grid templateColumns={COLUMNS} gap="6">
        <Skeleton h="96" />
        <Skeleton h="64" />
      </Grid>
    </Stack>
  );
}

/**
 * OpsCampaignReview (`/ops/campaigns/{campaignId}`): one campaign awaiting approval, all
 * it asks and what the company paid, approved or rejected with a reason
 * (docs/product.md#operator-console). A campaign no longer waiting says so.
 */
export default function OpsCampaignReview() {
  const { t } = useTranslation('opsReview');
  const { campaignId = '' } = useParams();
  const { item, failed, missing, retry } = useQueuedCampaign(campaignId);
  let content;
  if (item) content = <Review item={item} />;
  else if (failed) {
    content = (
      <LoadError title={t('campaign.loadError')} hint={t('common.loadErrorHint')} onRetry={retry} />
    );
  } else if (missing) {
    content = (
      <PageState
        icon={<CompassIcon />}
        title={t('campaign.notFoundTitle')}
        description={t('campaign.notFoundBody')}
      />
    );
  } else content = <ReviewSkeleton />;
  return (
    <Stack gap="6">
      <Button asChild variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted">
        <RouterLink to={paths.ops.campaigns}>
          <ArrowLeftIcon />
          {t('campaign.back')}
        </RouterLink>
      </Button>
      {content}
    </Stack>
  );
}
