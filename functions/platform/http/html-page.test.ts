import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ICON, renderHtmlPage } from './html-page';

describe('renderHtmlPage', () => {
  // Without an icon link the browser asked for /favicon.ico, which nothing serves: a 404 and an empty tab icon on the
  // sign-in and local checkout pages.
  it("names the web app's own icon, which the web app serves", () => {
    const page = renderHtmlPage({ title: 'Sign in', content: '<p>Hi</p>' });
    expect(page).toContain(`<link rel="icon" type="image/svg+xml" href="${APP_ICON}">`);
    expect(existsSync(fileURLToPath(new URL(`../../../web/public${APP_ICON}`, import.meta.url)))).toBe(true);
  });
});
