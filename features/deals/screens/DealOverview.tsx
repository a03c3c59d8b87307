import { Alert, Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { CompassIcon } from '@/src/ui/icons';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import { LoadError } from '@/src/ui/PageState';
import { useDealQuery, type DealDetail } from '../api';
import { CancelDealDialog } from '../components/CancelDealDialog';
import { DealChat } from '../components/DealChat';
import { DealContentSection } from '../components/DealContentSection';
import { DealHeader } from '@/src/entities/deal/DealHeader';
import { DealTimeline } from '@/src/entities/deal/DealTimeline';
import { DeliveryInfo } from '../components/DeliveryInfo';
import { ReviewPanel } from '../components/ReviewPanel';
import { ShipForm } from '../components/ShipForm';
import { useRevisionDraft } from '../hooks/useRevisionDraft';

/** Two columns (the deal, then its chat) from 1280 px; one below, the chat last. */
const COLUMNS = { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(22rem, 28rem)' } as const;

function Overview({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation('deals');
  const [canceling, setCanceling] = useState(false);
  const [latest] = deal.contents;
  const draft = useRevisionDraft(latest?.id);
  // The company's part now, from exactly the moves the server offers (`deal.actions`):
  // shipping before any content, then the review of the latest upload under it.
  const reviewing =
    deal.actions.includes('accept_content') || deal.actions.includes('request_revision');
  return (
    <Grid templateColumns={COLUMNS} gap={{ base: '6', xl: '8' }} alignItems="start">
      <Stack gap="6" minW="0">
        <DealHeader deal={deal} />
        {deal.status === 'canceled' && deal.cancel_reason && (
          <Alert.Root status="error" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Description overflowWrap="anywhere">
              {t(`overview.canceledBy.${deal.canceled_by ?? 'system'}`, {
                reason: deal.cancel_reason,
              })}
            </Alert.Description>
          </Alert.Root>
        )}
        {deal.actions.includes('ship') && <ShipForm deal={deal} />}
        <DealContentSection deal={deal} draft={draft} />
        {reviewing && latest && <ReviewPanel deal={deal} content={latest} draft={draft} />}
        <DeliveryInfo deal={deal} />
        <DealTimeline
          events={deal.events}
          startedAt={deal.created_at}
          deliveryType={deal.campaign.delivery_type}
        />
        {deal.actions.includes('cancel') && (
          <Flex justify="flex-end">
            <Button colorPalette="red" variant="outline" onClick={() => setCanceling(true)}>
              {t('overview.cancel')}
            </Button>
          </Flex>
        )}
      </Stack>
      <Box position={{ xl: 'sticky' }} top={{ xl: '4' }} minW="0">
        <DealChat deal={deal} />
      </Box>
      <CancelDealDialog deal={deal} open={canceling} onClose={() => setCanceling(false)} />
    </Grid>
  );
}

function OverviewSkeleton() {
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
 * DealOverview (`/deal/{dealId}`): one of the company's deals — its creator, products and
 * money, what the company can do now (ship, review, cancel), the content, the timeline and
 * the chat, all live. Another company's deal, or an unknown id, is "not found".
 */
export default function DealOverview() {
  const { t } = useTranslation('deals');
  const { dealId = '' } = useParams();
  const query = useDealQuery(dealId, { skip: !dealId });

  let content: ReactNode;
  let notFound = false;
  if (query.currentData) content = <Overview deal={query.currentData} />;
  else if (query.isLoading || (query.isFetching && !query.isError)) content = <OverviewSkeleton />;
  else if (!dealId || errorCodeOf(query.error) === 'NOT_FOUND') {
    notFound = true;
    content = (
      <Stack align="center" textAlign="center" gap="3" py={{ base: '12', md: '20' }}>
        <Box p="3" rounded="full" bg="brand.subtle" color="brand.fg" fontSize="2xl" aria-hidden>
          <CompassIcon />
        </Box>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {t('overview.notFoundTitle')}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {t('overview.notFoundBody')}
        </Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to={paths.deals}>{t('overview.back')}</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    content = (
      <LoadError
        title={t('overview.loadError')}
        hint={t('overview.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <Stack gap="6">
      {!notFound && (
        <Button asChild variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted">
          <RouterLink to={paths.deals}>
            <ArrowLeftIcon />
            {t('overview.back')}
          </RouterLink>
        </Button>
      )}
      {content}
    </Stack>
  );
}
