import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AutomationRun } from '../shared/schemas/automation';
import { accessibilityViolations } from './support/axe';
import { signedInPageForThisFile } from './support/browser';
import { baseUrl } from './support/env';
import { screenshot } from './support/screenshots';

/**
 * The builder at /automations/new, used with the keyboard alone: every control below is reached with Tab (never
 * focused or clicked by the test), changed with the keys a keyboard user presses, and the steps are reordered with
 * the drag handle's keyboard sensor.
 */
const { page } = await signedInPageForThisFile();
const origin = { origin: baseUrl() };

const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true });
const flowCards = () => page.getByRole('list', { name: 'Automation flow' }).getByTestId('flow-card');
const stepCard = (n: number) => page.getByRole('group', { name: new RegExp(`^Step ${n}: `) });
const panel = () => page.getByRole('region', { name: /^Edit: / });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const cardTitles = async () =>
  (await flowCards().evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^[^:]+: /, ''),
  );

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab for a control earlier in the page than the focus) until `target` has the focus; fails if it
 * is not reachable within `max` presses.
 */
async function tabTo(target: Locator, max = 120): Promise<void> {
  await target.waitFor();
  const backwards = await target.evaluate((el) => {
    const focus = document.activeElement;
    return Boolean(
      focus && focus !== document.body && el.compareDocumentPosition(focus) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} is not reachable with the keyboard`);
}

/** Types into a focused text field, replacing what it held. */
async function retype(text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Picks an option of a native select with the arrow keys, as a keyboard user does on a closed select. */
async function choose(select: Locator, value: string): Promise<void> {
  await tabTo(select);
  const { from, to } = await select.evaluate((el, wanted) => {
    const options = [...(el as HTMLSelectElement).options].map((o) => o.value);
    return { from: (el as HTMLSelectElement).selectedIndex, to: options.indexOf(wanted) };
  }, value);
  expect(to, `${value} is one of the options`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  expect(await select.inputValue()).toBe(value);
}

describe('the automation builder, by keyboard', () => {
  const name = 'Celebrate urgent work';

  it('builds a three-step automation with a condition and reorders a step, all from the keyboard', async () => {
    await page.goto('/automations');
    await page.getByRole('heading', { level: 1, name: 'Automations' }).waitFor();
    await tabTo(page.getByRole('link', { name: 'Open builder', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New automation' }).waitFor();

    // The label reads 'Name *': the field is required.
    await tabTo(page.getByRole('textbox', { name: /^Name\b/ }));
    await page.keyboard.type(name);
    await choose(panel().getByLabel('Trigger'), 'task_completed');

    // A condition before the first step: the chooser opens under the focus, its first choice focused.
    await tabTo(button('Add a step at the start'));
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(button('Action'))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const conditionHeading = panel().getByRole('heading', { name: 'Edit: Step 1: Condition' });
    await expect.poll(() => isFocused(conditionHeading)).toBe(true);
    await choose(panel().getByLabel('Field'), 'trigger.priority');
    await choose(panel().getByLabel('Comparison'), 'eq');
    await tabTo(panel().getByLabel('Value'));
    await page.keyboard.type('high');
    await stepCard(1)
      .getByText(/trigger\.priority/)
      .waitFor();

    // The email the empty builder starts with goes to the team.
    await tabTo(button('Edit step 2'));
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(panel().getByRole('heading', { name: 'Edit: Step 2: Send Email' }))).toBe(true);
    await tabTo(panel().getByLabel('Email recipient'));
    await page.keyboard.type('team@example.com');

    // A task at the end, whose title names the completed task; a misspelt variable is caught on the card.
    await tabTo(button('Add a step after step 2'));
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(button('Action'))).toBe(true);
    await page.keyboard.press('Enter');
    await panel().getByRole('heading', { name: 'Edit: Step 3: Send Email' }).waitFor();
    await choose(panel().getByLabel('Action', { exact: true }), 'create_task');
    await tabTo(panel().getByLabel('Task title'));
    await page.keyboard.type('Celebrate {{trigger.titel}}');
    await stepCard(3).getByText('Unknown template variable {{trigger.titel}} in step 3').waitFor();
    await retype('Celebrate {{trigger.title}}');
    await expect
      .poll(() =>
        stepCard(3)
          .getByText(/Unknown template variable/)
          .count(),
      )
      .toBe(0);

    // dnd-kit's keyboard sensor: Space picks the card up, ArrowUp moves it, Space drops it; each move is announced.
    await tabTo(button('Drag step 3 to reorder'));
    await page.keyboard.press('Space');
    await page.getByText('Picked up step 3.').waitFor({ state: 'attached' });
    // The sensor starts listening for the arrow keys from a timer set at the pick-up, which can run after 'Picked up'
    // is shown (an arrow pressed before it is lost): a timer set now runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowUp');
    await page.getByText('Step 3 is over the place of step 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Step 3 moved to the place of step 2.').waitFor({ state: 'attached' });
    await expect.poll(cardTitles).toEqual(['When: Task Completed', 'Condition', 'Create Task', 'Send Email']);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automation-builder');

    await tabTo(button('Save automation'));
    await page.keyboard.press('Enter');
    await toast('Automation created').waitFor();
    await page.getByRole('heading', { level: 1, name: `Automation: ${name}` }).waitFor();
    await page.getByText('Saved. Try a test run before you switch it on.').waitFor();
    expect(await cardTitles()).toEqual(['When: Task Completed', 'Condition', 'Create Task', 'Send Email']);
  });

  it('test-runs it: each card shows its dry-run outcome, and nothing is created', async () => {
    await tabTo(page.getByLabel('Sample event (JSON, optional)'));
    await retype('{"title": "Ship v2", "priority": "high"}');
    await tabTo(button('Test run'));
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .getByText(/^Test run: 3 of 3 steps would run/)
      .waitFor();
    for (const n of [1, 2, 3]) await stepCard(n).getByTestId('step-outcome').getByText('Would run').waitFor();
    await stepCard(2).getByTestId('step-preview').getByText('Would create the task "Celebrate Ship v2"').waitFor();
    await stepCard(3)
      .getByTestId('step-preview')
      .getByText(/^Would email team@example\.com/)
      .waitFor();
    const tasks = (await (await page.request.get('/api/tasks')).json()) as { items: { title: string }[] };
    expect(tasks.items.map((t) => t.title)).not.toContain('Celebrate Ship v2');

    // A low-priority task fails the condition: the steps after it would not run.
    await tabTo(page.getByLabel('Sample event (JSON, optional)'));
    await retype('{"title": "Tidy desk", "priority": "low"}');
    await tabTo(button('Test run'));
    await page.keyboard.press('Enter');
    await stepCard(2).getByTestId('step-outcome').getByText('Skipped').waitFor();
    await stepCard(3).getByTestId('step-outcome').getByText('Skipped').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('switches it on, runs when an urgent task is completed, and shows the run with each step', async () => {
    const active = page.getByRole('switch', { name: `Active: ${name}` });
    await tabTo(active);
    await page.keyboard.press('Space');
    await toast('Automation switched on').waitFor();
    expect(await active.isChecked()).toBe(true);

    const created = await page.request.post('/api/tasks', {
      headers: origin,
      data: { title: 'Ship v2', priority: 'high' },
    });
    expect(created.status()).toBe(201);
    const task = (await created.json()) as { id: string };
    const completed = await page.request.patch(`/api/tasks/${task.id}`, {
      headers: origin,
      data: { status: 'completed' },
    });
    expect(completed.status()).toBe(200);

    // The runner acts in the background: refresh the history (from the keyboard) until the run has finished.
    const refresh = page.getByRole('button', { name: 'Refresh run history' });
    const run = page.getByTestId('automation-run').first();
    await expect
      .poll(
        async () => {
          await tabTo(refresh);
          await page.keyboard.press('Enter');
          return run.getByText('Succeeded', { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await run.getByText('Task "Ship v2" completed').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'automation-builder-run');

    // The run's record keeps each step: the condition held, the task was created, the email stored.
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const runs = (await (await page.request.get(`/api/automations/${id}/runs`)).json()) as { items: AutomationRun[] };
    expect(runs.items).toHaveLength(1);
    const detail = (await (
      await page.request.get(`/api/automations/runs/${runs.items[0]?.id}`)
    ).json()) as AutomationRun;
    expect(detail.steps?.map((s) => [s.index, s.type, s.action ?? null, s.status])).toEqual([
      [1, 'condition', null, 'succeeded'],
      [2, 'action', 'create_task', 'succeeded'],
      [3, 'action', 'send_email', 'succeeded'],
    ]);
    const tasks = (await (await page.request.get('/api/tasks')).json()) as { items: { title: string }[] };
    expect(tasks.items.map((t) => t.title)).toContain('Celebrate Ship v2');
    const outbox = (await (await page.request.get('/api/outbox')).json()) as {
      items: { to: string; automationName: string | null }[];
    };
    expect(outbox.items.filter((m) => m.automationName === name).map((m) => m.to)).toEqual(['team@example.com']);

    // The run's page, opened from the history, shows each step and its outcome.
    await tabTo(run.getByRole('link', { name: /^Details/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Run of “${name}”` }).waitFor();
    for (const title of ['Step 1: Condition', 'Step 2: Create Task', 'Step 3: Send Email'])
      await page.getByRole('listitem', { name: title }).getByText('Succeeded', { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
