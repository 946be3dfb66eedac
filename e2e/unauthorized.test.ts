import { describe, it } from 'vitest';
import { signUp } from './support/accounts';
import { browserForThisFile, openPage } from './support/browser';

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

    // The toast first, then sign-in. No screenshot between them: the page leaves 500 ms later, mid-capture on a loaded
    // machine (a capture timed out that way), and the 500 ms itself is `web/src/lib/unauthorized.test.ts`'s, on fake
    // timers, not a wall clock's.
    await toastShown;
    await page.waitForURL(/\/api\/auth\/local/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });
});
