import type { Automation } from '@shared/schemas/automation';
import { anAutomation } from '@shared/testing/automation';
import { describe, expect, it, vi } from 'vitest';
import { unexpectedStepPorts } from '../../../scripts/testing/fakes/step-action-ports';
import { taskCompletedEvent } from '../../../scripts/testing/fixtures/business-events';
import type { ClaimResult, StoredAutomationRun } from '../../data/automations/automation-runs';
import type { DueRun } from '../../data/automations/due-runs';
import type { ActionPorts, FollowUpTask, OutgoingMessage } from '../../domain/automations/actions';
import { RUN_LEASE_MS, type RunnerDeps, runAutomations } from './automation-runner';
import { type ResumeDeps, resumeDueRuns, resumeQueuedRun } from './resume-due-runs';

const taskCompleted = {
  id: 'c2a3d5c4-0000-4000-8000-000000000001',
  'detail-type': 'task_completed',
  source: 'bizpilot',
  time: '2026-11-22T08:00:00.000Z',
  detail: taskCompletedEvent({ data: { task: { ...taskCompletedEvent().data.task, title: 'Send invoice' } } }),
};

/** An in-memory table for runs, tasks and messages, with the same conditional-write rules as the real one. */
function fakeWorld(automations: Automation[], ports: Partial<ActionPorts> = {}) {
  const runs = new Map<string, StoredAutomationRun>();
  let parked: DueRun[] = [];
  let clock = new Date('2026-11-22T08:00:05.000Z');
  const tasks = new Map<string, FollowUpTask>();
  const messages = new Map<string, OutgoingMessage>();
  let ids = 0;
  /** Who was told of a failed run, with what. */
  const told = vi.fn<NonNullable<RunnerDeps['noticeFailedRun']>>(async () => {});
  const deps: RunnerDeps = {
    listActiveAutomations: async () => automations,
    claimRun: async (_ws, run): Promise<ClaimResult> => {
      const key = `${run.automationId}#${run.eventId}`;
      const existing = runs.get(key);
      if (existing) return { claimed: false, existing };
      runs.set(key, { ...run });
      return { claimed: true };
    },
    takeOverRun: async (_ws, run, startedAt) => {
      const stored = runs.get(`${run.automationId}#${run.eventId}`)!;
      if (stored.status !== 'running' || stored.startedAt !== run.startedAt) return false;
      stored.startedAt = startedAt;
      return true;
    },
    saveRunProgress: async (_ws, run, progress) => {
      Object.assign(runs.get(`${run.automationId}#${run.eventId}`)!, structuredClone(progress));
    },
    parkRun: async (due) => {
      parked.push(due);
    },
    recordAutomationRun: async () => null,
    noticeFailedRun: told,
    actionPorts: () => ({
      ...unexpectedStepPorts,
      createTask: async (task) => {
        if (tasks.has(task.id)) return false;
        tasks.set(task.id, task);
        return true;
      },
      sendMessage: async (message) => {
        messages.set(message.id, message);
        return { delivery: 'outbox' };
      },
      connectedCrm: async () => undefined,
      ...ports,
    }),
    runHistoryDays: async () => 30,
    timeZone: async () => 'America/New_York',
    retrySchedule: [1, 5],
    newId: () => `run${++ids}`,
    now: () => clock,
  };
  const resumeDeps: ResumeDeps = {
    ...deps,
    dueRuns: async (now) => parked.filter((d) => d.dueAt <= now.toISOString()),
    takeDueRun: async (due) => {
      const before = parked.length;
      // By key, as the table deletes it: a queued-run event carries a copy of the item.
      parked = parked.filter(
        (d) => d.dueAt !== due.dueAt || d.workspaceId !== due.workspaceId || d.runId !== due.runId,
      );
      return parked.length < before;
    },
    getRun: async (due) => structuredClone(runs.get(`${due.automationId}#${due.eventId}`)),
    getAutomation: async (_ws, id) => automations.find((a) => a.id === id),
  };
  /** Moves the clock on by `minutes`. */
  const wait = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  /** Moves the clock on by `minutes` and runs the every-minute job once. */
  const tick = async (minutes: number) => {
    wait(minutes);
    return resumeDueRuns(resumeDeps);
  };
  /** Hands the runner a queued run, as the bus does after a replay: `automation_run_queued` with its parked item. */
  const queued = (due: DueRun) =>
    resumeQueuedRun(
      {
        'detail-type': 'automation_run_queued',
        source: 'bizpilot',
        detail: {
          type: 'automation_run_queued',
          eventId: `queued-${due.runId}`,
          workspaceId: due.workspaceId,
          occurredAt: clock.toISOString(),
          data: { run: { id: due.runId, automationId: due.automationId, eventId: due.eventId, dueAt: due.dueAt } },
        },
      },
      resumeDeps,
    );
  return { deps, runs, tasks, messages, wait, tick, queued, told, parked: () => parked };
}

