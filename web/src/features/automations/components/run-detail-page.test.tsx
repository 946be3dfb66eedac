import type { AutomationRun } from '@shared/schemas/automation';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerInAppNavigator } from '../../../lib/in-app-navigate';
import { anAuthUser, anAutomation } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { failure, stubApi } from '../../../testing/stub-api';
import { RunDetailPage } from './run-detail-page';

// Moves inside the app, caught where the signed-in app registers its router.
const navigateInApp = vi.fn();
beforeEach(() => registerInAppNavigator(navigateInApp));

const automation = anAutomation({
  name: 'Chase invoices',
  actionType: 'send_email',
  actionConfig: { emailTo: 'ops@example.com' },
});

const step = {
  idempotencyKey: 'r1:1',
  input: null,
  output: null,
  error: null,
  durationMs: null,
  startedAt: null,
  finishedAt: null,
  nextAttemptAt: null,
} as const;

const failedRun: AutomationRun = {
  id: 'r1',
  automationId: 'a1',
  eventId: 'e1',
  trigger: 'task_completed',
  status: 'failed',
  startedAt: '2026-11-22T09:00:00.000Z',
  finishedAt: '2026-11-22T09:00:02.000Z',
  attempts: 2,
  eventSummary: 'Task "Acme invoice" completed',
  detail: null,
  error: 'No CRM integration connected',
  triggerData: { type: 'task_completed', data: { task: { title: 'Acme invoice' } } },
  steps: [
    {
      ...step,
      index: 1,
      type: 'action',
      action: 'send_email',
      status: 'succeeded',
      attempts: 1,
      durationMs: 120,
      input: { config: { emailTo: 'ops@example.com' } },
      output: { messageId: 'r1:1', summary: 'Emailed ops@example.com' },
    },
    {
      ...step,
      index: 2,
      type: 'action',
      action: 'update_crm',
      status: 'failed',
      attempts: 1,
      error: 'No CRM integration connected',
    },
  ],
  replayOf: null,
  replayFrom: null,
};

const retryingRun: AutomationRun = {
  ...failedRun,
  id: 'r2',
  status: 'retrying',
  finishedAt: null,
  error: 'Rate exceeded',
  steps: [
    {
      ...step,
      index: 1,
      type: 'action',
      action: 'post_slack',
      status: 'retrying',
      attempts: 2,
      error: 'Rate exceeded',
      nextAttemptAt: '2026-11-22T09:05:00.000Z',
    },
  ],
};

function stubRun(run: AutomationRun, replay?: () => Response | AutomationRun) {
  return stubApi({
    getAutomationRun: ({ params }) => (params.id === run.id ? run : failure(404, 'Automation run not found')),
    getAutomation: () => automation,
    replayAutomationRun: () => (replay ? replay() : failure(500, 'No replay expected')),
  });
}

afterEach(() => {
  resetApp();
  navigateInApp.mockClear();
});

describe('RunDetailPage', () => {
  it('shows what started the run and each step with its input, output, error, attempts and duration', async () => {
    stubRun(failedRun);
    renderInApp(<RunDetailPage runId="r1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Run of “Chase invoices”' })).toBeTruthy();
    expect(screen.getByText('No CRM integration connected (after 2 attempts)')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Trigger payload' }).textContent).toContain('"title": "Acme invoice"');

    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    const [sent, crm] = steps as [HTMLElement, HTMLElement];
    expect(within(sent).getByRole('heading', { name: 'Step 1: Send Email' })).toBeTruthy();
    expect(within(sent).getByText('Succeeded')).toBeTruthy();
    expect(within(sent).getByText('1 attempt · 120 ms')).toBeTruthy();
    expect(within(sent).getByLabelText('Input of step 1').textContent).toContain('"emailTo": "ops@example.com"');
    expect(within(sent).getByLabelText('Output of step 1').textContent).toContain('Emailed ops@example.com');
    expect(within(crm).getByText('Failed')).toBeTruthy();
    expect(within(crm).getByText('No CRM integration connected')).toBeTruthy();
  });

  it('shows a step waiting for its next attempt, and no failed-step replay for a run that has not failed', async () => {
    stubRun(retryingRun);
    renderInApp(<RunDetailPage runId="r2" />);
    const [retrying] = within(await screen.findByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(within(retrying!).getByText('Retrying')).toBeTruthy();
    expect(
      within(retrying!)
        .getByText(/^Next attempt at/)
        .querySelector('time')!
        .getAttribute('datetime'),
    ).toBe('2026-11-22T09:05:00.000Z');
    expect(screen.queryByRole('button', { name: 'Replay from failed step' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Replay from trigger' })).toBeTruthy();
  });

  it('replays from the failed step and opens the new run', async () => {
    const calls = stubRun(failedRun, () =>
      Response.json(
        { ...failedRun, id: 'r9', status: 'succeeded', replayOf: 'r1', replayFrom: 'failed_step' },
        { status: 201 },
      ),
    );
    renderInApp(<RunDetailPage runId="r1" />);
    const replay = await screen.findByRole('button', { name: 'Replay from failed step' });
    replay.focus();
    fireEvent.click(replay);
    await vi.waitFor(() => expect(navigateInApp).toHaveBeenCalledWith('/automations/runs/r9'));
    expect(calls.find((c) => c.routeId === 'replayAutomationRun')).toMatchObject({
      method: 'POST',
      url: '/api/automations/runs/r1/replay',
      body: { from: 'failed_step' },
    });
  });

  it("says in the server's words why a replay was refused", async () => {
    stubRun(failedRun, () => failure(409, '“Chase invoices” is switched off: switch it on to replay its runs'));
    renderInApp(<RunDetailPage runId="r1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Replay from trigger' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“Chase invoices” is switched off: switch it on to replay its runs',
    );
    expect(navigateInApp).not.toHaveBeenCalled();
  });

  it('hides the replay buttons from a role that cannot replay', async () => {
    stubRun(failedRun);
    renderInApp(<RunDetailPage runId="r1" />, { signedInAs: anAuthUser({ role: 'viewer' }) });
    await screen.findByRole('heading', { level: 1, name: 'Run of “Chase invoices”' });
    expect(screen.queryByRole('button', { name: /Replay/ })).toBeNull();
  });

  it('says when the run cannot be loaded', async () => {
    stubRun(failedRun);
    renderInApp(<RunDetailPage runId="missing" />);
    expect(await screen.findByText('The run could not be loaded')).toBeTruthy();
  });
});
