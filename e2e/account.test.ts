import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { parseCsv } from './support/csv';
import { fillFields } from './support/forms';
import { appRequest } from './support/requests';

const browser = await browserForThisFile();
const { page } = await openPage(browser);
const account = await signUp(page, newAccount('Priya', 'Shah'));

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

describe('the data can leave, and the account can be managed', () => {
  it('exports the tasks as a CSV file a spreadsheet opens', async () => {
    const created = await appRequest(page, 'POST', '/api/tasks', { title: 'Order December flour', priority: 'high' });
    expect(created.status()).toBe(201);
    await page.goto('/tasks');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    expect(rows[0]?.slice(0, 4)).toEqual(['Title', 'Description', 'Status', 'Priority']);
    expect(rows.some((row) => row[0] === 'Order December flour' && row[3] === 'high')).toBe(true);
  });

  it('changes the password from Settings → Account; the old one no longer signs in', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await fillFields(page.locator('form').filter({ hasText: 'Change password' }), {
      'Current password': 'not my password',
      'New password': 'a brand new passphrase',
    });
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();

    await fillFields(page.locator('form').filter({ hasText: 'Change password' }), {
      'Current password': account.password,
    });
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast('Password changed').waitFor();

    // This session stays; a new browser signs in with the new password only.
    await page.goto('/tasks');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    const other = await openPage(browser);
    const refused = await appRequest(other.page, 'POST', '/api/auth/local/sign-in', {
      email: account.email,
      password: account.password,
    });
    expect(refused.status()).toBe(401);
    const accepted = await appRequest(other.page, 'POST', '/api/auth/local/sign-in', {
      email: account.email,
      password: 'a brand new passphrase',
    });
    expect(accepted.status()).toBe(200);
  });
});
