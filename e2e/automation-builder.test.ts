import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { screenshot } from './support/screenshots';

const { page } = await signedInPageForThisFile();

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
const flowCards = () => page.getByRole('list', { name: 'Automation flow' }).getByTestId('flow-card');
const stepCard = (n: number) => page.getByRole('group', { name: new RegExp(`^Step ${n}: `) });
const panel = () => page.getByRole('region', { name: /^Edit: / });

/** Presses a control from the keyboard: focus it as Tab would, then the key a keyboard user presses. */
async function press(name: string, key = 'Enter', role: 'button' | 'link' = 'button') {
  const control = page.getByRole(role, { name, exact: true });
  await control.focus();
  await page.keyboard.press(key);
}

const cardTitles = async () =>
  (await flowCards().evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^[^:]+: /, ''),
  );

describe('the automation builder, by keyboard', () => {
  const name = 'Celebrate urgent work';
  let id = '';

  it('builds a three-step automation with a condition, reordering a step with the keyboard', async () => {
    await page.goto('/automations');
    await page.getByRole('heading', { level: 1, name: 'Automations' }).waitFor();
    await press('Open builder', 'Enter', 'link');
    await page.getByRole('heading', { level: 1, name: 'New automation' }).waitFor();
    await page.getByRole('list', { name: 'Templates' }).getByTestId('automation-template').first().waitFor();

    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type(name);
    await panel().getByLabel('Trigger').selectOption('task_completed');

    // A condition before the first step: the chooser opens under the focus, its first choice focused.
    await press('Add a step at the start');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await panel().getByRole('heading', { name: 'Edit: Step 1: Condition' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit: Step 1: Condition');
    await panel().getByLabel('Field').selectOption('trigger.priority');
    await panel().getByLabel('Comparison').selectOption('eq');
    await panel().getByLabel('Value').fill('high');

    // A task at the end, whose title names the completed task.
    await press('Add a step after step 2');
    await page.keyboard.press('Enter');
    await panel().getByRole('heading', { name: 'Edit: Step 3: Send Email' }).waitFor();
    await panel().getByLabel('Action', { exact: true }).selectOption('create_task');
    await panel().getByLabel('Task title').fill('Celebrate {{trigger.titel}}');
    await stepCard(3).getByText('Unknown template variable {{trigger.titel}} in step 3').waitFor();
    await panel().getByLabel('Task title').fill('Celebrate {{trigger.title}}');
    await expect
      .poll(() =>
        stepCard(3)
          .getByText(/Unknown template variable/)
          .count(),
      )
      .toBe(0);

    // dnd-kit's keyboard sensor: Space picks the card up, ArrowUp moves it, Space drops it.
    await page.getByRole('button', { name: 'Drag step 3 to reorder' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(cardTitles).toEqual(['When: Task Completed', 'Condition', 'Create Task', 'Send Email']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automation-builder');

    await press('Save automation');
    await toast('Automation created').waitFor();
    await page.getByRole('heading', { level: 1, name: `Automation: ${name}` }).waitFor();
    await page.getByText('Saved. Try a test run before you switch it on.').waitFor();
    id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await cardTitles()).toEqual(['When: Task Completed', 'Condition', 'Create Task', 'Send Email']);
  });

  it('test-runs it: each card shows its dry-run outcome, and nothing is created', async () => {
    await page.getByLabel('Sample event (JSON, optional)').fill('{"title": "Ship v2", "priority": "high"}');
    await press('Test run');
    await page
      .getByRole('status')
      .getByText(/^Test run: 3 of 3 steps would run/)
      .waitFor();
    for (const n of [1, 2, 3]) await stepCard(n).getByTestId('step-outcome').getByText('Would run').waitFor();
    await stepCard(2)
      .getByTestId('step-preview')
      .getByText(/Celebrate Ship v2/)
      .waitFor();
    const tasks = (await (await page.request.get('/api/tasks')).json()) as { items: { title: string }[] };
    expect(tasks.items.map((t) => t.title)).not.toContain('Celebrate Ship v2');

    await page.getByLabel('Sample event (JSON, optional)').fill('{"title": "Tidy desk", "priority": "low"}');
    await press('Test run');
    await stepCard(2).getByTestId('step-outcome').getByText('Skipped').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('switches it on, runs when an urgent task is completed, and shows the run with each step', async () => {
    const active = page.getByRole('switch', { name: `Active: ${name}` });
    await active.focus();
    await page.keyboard.press('Space');
    await toast('Automation switched on').waitFor();
    expect(await active.isChecked()).toBe(true);

    const created = await page.request.post('/api/tasks', { data: { title: 'Ship v2', priority: 'high' } });
    const task = (await created.json()) as { id: string };
    expect((await page.request.patch(`/api/tasks/${task.id}`, { data: { status: 'completed' } })).status()).toBe(200);

    const run = page.getByTestId('automation-run').first();
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh run history' }).click();
          return run.getByText('Succeeded', { exact: true }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const steps = run.getByTestId('run-step');
    await expect.poll(() => steps.count()).toBe(3);
    await steps
      .nth(1)
      .getByText(/Celebrate Ship v2/)
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automation-builder-run');
    expect(id).not.toBe('');
  });
});
