import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { makeStore } from '@/store/store';
import { AppProviders } from './app/AppProviders';
import { ErrorBoundary } from './app/ErrorBoundary';
import { LoadingOverlay } from './ui/LoadingOverlay';
import { installGlobalErrorHandlers } from './errors/reportError';
import { i18n } from './i18n';
import { listenerRouter } from './router/listenerRouter';
import { appRoutes } from './router/routes';

installGlobalErrorHandlers(window);

// The router first: the store's listeners navigate with it (to Login when a session ends).
const router = createBrowserRouter(appRoutes);
const store = makeStore(undefined, { router: listenerRouter(router), window });
const persistor = persistStore(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <AppProviders>
        <ErrorBoundary>
          <PersistGate
            persistor={persistor}
            loading={<LoadingOverlay />}
            // The stored language applies before the first screen renders: no flash of English.
            onBeforeLift={async () => {
              await i18n.changeLanguage(store.getState().preferences.locale);
            }}
          >
            <RouterProvider router={router} />
          </PersistGate>
        </ErrorBoundary>
      </AppProviders>
    </Provider>
  </StrictMode>,
);
