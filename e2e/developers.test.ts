import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { confirmAfterReading } from './support/confirmation';
import { baseUrl } from './support/env';
import { upgradeTo } from './support/plans';

/**
 * Settings → Developers, API keys: on Starter the upgrade message; on Elite the owner creates a key with scopes, sees
 * it once, a script uses it, the list shows when it was last used, and revoking it stops the script.
 */
const browser: Browser = await browserForThisFile();
const { page } = await openPage(browser);
await signUp(page);

const listTasksWith = (key: string) =>
  fetch(new URL('/api/tasks', baseUrl()), { headers: { authorization: `Bearer ${key}` } });

describe('Settings → Developers: API keys', () => {
  let key = '';

  it('on Starter: what API access is and the upgrade, no controls', async () => {
    await page.goto('/settings/developers');
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await page.getByTestId('api-access-upgrade').getByRole('link', { name: 'Upgrade to Elite' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create API key' }).count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('on Elite: creates a key with scopes, shown once with Copy, which a script then uses', async () => {
    await upgradeTo(page, 'elite');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Developers' }).waitFor();
    await page.getByText('No API keys yet.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Spreadsheet sync');
    await dialog.getByText('Write tasks').click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create key' }).click();
    key = await dialog.getByLabel('New API key').inputValue();
    expect(key).toMatch(/^bp_live_[0-9A-Za-z]{43}$/);
    await dialog.getByRole('button', { name: 'Copy' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row', { name: /Spreadsheet sync/ });
    await row.getByText('tasks:write').waitFor();
    await row.getByText('Never', { exact: true }).first().waitFor();
    expect(await page.getByText(key).count()).toBe(0);

    expect((await listTasksWith(key)).status).toBe(200);
    await page.reload();
    await page.getByRole('row', { name: /Spreadsheet sync/ }).waitFor();
    expect(
      await page
        .getByRole('row', { name: /Spreadsheet sync/ })
        .getByRole('cell')
        .nth(2)
        .innerText(),
    ).not.toBe('Never');
  });

  it('revoking asks first, then the script is refused', async () => {
    await confirmAfterReading(page, {
      ask: 'Revoke Spreadsheet sync',
      says: 'This cannot be undone',
      confirm: 'Revoke key',
    });
    await page.getByText('No API keys yet.').waitFor();
    expect((await listTasksWith(key)).status).toBe(401);
  });

  it('links to the API reference, with a first request in curl and the rendered document', async () => {
    await page.getByRole('link', { name: 'Read the API reference' }).click();
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    expect(await page.getByTestId('first-request').innerText()).toContain('curl');
    // The reference library is a large chunk of its own: on this shared machine it takes a while to load.
    await page.getByText('Create task', { exact: false }).first().waitFor({ timeout: 150_000 });
    // Styled, not bare markup: the library's screen-reader-only labels take no room, as its stylesheet makes them.
    const srOnly = page.getByText('HTTP Method:').first();
    expect(await srOnly.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  }, 200_000);
});