describe('automation runner', () => {
  it('runs a matching automation once: creates the follow-up task and records a succeeded run', async () => {
    const world = fakeWorld([anAutomation()]);
    const result = await runAutomations(taskCompleted, world.deps);
    expect(result).toEqual({
      status: 'recorded',
      eventId: '01JEVENT0000000000000000AA',
      automationsRun: 1,
      runs: [{ automationId: 'a1', runId: 'run1', result: 'succeeded' }],
    });
    expect([...world.tasks.values()]).toEqual([
      expect.objectContaining({
        id: 'run1:1',
        title: 'Follow up: Send invoice',
        createdByAutomationId: 'a1',
        userId: 'u1',
      }),
    ]);
    expect(world.runs.get('a1#01JEVENT0000000000000000AA')).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      trigger: 'task_completed',
      eventSummary: 'Task "Send invoice" completed',
      detail: 'Created task "Follow up: Send invoice"',
      error: null,
    });
  });

  it('does not act twice when the same event is delivered again (at-least-once delivery)', async () => {
    const world = fakeWorld([anAutomation()]);
    await runAutomations(taskCompleted, world.deps);
    const again = await runAutomations({ ...taskCompleted, id: 'another-delivery-id' }, world.deps);
    expect(again).toMatchObject({ automationsRun: 0, runs: [{ result: 'duplicate', runId: 'run1' }] });
    expect(world.tasks.size).toBe(1);
  });

  it('fails a delivery whose run another delivery holds, and takes over a run abandoned past its lease with the same run id', async () => {
    const world = fakeWorld([anAutomation()]);
    const stale = new Date(world.deps.now().getTime() - RUN_LEASE_MS - 1000).toISOString();
    const held = world.deps.now().toISOString();
    const base = {
      automationId: 'a1',
      eventId: taskCompleted.detail.eventId,
      trigger: 'task_completed' as const,
    };
    const running = {
      ...base,
      id: 'runA',
      status: 'running' as const,
      startedAt: held,
      finishedAt: null,
      attempts: 0,
      eventSummary: '',
      detail: null,
      error: null,
      triggerData: taskCompleted.detail,
      steps: [],
      replayOf: null,
      replayFrom: null,
    };
    world.runs.set(`a1#${base.eventId}`, { ...running });
    // Failing the delivery gets it retried later, when the run has finished or its lease has expired.
    await expect(runAutomations(taskCompleted, world.deps)).rejects.toThrow(AggregateError);
    expect(world.tasks.size).toBe(0);

    world.runs.set(`a1#${base.eventId}`, { ...running, startedAt: stale });
    expect(await runAutomations(taskCompleted, world.deps)).toMatchObject({
      runs: [{ result: 'succeeded', runId: 'runA' }],
    });
    expect([...world.tasks.keys()]).toEqual(['runA:1']);
  });

  it('retries a transient failure after a minute, from the every-minute job, and succeeds with the same key', async () => {
    const keys: string[] = [];
    const world = fakeWorld([anAutomation()], {
      createTask: async (task) => {
        keys.push(task.id);
        if (keys.length < 3) throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
        return true;
      },
    });
    const key = `a1#${taskCompleted.detail.eventId}`;
    expect(await runAutomations(taskCompleted, world.deps)).toMatchObject({ runs: [{ result: 'retrying' }] });
    expect(world.runs.get(key)).toMatchObject({
      status: 'retrying',
      steps: [{ status: 'retrying', attempts: 1, nextAttemptAt: '2026-11-22T08:01:05.000Z', error: 'Rate exceeded' }],
    });
    expect(await world.tick(0.5)).toEqual({ resumed: 0 }); // not due yet
    await world.tick(0.5);
    expect(world.runs.get(key)).toMatchObject({ status: 'retrying', steps: [{ attempts: 2 }] });
    await world.tick(5);
    expect(world.runs.get(key)).toMatchObject({ status: 'succeeded', attempts: 3, steps: [{ status: 'succeeded' }] });
    expect(new Set(keys)).toEqual(new Set(['run1:1']));
    expect(world.parked()).toEqual([]);
  });

  it('fails the run with its reason after the last retry of the schedule', async () => {
    const createTask = vi.fn(async () => {
      throw Object.assign(new Error('Service unavailable'), { $metadata: { httpStatusCode: 503 } });
    });
    const world = fakeWorld([anAutomation()], { createTask });
    const { told } = world;
    await runAutomations(taskCompleted, world.deps);
    await world.tick(1);
    // Nobody is told while a retry is still to come.
    expect(told).not.toHaveBeenCalled();
    await world.tick(5);
    expect(createTask).toHaveBeenCalledTimes(3);
    expect(told).toHaveBeenCalledOnce();
    expect(told).toHaveBeenCalledWith(
      taskCompleted.detail.workspaceId,
      expect.objectContaining({ id: 'a1' }),
      { id: 'run1', error: 'Service unavailable' },
      null,
      'America/New_York',
    );
    expect(world.runs.get(`a1#${taskCompleted.detail.eventId}`)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'Service unavailable',
      detail: null,
    });
  });

  it('runs the steps after a delay when the job finds it due, the steps before it not repeated', async () => {
    const world = fakeWorld([
      anAutomation({
        steps: [
          { type: 'action', action: 'create_task', config: { taskTitle: 'Now' } },
          { type: 'delay', minutes: 60 },
          {
            type: 'action',
            action: 'send_email',
            config: { emailTo: 'owner@example.com', emailSubject: 'About {{steps.1.title}}' },
          },
        ],
      }),
    ]);
    expect(await runAutomations(taskCompleted, world.deps)).toMatchObject({ runs: [{ result: 'waiting' }] });
    expect(world.messages.size).toBe(0);
    await world.tick(59);
    expect(world.messages.size).toBe(0);
    await world.tick(1);
    expect(world.runs.get(`a1#${taskCompleted.detail.eventId}`)).toMatchObject({ status: 'succeeded' });
    expect([...world.tasks.keys()]).toEqual(['run1:1']);
    expect([...world.messages.values()]).toEqual([expect.objectContaining({ id: 'run1:3', subject: 'About Now' })]);
  });

  it('starts a queued run when handed it, once: a second delivery or the next tick finds its parked item taken', async () => {
    const world = fakeWorld([
      anAutomation({
        steps: [
          { type: 'delay', minutes: 1 },
          { type: 'action', action: 'send_email', config: { emailTo: 'owner@example.com' } },
        ],
      }),
    ]);
    await runAutomations(taskCompleted, world.deps);
    const [due] = world.parked();
    // Due now, as a replay is parked, and no tick has run since.
    world.wait(1);
    expect(await world.queued(due!)).toEqual({ status: 'queued_run', resumed: 1 });
    expect(world.runs.get(`a1#${taskCompleted.detail.eventId}`)).toMatchObject({ status: 'succeeded' });
    expect(await world.queued(due!)).toEqual({ status: 'queued_run', resumed: 0 });
    expect(await world.tick(0)).toEqual({ resumed: 0 });
    expect([...world.messages.keys()]).toEqual(['run1:2']);
  });

  it('stops a parked run whose automation was switched off while it waited, without performing its steps', async () => {
    const waiting = anAutomation({
      steps: [
        { type: 'delay', minutes: 10 },
        { type: 'action', action: 'send_email', config: { emailTo: 'owner@example.com' } },
      ],
    });
    const world = fakeWorld([waiting]);
    await runAutomations(taskCompleted, world.deps);
    waiting.isActive = false;
    await world.tick(10);
    expect(world.runs.get(`a1#${taskCompleted.detail.eventId}`)).toMatchObject({
      status: 'skipped',
      detail: 'Stopped: the automation was switched off while the run waited',
    });
    expect(world.messages.size).toBe(0);
    expect(world.parked()).toEqual([]);
  });

  it('does not send twice when the run fails to record after the send (the fault is between the two)', async () => {
    const world = fakeWorld([
      anAutomation({ actionType: 'send_email', actionConfig: { emailTo: 'owner@example.com' } }),
    ]);
    const sends: string[] = [];
    const base = world.deps.actionPorts;
    world.deps.actionPorts = (...args) => {
      const ports = base(...args);
      return {
        ...ports,
        sendMessage: async (m) => {
          // The outbox check by the message's id (its step's key) is what the real port does before SES/SNS.
          if (!world.messages.has(m.id)) sends.push(m.id);
          return ports.sendMessage(m);
        },
      };
    };
    const save = world.deps.saveRunProgress;
    world.deps.saveRunProgress = async () => {
      throw new Error('DynamoDB unreachable');
    };
    await expect(runAutomations(taskCompleted, world.deps)).rejects.toThrow(/did not finish/);
    world.deps.saveRunProgress = save;
    // Redelivered after the lease: the run is taken over and its step performed again with the same key.
    const later = { ...taskCompleted, id: 'redelivery' };
    world.deps.now = () => new Date('2026-11-22T08:10:00.000Z');
    expect(await runAutomations(later, world.deps)).toMatchObject({ runs: [{ result: 'succeeded' }] });
    expect(sends).toEqual(['run1:1']);
    expect(world.messages.size).toBe(1);
  });

  it("fails update_crm at once with 'No CRM integration connected' (a permanent failure is not retried)", async () => {
    const world = fakeWorld([anAutomation({ actionType: 'update_crm' })]);
    await runAutomations(taskCompleted, world.deps);
    expect(world.runs.get(`a1#${taskCompleted.detail.eventId}`)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'No CRM integration connected',
    });
  });

  it('skips inactive automations and other triggers, and runs several matching ones independently', async () => {
    const world = fakeWorld([
      anAutomation({ id: 'off', isActive: false }),
      anAutomation({ id: 'lead', triggerType: 'new_lead' }),
      anAutomation({ id: 'mail', actionType: 'send_email', actionConfig: { emailTo: 'owner@example.com' } }),
      anAutomation({ id: 'crm', actionType: 'update_crm' }),
    ]);
    const result = await runAutomations(taskCompleted, world.deps);
    expect(result.status === 'recorded' && result.runs.map((r) => [r.automationId, r.result])).toEqual([
      ['mail', 'succeeded'],
      ['crm', 'failed'],
    ]);
    expect([...world.messages.values()]).toEqual([
      expect.objectContaining({ channel: 'email', to: 'owner@example.com', subject: 'Task completed: Send invoice' }),
    ]);
  });

  it("gives the event's times in the workspace's time zone, not as ISO strings", async () => {
    const world = fakeWorld([anAutomation({ actionType: 'send_sms', actionConfig: { smsTo: '+15551234567' } })]);
    await runAutomations(taskCompleted, world.deps);
    // Completed 08:00 UTC: 3 AM in New York (the default text once read '… completed at 2026-11-22T08:00:00.000Z.').
    expect([...world.messages.values()].map((m) => m.body)).toEqual([
      'Task "Send invoice" was completed at Nov 22, 2026, 3:00 AM EST.',
    ]);
  });

  it('throws when a run cannot be recorded, so the bus redelivers the event', async () => {
    const world = fakeWorld([anAutomation()]);
    world.deps.saveRunProgress = async () => {
      throw new Error('DynamoDB unreachable');
    };
    await expect(runAutomations(taskCompleted, world.deps)).rejects.toThrow(/did not finish in this delivery/);
  });

  it('skips an automation on an event its own run led to, records why, and runs the others with the chain grown', async () => {
    const world = fakeWorld([
      anAutomation(),
      anAutomation({ id: 'b', actionConfig: { taskTitle: 'B: {{task.title}}' } }),
    ]);
    const fromA = { ...taskCompleted, detail: { ...taskCompleted.detail, chain: ['a1'] } };
    const result = await runAutomations(fromA, world.deps);
    expect(result).toMatchObject({
      automationsRun: 1,
      runs: [
        { automationId: 'a1', result: 'skipped' },
        { automationId: 'b', result: 'succeeded' },
      ],
    });
    expect(world.runs.get(`a1#${taskCompleted.detail.eventId}`)).toMatchObject({
      status: 'skipped',
      attempts: 0,
      finishedAt: expect.any(String),
      detail: 'Not run: this event came from this automation’s own run, so running it again would loop',
    });
    expect([...world.tasks.values()]).toEqual([
      expect.objectContaining({ title: 'B: Send invoice', createdByAutomationId: 'b', automationChain: ['a1', 'b'] }),
    ]);
    // A redelivery finds the skipped run: nothing more happens.
    expect(await runAutomations(fromA, world.deps)).toMatchObject({
      automationsRun: 0,
      runs: [{ result: 'duplicate' }, { result: 'duplicate' }],
    });
  });

  it('runs nothing on an event from a chain of 3 runs, and says so in each run history', async () => {
    const world = fakeWorld([anAutomation({ id: 'd' })]);
    const deep = { ...taskCompleted, detail: { ...taskCompleted.detail, chain: ['a', 'b', 'c'] } };
    expect(await runAutomations(deep, world.deps)).toMatchObject({ automationsRun: 0, runs: [{ result: 'skipped' }] });
    expect(world.runs.get(`d#${taskCompleted.detail.eventId}`)).toMatchObject({
      status: 'skipped',
      detail: 'Not run: this event came from a chain of 3 automation runs, and chains stop at 3',
    });
    expect(world.tasks.size).toBe(0);
    // One short of the limit still runs, and its task carries the full chain of 3.
    const shorter = {
      ...taskCompleted,
      id: 'x',
      detail: { ...taskCompleted.detail, eventId: 'E2', chain: ['a', 'b'] },
    };
    await runAutomations(shorter, world.deps);
    expect([...world.tasks.values()].map((t) => t.automationChain)).toEqual([['a', 'b', 'd']]);
  });

  it('rejects, without throwing, an event that is not a business event', async () => {
    const world = fakeWorld([anAutomation()]);
    const result = await runAutomations(
      { ...taskCompleted, source: 'aws.s3', detail: { type: 'task_completed' } },
      world.deps,
    );
    expect(result.status).toBe('rejected');
    expect(result.status === 'rejected' && result.issues.join(' ')).toMatch(/source/);
  });
});
