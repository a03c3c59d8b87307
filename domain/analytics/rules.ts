/** Which third parties run: each only when its id is configured (docs/product.md#analytics). */
export interface AnalyticsConfig {
  /** Google Tag Manager container id (`VITE_GTM_ID`, e.g. GTM-XXXXXXX). */
  gtmId?: string;
  /** Chat widget app id (`VITE_CHAT_APP_ID`). */
  chatAppId?: string;
}

type Env = Partial<Record<'VITE_GTM_ID' | 'VITE_CHAT_APP_ID', unknown>>;

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Read from the build's environment (Vite inlines VITE_* variables). `import.meta.env`
 * is absent when the store runs under plain Node (npm run replay, benches).
 */
export function analyticsConfig(env: Env | undefined = import.meta.env as Env | undefined) {
  return {
    gtmId: nonEmpty(env?.VITE_GTM_ID),
    chatAppId: nonEmpty(env?.VITE_CHAT_APP_ID),
  } satisfies AnalyticsConfig;
}

/** What the Content-Security-Policy must allow for a third party: directive → sources. */
export type CspSources = Partial<
  Record<
    | 'script-src'
    | 'connect-src'
    | 'img-src'
    | 'font-src'
    | 'media-src'
    | 'frame-src'
    | 'form-action',
    string[]
  >
>;

/** Tag Manager's container script and what Google Analytics tags send (Google's CSP guide). */
export const TAG_MANAGER_CSP: CspSources = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
};

/** The Intercom-compatible messenger: its scripts, API and live socket, files and sheets. */
export const CHAT_WIDGET_CSP: CspSources = {
  'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
  'connect-src': [
    'https://*.intercom.io',
    'wss://*.intercom.io',
    'https://*.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'img-src': [
    'https://*.intercomcdn.com',
    'https://static.intercomassets.com',
    'https://*.intercom.io',
    'https://uploads.intercomusercontent.com',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ['https://js.intercomcdn.com', 'https://*.intercomcdn.com'],
  'frame-src': ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  'form-action': ['https://intercom.help', 'https://api-iam.intercom.io'],
};

/** The third-party sources the page needs: only those of the services configured. */
export function analyticsCspSources(config: AnalyticsConfig): CspSources[] {
  return [config.gtmId ? TAG_MANAGER_CSP : {}, config.chatAppId ? CHAT_WIDGET_CSP : {}];
}
