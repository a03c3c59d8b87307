import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';
import { selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { useAppSelector } from '@/store/hooks';
import { GuardOutcome, type GuardProps } from './GuardOutcome';

// The account's queries come with the API (store/apiHost.ts): a visitor without a session
// needs neither, so they load only for a session.
const SessionGuard = lazy(() => import('./SessionGuard'));

const ANONYMOUS = { status: 'anonymous' } as const;

/**
 * A layout route that admits one step of the funnel (see `decideGuard`). Without a
 * session it decides at once; with one, it waits for the account (the overlay shows
 * meanwhile, as while the account's chunk loads).
 */
export function Guard({ kind, children }: GuardProps) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  if (!isAuthenticated) {
    return (
      <GuardOutcome kind={kind} status={ANONYMOUS}>
        {children}
      </GuardOutcome>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <SessionGuard kind={kind}>{children}</SessionGuard>
    </Suspense>
  );
}
