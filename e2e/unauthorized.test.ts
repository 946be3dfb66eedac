import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { browserForThisFile, openPage } from './support/browser';
import { screenshot } from './support/screenshots';

const browser = await browserForThisFile();

describe('401 from the API while signed in', () => {
  it("shows 'Unauthorized: You are logged out. Logging in again...' and goes to sign-in after 500 ms", async () => {
    const { context, page } = await openPage(browser);
    await signUp(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The session ends behind the app's back (expired, or signed out in another tab).
    await context.clearCookies();
    // Watched inside the page on every animation frame: the toast is up for only 500 ms before the app leaves, less than
    // a round trip per locator takes on a loaded machine.
    const toastShown = page.waitForFunction(
      () => {
        const text = document.querySelector('[role="region"][aria-label^="Notifications"]')?.textContent ?? '';
        return text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...');
      },
      undefined,
      { polling: 'raf' },
    );
    // The Tasks screen loads its list from the API, which now answers 401 Unauthorized.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();

    await toastShown;
    const shownAt = Date.now();
    await screenshot(page, 'unauthorized-toast');

    await page.waitForURL(/\/api\/auth\/local/);
    expect(Date.now() - shownAt).toBeLessThan(5_000);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
