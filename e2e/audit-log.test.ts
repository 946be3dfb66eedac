import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUp } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { browserForThisFile, openPage } from './support/browser';
import { parseCsv } from './support/csv';
import { baseUrl } from './support/env';
import { upgradeTo } from './support/plans';

/**
 * Settings → Audit log: an owner on Elite, and an admin who changed an employee's salary. The owner filters the log
 * by the admin, opens the change's before/after view and exports what the filter shows.
 */
const browser: Browser = await browserForThisFile();
const { page } = await openPage(browser);
await signUp(page, newAccount('Olivia', 'Owner'));
const origin = { origin: baseUrl() };

describe('Settings → Audit log', () => {
  it('filters by person, opens a change, exports the filtered log, with no accessibility violations', async () => {
    await upgradeTo(page, 'elite');

    // Maria joins as an admin and gives Sam a raise.
    const maria = newAccount('Maria', 'Lopez');
    const invited = await page.request.post('/api/workspace/invitations', {
      headers: origin,
      data: { email: maria.email, role: 'admin' },
    });
    expect(invited.status()).toBe(201);
    const token = ((await invited.json()) as { inviteUrl: string }).inviteUrl.split('/invite/')[1];
    const other = await openPage(browser);
    await signUp(other.page, maria);
    expect((await other.page.request.post(`/api/invitations/${token}/accept`, { headers: origin })).status()).toBe(200);
    const sam = await page.request.post('/api/employees', {
      headers: origin,
      data: {
        firstName: 'Sam',
        lastName: 'Carter',
        email: 'sam.carter@example.com',
        position: 'Cook',
        hireDate: '2024-01-01',
        salary: 58000,
      },
    });
    expect(sam.status()).toBe(201);
    const samId = ((await sam.json()) as { id: string }).id;
    const raise = await other.page.request.patch(`/api/employees/${samId}`, {
      headers: origin,
      data: { salary: 61000 },
    });
    expect(raise.status()).toBe(200);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page
      .getByRole('status')
      .getByText(/^Log verified: \d+ entries, no gaps$/)
      .waitFor();
    await page.getByText(/kept for 365 days/).waitFor();

    await page.getByLabel('Person').selectOption({ label: 'Maria Lopez' });
    const raiseRow = page.getByRole('listitem').filter({
      hasText: "Maria Lopez changed Sam Carter's salary from $58,000 to $61,000",
    });
    await raiseRow.waitFor();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: 'Olivia Owner' }).count()).toBe(0);
    await raiseRow.getByRole('button', { name: 'Show changes' }).click();
    const diff = page.getByRole('table', { name: 'Changes: Sam Carter' });
    expect(await diff.getByRole('row').nth(1).innerText()).toMatch(/salary\s+\$58,000\s+\$61,000/);
    expect(await raiseRow.getByRole('link', { name: 'Open Sam Carter' }).getAttribute('href')).toBe(`/team/${samId}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const rows = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    const header = rows[0]!;
    const actorName = header.indexOf('Actor');
    const body = rows.slice(1).filter((r) => r.length > 1);
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((r) => r[actorName]))).toEqual(new Set(['Maria Lopez']));
    expect(body.some((r) => r.join(',').includes('employee.updated'))).toBe(true);
  });
});
