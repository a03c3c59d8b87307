import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import {
  FORM_ERROR,
  submissionErrorsOf,
  type SubmissionErrors,
} from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';

/** The success toasts of the review queues' decisions (`opsReview:*` keys). */
export type DecisionToast =
  | 'campaigns.approved'
  | 'campaigns.rejected'
  | 'content.approved'
  | 'content.rejected'
  | 'dispute.finished'
  | 'dispute.canceled';

/**
 * Runs a decision from its reason dialog: on success a toast (the queue drops the item
 * through the mutation), on failure the server's translated message in the dialog, which
 * stays open. A failure the app already reported (offline, session ended) still says the
 * decision was not saved, so the dialog never closes on a decision that did not happen.
 */
export function useDecide() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('opsReview');
  return useCallback(
    async (
      run: Promise<{ error?: unknown }>,
      toast: DecisionToast,
    ): Promise<SubmissionErrors | undefined> => {
      const result = await run;
      if (result.error) {
        return submissionErrorsOf(result.error, ['reason']) ?? { [FORM_ERROR]: t('common.failed') };
      }
      dispatch(toastAdded({ type: 'success', messageKey: `opsReview:${toast}` }));
      return undefined;
    },
    [dispatch, t],
  );
}
