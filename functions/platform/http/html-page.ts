import { APP_FONT_STACK } from '@shared/ui/app-font';

/**
 * The frame of the few pages the API renders itself (local sign-in, local billing): plain HTML and inline styles,
 * no JavaScript, so they work under the API's strict page CSP and look like one product.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Problems shown above a form; every one escaped. */
export function errorList(errors: readonly string[]): string {
  if (!errors.length) return '';
  return `<div class="errors" role="alert"><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`;
}

/**
 * Light or dark as the device prefers (the page runs no script, so it cannot read the app's saved choice), in the
 * app's typeface and colours.
 */
const BASE_STYLES = `
    :root { color-scheme: light dark; font-family: ${APP_FONT_STACK}; }
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f6fb; color: #111827; }
    main { box-sizing: border-box; width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px;
      padding: 2rem; box-shadow: 0 10px 30px rgba(15, 23, 42, .08); }
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
    @media (max-width: 24rem) { main { width: calc(100vw - 1rem); padding: 1.5rem 1rem; } }
    @media (prefers-color-scheme: dark) {
      body { background: #0b1120; color: #e5e7eb; } main { background: #111827; }
      .note, .hint { color: #9ca3af; } input { background: #0b1120; color: inherit; border-color: #4b5563; }
      a, .brand { color: #93c5fd; } button { background: #2563eb; }
      main { box-shadow: 0 10px 30px rgba(0, 0, 0, .4); border: 1px solid #1f2937; }
      .errors { background: #450a0a; color: #fecaca; border-color: #7f1d1d; }
    }`;

/** The app's icon, served beside the web app on the same origin (img-src 'self'); without it the tab had none. */
export const APP_ICON = '/favicon.svg';

/** A whole page: `title` is escaped here; `content` is HTML the caller built (and escaped) itself. */
export function renderHtmlPage({ title, content, styles = '' }: { title: string; content: string; styles?: string }) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="icon" type="image/svg+xml" href="${APP_ICON}">
  <style>${BASE_STYLES}${styles}
  </style>
</head>
<body>
  <main>
    <a class="brand" href="/">BizPilot</a>
    ${content}
  </main>
</body>
</html>`;
}
