import { lazy, Suspense, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens: a list page's create form brings its
 * form library, validation rules and upload widgets, none of which the page needs to show
 * its list. Once opened it stays mounted, so its closing animation plays. `preload` starts
 * the download early (on the opening button's pointer-enter or focus).
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await preload() }));

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Adjusting state while rendering (React's pattern for state derived from props).
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }

  return { Dialog: LazyDialog, preload: () => void preload() };
}
