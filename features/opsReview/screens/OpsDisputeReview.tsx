import { Alert, Box, Button, Flex, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import ContentViewer, { ContentStatusBadge } from '@/src/entities/content/ContentViewer';
import { DealHeader, DealSection } from '@/src/entities/deal/DealHeader';
import { DealTimeline } from '@/src/entities/deal/DealTimeline';
import { paths } from '@/src/lib/paths';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { CompassIcon } from '@/src/ui/icons';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useOpsDisputeDetailQuery, type OpsDisputeDetail } from '../api';
import { DealChatLog } from '../components/DealChatLog';
import { DisputeSettlement } from '../components/DisputeSettlement';
import { PartyCell } from '../components/PartyCell';
import { Waiting } from '../components/Waiting';
import { maySettle } from '../rules';

/** Two columns (the deal, then the settlement and the chat) from 1280 px; one below. */
const COLUMNS = { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(22rem, 28rem)' } as const;

function Parties({ dispute }: { dispute: OpsDisputeDetail }) {
  const { t } = useTranslation('opsReview');
  return (
    <DealSection title={t('dispute.parties')}>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t('common.company')}
          </Text>
          <PartyCell name={dispute.company.name} email={dispute.company.email} />
        </Stack>
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t('common.creator')}
          </Text>
          <PartyCell
            name={dispute.creator.name}
            email={dispute.creator.email}
            avatarUrl={dispute.creator.avatar_url}
          />
        </Stack>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t('common.waiting')}: <Waiting since={dispute.waiting_since} />
      </Text>
    </DealSection>
  );
}

function Dispute({ dispute }: { dispute: OpsDisputeDetail }) {
  const { t } = useTranslation('opsReview');
  const navigate = useNavigate();
  const { deal } = dispute;
  const [latest] = deal.contents;
  return (
    <Grid templateColumns={COLUMNS} gap={{ base: '6', xl: '8' }} alignItems="start">
      <Stack gap="6" minW="0">
        <DealHeader deal={deal} reader="operator" />
        <Parties dispute={dispute} />
        <DealSection
          title={t('dispute.content')}
          action={latest && <ContentStatusBadge status={latest.status} size="sm" />}
        >
          {latest ? <ContentViewer content={latest} /> : <Text>{t('dispute.noContent')}</Text>}
        </DealSection>
        <DealTimeline
          events={deal.events}
          startedAt={deal.created_at}
          deliveryType={deal.campaign.delivery_type}
          reader="operator"
        />
      </Stack>
      <Stack gap="6" minW="0" position={{ xl: 'sticky' }} top={{ xl: '4' }}>
        {maySettle(deal) ? (
          <DisputeSettlement
            dispute={dispute}
            // Settled: it left the queue, so the next one is on the list.
            onSettled={() => void navigate(paths.ops.disputes)}
          />
        ) : (
          <Alert.Root status="info" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('dispute.settledTitle')}</Alert.Title>
              <Alert.Description>{t('dispute.settledBody')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <DealChatLog dealId={deal.id} />
      </Stack>
    </Grid>
  );
}

function DisputeSkeleton() {
  return (
    <Grid templateColumns={COLUMNS} gap="6" aria-busy="true">
      <Stack gap="4">
        <Skeleton h="5" w="40" />
        <Skeleton h="10" w="70%" />
        <Skeleton h="24" />
        <Skeleton h="64" />
      </Stack>
      <Skeleton h="96" />
    </Grid>
  );
}

/**
 * OpsDisputeReview (`/ops/disputes/{dealId}`): one deal in dispute as both parties see it
 * (the brief, the upload, the timeline and their chat), settled for the creator or for
 * the brand with a reason (docs/product.md#operator-console).
 */
export default function OpsDisputeReview() {
  const { t } = useTranslation('opsReview');
  const { dealId = '' } = useParams();
  const query = useOpsDisputeDetailQuery(dealId, { skip: !dealId });
  let content: ReactNode;
  if (query.currentData) content = <Dispute dispute={query.currentData} />;
  else if (query.isLoading || (query.isFetching && !query.isError)) content = <DisputeSkeleton />;
  else if (!dealId || errorCodeOf(query.error) === 'NOT_FOUND') {
    content = (
      <PageState
        icon={<CompassIcon />}
        title={t('dispute.notFoundTitle')}
        description={t('dispute.notFoundBody')}
      />
    );
  } else {
    content = (
      <LoadError
        title={t('dispute.loadError')}
        hint={t('common.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="6">
      <Box>
        <Button asChild variant="plain" size="sm" px="0" color="fg.muted">
          <RouterLink to={paths.ops.disputes}>
            <ArrowLeftIcon />
            {t('dispute.back')}
          </RouterLink>
        </Button>
      </Box>
      {content}
    </Stack>
  );
}
