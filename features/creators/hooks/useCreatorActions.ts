import { useCallback } from 'react';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useCreatorInviteMutation, useDealCreateMutation, type CreatorRow } from '../api';

/**
 * Picking and inviting from a row or the profile: the outcome is told in a toast (a row
 * has no room for it). A refusal (DEALS_FILLED, ALREADY_PICKED, NOT_ELIGIBLE,
 * CAMPAIGN_NOT_ACTIVE…) shows the server's message, already in the reader's language;
 * a network failure was already reported by the app.
 */
export function useCreatorActions(campaignId: string) {
  const dispatch = useAppDispatch();
  const [dealCreate, picking] = useDealCreateMutation();
  const [creatorInvite, inviting] = useCreatorInviteMutation();

  const refused = useCallback(
    (error: unknown) => {
      const item = graphqlErrorOf(error);
      if (item) dispatch(toastAdded({ message: item.message, type: 'error' }));
    },
    [dispatch],
  );

  const pick = useCallback(
    async (creator: Pick<CreatorRow, 'id' | 'name'>) => {
      const result = await dealCreate({ campaign_id: campaignId, creator_id: creator.id });
      if ('error' in result) refused(result.error);
      else {
        dispatch(
          toastAdded({
            messageKey: 'creators:pick.started',
            messageValues: { name: creator.name },
            type: 'success',
          }),
        );
      }
    },
    [campaignId, dealCreate, dispatch, refused],
  );

  const invite = useCallback(
    async (creator: Pick<CreatorRow, 'id' | 'name'>) => {
      const result = await creatorInvite({ campaign_id: campaignId, creator_id: creator.id });
      if ('error' in result) refused(result.error);
      else {
        dispatch(
          toastAdded({
            messageKey: 'creators:profile.inviteDone',
            messageValues: { name: creator.name },
            type: 'success',
          }),
        );
      }
    },
    [campaignId, creatorInvite, dispatch, refused],
  );

  return {
    pick,
    invite,
    /** The creator whose pick or invitation is on its way, if any. */
    pickingId: picking.isLoading ? picking.originalArgs?.creator_id : undefined,
    invitingId: inviting.isLoading ? inviting.originalArgs?.creator_id : undefined,
  };
}
