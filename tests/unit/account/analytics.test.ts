import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { sessionApi } from '@/src/entities/session/api';
import { loggedIn, loggedOut } from '@/src/entities/session/sessionSlice';
import { makeStore } from '@/store/store';
import { companyAccount } from '../helpers/api';
import { companyData, stubApi } from './apiStub';

const account = companyAccount({ id: '42', created_at: '2025-01-15T10:00:00.000Z' });

async function loadAccount(store: ReturnType<typeof makeStore>) {
  await store.dispatch(
    sessionApi.endpoints.companyData.initiate(undefined, { forceRefetch: true, subscribe: false }),
  );
}

function freshStore() {
  stubApi({ CompanyData: companyData(account) });
  return makeStore({ session: { token: 'token-1', role: 'company' } });
}

describe('analytics', () => {
  let chat: Mock<(command: string, settings?: Record<string, unknown>) => void>;

  beforeEach(() => {
    window.dataLayer = [];
    chat = vi.fn();
    window.Intercom = chat;
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.dataLayer;
    delete window.Intercom;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('sends nothing and loads no script when no id is configured', async () => {
    vi.stubEnv('VITE_GTM_ID', '');
    vi.stubEnv('VITE_CHAT_APP_ID', '');
    const store = freshStore();
    await loadAccount(store);
    expect(window.dataLayer).toEqual([]);
    expect(chat).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("pushes one 'boot' event per session to the tag manager when its id is set", async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    const store = freshStore();
    expect(document.getElementById('gtm-script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1',
    );
    await loadAccount(store);
    await loadAccount(store);
    const boots = window.dataLayer?.filter((event) => event.event === 'boot');
    expect(boots).toEqual([
      {
        event: 'boot',
        user_id: 'CO/42',
        name: 'Ada Lovelace',
        email: 'ada@northwind.test',
        created_at: '2025-01-15T10:00:00.000Z',
        role: 'company',
      },
    ]);
    // The chat widget has no id: it is left alone.
    expect(chat).not.toHaveBeenCalled();

    // A new login is a new session: it boots again.
    store.dispatch(loggedOut());
    store.dispatch(loggedIn({ token: 'token-2', role: 'company' }));
    await loadAccount(store);
    expect(window.dataLayer?.filter((event) => event.event === 'boot')).toHaveLength(2);
  });

  it('tells the chat widget who the user is when its id is set, and forgets him on logout', async () => {
    vi.stubEnv('VITE_CHAT_APP_ID', 'chat-app');
    const store = freshStore();
    expect(chat).toHaveBeenCalledWith('boot', { app_id: 'chat-app' });
    await loadAccount(store);
    expect(chat).toHaveBeenCalledWith('update', {
      user_id: 'CO/42',
      name: 'Ada Lovelace',
      email: 'ada@northwind.test',
      created_at: Date.parse('2025-01-15T10:00:00.000Z') / 1000,
      role: 'company',
    });
    expect(window.dataLayer).toEqual([]);

    chat.mockClear();
    await loadAccount(store);
    expect(chat).not.toHaveBeenCalled();

    store.dispatch(loggedOut());
    expect(chat.mock.calls).toEqual([['shutdown'], ['boot', { app_id: 'chat-app' }]]);
  });

  it('names the user by the company, then the e-mail, before onboarding', async () => {
    vi.stubEnv('VITE_GTM_ID', 'GTM-TEST1');
    stubApi({
      CompanyData: companyData(
        companyAccount({ first_name: null, last_name: null, company_name: null }),
      ),
    });
    const store = makeStore({ session: { token: 't', role: 'company' } });
    await loadAccount(store);
    expect(window.dataLayer?.find((event) => event.event === 'boot')?.name).toBe(
      'ada@northwind.test',
    );
  });
});
