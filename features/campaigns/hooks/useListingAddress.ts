import { useMemo } from 'react';
import { useListParams } from '@/src/ui/list/useListParams';
import { listingFilterOf, readListingAddress, writeListingAddress } from '../model/listingAddress';

/**
 * CampaignListing's tab, search and order, kept in the address. Changes replace the
 * history entry: Back leaves the page instead of stepping through every tab and keystroke,
 * and a reload shows the same list.
 */
export function useListingAddress() {
  const { state, update } = useListParams(readListingAddress, writeListingAddress);
  const filter = useMemo(() => listingFilterOf(state), [state]);
  return { state, filter, update };
}
