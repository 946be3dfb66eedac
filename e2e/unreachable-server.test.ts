import { describe, expect, it } from 'vitest';
import { signedInPageForThisFile } from './support/browser';

/**
 * Issue 28 §7: the server goes away while the app is open, and the user opens a screen whose code was never loaded.
 * The runtime is shared by every browser test, so the server's going away is what the browser sees of it: every
 * request this page makes is refused at the connection (as a stopped server refuses it), then allowed again.
 */
const { page } = await signedInPageForThisFile();
const everything = '**/*';

describe('when the server cannot be reached', () => {
  it('keeps the shell on a screen never opened, says so, and shows the screen on Retry once the server is back', async () => {
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // A mark on this document: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });

    await page.route(everything, (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: "Can't reach BizPilot" });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/team');
    // The shell is still there around it.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    // Retry while the server is still away: the same state, saying so.
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Still no answer from the server').waitFor();

    // The server is back: Retry loads the screen's code, in this same page.
    await page.unroute(everything);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(await alert.count()).toBe(0);
  });
});
