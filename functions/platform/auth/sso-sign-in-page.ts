import { returnToQuery, safeReturnPath } from '@shared/security/return-path';
import { errorList, escapeHtml, renderHtmlPage } from '../http/html-page';

/** What the 'Sign in with SSO' page shows: a problem above the form, the email typed, the way back. */
export interface SsoSignInPageState {
  errors?: string[];
  email?: string;
  returnTo?: string;
}

/**
 * 'Sign in with SSO', in both modes: the work email finds the workspace by its domain, and the form (a plain GET, no
 * script, under the API's strict CSP) goes on to that workspace's identity provider.
 */
export function renderSsoSignInPage({ errors = [], email = '', returnTo }: SsoSignInPageState): string {
  const back = safeReturnPath(returnTo);
  const backField = back ? `<input type="hidden" name="returnTo" value="${escapeHtml(back)}">` : '';
  return renderHtmlPage({
    title: 'Sign in with SSO',
    content: `<h1>Sign in with SSO</h1>
    <p class="note">Your workspace signs in with your company's account (Google Workspace, Microsoft Entra, …).</p>
    ${errorList(errors)}
    <form method="get" action="/api/auth/sso/start">
      ${backField}
      <label for="email">Work email</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}" required>
      <button type="submit">Continue</button>
    </form>
    <p class="switch"><a href="/api/login${escapeHtml(returnToQuery(back))}">Sign in another way</a></p>`,
  });
}
