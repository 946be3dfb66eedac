import type { CreateAutomationInput } from '@shared/schemas/automation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { anAutomationCreatedFrom, aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { navigate } from '../../../testing/router-stub';
import { stubApi } from '../../../testing/stub-api';
import { BuilderPage } from './builder-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);
// The page's lazy parts, loaded before its tests: a part still loading when the file ends (a saved automation's runs)
// would load after the shared DOM is torn down, and fail whichever file runs then.
beforeAll(() => Promise.all([import('../components/automation-runs'), import('./template-gallery')]));

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

/** '+' at `place` opens the step kinds with the first focused; the chosen kind's panel then takes the focus. */
async function addStep(place: string, kind: 'Action' | 'Condition', step: string) {
  await tabTo(button(place));
  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(button('Action'));
  await tabTo(button(kind));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: `Edit: ${step}` })));
}

/** Tabs to the step panel's list `name` and picks `value` in it. */
async function choose(name: string, value: string) {
  await tabTo(within(panel()).getByRole('combobox', { name }));
  await user.selectOptions(document.activeElement as HTMLSelectElement, value);
}

/** Tabs to the step panel's text field `name` and types `text` (user-event's keys: `{{` types one `{`). */
async function typeIn(name: string, text: string) {
  await tabTo(within(panel()).getByRole('textbox', { name }));
  await user.keyboard(text);
}

it('builds, reorders and saves a three-step automation with a condition using only the keyboard', async () => {
  let saved: CreateAutomationInput | undefined;
  stubApi({
    listMembers: () => ({ members: [] }),
    listEmployees: () => aPage([]),
    createAutomation: ({ body }) => {
      saved = body;
      return Response.json(anAutomationCreatedFrom(body), { status: 201 });
    },
  });
  renderInApp(<BuilderPage integrations={[]} />);

  await tabTo(screen.getByRole('textbox', { name: /^Name/ }));
  await user.keyboard('Celebrate urgent work');

  await addStep('Add a step at the start', 'Condition', 'Step 1: Condition');
  await choose('Field', 'trigger.priority');
  await choose('Comparison', 'eq');
  await typeIn('Value', 'high');

  await addStep('Add a step after step 2', 'Action', 'Step 3: Send Email');
  await choose('Action', 'create_task');
  await typeIn('Task title', 'Celebrate {{{{trigger.titel}}');
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
