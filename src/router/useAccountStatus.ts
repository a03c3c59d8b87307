import {
  useCompanyDataQuery,
  useCreatorDataQuery,
  useOpsMeQuery,
  selectAccount,
  selectCreatorAccount,
  selectOperator,
} from '@/src/entities/session/api';
import { selectIsAuthenticated, selectRole } from '@/src/entities/session/sessionSlice';
import { useAppSelector } from '@/store/hooks';
import type { AccountStatus } from './guardRules';

/**
 * The session as the guards see it. Subscribing here loads the account of the session's
 * role (CompanyData, CreatorData or OpsMe, never two) when a guarded page needs it and nothing
 * has loaded it yet (right after login); otherwise the cached result is reused. A 401
 * clears the token, which makes the status anonymous.
 */
export function useAccountStatus(): AccountStatus {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const role = useAppSelector(selectRole);
  const company = useAppSelector(selectAccount);
  const creator = useAppSelector(selectCreatorAccount);
  const operator = useAppSelector(selectOperator);
  const companyQuery = useCompanyDataQuery(undefined, {
    skip: !isAuthenticated || role !== 'company',
  });
  const creatorQuery = useCreatorDataQuery(undefined, {
    skip: !isAuthenticated || role !== 'creator',
  });
  const operatorQuery = useOpsMeQuery(undefined, {
    skip: !isAuthenticated || role !== 'operator',
  });

  if (!isAuthenticated) return { status: 'anonymous' };
  if (role === 'creator' && creator) return { status: 'ready', role, account: creator };
  if (role === 'company' && company) return { status: 'ready', role, account: company };
  if (role === 'operator' && operator) return { status: 'ready', role, account: operator };
  const query =
    role === 'creator' ? creatorQuery : role === 'operator' ? operatorQuery : companyQuery;
  if (query.isError && !isUnauthorized(query.error)) {
    return { status: 'error', role, retry: () => void query.refetch() };
  }
  return { status: 'loading', role };
}

function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error
    ? error.kind === 'unauthorized'
    : false;
}
