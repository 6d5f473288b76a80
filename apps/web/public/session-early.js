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
  } catch {
    // No fetch: the app asks itself.
  }
})();
