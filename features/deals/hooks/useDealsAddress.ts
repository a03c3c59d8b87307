import { useCallback, useMemo } from 'react';
import { useListParams } from '@/src/ui/list/useListParams';
import {
  dealFilterOf,
  emptyDealsAddress,
  readDealsAddress,
  writeDealsAddress,
} from '@/src/entities/deal/address';

/**
 * TheDeals' filters, kept in the address. Changes replace the history entry: Back leaves
 * the page instead of stepping through every chip, and a reload shows the same list.
 */
export function useDealsAddress() {
  const { state, update } = useListParams(readDealsAddress, writeDealsAddress);
  const clear = useCallback(() => update(emptyDealsAddress()), [update]);
  const filter = useMemo(() => dealFilterOf(state), [state]);

  return { state, filter, update, clear };
}
