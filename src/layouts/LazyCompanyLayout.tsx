import { lazy, Suspense, type ComponentProps } from 'react';
import { useAppStore } from '@/store/hooks';
import { loadLoggedInTexts } from '@/src/i18n';
import { loadLaterRecipes } from '@/src/theme/system';
import { LoadingOverlay } from '@/src/ui/LoadingOverlay';

// The company layout (sidebar, drawer, menus) is its own chunk, and so are the logged-in
// features' texts and listeners (with the endpoints they use) and the campaign drafts'
// slice: the logged-out routes, Login first, never load them
// (docs/performance.md#the-first-screen).
const CompanyLayout = lazy(async () => {
  const [layout, listeners, drafts] = await Promise.all([
    import('./CompanyLayout'),
    import('@/store/loggedInListeners'),
    import('@/store/campaignDraft'),
    loadLoggedInTexts(),
    loadLaterRecipes(),
  ]);
  // Before any screen of the layout reads or saves a draft.
  drafts.joinCampaignDrafts();
  function WithLoggedInListeners(props: ComponentProps<typeof layout.CompanyLayout>) {
    // During render, not in an effect: the screens' effects run before their parent's and
    // start queries whose results these listeners keep live. Once per store.
    listeners.startLoggedInListeners(useAppStore());
    return <layout.CompanyLayout {...props} />;
  }
  return { default: WithLoggedInListeners };
});

export function LazyCompanyLayout(props: ComponentProps<typeof CompanyLayout>) {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <CompanyLayout {...props} />
    </Suspense>
  );
}
