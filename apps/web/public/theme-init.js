// Puts the chosen colour theme on <html> before the first paint, so a dark page never flashes
// light (issue 7 §4). The build writes it into index.html (build/inline-first-paint.ts), so the first
// paint waits for no request; the server's CSP allows it by its hash.
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

// The browser's first Intl call loads its locale data: ~25 ms on a laptop, four times that on a
// mid-range phone. Every screen formats dates and every API request names the person's time zone, so
// the cost is certain; paid here, before anything is on screen to tap, it does not sit inside the
// first screen's tasks where it would delay a tap (issue 19 "TBT", decision 015).
try {
  Intl.DateTimeFormat().resolvedOptions();
} catch {
  // No Intl: src/lib/local-date.ts falls back on its own.
}
