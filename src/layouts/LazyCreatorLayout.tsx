import { lazy, Suspense, type ComponentProps } from 'react';
import { loadLoggedInTexts } from '@/src/i18n';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';

// The creators' layout is its own chunk, with the logged-in features' texts: neither the
// logged-out routes nor the company's pages load it (docs/performance.md#the-first-screen).
const CreatorLayout = lazy(async () => {
  const [layout] = await Promise.all([import('./CreatorLayout'), loadLoggedInTexts()]);
  return { default: layout.CreatorLayout };
});

export function LazyCreatorLayout(props: ComponentProps<typeof CreatorLayout>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <CreatorLayout {...props} />
    </Suspense>
  );
}
