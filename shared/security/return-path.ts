/**
 * Where sign-in may send the browser back to (`/api/login?returnTo=/invite/…`): a path of this app only. A value that
 * could leave the origin (`//evil.example`, `/\evil`, `https://…`, control characters, anything but a plain path
 * with a query) is dropped, and sign-in lands on the app's home as before.
 */
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/%?=&]{0,511}$/;

export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && SAFE_PATH.test(value) ? value : undefined;
}

/** `?returnTo=…` for a safe path, else nothing: appended to the sign-in URLs. */
export function returnToQuery(returnTo: string | undefined, separator: '?' | '&' = '?'): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${separator}returnTo=${encodeURIComponent(safe)}` : '';
}
