/**
 * Bare apps the product's first load is compared with, built by the benchmarks in the same
 * run (same Vite, same compression):
 * - `chakraRedux`: one Chakra Button inside ChakraProvider and a Redux Provider;
 * - `stack`: the product's own client libraries, each used minimally: a store with RTK
 *   Query and redux-persist, a router with one route, i18next, a Chakra Button, and a yup
 *   schema validating a react-final-form form.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '@/server/build/precompress';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Bare</title>' +
  '</head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>';

const CHAKRA_REDUX = `import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
const counter = createSlice({ name: 'counter', initialState: 0, reducers: { inc: (n) => n + 1 } });
const store = configureStore({ reducer: { counter: counter.reducer } });
createRoot(document.getElementById('root')!).render(
  <Provider store={store}><ChakraProvider value={defaultSystem}><Button>Button</Button></ChakraProvider></Provider>,
);
`;

const STACK = `import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { Field, Form } from 'react-final-form';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistReducer, persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/lib/storage';
import * as yup from 'yup';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/v1' }),
  endpoints: (builder) => ({ info: builder.query<string, void>({ query: () => 'info' }) }),
});
const preferences = createSlice({ name: 'preferences', initialState: { locale: 'en' }, reducers: {} });
const reducer = combineReducers({ [api.reducerPath]: api.reducer, preferences: preferences.reducer });
const store = configureStore({
  reducer: persistReducer({ key: 'bare', storage, whitelist: ['preferences'] }, reducer),
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
});
const persistor = persistStore(store);
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { send: 'Send' } } } });

const schema = yup.object({ email: yup.string().email().required() });
function validate(values: object) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as yup.ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

function Page() {
  const { t } = useTranslation();
  api.useInfoQuery();
  return (
    <Form
      onSubmit={() => {}}
      validate={validate}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <Field name="email" component="input" />
          <Button type="submit">{t('send')}</Button>
        </form>
      )}
    />
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <PersistGate persistor={persistor}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </PersistGate>
  </Provider>,
);
`;

async function buildBare(benchDir: string, name: string, main: string): Promise<string> {
  const source = path.join(benchDir, `${name}-src`);
  const out = path.join(benchDir, name);
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  writeFileSync(path.join(source, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(source, 'main.tsx'), main);
  await build({
    configFile: false,
    root: source,
    plugins: [react(), precompress()],
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  return out;
}

export async function buildBaselines(benchDir: string) {
  return {
    chakraRedux: await buildBare(benchDir, 'baseline-chakra-redux', CHAKRA_REDUX),
    stack: await buildBare(benchDir, 'baseline-stack', STACK),
  };
}
