import type { AutomationStep } from '@shared/schemas/automation';
import { describe, expect, it } from 'vitest';
import { type AdvanceInput, advanceRun, type PerformStep } from './executor';
import { PermanentFailure, stepRetryScheduleMinutes } from './retry';

const task = (taskTitle: string): AutomationStep => ({ type: 'action', action: 'create_task', config: { taskTitle } });
const email: AutomationStep = {
  type: 'action',
  action: 'send_email',
  config: { emailTo: 'ada@example.com', emailSubject: 'Task {{steps.1.taskId}}' },
};
const bigInvoice: AutomationStep = {
  type: 'condition',
  match: 'all',
  terms: [{ field: 'trigger.amount', op: 'gt', value: 500 }],
};
const t0 = new Date('2026-11-29T10:00:00Z');

/** A perform that records what it was asked, answering each action's key as its id. */
function recorder(fail?: (index: number, call: number) => Error | undefined) {
  const calls: { index: number; key: string; outputs: unknown }[] = [];
  const perform: PerformStep = async (step, index, outputs, key) => {
    calls.push({ index, key, outputs: structuredClone(outputs) });
    const error = fail?.(index, calls.filter((c) => c.index === index).length);
    if (error) throw error;
    return { summary: `did ${step.action} ${index}`, output: { taskId: key } };
  };
  return { calls, perform };
}

const run = (overrides: Partial<AdvanceInput> & Pick<AdvanceInput, 'steps' | 'perform'>) =>
  advanceRun({
    data: { trigger: { amount: 600 } },
    records: [],
    keyPrefix: 'run1',
    now: t0,
    retrySchedule: stepRetryScheduleMinutes,
    ...overrides,
  });

const transient = () => Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });

