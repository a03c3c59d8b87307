import { isAnyOf } from '@reduxjs/toolkit';
import { impersonated, loggedIn, loggedOut } from '@/src/entities/session/sessionSlice';
import type { CompanyData } from '@/src/entities/session/api';
import { apiUnauthorized } from '@/store/apiEvents';
import { queryFulfilled } from '@/store/apiHost';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { analyticsConfig, type AnalyticsConfig } from '@/domain/analytics/rules';
import {
  loadChatWidget,
  resetChatWidget,
  updateChatWidget,
  type ChatUser,
} from './chatWidget/chatWidget';
import { loadTagManager, pushToDataLayer } from './tagManager/tagManager';

/** The only role, tracked as "company"; user ids are `CO/{id}` (docs/product.md#analytics). */
export const ANALYTICS_ROLE = 'company';
export const userIdOf = (account: Pick<CompanyData, 'id'>) => `CO/${account.id}`;

function displayName(account: CompanyData): string {
  const person = [account.first_name, account.last_name].filter(Boolean).join(' ').trim();
  return person || account.company_name?.trim() || account.email;
}

/** The tag manager's 'boot' event (docs/product.md#analytics). */
export function bootEvent(account: CompanyData) {
  return {
    event: 'boot',
    user_id: userIdOf(account),
    name: displayName(account),
    email: account.email,
    created_at: account.created_at,
    role: ANALYTICS_ROLE,
  };
}

export function chatUser(account: CompanyData): ChatUser {
  return {
    user_id: userIdOf(account),
    name: displayName(account),
    email: account.email,
    created_at: Math.floor(new Date(account.created_at).getTime() / 1000),
    role: ANALYTICS_ROLE,
  };
}

/**
 * Analytics as side effects of the session: when the account loads (after login, on the
 * load of a logged-in app, after impersonation) the tag manager gets one 'boot' event per
 * session and the chat widget learns who is talking; logging out makes it forget. With
 * neither id configured nothing is registered at all.
 */
export function addAnalyticsListeners(
  startAppListening: AppStartListening,
  config: AnalyticsConfig = analyticsConfig(),
) {
  const { gtmId, chatAppId } = config;
  if (!gtmId && !chatAppId) return;
  if (gtmId) loadTagManager(gtmId);
  if (chatAppId) loadChatWidget(chatAppId);

  // Per store: the user booted in this session, and what the widget was last told.
  let bootedUserId: string | null = null;
  let lastChatUser = '';

  startAppListening({
    // By the endpoint's name: the account's query loads with the API, after the first screen.
    matcher: queryFulfilled<CompanyData>('companyData'),
    effect: (action) => {
      const account = action.payload;
      if (gtmId && bootedUserId !== userIdOf(account)) pushToDataLayer(bootEvent(account));
      bootedUserId = userIdOf(account);
      const user = chatUser(account);
      // The account reloads after verification and onboarding: only news is sent.
      if (chatAppId && JSON.stringify(user) !== lastChatUser) {
        lastChatUser = JSON.stringify(user);
        updateChatWidget(user);
      }
    },
  });

  startAppListening({
    matcher: isAnyOf(loggedIn, impersonated, loggedOut, apiUnauthorized),
    effect: () => {
      const hadUser = bootedUserId !== null;
      bootedUserId = null;
      lastChatUser = '';
      if (chatAppId && hadUser) resetChatWidget(chatAppId);
    },
  });
}
