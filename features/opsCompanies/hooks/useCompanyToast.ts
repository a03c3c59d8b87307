import { useCallback } from 'react';
import { toastAdded, type ToastType } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';

/** A company move's outcome: a toast whose text is an `opsCompanies:toast.*` key. */
export function useCompanyToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (
      key: 'credited' | 'alreadyCredited' | 'impersonationReady',
      values: Record<string, string> = {},
      type: ToastType = 'success',
    ) =>
      dispatch(
        toastAdded({ type, messageKey: `opsCompanies:toast.${key}`, messageValues: values }),
      ),
    [dispatch],
  );
}
