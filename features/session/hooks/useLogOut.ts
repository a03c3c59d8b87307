import { useCallback } from 'react';
import { loggedOut } from '../sessionSlice';
import { useAppDispatch } from '@/store/hooks';
import { sessionApi } from '../api';

/**
 * How long logging out waits for the server to revoke the session. The user is logged
 * out locally whatever happens; a server that does not answer only delays it this much.
 */
export const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Logs out: asks the server to end the session (CompanyLogout) and then, whatever its
 * answer — an error, a 401 for an already dead token, no answer — ends it here.
 */
export function useLogOut() {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const request = dispatch(sessionApi.endpoints.companyLogout.initiate());
    let timer: number | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = window.setTimeout(resolve, LOGOUT_TIMEOUT_MS);
    });
    await Promise.race([request, timeout]);
    window.clearTimeout(timer);
    request.abort();
    dispatch(loggedOut());
  }, [dispatch]);
}
