import type { Automation, CreateAutomationInput } from '@shared/schemas/automation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { navigate } from '../../../testing/router-stub';
import { stubApi } from '../../../testing/stub-api';
import { BuilderPage } from './builder-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);

// No pause between keys: the test waits on what each key changes, not on time.
const user = userEvent.setup({ delay: null });

/** Presses Tab (Shift+Tab for a control before the focus) until `target` has the focus, as a keyboard user would. */
async function tabTo(target: HTMLElement, max = 150) {
  const backwards = Boolean(
    document.activeElement &&
      document.activeElement !== document.body &&
      target.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  for (let i = 0; i < max && document.activeElement !== target; i++) await user.tab({ shift: backwards });
  expect(document.activeElement, `${target.getAttribute('aria-label') ?? target.textContent} by Tab`).toBe(target);
}

const button = (name: string) => screen.getByRole('button', { name });
const panel = () => screen.getByRole('region', { name: /^Edit: / });

it('builds, reorders and saves a three-step automation with a condition using only the keyboard', async () => {
  let saved: CreateAutomationInput | undefined;
  stubApi({
    listMembers: () => ({ members: [] }),
    listEmployees: () => aPage([]),
    createAutomation: ({ body }) => {
      saved = body;
      const created: Automation = {
        id: 'a1',
        name: body.name,
        description: null,
        isActive: false,
        triggerType: 'task_completed',
        actionType: 'create_task',
        actionConfig: {},
        createdByUserId: 'u1',
        createdAt: '2026-11-29T08:00:00.000Z',
        updatedAt: '2026-11-29T08:00:00.000Z',
        runCount: 0,
        lastRunAt: null,
        lastRunStatus: null,
        triggerConfig: null,
        steps: (body.steps ?? []) as Automation['steps'],
      };
      return Response.json(created, { status: 201 });
    },
  });
  renderInApp(<BuilderPage integrations={[]} />);

  await tabTo(screen.getByRole('textbox', { name: /^Name/ }));
  await user.keyboard('Celebrate urgent work');

  // '+' opens the step kinds under the focus, the first one focused; the chosen card's panel takes the focus.
  await tabTo(button('Add a step at the start'));
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(button('Action'));
  await user.tab();
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit: Step 1: Condition' })),
  );
  await tabTo(within(panel()).getByRole('combobox', { name: 'Field' }));
  await user.selectOptions(document.activeElement as HTMLSelectElement, 'trigger.priority');
  await tabTo(within(panel()).getByRole('combobox', { name: 'Comparison' }));
  await user.selectOptions(document.activeElement as HTMLSelectElement, 'eq');
  await tabTo(within(panel()).getByRole('textbox', { name: 'Value' }));
  await user.keyboard('high');

  await tabTo(button('Add a step after step 2'));
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(button('Action'));
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit: Step 3: Send Email' })),
  );
  await tabTo(within(panel()).getByRole('combobox', { name: 'Action' }));
  await user.selectOptions(document.activeElement as HTMLSelectElement, 'create_task');
  await tabTo(within(panel()).getByRole('textbox', { name: 'Task title' }));
  // `{{` is how user-event types one `{`.
  await user.keyboard('Celebrate {{{{trigger.titel}}');
  const third = screen.getByRole('group', { name: 'Step 3: Create Task' });
  await within(third).findByText('Unknown template variable {{trigger.titel}} in step 3');
  await user.keyboard('{Backspace>7/}title}}');
  await waitFor(() => expect(within(third).queryByText(/Unknown template variable/)).toBeNull());

  // The keyboard's way to reorder besides the drag handle: the card's Move up button.
  await tabTo(button('Move step 3 up'));
  await user.keyboard('{Enter}');
  const cards = () =>
    within(screen.getByRole('list', { name: 'Automation flow' }))
      .getAllByTestId('flow-card')
      .map((card) => card.getAttribute('aria-label'));
  await waitFor(() =>
    expect(cards()).toEqual([
      'Trigger: When: Task Completed',
      'Step 1: Condition',
      'Step 2: Create Task',
      'Step 3: Send Email',
    ]),
  );

  await tabTo(button('Save automation'));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(saved).toBeDefined());
  expect(saved).toMatchObject({
    name: 'Celebrate urgent work',
    triggerType: 'task_completed',
    steps: [
      { type: 'condition', match: 'all', terms: [{ field: 'trigger.priority', op: 'eq', value: 'high' }] },
      { type: 'action', action: 'create_task', config: { taskTitle: 'Celebrate {{trigger.title}}' } },
      { type: 'action', action: 'send_email' },
    ],
  });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'a1' } })));
  // Some 200 key presses, each a render of the builder: more than the default 20 s on a loaded machine.
}, 120_000);
