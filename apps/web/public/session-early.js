// Asks for the session as soon as the page starts, in parallel with the app's JavaScript, rather
// than after it has downloaded and run (issue 19 §1, decision 013). src/lib/session.ts takes this
// answer for its first load, once; on any failure it asks again itself. A file, not an inline
// script: the CSP allows scripts from 'self' only.
(function () {
  try {
    window.__cadenceEarlySession = fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } }).then(function (response) {
      if (!response.ok) throw new Error('session ' + response.status);
      return response.text().then(function (text) {
        return text ? JSON.parse(text) : null;
      });
    });
    // Handled by the app when it takes it; this keeps an unused failure quiet.
    window.__cadenceEarlySession.catch(function () {});
    // Signed in: the shell's and this route's code are asked for now, while the app's own script is
    // still on its way, instead of once it has run (issue 19 "LCP", decision 015). The build lists the
    // files (apps/web/build/inline-first-paint.ts); src/app/first-route-preload.ts asks again later,
    // which the browser answers from what these links fetched.
    window.__cadenceEarlySession.then(function (session) {
      var files = window.__cadenceRouteFiles;
      if (!session || !session.user || !files) return;
      var route = window.location.pathname.replace(/(.)\/$/, '$1');
      if (!files[route]) return;
      var wanted = files.shell.concat(files[route]);
      for (var i = 0; i < wanted.length; i += 1) {
        if (document.querySelector('link[href="' + wanted[i] + '"]')) continue;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = wanted[i];
        document.head.appendChild(link);
      }
    }, function () {});
  } catch {
    // No fetch: the app asks itself.
  }
})();
