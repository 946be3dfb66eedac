import { describe, expect, it } from 'vitest';
import { openQuickCreate } from './support/automations';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { fillFields } from './support/forms';
import { atWidth, iconWidths, sidewaysOverflow } from './support/layout';
import { appRequest } from './support/requests';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();

const taskCard = (title: string) =>
  page.getByTestId('task-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const taskTitles = () => page.getByTestId('task-card').getByRole('heading').allInnerTexts();
const automationCard = (name: string) => page.getByTestId('automation-card').filter({ hasText: name });
const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });

async function createTask(title: string, extra: { description?: string; priority?: string; dueDate?: string } = {}) {
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Title').fill(title);
  if (extra.description) await dialog.getByLabel('Description').fill(extra.description);
  if (extra.priority) await dialog.getByLabel('Priority').selectOption(extra.priority);
  if (extra.dueDate) await dialog.getByLabel('Due date').fill(extra.dueDate);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await toast('Task created').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await taskCard(title).waitFor();
}

async function filterBy(label: string) {
  await page
    .getByRole('group', { name: 'Filter tasks by status' })
    .getByRole('button', { name: label, exact: true })
    .click();
}

describe('tasks', () => {
  it('shows the empty state, then refuses a blank title with the spec message', async () => {
    await page.goto('/tasks');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByText('No tasks yet').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Task' });
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await dialog.getByText('Validation error: Task title is required').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('creates a task with description, priority and a US-format due date', async () => {
    await createTask('Call Acme about renewal', {
      description: 'Ask about Q4 volume',
      priority: 'high',
      dueDate: '2026-12-01',
    });
    const card = taskCard('Call Acme about renewal');
    await card.getByText('Ask about Q4 volume').waitFor();
    await card.getByText('High priority').waitFor();
    await card.getByText('Due Dec 01, 2026').waitFor();
    await card.getByRole('button', { name: 'Find Team Member' }).waitFor();
  });

  it('cycles the status by clicking its icon: pending → in progress → completed → pending', async () => {
    const card = taskCard('Call Acme about renewal');
    await card.getByRole('button', { name: 'Status: Pending. Mark as In Progress' }).click();
    await toast('Task updated').waitFor();
    await card.getByRole('button', { name: 'Status: In Progress. Mark as Completed' }).click();
    await card.getByRole('button', { name: 'Status: Completed. Mark as Pending' }).waitFor();
    // Completed tasks offer no 'Find Team Member'.
    await card.getByRole('button', { name: 'Find Team Member' }).waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Status: Completed. Mark as Pending' }).click();
    await card.getByRole('button', { name: 'Status: Pending. Mark as In Progress' }).waitFor();
  });

  it('filters by status', async () => {
    await createTask('Send Q4 invoices');
    await taskCard('Send Q4 invoices')
      .getByRole('button', { name: /^Status: Pending/ })
      .click();
    await taskCard('Send Q4 invoices')
      .getByRole('button', { name: /^Status: In Progress/ })
      .waitFor();

    await filterBy('In Progress');
    await expect.poll(taskTitles).toEqual(['Send Q4 invoices']);
    await filterBy('Pending');
    await expect.poll(taskTitles).toEqual(['Call Acme about renewal']);
    await filterBy('Completed');
    await page.getByText('No completed tasks').waitFor();
    await filterBy('All');
    // The screen's default order (issue 28): status (pending first), then due date, then priority.
    await expect.poll(taskTitles).toEqual(['Call Acme about renewal', 'Send Q4 invoices']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'tasks-list');
  });

  it("'Find Team Member' opens the team directory's assignment dialog", async () => {
    await taskCard('Call Acme about renewal').getByRole('button', { name: 'Find Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: /Find Team Member/ });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('deletes a task only after confirmation', async () => {
    await taskCard('Send Q4 invoices').getByRole('button', { name: 'Delete task Send Q4 invoices' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete task?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await taskCard('Send Q4 invoices').waitFor();

    await taskCard('Send Q4 invoices').getByRole('button', { name: 'Delete task Send Q4 invoices' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Task deleted').waitFor();
    await taskCard('Send Q4 invoices').waitFor({ state: 'detached' });
    await expect.poll(taskTitles).toEqual(['Call Acme about renewal']);
    await page.reload();
    await taskCard('Call Acme about renewal').waitFor();
    expect(await taskTitles()).toEqual(['Call Acme about renewal']);
  });
});

describe('automations', () => {
  const name = 'Follow up finished work';

  it('refuses a blank name, then creates "when a task is completed, create a task"', async () => {
    await page.goto('/automations');
    await page.getByRole('heading', { level: 1, name: 'Automations' }).waitFor();
    await page.getByText('No automations yet').waitFor();
    await page.getByRole('button', { name: 'Quick create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Automation' });
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await dialog.getByText('Validation error: Automation name is required').waitFor();

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Trigger').selectOption('task_completed');
    await dialog.getByLabel('Action', { exact: true }).selectOption('create_task');
    await dialog.getByLabel('Task priority').selectOption('high');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await toast('Automation created').waitFor();
    await automationCard(name).getByText('When: Task Completed').waitFor();
    await automationCard(name).getByText('Then: Create Task').waitFor();
    await automationCard(name).getByText('Never run').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  // How fast is `npm run bench`'s business (automation-latency, against its 2 s bar); here, that it comes at all.
  it('runs when a task is completed in the browser: the follow-up task appears without a reload', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
    const card = taskCard('Call Acme about renewal');
    await card.getByRole('button', { name: 'Status: Pending. Mark as In Progress' }).click();
    const complete = card.getByRole('button', { name: 'Status: In Progress. Mark as Completed' });
    await expect.poll(() => complete.isEnabled()).toBe(true);
    await complete.click();
    const followUp = taskCard('Follow up: Call Acme about renewal');
    await followUp.waitFor();
    await followUp.getByText('From automation').waitFor();
    await followUp.getByText('High priority').waitFor();
    await screenshot(page, 'tasks-follow-up');
  });

  it('shows the succeeded run in the automation’s run history', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automations' }).click();
    const card = automationCard(name);
    await card.getByText('Succeeded').first().waitFor();
    await card.getByRole('button', { name: `Run history of ${name}` }).click();
    const run = card.getByTestId('automation-run');
    await expect.poll(() => run.count()).toBe(1);
    await run.getByText('Succeeded').waitFor();
    await run.getByText('Task "Call Acme about renewal" completed').waitFor();
    await run.getByText('Created task "Follow up: Call Acme about renewal"').waitFor();
    await screenshot(page, 'automation-run-history');
  });

  it('does not run once switched off', async () => {
    const card = automationCard(name);
    const toggle = card.getByRole('switch', { name: `Active: ${name}` });
    await toggle.focus();
    await page.keyboard.press('Space');
    await toast('Automation updated').waitFor();
    await card.getByText('Inactive').waitFor();

    // The sentinel: an active automation on the same trigger. The runner reads the active automations once per event
    // and starts their runs together, so once the sentinel's task exists the completion has been handled, and a
    // runner that ignored the switch would have acted too; a runner that handles nothing fails here, not by waiting.
    const sentinel = await appRequest(page, 'POST', '/api/automations', {
      name: 'Sentinel',
      triggerType: 'task_completed',
      actionType: 'create_task',
      actionConfig: { taskTitle: 'Sentinel saw {{task.title}}' },
    });
    expect(sentinel.status()).toBe(201);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
    await createTask('Quiet task');
    await taskCard('Quiet task')
      .getByRole('button', { name: /^Status: Pending/ })
      .click();
    await taskCard('Quiet task').getByRole('button', { name: 'Status: In Progress. Mark as Completed' }).click();
    await taskCard('Quiet task').getByRole('button', { name: 'Status: Completed. Mark as Pending' }).waitFor();
    // The app refreshes the list for 3 s after a completion; a slow run may come later, so the table is asked.
    const storedTitles = async () =>
      ((await (await page.request.get('/api/tasks?limit=50')).json()).items as { title: string }[]).map((t) => t.title);
    await expect.poll(storedTitles).toContain('Sentinel saw Quiet task');
    expect(await storedTitles()).not.toContain('Follow up: Quiet task');
    await page.reload();
    await taskCard('Sentinel saw Quiet task').waitFor();
    expect(await taskTitles()).not.toContain('Follow up: Quiet task');
    const removed = await appRequest(page, 'DELETE', `/api/automations/${(await sentinel.json()).id}`);
    expect(removed.status()).toBe(204);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automations' }).click();
    await automationCard(name)
      .getByRole('button', { name: `Run history of ${name}` })
      .click();
    await expect.poll(() => automationCard(name).getByTestId('automation-run').count()).toBe(1);
  });

  it('shows what an email automation would have sent in the outbox', async () => {
    await page.getByRole('button', { name: 'Quick create' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Automation' });
    await fillFields(dialog, {
      Name: 'Tell the boss',
      Trigger: 'task_completed',
      'Email recipient': 'boss@example.com',
      'Email subject': 'Done: {{task.title}}',
    });
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await toast('Automation created').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
    await taskCard('Quiet task').getByRole('button', { name: 'Status: Completed. Mark as Pending' }).click();
    await taskCard('Quiet task')
      .getByRole('button', { name: /^Status: Pending/ })
      .click();
    await taskCard('Quiet task').getByRole('button', { name: 'Status: In Progress. Mark as Completed' }).click();
    await taskCard('Quiet task').getByRole('button', { name: 'Status: Completed. Mark as Pending' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Automations' }).click();
    await page.getByRole('tab', { name: 'Outbox' }).click();
    const message = page.getByTestId('outbox-message').first();
    await message.getByText('To boss@example.com').waitFor();
    await message.getByText('Done: Quiet task').waitFor();
    await message.getByText('Stored locally — not sent').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automations-outbox');
  });

  it('deletes an automation only after confirmation', async () => {
    await page.getByRole('tab', { name: 'Automations' }).click();
    await automationCard('Tell the boss').getByRole('button', { name: 'Delete automation Tell the boss' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete automation?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Automation deleted').waitFor();
    await automationCard('Tell the boss').waitFor({ state: 'detached' });
    await automationCard(name).waitFor();
  });

  it('fits a phone: long addresses wrap inside the card, and a wrapped warning keeps its icon', async () => {
    const recipient = 'accountsreceivableteamleadership@northwindtradersholdings.example.com';
    const created = await appRequest(page, 'POST', '/api/automations', {
      name: 'Tell accounts about leads',
      triggerType: 'new_lead',
      actionConfig: { emailTo: recipient },
    });
    expect(created.status()).toBe(201);
    await page.goto('/automations');
    await atWidth(page, 412, async () => {
      const card = automationCard('Tell accounts about leads');
      await card.getByText(`to ${recipient}`).waitFor();
      // The address is one 70-character word: it once ran past the card and pushed the page 86 px sideways.
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
      const warning = card.getByText(
        'No CRM connected yet: this automation runs when a connected CRM reports a new lead',
      );
      // The icon and the text share a row; the text wraps at this width, and the icon once shrank to 5-8 px.
      expect(await iconWidths(warning.locator('..'))).toMatchObject([{ drawn: 12, rendered: 12 }]);
      await screenshot(page, 'automations-phone');
    });
  });

  it("refuses a Starter workspace's sixth automation with the limit's message and a way to the plans", async () => {
    const existing = await page.getByTestId('automation-card').count();
    for (let i = existing; i < 5; i++) {
      const created = await appRequest(page, 'POST', '/api/automations', {
        name: `Filler ${i}`,
        triggerType: 'new_lead',
        actionType: 'update_crm',
      });
      expect(created.status()).toBe(201);
    }
    const dialog = await openQuickCreate(page);
    await dialog.getByLabel('Name').fill('One too many');
    await dialog.getByRole('button', { name: 'Create Automation' }).click();
    await toast('Plan limit reached').waitFor();
    const notifications = page.getByRole('region', { name: /notifications/i });
    const limitMessage = notifications.getByText(/^The Starter plan includes 5 automations/);
    await limitMessage.waitFor();
    // Reading it with the pointer on it, as a user would, keeps it up past its 5 s while the checks below run.
    await limitMessage.hover();
    expect(await page.getByText('Failed to create automation. Please try again.').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automations-plan-limit');
    await notifications.getByRole('button', { name: 'View plans' }).click();
    await page.waitForURL('**/subscription');
  });
});
