import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';
import { returnToQuery, safeReturnPath } from '@shared/security/return-path';
import { errorList, escapeHtml, renderHtmlPage } from '../http/html-page';

export type SignInPageMode = 'sign-in' | 'sign-up';

export interface SignInPageState {
  mode: SignInPageMode;
  errors?: string[];
  /** What the user typed, so a failed attempt loses nothing but the password. */
  values?: { email?: string; firstName?: string; lastName?: string };
  /** Where the app continues after signing in (a safe path of the app: an invitation). */
  returnTo?: string;
}

function field(name: string, label: string, type: string, autocomplete: string, value = '', extra = ''): string {
  return `<label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}" required ${extra}>`;
}

/**
 * The built-in sign-in page of local mode: plain HTML forms posting to the API, no JavaScript, so it works
 * under the API's strict CSP. In AWS, Cognito's managed login replaces it.
 */
export function renderSignInPage({ mode, errors = [], values = {}, returnTo }: SignInPageState): string {
  const signUp = mode === 'sign-up';
  const back = safeReturnPath(returnTo);
  const backField = back ? `<input type="hidden" name="returnTo" value="${escapeHtml(back)}">` : '';
  const title = signUp ? 'Create your BizPilot account' : 'Sign in to BizPilot';
  const nameFields = signUp
    ? `${field('firstName', 'First name', 'text', 'given-name', values.firstName, 'maxlength="100"')}
      ${field('lastName', 'Last name', 'text', 'family-name', values.lastName, 'maxlength="100"')}`
    : '';
  const passwordExtra = signUp ? `minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-hint"` : '';
  const passwordHint = signUp
    ? `<p id="password-hint" class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>`
    : '';
  const switchLink = signUp
    ? `Already have an account? <a href="/api/auth/local${escapeHtml(returnToQuery(back))}">Sign in</a>`
    : `New to BizPilot? <a href="/api/auth/local?mode=sign-up${escapeHtml(returnToQuery(back, '&'))}">Create an account</a>`;

  return renderHtmlPage({
    title,
    content: `<h1>${title}</h1>
    <p class="note">Local sign-in: accounts are stored in this app's own database on this machine.</p>
    ${errorList(errors)}
    <form method="post" action="/api/auth/local/${signUp ? 'sign-up' : 'sign-in'}">
      ${backField}
      ${nameFields}
      ${field('email', 'Email', 'email', 'email', values.email)}
      ${field('password', 'Password', 'password', signUp ? 'new-password' : 'current-password', '', passwordExtra)}
      ${passwordHint}
      <button type="submit">${signUp ? 'Create account' : 'Sign in'}</button>
    </form>
    <p class="switch">${switchLink}</p>
    <p class="switch"><a href="/api/auth/sso${escapeHtml(returnToQuery(back))}">Sign in with SSO</a></p>`,
  });
}
