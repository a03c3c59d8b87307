import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';

// The company layout (sidebar, drawer, menus) is its own chunk: the logged-out routes,
// Login first, never load it.
const CompanyLayout = lazy(async () => ({
  default: (await import('./CompanyLayout')).CompanyLayout,
}));

export function LazyCompanyLayout(props: ComponentProps<typeof CompanyLayout>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <CompanyLayout {...props} />
    </Suspense>
  );
}
