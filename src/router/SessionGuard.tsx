import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { selectRole } from '@/src/entities/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { GuardOutcome, type GuardProps } from './GuardOutcome';
import type { GuardKind } from './guardRules';
import { hasTitle } from './routeHandle';
import { useAccountStatus } from './useAccountStatus';

/**
 * Starts the matched pages' `prefetch`: with a session the API is in, so their data is
 * asked for beside the account's. Only by the guard of the session's own role (a company
 * opening a creator's page is sent away, and asks nothing of it). A prefetch that fails is
 * left alone: the screen asks again, and shows its own error.
 */
function usePrefetchMatched(kind: GuardKind) {
  const matches = useMatches();
  const dispatch = useAppDispatch();
  const ownRole = useAppSelector(selectRole) === kind;
  useEffect(() => {
    if (!ownRole) return;
    for (const { handle, params } of matches) {
      if (hasTitle(handle)) void handle.prefetch?.(params, dispatch).catch(() => undefined);
    }
  }, [matches, dispatch, ownRole]);
}

/** A guard's decision for a session: its account loads (or is cached) through the API. */
export default function SessionGuard({ kind, children }: GuardProps) {
  usePrefetchMatched(kind);
  return (
    <GuardOutcome kind={kind} status={useAccountStatus()}>
      {children}
    </GuardOutcome>
  );
}
