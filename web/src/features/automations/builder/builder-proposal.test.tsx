import type { AutomationRun, CreateAutomationInput } from '@shared/schemas/automation';
import type { DraftAutomationResult } from '@shared/schemas/automation-draft';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { anAutomation, anAutomationCreatedFrom, aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { navigate } from '../../../testing/router-stub';
import { stubApi } from '../../../testing/stub-api';
import { BuilderPage } from './builder-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);
// The page's lazy parts, loaded before its tests: a part still loading when the file ends (a saved automation's runs)
// would load after the shared DOM is torn down, and fail whichever file runs then.
beforeAll(() => Promise.all([import('../components/automation-runs'), import('./template-gallery')]));

const user = userEvent.setup({ delay: null });

const flowCards = () =>
  within(screen.getByRole('list', { name: 'Automation flow' }))
    .getAllByTestId('flow-card')
    .map((card) => card.getAttribute('aria-label'));

it("shows 'Describe it's proposal as cards marked as a proposal, and saves nothing until it is approved", async () => {
  const proposal: DraftAutomationResult = {
    proposal: {
      name: 'Big orders to the team',
      triggerType: 'integration_item',
      triggerConfig: { dataType: 'order' },
      steps: [
        { type: 'condition', match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 500 }] },
        { type: 'action', action: 'create_task', config: { taskTitle: 'Pack {{trigger.name}}' } },
      ],
    },
    notes: ['Slack is not connected, so the message step was left out'],
    source: 'built-in',
    model: null,
  };
  const created: CreateAutomationInput[] = [];
  const asked: string[] = [];
  stubApi({
    listMembers: () => ({ members: [] }),
    listEmployees: () => aPage([]),
    draftAutomation: ({ body }) => {
      asked.push(body.text);
      return proposal;
    },
    createAutomation: ({ body }) => {
      created.push(body);
      return Response.json(anAutomationCreatedFrom(body), { status: 201 });
    },
  });
  renderInApp(<BuilderPage integrations={[]} />);

  // Pasted, not typed: the text is not what this test is about, and each key would render the builder.
  await user.click(screen.getByRole('textbox', { name: /^Describe it/ }));
  await user.paste('When an order over $500 comes in, make a task');
  await user.click(screen.getByRole('button', { name: 'Propose' }));
  await screen.findByText('Proposal — nothing is saved until you approve it');
  expect(asked).toEqual(['When an order over $500 comes in, make a task']);
  screen.getByText('Slack is not connected, so the message step was left out');
  screen.getByText('Proposed by the built-in engine');
  await waitFor(() =>
    expect(flowCards()).toEqual([
      'Trigger: When: New Item in a Connected App',
      'Step 1: Condition',
      'Step 2: Create Task',
    ]),
  );
  expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Big orders to the team');
  expect(created).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Approve and save' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({
    name: 'Big orders to the team',
    triggerType: 'integration_item',
    triggerConfig: { dataType: 'order' },
    steps: proposal.proposal.steps,
  });
  // Saved: the automation's page opens offering the test run.
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'a1' }, search: { saved: true } })),
  );
  // The builder's first render loads its lazy parts: at a load of 30 that alone took half of the 60 s default.
}, 120_000);

it('lists at least 12 templates; one needing an app that is not connected says so and links to Integrations', async () => {
  stubApi({ listMembers: () => ({ members: [] }), listEmployees: () => aPage([]) });
  renderInApp(<BuilderPage integrations={[]} />);

  await user.click(screen.getByRole('button', { name: 'Browse templates' }));
  const gallery = await screen.findByRole('list', { name: 'Templates' });
  const templates = within(gallery).getAllByTestId('automation-template');
  expect(templates.length).toBeGreaterThanOrEqual(12);
  const slack = templates.find((t) => within(t).queryByText('New lead → Slack message + task for you in 2 days'))!;
  within(slack).getByText('Connect Slack to post there.');
  expect(within(slack).getByRole('link', { name: 'Go to Integrations' }).getAttribute('href')).toBe('/integrations');

  await user.click(
    within(gallery).getByRole('button', {
      name: 'Use template: Invoice paid → thank-you email + follow-up task in 14 days',
    }),
  );
  await screen.findByText('Proposal — nothing is saved until you approve it');
  expect(flowCards()[0]).toBe('Trigger: When: Invoice Paid');
}, 120_000);

it("offers the latest real event as the test run's sample, and sends it as the sample event", async () => {
  const automation = anAutomation({
    name: 'Thank payers',
    isActive: false,
    triggerType: 'invoice_paid',
    actionType: 'send_email',
    steps: [{ type: 'action', action: 'send_email', config: { emailTo: '{{trigger.customerEmail}}' } }],
  });
  const run = (id: string, triggerData: Record<string, unknown> | null, dryRun = false) =>
    ({
      id,
      automationId: 'a1',
      eventId: `e-${id}`,
      trigger: 'invoice_paid',
      status: 'succeeded',
      startedAt: '2026-11-29T08:00:00.000Z',
      finishedAt: '2026-11-29T08:00:01.000Z',
      attempts: 1,
      eventSummary: 'Invoice paid',
      detail: null,
      error: null,
      triggerData,
      steps: [],
      dryRun,
    }) satisfies AutomationRun;
  const samples: unknown[] = [];
  stubApi({
    listMembers: () => ({ members: [] }),
    listEmployees: () => aPage([]),
    listAutomationRuns: () =>
      aPage([
        run('r3', { amount: 1, customerEmail: 'dry@example.com' }, true),
        run('r2', { amount: 600, customerEmail: 'kim@example.com' }),
        run('r1', { amount: 5 }),
      ]),
    testAutomation: ({ body }) => {
      samples.push(body?.sampleEvent);
      return { steps: [{ index: 1, type: 'action', outcome: 'would_run', preview: 'Would email kim@example.com' }] };
    },
  });
  renderInApp(<BuilderPage automation={automation} integrations={[]} />);

  await screen.findByText(/The sample is the latest real event\./);
  const sample = screen.getByRole('textbox', { name: /^Sample event/ });
  expect(JSON.parse((sample as HTMLTextAreaElement).value)).toEqual({ amount: 600, customerEmail: 'kim@example.com' });
  await user.click(screen.getByRole('button', { name: 'Test run' }));
  await waitFor(() => expect(samples).toEqual([{ amount: 600, customerEmail: 'kim@example.com' }]));
});
