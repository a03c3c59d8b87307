import { Box, Button, Flex, Grid, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { DealTimeline } from '@/src/entities/deal/DealTimeline';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { CompassIcon } from '@/src/ui/icons';
import { ArrowLeftIcon, ReceiptIcon } from '@/src/ui/appIcons';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useCreatorDealQuery, type CreatorDealDetail } from '../api';
import { ContentUploadPanel } from '../components/ContentUploadPanel';
import { CreatorCancelDialog } from '../components/CreatorCancelDialog';
import { CreatorChat } from '../components/CreatorChat';
import { CreatorDealHeader } from '../components/CreatorDealHeader';
import { DealBrief } from '../components/DealBrief';
import { PostForm } from '../components/PostForm';
import { PurchaseForm } from '../components/PurchaseForm';
import { RevisionFeedback } from '../components/RevisionFeedback';
import { ShipmentPanel } from '../components/ShipmentPanel';
import { stepOf } from '../model/nextStep';

/** Two columns (the deal, then its chat) from 1280 px; one below, the chat last. */
const COLUMNS = { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(22rem, 28rem)' } as const;

/**
 * The step the creator is on, offering exactly the moves the API lists (`deal.actions`):
 * report the purchase, follow the parcel and confirm it, upload (again, with the brand's
 * feedback), share the post.
 */
function CurrentStep({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation('creatorDeals');
  const [latest] = deal.contents;
  const view = stepOf(deal);
  const canUpload = deal.actions.includes('upload_content');
  return (
    <>
      {deal.actions.includes('report_purchase') && <PurchaseForm dealId={deal.id} />}
      {(deal.status === 'creator_accepted' || deal.status === 'purchased_sent') &&
        !deal.actions.includes('report_purchase') && <ShipmentPanel deal={deal} />}
      {canUpload && latest?.status === 'denied' && (
        <RevisionFeedback content={latest} byBrand={view.step === 'revise'} />
      )}
      {canUpload && <ContentUploadPanel deal={deal} again={latest !== undefined} />}
      {deal.actions.includes('report_post') && <PostForm dealId={deal.id} />}
      {deal.post_url && (
        <DealSection title={t('post.posted')}>
          <Link
            href={deal.post_url}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            wordBreak="break-all"
          >
            {deal.post_url}
          </Link>
        </DealSection>
      )}
    </>
  );
}

/** Once the brand accepted the content: its licence (docs/product.md#licences), printable. */
function LicenceSection({ dealId }: { dealId: string }) {
  const { t } = useTranslation('creatorDeals');
  return (
    <DealSection title={t('licence.title')}>
      <Text fontSize="sm" color="fg.muted">
        {t('licence.body')}
      </Text>
      <Button asChild size="sm" variant="outline" alignSelf="start">
        <RouterLink to={paths.creator.dealLicence(dealId)}>
          <ReceiptIcon />
          {t('licence.view')}
        </RouterLink>
      </Button>
    </DealSection>
  );
}

function Page({ deal }: { deal: CreatorDealDetail }) {
  const { t } = useTranslation('creatorDeals');
  const [canceling, setCanceling] = useState(false);
  return (
    <Grid templateColumns={COLUMNS} gap={{ base: '6', xl: '8' }} alignItems="start">
      <Stack gap="6" minW="0">
        <CreatorDealHeader deal={deal} view={stepOf(deal)} />
        <CurrentStep deal={deal} />
        {deal.contents.some((content) => content.status === 'bought') && (
          <LicenceSection dealId={deal.id} />
        )}
        <DealBrief deal={deal} />
        <DealTimeline
          events={deal.events}
          startedAt={deal.created_at}
          deliveryType={deal.campaign.delivery_type}
          reader="creator"
        />
        {deal.actions.includes('cancel') && (
          <Flex justify="flex-end">
            <Button colorPalette="red" variant="outline" onClick={() => setCanceling(true)}>
              {t('page.cancel')}
            </Button>
          </Flex>
        )}
      </Stack>
      <Box position={{ xl: 'sticky' }} top={{ xl: '4' }} minW="0">
        <CreatorChat deal={deal} />
      </Box>
      <CreatorCancelDialog dealId={deal.id} open={canceling} onClose={() => setCanceling(false)} />
    </Grid>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h="5" w="40" />
      <Skeleton h="10" w="70%" />
      <Skeleton h="24" />
      <Skeleton h="64" />
    </Stack>
  );
}

/**
 * A deal's page (`/creator/deals/{dealId}`): the next step and its due date, the form of
 * the step the creator is on, the brief and products, the timeline, the money and the
 * chat with the brand, all live. Another creator's deal, or an unknown id, is "not found".
 */
export default function CreatorDealPage() {
  const { t } = useTranslation('creatorDeals');
  const { dealId = '' } = useParams();
  const query = useCreatorDealQuery(dealId, { skip: !dealId });

  let content: ReactNode;
  if (query.currentData) content = <Page deal={query.currentData} />;
  else if (query.isLoading || (query.isFetching && !query.isError)) content = <PageSkeleton />;
  else if (!dealId || errorCodeOf(query.error) === 'NOT_FOUND') {
    content = (
      <PageState
        icon={<CompassIcon />}
        title={t('page.notFoundTitle')}
        description={t('page.notFoundBody')}
      />
    );
  } else {
    content = (
      <LoadError
        title={t('page.loadError')}
        hint={t('page.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <Stack gap="6">
      <Button asChild variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted">
        <RouterLink to={paths.creator.deals}>
          <ArrowLeftIcon />
          {t('page.back')}
        </RouterLink>
      </Button>
      {content}
    </Stack>
  );
}
