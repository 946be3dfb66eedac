import { describe, expect, it } from 'vitest';
import { signedInPageForThisFile } from './support/browser';

/**
 * Cached data never goes stale (spec §9), so what a change refreshes is said by the route-effects table
 * (`shared/api/route-effects.ts`): a change made on one screen shows on another without a reload.
 */
const { page } = await signedInPageForThisFile();

const nav = (name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const tasksCompleted = () => page.getByTestId('kpi-Tasks Completed').innerText();
const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

describe('what a change refreshes', () => {
  it('counts a task completed on the Tasks screen on the dashboard, reached in-app', async () => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(tasksCompleted).toMatch(/^Tasks Completed\s*0\s/);

    await nav('Tasks').click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Task' });
    await dialog.getByLabel('Title').fill('Send the Q4 invoices');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = page
      .getByTestId('task-card')
      .filter({ has: page.getByRole('heading', { name: 'Send the Q4 invoices', exact: true }) });
    await card.getByRole('button', { name: 'Status: Pending. Mark as In Progress' }).click();
    await card.getByRole('button', { name: 'Status: In Progress. Mark as Completed' }).click();
    await card.getByRole('button', { name: 'Status: Completed. Mark as Pending' }).waitFor();
    // The server has the completion once its toast shows (the icon changes before, optimistically).
    await expect.poll(() => toast('Task updated').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => (await page.request.get('/api/tasks?status=completed')).json().then((p) => p.items.length))
      .toBe(1);

    // Client-side navigation: the KPI query cached above is still in the cache, and must not be shown as it was.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await nav('Dashboard').click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(tasksCompleted, { timeout: 5_000 }).toMatch(/^Tasks Completed\s*1\s/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
