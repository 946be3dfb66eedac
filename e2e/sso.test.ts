import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../scripts/testing/for-this-file';
import { startOidcProvider } from '../scripts/testing/oidc-provider';
import { signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { baseUrl } from './support/env';
import { upgradeByRequest } from './support/plans';

// A domain of this run's own: the runtime (and its domain claims) outlive one file.
const domain = `shop-${randomUUID().slice(0, 8)}.example`;
const idp = await startedForThisFile(
  startOidcProvider(baseUrl(), [
    { sub: 'sub-nora', email: `nora@${domain}`, emailVerified: true, givenName: 'Nora', familyName: 'Navarro' },
  ]),
);
const browser = await browserForThisFile();

describe('single sign-on through a real OpenID provider', () => {
  it('the owner sets it up at Settings → Security, and a colleague signs in with their work email', async () => {
    const { page } = await openPage(browser);
    // The shared machine is slow: a step may take long, but the test still fails within its own limit.
    page.setDefaultTimeout(40_000);
    await signUp(page, {
      firstName: 'Olga',
      lastName: 'Owner',
      email: `olga@${domain}`,
      password: 'correct-horse-battery',
    });
    await upgradeByRequest(page, 'elite');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await page.getByLabel('Issuer URL').fill(idp.issuer);
    await page.getByLabel('Client ID').fill(idp.clientId);
    await page.getByLabel('Client secret').fill(idp.clientSecret);
    await page.getByLabel('Allowed email domains').fill(domain);
    await page.getByRole('button', { name: 'Save single sign-on' }).click();
    await page.getByText('A secret is stored (it is never shown). Leave empty to keep it.').waitFor();
    await page.getByRole('button', { name: 'Test the settings' }).click();
    await page.getByText('The identity provider answered as expected.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const colleague = await openPage(browser);
    colleague.page.setDefaultTimeout(40_000);
    await colleague.page.goto('/');
    await colleague.page.getByRole('link', { name: 'Sign in with SSO' }).click();
    await colleague.page.getByRole('heading', { level: 1, name: 'Sign in with SSO' }).waitFor();
    expect(await accessibilityViolations(colleague.page)).toEqual([]);
    await colleague.page.getByLabel('Work email').fill(`nora@${domain}`);
    await colleague.page.getByRole('button', { name: 'Continue' }).click();
    // The provider's own login form, prefilled with the work email.
    await colleague.page.locator('input[name="password"]').fill('her provider password');
    await colleague.page.getByRole('button', { name: 'Sign-in' }).click();
    await colleague.page.getByRole('button', { name: 'User menu' }).waitFor();
    await colleague.page.getByRole('button', { name: 'User menu' }).click();
    await expect(colleague.page.getByTestId('user-menu-workspace').textContent()).resolves.toBe(
      "Olga Owner's workspace · Member",
    );
  }, 180_000);
});
