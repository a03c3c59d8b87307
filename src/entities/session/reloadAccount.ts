import type { AppDispatch } from '@/store/coreStore';
import { sessionApi } from './api';
import type { SessionRole } from './sessionSlice';

/**
 * Loads the account of a role (CompanyData, CreatorData or OpsMe) afresh, without
 * subscribing: after startup, and to check that a session still stands (a 401 ends it).
 */
export async function reloadAccount(dispatch: AppDispatch, role: SessionRole): Promise<void> {
  const options = { forceRefetch: true, subscribe: false } as const;
  const { companyData, creatorData, opsMe } = sessionApi.endpoints;
  if (role === 'creator') await dispatch(creatorData.initiate(undefined, options));
  else if (role === 'operator') await dispatch(opsMe.initiate(undefined, options));
  else await dispatch(companyData.initiate(undefined, options));
}
