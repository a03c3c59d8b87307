import { useCompanyDataQuery } from '@/src/entities/session/api';
import { selectAccount, selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { useAppSelector } from '@/store/hooks';
import type { AccountStatus } from './guardRules';

/**
 * The session as the guards see it. Subscribing here loads the account when a guarded
 * page needs it and nothing has loaded it yet (right after login); otherwise the cached
 * result is reused. A 401 clears the token, which makes the status anonymous.
 */
export function useAccountStatus(): AccountStatus {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const account = useAppSelector(selectAccount);
  const query = useCompanyDataQuery(undefined, { skip: !isAuthenticated });

  if (!isAuthenticated) return { status: 'anonymous' };
  if (account) return { status: 'ready', account };
  if (query.isError && !isUnauthorized(query.error)) {
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error
    ? error.kind === 'unauthorized'
    : false;
}
