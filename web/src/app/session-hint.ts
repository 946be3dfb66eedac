import { SESSION_HINT_COOKIE } from '@shared/security/session-hint';

/**
 * The first paint's decision, undone once the session check has answered: the skeleton goes, and either the app
 * (mounted into #root) or the landing page shows. A hint that turned out wrong (an expired or ended session) is
 * cleared, so the next visit paints the landing page straight away.
 */
export function settleSessionHint(doc: Document, signedIn: boolean): void {
  doc.getElementById('shell-skeleton')?.remove();
  doc.documentElement.removeAttribute('data-session-hint');
  if (!signedIn && hasSessionHint(doc)) {
    doc.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Secure; SameSite=Lax; Max-Age=0`;
  }
}

export function hasSessionHint(doc: Document): boolean {
  return doc.cookie.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);
}