describe('the step executor', () => {
  it('performs actions in order, each with its own key, later steps reading earlier outputs', async () => {
    const { calls, perform } = recorder();
    const result = await run({ steps: [task('Call'), bigInvoice, email], perform });
    expect(result.status).toBe('succeeded');
    expect(calls.map((c) => c.key)).toEqual(['run1:1', 'run1:3']);
    expect(calls[1]!.outputs).toEqual({ 1: { taskId: 'run1:1' } });
    expect(result.steps.map((s) => [s.index, s.status])).toEqual([
      [1, 'succeeded'],
      [2, 'succeeded'],
      [3, 'succeeded'],
    ]);
    expect(result.detail).toBe('did create_task 1; did send_email 3');
  });

  it('ends the run as skipped by condition, the steps after it skipped and never performed', async () => {
    const { calls, perform } = recorder();
    const result = await run({ steps: [bigInvoice, email], perform, data: { trigger: { amount: 20 } } });
    expect(result).toMatchObject({ status: 'skipped', detail: 'Skipped by condition (step 1)' });
    expect(calls).toEqual([]);
    expect(result.steps[1]).toMatchObject({
      index: 2,
      status: 'skipped',
      output: { summary: 'Skipped by condition (step 1)' },
    });
  });

  it('takes one side of a branch and skips the other', async () => {
    const { calls, perform } = recorder();
    const branch: AutomationStep = {
      type: 'branch',
      if: { match: 'any', terms: [{ field: 'trigger.amount', op: 'lt', value: 100 }] },
      // biome-ignore lint/suspicious/noThenProperty: issue 33's wire shape names a branch's sides `then` and `else`
      then: [{ type: 'action', action: 'send_sms', config: { smsTo: '+15551234567' } }],
      else: [{ type: 'action', action: 'create_task', config: {} }],
    };
    const result = await run({ steps: [branch, task('After')], perform });
    expect(calls.map((c) => c.index)).toEqual([3, 4]);
    expect(result.steps.map((s) => [s.index, s.status])).toEqual([
      [1, 'succeeded'],
      [2, 'skipped'],
      [3, 'succeeded'],
      [4, 'succeeded'],
    ]);
    expect(result.steps[0]!.output).toMatchObject({ side: 'else' });
  });

  it('parks a run at a delay, later steps pending, and goes on once the delay is due', async () => {
    const { calls, perform } = recorder();
    const steps: AutomationStep[] = [task('First'), { type: 'delay', minutes: 60 }, email];
    const parked = await run({ steps, perform });
    expect(parked).toMatchObject({ status: 'waiting', dueAt: '2026-11-29T11:00:00.000Z' });
    expect(parked.steps.map((s) => s.status)).toEqual(['succeeded', 'waiting', 'pending']);

    const early = await run({ steps, perform, records: parked.steps, now: new Date('2026-11-29T10:59:00Z') });
    expect(early.status).toBe('waiting');

    const due = await run({ steps, perform, records: early.steps, now: new Date('2026-11-29T11:00:00Z') });
    expect(due.status).toBe('succeeded');
    expect(due.steps[1]).toMatchObject({ status: 'succeeded', durationMs: 3_600_000 });
    // The first action succeeded before the delay: it is not performed again.
    expect(calls.map((c) => c.index)).toEqual([1, 3]);
  });

  it('retries a transient failure on the schedule, then succeeds with the same key', async () => {
    const { calls, perform } = recorder((index, call) => (index === 1 && call <= 2 ? transient() : undefined));
    const first = await run({ steps: [task('Flaky'), email], perform });
    expect(first).toMatchObject({ status: 'retrying', dueAt: '2026-11-29T10:01:00.000Z' });
    expect(first.steps[0]).toMatchObject({ status: 'retrying', attempts: 1, error: 'Service unavailable' });

    const second = await run({
      steps: [task('Flaky'), email],
      perform,
      records: first.steps,
      now: new Date('2026-11-29T10:01:00Z'),
    });
    expect(second).toMatchObject({ status: 'retrying', dueAt: '2026-11-29T10:06:00.000Z' });

    const third = await run({
      steps: [task('Flaky'), email],
      perform,
      records: second.steps,
      now: new Date('2026-11-29T10:06:00Z'),
    });
    expect(third.status).toBe('succeeded');
    expect(third.steps[0]).toMatchObject({ status: 'succeeded', attempts: 3, error: null });
    expect(new Set(calls.filter((c) => c.index === 1).map((c) => c.key))).toEqual(new Set(['run1:1']));
  });

  it('does not retry before the step is due', async () => {
    const { calls, perform } = recorder((_index, call) => (call === 1 ? transient() : undefined));
    const first = await run({ steps: [task('Flaky')], perform });
    const early = await run({
      steps: [task('Flaky')],
      perform,
      records: first.steps,
      now: new Date('2026-11-29T10:00:30Z'),
    });
    expect(early.status).toBe('retrying');
    expect(calls).toHaveLength(1);
  });

  it('fails for good after the last retry of the schedule', async () => {
    const { perform } = recorder(() => transient());
    let result = await run({ steps: [task('Down'), email], perform, retrySchedule: [1, 5] });
    let now = t0;
    while (result.status === 'retrying') {
      now = new Date(result.dueAt!);
      result = await run({ steps: [task('Down'), email], perform, retrySchedule: [1, 5], records: result.steps, now });
    }
    expect(result).toMatchObject({ status: 'failed', error: 'Service unavailable' });
    expect(result.steps[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(result.steps[1]).toMatchObject({ status: 'skipped', output: { summary: 'Not run: step 1 failed' } });
  });

  it('does not retry a permanent failure', async () => {
    const { calls, perform } = recorder(() => new PermanentFailure('No CRM integration connected'));
    const result = await run({ steps: [task('x')], perform });
    expect(result.status).toBe('failed');
    expect(calls).toHaveLength(1);
  });

  it('replays from the failed step with the original keys, the succeeded steps not repeated', async () => {
    const failing = recorder((index) => (index === 2 ? new PermanentFailure('Bad address') : undefined));
    const failed = await run({ steps: [task('One'), email], perform: failing.perform });
    expect(failed.status).toBe('failed');

    const replay = recorder();
    const replayed = await run({
      steps: [task('One'), email],
      perform: replay.perform,
      records: failed.steps.filter((s) => s.status === 'succeeded'),
    });
    expect(replayed.status).toBe('succeeded');
    expect(replay.calls.map((c) => c.key)).toEqual(['run1:2']);
  });
});

describe('the retry schedule', () => {
  it('waits 1 min, 5 min, 30 min, 2 h and 6 h', () => {
    expect(stepRetryScheduleMinutes).toEqual([1, 5, 30, 2 * 60, 6 * 60]);
  });
});
