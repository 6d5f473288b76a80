// Puts the chosen colour theme on <html> before the first paint, so a dark page never flashes
// light (issue 7 §4). A file, not an inline script: the CSP allows scripts from 'self' only.
// src/lib/theme.ts keeps the theme in step afterwards: the storage key, the class and the
// colours here must stay the same as there.
(function () {
  var preference = 'system';
  try {
    var stored = window.localStorage.getItem('cadence-theme');
    if (stored === 'light' || stored === 'dark') preference = stored;
  } catch {
    // No storage (private mode): follow the system.
  }
  var dark = preference === 'dark' || (preference === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  var themeColor = document.querySelector('meta[name="theme-color"]');
  if (themeColor) themeColor.setAttribute('content', dark ? '#0b1020' : '#4f46e5');
  var colorScheme = document.querySelector('meta[name="color-scheme"]');
  if (colorScheme) colorScheme.setAttribute('content', dark ? 'dark' : 'light');
})();
