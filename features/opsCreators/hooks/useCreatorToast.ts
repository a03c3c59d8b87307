import { useCallback } from 'react';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';

/** A creator move's confirmation: a success toast whose text is an `opsCreators:toast.*` key. */
export function useCreatorToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (key: 'verified' | 'tierSet' | 'suspended' | 'unsuspended') =>
      dispatch(toastAdded({ type: 'success', messageKey: `opsCreators:toast.${key}` })),
    [dispatch],
  );
}
