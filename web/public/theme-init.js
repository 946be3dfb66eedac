// Runs synchronously in <head> so the page never paints in the wrong theme. Mirrors web/src/lib/theme.ts:
// key 'theme' in localStorage, 'light' (default) or 'dark', applied as a class on <html>.
(() => {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked (privacy settings); the default theme still applies.
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  // A returning signed-in visitor sees the app's skeleton, not the landing page, while the session is checked
  // (the hint cookie is set with the session and cleared at logout: shared/security/session-hint.ts).
  if (/(?:^|;\s*)__Host-signed-in=1(?:;|$)/.test(document.cookie)) root.setAttribute('data-session-hint', '');
})();
