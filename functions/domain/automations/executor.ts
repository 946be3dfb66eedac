import {
  type ActionStep,
  type AutomationStep,
  type BranchStep,
  type Condition,
  numberedSteps,
  type RunRecordStatus,
  type StepRun,
} from '@shared/schemas/automation';
import { conditionHolds, describeCondition, type RunData } from './conditions';
import { isTransientError } from './retry';
import { untried } from './untried-step';

/**
 * Steps a run through an automation's steps, one call per wake-up: actions in order, a false condition ending the run
 * as 'skipped by condition', a branch taking one side, a delay or a transient failure parking the run until a due
 * time. Pure apart from `perform`: the caller stores the records it answers and calls again when the run is due, and
 * the steps already settled (succeeded, skipped) are read back from their records, never performed again.
 *
 * The same stepping serves the dry test run (`dry-run.ts`): there `perform` only previews, delays pass at once and a
 * failing step does not stop the steps after it, so each card shows what it would do.
 */
export interface StepOutcome {
  /** One line for the run history ('Created task "Follow up"'). */
  summary: string;
  /** What the step gives later steps as `steps.<n>.<field>`. */
  output: Record<string, unknown>;
}

export type PerformStep = (
  step: ActionStep,
  index: number,
  stepOutputs: Readonly<Record<string, Record<string, unknown>>>,
  idempotencyKey: string,
) => Promise<StepOutcome>;

export interface AdvanceInput {
  steps: readonly AutomationStep[];
  /** What conditions read: `trigger.*` (raw values, so amounts compare as numbers) and the trigger's own names. */
  data: RunData;
  /** The records of earlier wake-ups (none on the first). */
  records: readonly StepRun[];
  /** A step's idempotency key is its record's, else `<keyPrefix>:<index>` (the run's id). */
  keyPrefix: string;
  now: Date;
  perform: PerformStep;
  /** Minutes to wait before retry n + 1 of a transient failure; a step fails for good after the last. */
  retrySchedule: readonly number[];
  isTransient?: (error: unknown) => boolean;
  /** Dry: delays pass at once, a failed step does not end the run (every card is previewed). */
  dry?: boolean;
}

export interface AdvanceResult {
  status: Extract<RunRecordStatus, 'succeeded' | 'failed' | 'skipped' | 'waiting' | 'retrying'>;
  steps: StepRun[];
  /** What the run did, or why it was skipped. */
  detail: string | null;
  error: string | null;
  /** When to wake the run again (waiting or retrying). */
  dueAt: string | null;
  /** Attempts over every action step. */
  attempts: number;
}

const MINUTE_MS = 60_000;

