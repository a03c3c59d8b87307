import { lazy, Suspense, type ComponentProps } from 'react';
import { useAppStore } from '@/store/hooks';
import { loadLoggedInTexts } from '@/src/i18n';
import { loadLaterRecipes } from '@/src/theme/system';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';

// The console's layout is its own chunk, with the console's listeners (which keep the
// queues live) and the logged-in texts: neither the logged-out routes, the console's login
// included, nor the company's and creators' layouts load them.
const OpsLayout = lazy(async () => {
  const [layout, listeners] = await Promise.all([
    import('./OpsLayout'),
    import('@/store/opsListeners'),
    loadLoggedInTexts(),
    loadLaterRecipes(),
  ]);
  const { OpsLayout: Layout } = layout;
  function WithOpsListeners(props: ComponentProps<typeof Layout>) {
    // During render, not in an effect, as in the company layout: once per store.
    listeners.startOpsListeners(useAppStore());
    return <Layout {...props} />;
  }
  return { default: WithOpsListeners };
});

export function LazyOpsLayout(props: ComponentProps<typeof OpsLayout>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <OpsLayout {...props} />
    </Suspense>
  );
}
