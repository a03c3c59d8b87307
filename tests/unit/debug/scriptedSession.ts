import { persistStore } from 'redux-persist';
import { vi } from 'vitest';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { localeChanged, sidebarToggled } from '@/features/preferences/preferencesSlice';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { sessionApi } from '@/src/entities/session/api';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { documentFromSource } from '@/domain/graphqlDocument';
import { getActionRecorder, type ActionRecorder } from '@/store/debug/actionLog';
import { baseApi } from '@/store/baseApi';
import { makeStore, type AppStore } from '@/store/store';
import { companyAccount } from '../helpers/api';
import { SECRETS } from './secrets';

/**
 * A scripted sign-in-and-navigate session on a real store (listeners, RTK Query,
 * persistence), against a stubbed GraphQL server. Secrets travel where real ones do:
 * mutation arguments, the login result, the session token, a query's cache key.
 */

const COMPANY_LOGIN = documentFromSource(`
  mutation CompanyLogin($email: String!, $password: String!) {
    CompanyLogin(email: $email, password: $password) {
      status
      authorization {
        token
        type
        expires_in
      }
    }
  }
`);
const VERIFY = documentFromSource(`
  mutation CompanyEmailVerificationByCode($email_validation_code: String!) {
    CompanyEmailVerificationByCode(email_validation_code: $email_validation_code) {
      status
    }
  }
`);
const CARD_CHECK = documentFromSource(`
  query CardCheck($card: CardInput!) {
    CardCheck(card: $card) {
      last4
    }
  }
`);

interface LoginResult {
  CompanyLogin: AuthResult;
}
interface AuthResult {
  status: string;
  authorization: { token: string };
}

// Endpoints of this test only (named so no real feature's can clash with them).
const scriptedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Like the app's companyLogin: its AuthResult is what the session listeners log in with.
    scriptedLogin: build.mutation<AuthResult, { email: string; password: string }>({
      query: (variables) => ({ document: COMPANY_LOGIN, variables, guest: true }),
      transformResponse: (response: LoginResult) => response.CompanyLogin,
    }),
    scriptedVerify: build.mutation<unknown, { email_validation_code: string }>({
      query: (variables) => ({ document: VERIFY, variables }),
    }),
    scriptedCardCheck: build.query<unknown, { card: { number: string; cvc: string } }>({
      query: (variables) => ({ document: CARD_CHECK, variables }),
    }),
  }),
});

const account = companyAccount();

const replies: Record<string, unknown> = {
  CompanyLogin: {
    CompanyLogin: {
      status: 'success',
      authorization: { token: SECRETS.token, type: 'bearer', expires_in: 3600 },
    },
  },
  CompanyData: { CompanyData: account },
  CompanyEmailVerificationByCode: { CompanyEmailVerificationByCode: { status: 'success' } },
  CardCheck: { CardCheck: { last4: '4242' } },
};

export function stubGraphqlServer() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName = '' } = JSON.parse(String(init?.body ?? '{}')) as {
      operationName?: string;
    };
    const data = replies[operationName];
    if (!data) throw new Error(`The scripted server does not know ${operationName}`);
    return Response.json({ data });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export interface RecordedSession {
  store: AppStore;
  recorder: ActionRecorder;
}

/** Runs the session; the caller turns fake timers on (toasts and RTK Query wait). */
export async function runScriptedSession(): Promise<RecordedSession> {
  stubGraphqlServer();
  const store = makeStore();
  const recorder = getActionRecorder(store);
  if (!recorder) throw new Error('A live store records its actions');
  await new Promise<void>((resolve) => persistStore(store, null, resolve));

  // Sign in (the session listeners store the token the login returns).
  await store
    .dispatch(
      scriptedApi.endpoints.scriptedLogin.initiate({
        email: account.email,
        password: SECRETS.password,
      }),
    )
    .unwrap();
  const accountQuery = store.dispatch(sessionApi.endpoints.companyData.initiate());
  await accountQuery;
  await store.dispatch(
    scriptedApi.endpoints.scriptedVerify.initiate({ email_validation_code: SECRETS.code }),
  );

  // Navigate: preferences, notices, a real-time message, a screen with its own query.
  store.dispatch(sidebarToggled());
  store.dispatch(localeChanged('es'));
  store.dispatch(flashAdded({ content: 'Brand created', themeColor: 'green' }));
  store.dispatch(toastAdded({ message: 'Saved', type: 'success' }));
  store.dispatch(messageReceived({ topic: 'deal/7', message: { message: 'Deal started' } }));
  const cardQuery = store.dispatch(
    scriptedApi.endpoints.scriptedCardCheck.initiate({
      card: { number: SECRETS.cardNumber, cvc: SECRETS.cvc },
    }),
  );
  await cardQuery;

  // Leave the screens: subscriptions end, the toast runs its course.
  cardQuery.unsubscribe();
  accountQuery.unsubscribe();
  await vi.advanceTimersByTimeAsync(6000);
  return { store, recorder };
}
