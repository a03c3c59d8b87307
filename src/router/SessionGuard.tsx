import { GuardOutcome, type GuardProps } from './GuardOutcome';
import { useAccountStatus } from './useAccountStatus';

/** A guard's decision for a session: its account loads (or is cached) through the API. */
export default function SessionGuard({ kind, children }: GuardProps) {
  return (
    <GuardOutcome kind={kind} status={useAccountStatus()}>
      {children}
    </GuardOutcome>
  );
}
