import { Outlet, useNavigation } from 'react-router-dom';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';
import { ScrollToTop } from '@/src/ui/ScrollToTop';
import { Toaster } from '@/features/toasts/components/Toaster';
import { DebugPanel } from '@/features/debug/components/DebugPanel';
import { DocumentTitle } from './DocumentTitle';

/**
 * The root route: what every page shares whatever its layout (the account itself is
 * loaded, and an ended session sent to Login, by the session listeners). It shows the
 * overlay while a screen's chunk loads.
 */
export function AppShell() {
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
