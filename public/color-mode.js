// The stored colour mode applies before the first paint (no light flash in dark mode).
// next-themes keeps it under "theme"; it takes over once React runs. A file, not an inline
// script, because the Content-Security-Policy allows scripts from this origin only.
try {
  var mode = localStorage.getItem('theme');
  var dark =
    mode === 'dark' ||
    (mode !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
} catch (error) {
  // Storage can be blocked; next-themes then applies the mode a moment later.
}
