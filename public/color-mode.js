// The stored colour mode applies before the first paint (no light flash in dark mode).
// The app keeps it under "theme" (src/ui/colorMode.ts) and takes over once it runs.
// A file, not an inline script, because the Content-Security-Policy allows scripts from
// this origin only.
try {
  var mode = localStorage.getItem('theme');
  var dark =
    mode === 'dark' ||
    (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
} catch (error) {
  // Storage can be blocked; the app then applies the mode a moment later.
}

// A prerendered page comes in the language of the "locale" cookie, which the app keeps
// equal to the stored preference (domain/preferences/rules.ts). When they differ (cookie
// cleared, or set before the preference was stored), the cookie is fixed and the page
// asked again before anything is painted. Once only: with the cookie already right and
// the page still in another language, the app renders over it instead of looping.
try {
  var root = document.documentElement;
  if (root.hasAttribute('data-prerendered')) {
    var stored = JSON.parse(localStorage.getItem('persist:ugc-desk') || 'null');
    var preferences =
      stored && typeof stored.preferences === 'string' ? JSON.parse(stored.preferences) : null;
    // The app's default language when nothing valid is stored (preferencesSlice).
    var locale = preferences && /^(en|es)$/.test(preferences.locale) ? preferences.locale : 'en';
    // The company frame's sidebar takes the width the visitor left it at.
    if (preferences && preferences.sidebarCollapsed === true) {
      root.setAttribute('data-sidebar', 'collapsed');
    }
    var cookie = /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie);
    if (locale !== root.lang && !(cookie && cookie[1] === locale)) {
      document.cookie = 'locale=' + locale + '; Path=/; Max-Age=31536000; SameSite=Lax';
      location.reload();
    }
  }
} catch (error) {
  // Storage can be blocked; the app then renders the page in its language once it runs.
}
