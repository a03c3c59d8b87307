import { useCallback } from 'react';
import { selectAccount } from '@/src/entities/session/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  draftCleared,
  draftReplaced,
  draftSaved,
  draftStepReached,
  selectDraftOf,
  type CampaignDraft,
} from '../campaignsSlice';

/** The signed-in company's wizard draft, and the ways to change it. */
export function useCampaignDraft() {
  const dispatch = useAppDispatch();
  const companyId = useAppSelector(selectAccount)?.id ?? null;
  const draft = useAppSelector((state) => selectDraftOf(state, companyId));

  const save = useCallback(
    (values: CampaignDraft) => {
      if (companyId) dispatch(draftSaved({ companyId, values }));
    },
    [dispatch, companyId],
  );
  const reachStep = useCallback(
    (step: number) => {
      if (companyId) dispatch(draftStepReached({ companyId, step }));
    },
    [dispatch, companyId],
  );
  const clear = useCallback(() => {
    if (companyId) dispatch(draftCleared({ companyId }));
  }, [dispatch, companyId]);
  /** A whole new draft (a duplicated campaign) in place of this one. */
  const replace = useCallback(
    (next: CampaignDraft) => {
      if (companyId) dispatch(draftReplaced({ companyId, draft: next }));
    },
    [dispatch, companyId],
  );

  /** A campaign being entered in the wizard, which a replacing one would lose: ask first. */
  const inProgress = Object.keys(draft).length > 0;

  return { draft, inProgress, save, reachStep, clear, replace };
}
