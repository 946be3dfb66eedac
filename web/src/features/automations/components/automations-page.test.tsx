import type { Role } from '@shared/access/roles';
import type { Automation, AutomationRun, OutboxMessage } from '@shared/schemas/automation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerInAppNavigator } from '../../../lib/in-app-navigate';
import { changeFields } from '../../../testing/change-fields';
import { anAuthUser, anAutomation, aPage } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { type ApiCall, stubApi } from '../../../testing/stub-api';
import { submitRefused } from '../../../testing/submit-refused';
import { AutomationsPage } from './automations-page';

vi.mock('../../../lib/navigate', () => import('../../../testing/navigate-stub'));
// Moves inside the app, caught where the signed-in app registers its router.
const navigateInApp = vi.fn();
beforeEach(() => registerInAppNavigator(navigateInApp));

const user = anAuthUser();

const automation = anAutomation({
  name: 'Follow up finished work',
  description: 'Never drop a customer',
  actionConfig: { taskTitle: 'Next: {{task.title}}' },
  runCount: 2,
  lastRunAt: '2026-11-22T09:00:00.000Z',
  lastRunStatus: 'failed',
});

const runs: AutomationRun[] = [
  {
    id: 'r2',
    automationId: 'a1',
    eventId: 'e2',
    trigger: 'task_completed',
    status: 'failed',
    startedAt: '2026-11-22T09:00:00.000Z',
    finishedAt: '2026-11-22T09:00:01.000Z',
    attempts: 3,
    eventSummary: 'Task "Quote" completed',
    detail: null,
    error: 'Service unavailable',
    steps: [],
  },
  {
    id: 'r1',
    automationId: 'a1',
    eventId: 'e1',
    trigger: 'task_completed',
    status: 'succeeded',
    startedAt: '2026-11-22T08:30:00.000Z',
    finishedAt: '2026-11-22T08:30:00.100Z',
    attempts: 1,
    eventSummary: 'Task "Call Acme" completed',
    detail: 'Created task "Next: Call Acme"',
    error: null,
    steps: [],
  },
];

const outbox: OutboxMessage[] = [
  {
    id: 'm1',
    channel: 'email',
    to: 'boss@example.com',
    subject: 'Done: Call Acme',
    body: 'Priority high',
    delivery: 'outbox',
    providerMessageId: null,
    automationId: 'a2',
    automationName: 'Tell the boss',
    runId: 'm1',
    createdAt: '2026-11-22T08:30:00.000Z',
  },
];

let calls: ApiCall[];
let failWith: { status: number; text: string } | undefined;

beforeEach(() => {
  failWith = undefined;
  calls = stubApi(async ({ method, url, body }) => {
    if (method !== 'GET' && failWith) return new Response(failWith.text, { status: failWith.status });
    if (url === '/api/automations')
      return method === 'GET'
        ? Response.json(aPage([automation]))
        : Response.json({ ...automation, ...body, id: 'a9' }, { status: 201 });
    if (url === '/api/automations/a1/runs') return Response.json(aPage(runs));
    if (url === '/api/automations/a1/runs/replay-failed')
      return Response.json({ replayed: 1, runIds: ['r9'] }, { status: 202 });
    if (url === '/api/outbox') return Response.json(aPage(outbox));
    if (method === 'PATCH') return Response.json({ ...automation, ...body });
    return new Response(null, { status: 204 });
  });
});
afterEach(resetApp);
// The dialogs' form loads when one first opens; loaded here, a wait for it is not a wait for its transform.
beforeAll(() => import('./automation-form'));

const renderPage = (signedInAs = user) => renderInApp(<AutomationsPage />, { signedInAs });

/** Opens the page and its 'Quick create' dialog; answers the dialog. */
async function openNewAutomation() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Quick create' }));
  return formLoaded(await screen.findByRole('dialog', { name: 'Create Automation' }));
}

/** The dialog once its form (loaded on first open) is in it. */
async function formLoaded(dialog: HTMLElement) {
  await within(dialog).findByLabelText(/Name/);
  return dialog;
}

/** Opens the page, names a new automation and sends it; answers the dialog. */
async function submitNewAutomation(name: string) {
  const dialog = await openNewAutomation();
  fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Automation' }));
  return dialog;
}

