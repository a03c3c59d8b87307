import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/store/store';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * What wraps every screen, in the browser (`main.tsx`) and in the build's prerendering
 * (`src/prerender/`): one tree for both, so that hydration finds the markup it renders.
 */
export function AppRoot({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppProviders>
          <ErrorBoundary>{children}</ErrorBoundary>
        </AppProviders>
      </Provider>
    </StrictMode>
  );
}