export async function advanceRun(input: AdvanceInput): Promise<AdvanceResult> {
  const { now, dry } = input;
  const isTransient = input.isTransient ?? isTransientError;
  const previous = new Map(input.records.map((r) => [r.index, r]));
  const records: StepRun[] = [];
  const outputs: Record<string, Record<string, unknown>> = {};
  const summaries: string[] = [];
  let end: {
    status: AdvanceResult['status'];
    detail: string | null;
    error: string | null;
    dueAt: string | null;
  } | null = null;
  /** Why the steps after the run's end are not performed; null when they wait (pending) instead. */
  let skipReason: string | null = null;
  const data = (): RunData => ({ ...input.data, steps: outputs });

  const record = (index: number, step: AutomationStep, fields: Partial<StepRun>): StepRun => {
    const r: StepRun = {
      index,
      type: step.type,
      action: step.type === 'action' ? step.action : null,
      status: 'running',
      idempotencyKey: `${input.keyPrefix}:${index}`,
      input: null,
      ...untried,
      ...previous.get(index),
      ...fields,
    };
    records.push(r);
    return r;
  };
  const notReached = (index: number, step: AutomationStep) =>
    skipReason === null
      ? record(index, step, { status: 'pending' })
      : record(index, step, { status: 'skipped', output: { summary: skipReason } });

  for (const { index, step, within } of numberedSteps(input.steps)) {
    if (within) continue; // reached through its branch
    if (end) {
      notReached(index, step);
      if (step.type === 'branch') for (const inner of sides(step, index)) notReached(inner.index, inner.step);
      continue;
    }
    if (step.type === 'branch') {
      const kept = previous.get(index);
      // A branch decided on an earlier wake-up keeps its side: later steps' outputs must not flip it.
      const side =
        (kept?.output?.side as 'then' | 'else' | undefined) ?? (conditionHolds(step.if, data()) ? 'then' : 'else');
      record(index, step, {
        status: 'succeeded',
        input: { condition: describeCondition(step.if) },
        output: {
          side,
          summary: `${describeCondition(step.if)}: ${side === 'then' ? 'true' : 'false'}, takes the ${side} side`,
        },
      });
      for (const inner of sides(step, index)) {
        if (end || inner.side !== side) {
          if (!end)
            record(inner.index, inner.step, {
              status: 'skipped',
              output: { summary: `Not taken: the ${inner.side} side of step ${index}` },
            });
          else notReached(inner.index, inner.step);
          continue;
        }
        end = await visit(inner.index, inner.step);
      }
      continue;
    }
    end = await visit(index, step);
  }

  const attempts = records.reduce((sum, r) => sum + (r.type === 'action' ? r.attempts : 0), 0);
  return {
    status: end?.status ?? 'succeeded',
    steps: records,
    detail: end ? end.detail : summaries.join('; ') || null,
    error: end?.error ?? null,
    dueAt: end?.dueAt ?? null,
    attempts,
  };

  async function visit(index: number, step: AutomationStep): Promise<typeof end> {
    const kept = previous.get(index);
    if (kept?.status === 'succeeded') {
      records.push(kept);
      if (step.type === 'action') {
        outputs[index] = withoutSummary(kept.output);
        summaries.push(String(kept.output?.summary ?? ''));
      }
      return null;
    }
    if (step.type === 'condition') return checkCondition(index, step);
    if (step.type === 'delay') return wait(index, step.minutes, kept);
    if (step.type === 'action') return act(index, step, kept);
    return null;
  }

  function checkCondition(index: number, step: Condition & { type: 'condition' }): typeof end {
    const holds = conditionHolds(step, data());
    const summary = `${describeCondition(step)}: ${holds ? 'true, the run goes on' : 'false, the run ends (skipped by condition)'}`;
    record(index, step as AutomationStep, {
      status: holds ? 'succeeded' : 'skipped',
      input: { condition: describeCondition(step) },
      output: { holds, summary },
      finishedAt: now.toISOString(),
    });
    if (holds) return null;
    const detail = `Skipped by condition (step ${index})`;
    skipReason = detail;
    return { status: 'skipped', detail, error: null, dueAt: null };
  }

  function wait(index: number, minutes: number, kept: StepRun | undefined): typeof end {
    const step: AutomationStep = { type: 'delay', minutes };
    if (dry) {
      record(index, step, { status: 'succeeded', output: { summary: `Would wait ${minutes} minute(s)` } });
      return null;
    }
    if (kept?.status === 'waiting' && kept.nextAttemptAt && Date.parse(kept.nextAttemptAt) <= now.getTime()) {
      record(index, step, {
        status: 'succeeded',
        finishedAt: now.toISOString(),
        durationMs: kept.startedAt ? now.getTime() - Date.parse(kept.startedAt) : null,
        nextAttemptAt: null,
        output: { summary: `Waited ${minutes} minute(s)` },
      });
      return null;
    }
    const dueAt = kept?.nextAttemptAt ?? new Date(now.getTime() + minutes * MINUTE_MS).toISOString();
    record(index, step, {
      status: 'waiting',
      input: { minutes },
      startedAt: kept?.startedAt ?? now.toISOString(),
      nextAttemptAt: dueAt,
    });
    return { status: 'waiting', detail: `Waiting until ${dueAt} (step ${index})`, error: null, dueAt };
  }

  async function act(index: number, step: ActionStep, kept: StepRun | undefined): Promise<typeof end> {
    if (!dry && kept?.status === 'retrying' && kept.nextAttemptAt && Date.parse(kept.nextAttemptAt) > now.getTime()) {
      records.push(kept);
      return { status: 'retrying', detail: kept.error, error: kept.error, dueAt: kept.nextAttemptAt };
    }
    const attempts = (kept?.attempts ?? 0) + 1;
    // A replay from the failed step carries the original run's records: their keys, so nothing is done twice.
    const key = kept?.idempotencyKey ?? `${input.keyPrefix}:${index}`;
    const started = Date.now();
    const startedAt = kept?.startedAt ?? now.toISOString();
    try {
      const { summary, output } = await input.perform(step, index, outputs, key);
      outputs[index] = output;
      summaries.push(summary);
      record(index, step, {
        status: 'succeeded',
        input: { config: step.config },
        output: { ...output, summary },
        error: null,
        attempts,
        startedAt,
        finishedAt: now.toISOString(),
        durationMs: Date.now() - started,
        nextAttemptAt: null,
      });
      return null;
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      const fields = {
        input: { config: step.config },
        error: message,
        attempts,
        startedAt,
        durationMs: Date.now() - started,
      };
      const waitMinutes = input.retrySchedule[attempts - 1];
      if (!dry && isTransient(caught) && waitMinutes !== undefined) {
        const dueAt = new Date(now.getTime() + waitMinutes * MINUTE_MS).toISOString();
        record(index, step, { ...fields, status: 'retrying', nextAttemptAt: dueAt });
        return { status: 'retrying', detail: message, error: message, dueAt };
      }
      record(index, step, { ...fields, status: 'failed', finishedAt: now.toISOString(), nextAttemptAt: null });
      if (dry) return null;
      skipReason = `Not run: step ${index} failed`;
      return { status: 'failed', detail: null, error: message, dueAt: null };
    }
  }
}

/** The steps of a branch's two sides with their numbers. */
function sides(step: BranchStep, index: number) {
  return [
    ...step.then.map((s) => ({ step: s, side: 'then' as const })),
    ...step.else.map((s) => ({ step: s, side: 'else' as const })),
  ].map((s, i) => ({ ...s, step: s.step as AutomationStep, index: index + 1 + i }));
}

function withoutSummary(output: StepRun['output']): Record<string, unknown> {
  const { summary: _, ...rest } = output ?? {};
  return rest;
}
