import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { fillFields } from './support/forms';
import { appRequest } from './support/requests';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();

const taskCard = (title: string) =>
  page.getByTestId('task-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

/** A day `offset` days from today (the browser's, which the app sends as the workspace's zone), as the date picker takes it. */
const dayFromToday = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
};

describe('tasks you can maintain', () => {
  it('edits a task, assigns and unassigns it, and shows it Overdue', async () => {
    const hired = await appRequest(page, 'POST', '/api/employees', {
      firstName: 'Lena',
      lastName: 'Ortiz',
      email: 'lena.ortiz@example.com',
      position: 'Bookkeeper',
      hireDate: '2024-01-01',
    });
    expect(hired.status()).toBe(201);

    await page.goto('/tasks');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByRole('button', { name: 'New Task' }).click();
    const create = page.getByRole('dialog', { name: 'New Task' });
    await fillFields(create, { Title: 'Reconcile October', 'Due date': dayFromToday(10) });
    await create.getByRole('button', { name: 'Create Task' }).click();
    await toast('Task created').waitFor();
    await create.waitFor({ state: 'hidden' });
    expect(
      await taskCard('Reconcile October')
        .getByText(/Overdue|Due soon/)
        .count(),
    ).toBe(0);

    // Edit from the title: a new title, high priority, a due date three days ago.
    await taskCard('Reconcile October').getByRole('button', { name: 'Reconcile October', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    expect(await edit.getByLabel('Title').inputValue()).toBe('Reconcile October');
    await fillFields(edit, { Title: 'Reconcile October books', Priority: 'high', 'Due date': dayFromToday(-3) });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Task updated').waitFor();
    await edit.waitFor({ state: 'hidden' });
    const card = taskCard('Reconcile October books');
    // The app's day and this process's may differ by one near midnight when their zones differ.
    await card.getByText(/^Overdue by [234] days$/).waitFor();
    await card.getByText('High priority').waitFor();

    // Only the overdue ones, asked of the server.
    await page.getByRole('button', { name: 'Overdue', exact: true }).click();
    await expect.poll(() => page.getByTestId('task-card').count()).toBe(1);
    await page.getByRole('button', { name: 'Overdue', exact: true }).click();

    // Assign directly from the team list, searched.
    await card.getByRole('button', { name: 'Assign task Reconcile October books' }).click();
    const picker = page.getByRole('dialog', { name: 'Assign Task' });
    await picker.getByLabel('Search employees').fill('lena');
    await picker.getByRole('button', { name: 'Assign to Lena Ortiz' }).click();
    await toast('Task Assigned').waitFor();
    await card.getByText('Assigned to Lena Ortiz').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'tasks-overdue-assigned');

    // The assignment is the server's: it survives a reload.
    await page.reload();
    await taskCard('Reconcile October books').getByText('Assigned to Lena Ortiz').waitFor();

    await taskCard('Reconcile October books')
      .getByRole('button', { name: 'Unassign task Reconcile October books' })
      .click();
    await toast('Task updated').waitFor();
    await taskCard('Reconcile October books').getByText('Assigned to Lena Ortiz').waitFor({ state: 'detached' });

    // Clearing the due date takes 'Overdue' away.
    await taskCard('Reconcile October books')
      .getByRole('button', { name: 'Edit task Reconcile October books' })
      .click();
    const again = page.getByRole('dialog', { name: 'Edit Task' });
    await again.getByLabel('Due date').fill('');
    await again.getByRole('button', { name: 'Save Changes' }).click();
    await again.waitFor({ state: 'hidden' });
    await taskCard('Reconcile October books')
      .getByText(/Overdue/)
      .waitFor({ state: 'detached' });
  });
});
