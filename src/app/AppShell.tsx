import { useEffect, useRef } from 'react';
import { matchPath, Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';
import { ScrollToTop } from '@/src/ui/ScrollToTop';
import { Toaster } from '@/features/toasts/components/Toaster';
import { DebugPanel } from '@/features/debug/components/DebugPanel';
import { selectIsAuthenticated } from '@/features/session/sessionSlice';
import { OPEN_PATTERNS, paths } from '@/src/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { DocumentTitle } from './DocumentTitle';

/**
 * The root route: what every page shares whatever its layout (the account itself is
 * loaded by the session listeners). It sends an ended session to Login and shows the
 * overlay while a screen's chunk loads.
 */
export function AppShell() {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  useSessionEndRedirect(isAuthenticated);
  const navigation = useNavigation();

  return (
    <>
      <DocumentTitle />
      <ScrollToTop />
      {navigation.state === 'loading' && <LoadingOverlay />}
      <Outlet />
      <Toaster />
      <DebugPanel />
    </>
  );
}

/**
 * Logout or a 401 ends the session: the user goes to Login from wherever he is — also
 * from pages without a guard (impersonation, an unknown path) — except the open pages
 * (password reset, e-mail change), which work logged out.
 */
function useSessionEndRedirect(isAuthenticated: boolean) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    const ended = wasAuthenticated.current && !isAuthenticated;
    wasAuthenticated.current = isAuthenticated;
    if (!ended || OPEN_PATTERNS.some((pattern) => matchPath(pattern, pathname))) return;
    if (pathname !== paths.login) navigate(paths.login, { replace: true });
  }, [isAuthenticated, pathname, navigate]);
}
