import { lazy, Suspense, type ComponentProps } from 'react';
import { loadLoggedInTexts } from '@/src/i18n';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';

// The company layout (sidebar, drawer, menus) is its own chunk, and the logged-in
// features' texts are chunks too: the logged-out routes, Login first, never load them.
const CompanyLayout = lazy(async () => {
  const [layout] = await Promise.all([import('./CompanyLayout'), loadLoggedInTexts()]);
  return { default: layout.CompanyLayout };
});

export function LazyCompanyLayout(props: ComponentProps<typeof CompanyLayout>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <CompanyLayout {...props} />
    </Suspense>
  );
}
