/**
 * Google Tag Manager: events go to `window.dataLayer`, which the container script reads.
 * The script is added once, and only when a container id is configured.
 */
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

const SCRIPT_ID = 'gtm-script';

export function loadTagManager(gtmId: string) {
  if (typeof document === 'undefined' || document.getElementById(SCRIPT_ID)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

export function pushToDataLayer(event: Record<string, unknown>) {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
