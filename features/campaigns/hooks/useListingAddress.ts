import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listingFilterOf,
  readListingAddress,
  writeListingAddress,
  type ListingAddress,
} from '../model/listingAddress';

/**
 * CampaignListing's tab, search and order, kept in the address. Changes replace the
 * history entry: Back leaves the page instead of stepping through every tab and keystroke,
 * and a reload shows the same list.
 */
export function useListingAddress() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListingAddress(params), [params]);
  const update = useCallback(
    (changes: Partial<ListingAddress>) =>
      setParams((current) => writeListingAddress({ ...readListingAddress(current), ...changes }), {
        replace: true,
      }),
    [setParams],
  );
  const filter = useMemo(() => listingFilterOf(state), [state]);
  return { state, filter, update };
}