// Dialog-heavy renders take a few seconds on a busy 2-core machine.
describe('AutomationsPage', () => {
  it('shows each automation with its trigger, action, last run and an active switch', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Follow up finished work' });
    expect(within(card).getByText('When: Task Completed')).toBeTruthy();
    expect(within(card).getByText('Then: Create Task')).toBeTruthy();
    expect(within(card).getByText('“Next: {{task.title}}”')).toBeTruthy();
    expect(within(card).getByText('Failed')).toBeTruthy();
    const toggle = within(card).getByRole('switch', { name: 'Active: Follow up finished work' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
  });

  it('switches an automation off with PATCH {isActive: false} and the Automation updated toast', async () => {
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Follow up finished work' });
    fireEvent.click(within(card).getByRole('switch', { name: 'Active: Follow up finished work' }));
    await screen.findByText('Automation updated');
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/automations/a1',
      routeId: 'updateAutomation',
      body: { isActive: false },
    });
  });

  it("shows 'Error: Failed to update automation.' and moves the switch back on failure", async () => {
    failWith = { status: 500, text: '{"message":"Internal Server Error"}' };
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Follow up finished work' });
    const toggle = within(card).getByRole('switch', { name: 'Active: Follow up finished work' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await screen.findByText('Failed to update automation.');
    const root = card.querySelector('[data-scope="switch"][data-part="root"]')!;
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('checked'));
    expect(within(card).getByText('Active')).toBeTruthy();
  });

  it('shows the run history newest first, with the failure reason', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run history of Follow up finished work' }));
    const list = await screen.findByRole('list', { name: 'Runs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Service unavailable (after 3 attempts)')).toBeTruthy();
    expect(within(rows[1]!).getByText('Succeeded')).toBeTruthy();
    expect(within(rows[1]!).getByText('Created task "Next: Call Acme"')).toBeTruthy();
  });

  it('marks an automation whose last run failed with a red badge, and one that paused itself with why', async () => {
    const paused: Automation = {
      ...automation,
      id: 'a2',
      name: 'Sync leads',
      isActive: false,
      pausedReason: 'Paused after 10 failed runs in a row.',
    };
    const fine: Automation = { ...automation, id: 'a3', name: 'All good', lastRunStatus: 'succeeded' };
    stubApi({ listAutomations: () => aPage([automation, paused, fine]), listOutbox: () => aPage([]) });
    renderPage();
    const failed = await screen.findByRole('listitem', { name: 'Follow up finished work' });
    expect(within(failed).getByTestId('automation-failure-badge').textContent).toBe('Last run failed');
    const pausedCard = screen.getByRole('listitem', { name: 'Sync leads' });
    expect(within(pausedCard).getByTestId('automation-failure-badge').textContent).toBe('Paused after failures');
    expect(within(pausedCard).getByText('Paused after 10 failed runs in a row.')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'All good' })).queryByTestId('automation-failure-badge'),
    ).toBeNull();
  });

  it('opens a run from the run history, and replays the failed runs from it', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run history of Follow up finished work' }));
    const list = await screen.findByRole('list', { name: 'Runs' });
    const [failedRow] = within(list).getAllByRole('listitem');
    fireEvent.click(within(failedRow!).getByRole('link', { name: /^Details/ }));
    expect(navigateInApp).toHaveBeenCalledWith('/automations/runs/r2');

    fireEvent.click(screen.getByRole('button', { name: 'Replay failed runs' }));
    expect(await screen.findByText('1 replay queued: they start within a minute.')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'replayFailedAutomationRuns')).toMatchObject({
      method: 'POST',
      url: '/api/automations/a1/runs/replay-failed',
    });
  });

  it('shows a skipped run with why it did not act (a loop prevented)', async () => {
    const skipped: AutomationRun = {
      ...runs[1]!,
      id: 'r3',
      eventId: 'e3',
      status: 'skipped',
      attempts: 0,
      eventSummary: 'Task "Next: Call Acme" completed',
      detail: 'Not run: this event came from this automation’s own run, so running it again would loop',
    };
    stubApi(async ({ url }) => {
      if (url === '/api/automations') return Response.json(aPage([automation]));
      return Response.json(aPage([skipped]));
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run history of Follow up finished work' }));
    const row = await screen.findByTestId('automation-run');
    expect(within(row).getByText('Skipped')).toBeTruthy();
    expect(within(row).getByText(skipped.detail!)).toBeTruthy();
    // The history lists the skipped run; the card's count of runs does not, and says so, or the two disagree.
    const card = screen.getByRole('listitem', { name: 'Follow up finished work' });
    expect(card.textContent).toContain('2 runs (skipped runs not counted)');
  });

  it("says in the server's words why the run history could not be loaded, never the raw answer", async () => {
    stubApi(async ({ url }) => {
      if (url === '/api/automations') return Response.json(aPage([automation]));
      return Response.json({ code: 'internal', message: 'Internal Server Error', requestId: 'r1' }, { status: 500 });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Run history of Follow up finished work' }));
    expect(await screen.findByText('Runs could not be loaded: Internal Server Error')).toBeTruthy();
    expect(screen.queryByText(/requestId/)).toBeNull();
  });

  it('deletes only after confirmation, with the Automation deleted toast', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete automation Follow up finished work' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Automation deleted');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/automations/a1');
  });

  it("creates with the chosen action's settings, after refusing a blank name with the spec message", async () => {
    const dialog = await openNewAutomation();
    await submitRefused(dialog, 'Create Automation', 'Validation error: Automation name is required');

    changeFields(dialog, { Name: 'Text me', Trigger: 'new_lead', Action: 'send_sms', 'SMS number': '555' });
    await submitRefused(
      dialog,
      'Create Automation',
      'Validation error: SMS number must be in international format, e.g. +15551234567',
    );

    changeFields(dialog, { 'SMS number': '+15551234567', 'SMS text': 'Lead: {{lead.name}}' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Automation' }));
    await screen.findByText('Automation created');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Text me',
      description: null,
      isActive: true,
      triggerType: 'new_lead',
      actionType: 'send_sms',
      actionConfig: { smsTo: '+15551234567', smsMessage: 'Lead: {{lead.name}}' },
    });
  });

  it("shows the spec's error toast and the server's reason when creating fails", async () => {
    failWith = { status: 400, text: '{"message":"Validation error: Unknown template variable {{lead.nme}}"}' };
    const dialog = await submitNewAutomation('Thanks');
    await screen.findByText('Failed to create automation. Please try again.');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Validation error: Unknown template variable {{lead.nme}}',
    );
  });

  it("answers a plan limit with the server's message and a way to the plans, not the generic failure", async () => {
    const limit =
      'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.';
    failWith = { status: 402, text: JSON.stringify({ code: 'plan_limit', message: limit }) };
    await submitNewAutomation('Sixth');
    await screen.findByText('Plan limit reached');
    const detail = 'The Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.';
    expect(screen.getAllByText(detail).length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to create automation. Please try again.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View plans' }));
    expect(navigateInApp).toHaveBeenCalledWith('/subscription');
  });

  it("leaves a 401 to the sign-in redirect: the 'Unauthorized' toast, not the error toast", async () => {
    failWith = { status: 401, text: '{"code":"unauthorized","message":"Unauthorized"}' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete automation Follow up finished work' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('You are logged out. Logging in again...');
    expect(screen.queryByText('Failed to delete automation.')).toBeNull();
  });

  it('starts a new automation from scratch after Cancel', async () => {
    let dialog = await openNewAutomation();
    await submitRefused(dialog, 'Create Automation', 'Validation error: Automation name is required');
    changeFields(dialog, { Name: 'Draft' });
    expect(within(dialog).queryByText('Validation error: Automation name is required')).toBeNull();
    changeFields(dialog, { Action: 'send_sms' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Quick create' }));
    dialog = await formLoaded(await screen.findByRole('dialog', { name: 'Create Automation' }));
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('Action') as HTMLSelectElement).value).toBe('send_email');
  });

  it('edits an automation in the same dialog, prefilled, and saves every field with PATCH', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit automation Follow up finished work' }));
    const dialog = await formLoaded(await screen.findByRole('dialog', { name: 'Edit Automation' }));
    const value = (label: RegExp | string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
    expect(value(/Name/)).toBe('Follow up finished work');
    expect(value('Description')).toBe('Never drop a customer');
    expect(value('Trigger')).toBe('task_completed');
    expect(value('Action')).toBe('create_task');
    expect(value('Task title')).toBe('Next: {{task.title}}');

    changeFields(dialog, { Name: ' ' });
    await submitRefused(dialog, 'Save Changes', 'Validation error: Automation name is required');
    changeFields(dialog, {
      Name: 'Thank-you email on paid invoice',
      Trigger: 'invoice_paid',
      Action: 'send_email',
    });
    // The chosen trigger's variables, the customer's address among them, with what each holds.
    const variables = within(dialog)
      .getAllByTestId('automation-variable')
      .map((v) => v.textContent);
    expect(variables).toContain('{{invoice.customerEmail}} Customer’s email');
    expect(variables).toContain('{{invoice.amount}} Amount paid, e.g. $2,996.06');
    expect(variables.some((v) => v?.startsWith('{{task.'))).toBe(false);
    expect(within(dialog).getByText(/To reach the other party, enter \{\{invoice\.customerEmail\}\}\./)).toBeTruthy();
    changeFields(dialog, {
      'Email recipient': '{{invoice.customerEmail}}',
      'Email subject': 'Thank you, {{invoice.customerName}}',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Automation updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch).toMatchObject({ url: '/api/automations/a1', routeId: 'updateAutomation' });
    expect(patch?.body).toMatchObject({
      name: 'Thank-you email on paid invoice',
      description: 'Never drop a customer',
      triggerType: 'invoice_paid',
      actionType: 'send_email',
      actionConfig: { emailTo: '{{invoice.customerEmail}}', emailSubject: 'Thank you, {{invoice.customerName}}' },
    });
    // The card's switch, not the dialog, says whether it runs.
    expect(patch?.body).not.toHaveProperty('isActive');
  });

  it("keeps the edit dialog open with the server's reason and the spec's toast when saving fails", async () => {
    failWith = {
      status: 400,
      text: '{"code":"validation","message":"Validation error: Unknown template variable {{task.titel}}"}',
    };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit automation Follow up finished work' }));
    const dialog = await formLoaded(await screen.findByRole('dialog', { name: 'Edit Automation' }));
    changeFields(dialog, { 'Task title': 'Next: {{task.titel}}' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Failed to update automation.');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Validation error: Unknown template variable {{task.titel}}',
    );
    expect((within(dialog).getByLabelText('Task title') as HTMLInputElement).value).toBe('Next: {{task.titel}}');
  });

  it('lists the outbox with what was stored instead of sent', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
    const message = await screen.findByTestId('outbox-message');
    expect(within(message).getByText('To boss@example.com')).toBeTruthy();
    expect(within(message).getByText('Done: Call Acme')).toBeTruthy();
    expect(within(message).getByText('Stored locally — not sent')).toBeTruthy();
    expect(within(message).getByText('From the automation “Tell the boss”')).toBeTruthy();
  });
});

describe('AutomationsPage by role', () => {
  /** The automation's card, as someone of `role` sees it once the list has loaded. */
  const cardSeenBy = async (role: Role) => {
    renderPage(anAuthUser({ role }));
    return screen.findByRole('listitem', { name: 'Follow up finished work' });
  };

  it.each(['member', 'viewer'] as const)(
    'shows a %s the automations read-only: no Quick create, builder, Edit, Delete or active switch',
    async (role) => {
      const card = await cardSeenBy(role);
      expect(screen.queryByRole('button', { name: 'Quick create' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Open builder' })).toBeNull();
      expect(within(card).queryByRole('switch')).toBeNull();
      expect(within(card).getByText('Active')).toBeTruthy();
      expect(within(card).queryByRole('button', { name: /^(Edit|Delete) automation/ })).toBeNull();
      expect(within(card).getByRole('button', { name: 'Run history of Follow up finished work' })).toBeTruthy();
    },
  );

  it.each(['owner', 'manager'] as const)(
    'shows a %s Quick create, the builder, Edit, Delete and the switch',
    async (role) => {
      const card = await cardSeenBy(role);
      expect(screen.getByRole('button', { name: 'Quick create' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Open builder' }).getAttribute('href')).toBe('/automations/new');
      expect(within(card).getByRole('link', { name: 'Follow up finished work: Open in builder' })).toBeTruthy();
      expect(within(card).getByRole('switch', { name: 'Active: Follow up finished work' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Edit automation Follow up finished work' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Delete automation Follow up finished work' })).toBeTruthy();
    },
  );
});
