import { lazy, Suspense, type ComponentProps } from 'react';
import { useAppStore } from '@/store/hooks';
import { loadLoggedInTexts } from '@/src/i18n';
import { loadLaterRecipes } from '@/src/theme/system';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';

// The creators' layout is its own chunk, with the logged-in features' texts and listeners
// (which keep the marketplace, the applications and the bell live): neither the logged-out
// routes nor the company's pages load it (docs/performance.md#the-first-screen).
const CreatorLayout = lazy(async () => {
  const [layout, listeners, bell] = await Promise.all([
    import('./CreatorLayout'),
    import('@/store/loggedInListeners'),
    import('@/features/notifications/components/NotificationBell'),
    loadLoggedInTexts(),
    loadLaterRecipes(),
  ]);
  const { CreatorLayout: Layout } = layout;
  const { NotificationBell } = bell;
  function WithLoggedInListeners(props: ComponentProps<typeof Layout>) {
    // During render, not in an effect, as in the company layout: once per store.
    listeners.startLoggedInListeners(useAppStore());
    return <Layout notifications={<NotificationBell />} {...props} />;
  }
  return { default: WithLoggedInListeners };
});

export function LazyCreatorLayout(props: ComponentProps<typeof CreatorLayout>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <CreatorLayout {...props} />
    </Suspense>
  );
}
