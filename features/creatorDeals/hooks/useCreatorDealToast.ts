import { useCallback } from 'react';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';

type Done =
  'purchase.reported' | 'shipment.confirmed' | 'upload.done' | 'post.done' | 'cancel.done';

/** A deal page's confirmations: a success toast whose text is a `creatorDeals:` key. */
export function useCreatorDealToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (key: Done) => dispatch(toastAdded({ type: 'success', messageKey: `creatorDeals:${key}` })),
    [dispatch],
  );
}
