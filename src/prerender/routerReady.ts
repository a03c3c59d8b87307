import type { DataRouter } from 'react-router-dom';

/** Resolves once the router has loaded the lazy route of its first location. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
