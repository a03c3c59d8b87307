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
