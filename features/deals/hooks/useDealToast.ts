import { useCallback } from 'react';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';

/** The deal screen's confirmations: a success toast whose text is a `deals:toast.*` key. */
export function useDealToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (key: 'shipped' | 'accepted' | 'revisionRequested' | 'canceled') =>
      dispatch(toastAdded({ type: 'success', messageKey: `deals:toast.${key}` })),
    [dispatch],
  );
}
