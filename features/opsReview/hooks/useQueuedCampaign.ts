import { useEffect, useMemo } from 'react';
import { useOpsCampaignsInfiniteQuery } from '../api';

/**
 * One campaign of the approval queue, by id. The API has no single-campaign read for
 * operators: a campaign awaiting approval is in the queue, so its pages are walked
 * (the ones the list loaded first) until it is found or the queue ends. `missing`: the
 * whole queue was read and it is not there (decided, went live by itself, or unknown).
 */
export function useQueuedCampaign(campaignId: string) {
  const queue = useOpsCampaignsInfiniteQuery();
  const pages = queue.data?.pages;
  const item = useMemo(
    () =>
      pages?.flatMap((page) => page.nodes).find((node) => node.campaign.id === campaignId) ?? null,
    [pages, campaignId],
  );
  const { hasNextPage, isFetching, isError, fetchNextPage } = queue;
  const more = !item && pages !== undefined && hasNextPage;
  useEffect(() => {
    if (more && !isFetching && !isError) void fetchNextPage();
  }, [more, isFetching, isError, fetchNextPage]);
  return {
    item,
    failed: !item && isError,
    missing: !item && pages !== undefined && !hasNextPage && !isError,
    retry: () => void (queue.isFetchNextPageError ? fetchNextPage() : queue.refetch()),
  };
}
