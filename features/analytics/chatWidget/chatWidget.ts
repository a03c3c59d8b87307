/**
 * The support chat widget, behind one small wrapper so the rest of the app never touches
 * the vendor's global. It speaks the Intercom Messenger API (`Intercom('boot' | 'update' |
 * 'shutdown', …)`), the "update" of docs/product.md#analytics; another vendor with the
 * same verbs only changes the script URL here.
 */
type ChatCommand = 'boot' | 'update' | 'shutdown';
type ChatApi = ((command: ChatCommand, settings?: Record<string, unknown>) => void) & {
  q?: unknown[][];
};

declare global {
  interface Window {
    Intercom?: ChatApi;
  }
}

const SCRIPT_ID = 'chat-widget-script';

/** The user the widget is told about (docs/product.md#analytics). */
export interface ChatUser {
  user_id: string;
  name: string;
  email: string;
  /** Unix seconds: the widget's format for dates. */
  created_at: number;
  role: string;
}

/**
 * Installs the vendor's command queue (calls made before the script has loaded are kept
 * and replayed by it), loads the script once, and boots the messenger for a visitor.
 */
export function loadChatWidget(appId: string) {
  if (typeof document === 'undefined') return;
  if (!window.Intercom) {
    const queue: unknown[][] = [];
    const api: ChatApi = (...args) => {
      queue.push(args);
    };
    api.q = queue;
    window.Intercom = api;
  }
  if (!document.getElementById(SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    document.head.appendChild(script);
  }
  window.Intercom?.('boot', { app_id: appId });
}

export function updateChatWidget(user: ChatUser) {
  window.Intercom?.('update', { ...user });
}

/** Forgets the user (logout), then offers the messenger to the next visitor. */
export function resetChatWidget(appId: string) {
  window.Intercom?.('shutdown');
  window.Intercom?.('boot', { app_id: appId });
}
