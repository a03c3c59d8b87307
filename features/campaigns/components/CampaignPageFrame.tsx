import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { NotFound } from '@/src/ui/NotFound';
import { LoadError } from '@/src/ui/PageState';
import { useCampaignProductsQuery, type CampaignProductsView } from '../api';

/** What the server answers for an id that is not one of the company's campaigns. */
const UNKNOWN = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

function PageSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Skeleton h="4" w="24" />
      <Skeleton h="10" w="60%" />
      <Skeleton h="5" w="80%" />
      <Skeleton h="24" rounded="xl" />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Skeleton h="56" rounded="xl" />
        <Skeleton h="56" rounded="xl" />
        <Skeleton h="56" rounded="xl" />
      </Grid>
    </Stack>
  );
}

/**
 * The campaign of the address (CampaignProducts, read once for the campaign's page and
 * its products' pages) while it loads, fails or is not the company's: skeletons, a retry,
 * or the app's not-found page. `children` draws it once it is there; it stays on screen
 * while a live change reads it again.
 */
export function CampaignPageFrame({
  campaignId,
  children,
}: {
  campaignId: string;
  children: (view: CampaignProductsView) => ReactNode;
}) {
  const { t } = useTranslation('campaigns');
  const query = useCampaignProductsQuery(campaignId, { skip: !campaignId });
  if (query.currentData) return children(query.currentData);
  if (query.isLoading || (query.isFetching && !query.isError)) return <PageSkeleton />;
  if (!campaignId || UNKNOWN.has(errorCodeOf(query.error) ?? '')) {
    return <NotFound variant="app" />;
  }
  return (
    <LoadError
      title={t('page.loadError')}
      hint={t('page.loadErrorHint')}
      onRetry={() => void query.refetch()}
    />
  );
}
