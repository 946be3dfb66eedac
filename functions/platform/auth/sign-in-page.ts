import { PASSWORD_MIN_LENGTH } from '@shared/schemas/auth';

export type SignInPageMode = 'sign-in' | 'sign-up';

export interface SignInPageState {
  mode: SignInPageMode;
  errors?: string[];
  /** What the user typed, so a failed attempt loses nothing but the password. */
  values?: { email?: string; firstName?: string; lastName?: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function field(name: string, label: string, type: string, autocomplete: string, value = '', extra = ''): string {
  return `<label for="${name}">${label}</label>
      <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(value)}" required ${extra}>`;
}

/**
 * The built-in sign-in page of local mode: plain HTML forms posting to the API, no JavaScript, so it works
 * under the API's strict CSP. In AWS, Cognito's managed login replaces it.
 */
export function renderSignInPage({ mode, errors = [], values = {} }: SignInPageState): string {
  const signUp = mode === 'sign-up';
  const title = signUp ? 'Create your BizPilot account' : 'Sign in to BizPilot';
  const errorList = errors.length
    ? `<div class="errors" role="alert"><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';
  const nameFields = signUp
    ? `${field('firstName', 'First name', 'text', 'given-name', values.firstName, 'maxlength="100"')}
      ${field('lastName', 'Last name', 'text', 'family-name', values.lastName, 'maxlength="100"')}`
    : '';
  const passwordExtra = signUp ? `minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-hint"` : '';
  const passwordHint = signUp
    ? `<p id="password-hint" class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>`
    : '';
  const switchLink = signUp
    ? `Already have an account? <a href="/api/auth/local">Sign in</a>`
    : `New to BizPilot? <a href="/api/auth/local?mode=sign-up">Create an account</a>`;

  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <style>
    :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6fb; color: #111827; }
    main { width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 2rem;
      box-shadow: 0 10px 30px rgba(15, 23, 42, .08); }
    h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
    .brand { font-weight: 700; color: #2563eb; text-decoration: none; }
    .note { color: #4b5563; font-size: .875rem; margin: 0 0 1.5rem; }
    form { display: grid; gap: .5rem; }
    label { font-weight: 600; font-size: .9rem; margin-top: .5rem; }
    input { font: inherit; padding: .6rem .75rem; border: 1px solid #9ca3af; border-radius: 8px; }
    input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
    button { margin-top: 1rem; font: inherit; font-weight: 600; padding: .7rem; border: 0; border-radius: 8px;
      background: #1d4ed8; color: #fff; cursor: pointer; }
    .hint { margin: 0; color: #4b5563; font-size: .8rem; }
    .errors { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; border-radius: 8px; padding: .5rem 1rem;
      margin-bottom: 1rem; }
    .errors ul { margin: 0; padding-left: 1rem; }
    .switch { margin-top: 1.5rem; font-size: .9rem; }
    a { color: #1d4ed8; }
    @media (prefers-color-scheme: dark) {
      body { background: #0b1120; color: #e5e7eb; } main { background: #111827; }
      .note, .hint { color: #9ca3af; } input { background: #0b1120; color: inherit; border-color: #4b5563; }
      a, .brand { color: #93c5fd; }
      .errors { background: #450a0a; color: #fecaca; border-color: #7f1d1d; }
    }
  </style>
</head>
<body>
  <main>
    <a class="brand" href="/">BizPilot</a>
    <h1>${title}</h1>
    <p class="note">Local sign-in: accounts are stored in this app's own database on this machine.</p>
    ${errorList}
    <form method="post" action="/api/auth/local/${signUp ? 'sign-up' : 'sign-in'}">
      ${nameFields}
      ${field('email', 'Email', 'email', 'email', values.email)}
      ${field('password', 'Password', 'password', signUp ? 'new-password' : 'current-password', '', passwordExtra)}
      ${passwordHint}
      <button type="submit">${signUp ? 'Create account' : 'Sign in'}</button>
    </form>
    <p class="switch">${switchLink}</p>
  </main>
</body>
</html>`;
}
