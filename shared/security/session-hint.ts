/**
 * A cookie that says only "this browser holds a session": not the session (that one is HttpOnly), not a secret, and
 * never trusted by the server. Set with the session and cleared at logout, it lets the first paint of a returning
 * signed-in visitor be the app's skeleton rather than the landing page (web/public/theme-init.js reads it before the
 * first paint; keep the name there in step).
 */
export const SESSION_HINT_COOKIE = '__Host-signed-in';
