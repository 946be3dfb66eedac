import { defaultActionTexts } from '@shared/catalog/automation-types';
import { actionOutputs } from '@shared/catalog/automation-variables';
import type { ActionStep, AutomationStep, TestRunResult, TriggerType } from '@shared/schemas/automation';
import { type Condition, numberedSteps } from '@shared/schemas/automation';
import { conditionHolds, describeCondition, type RunData } from './conditions';
import { renderTemplate } from './template';

type StepResult = TestRunResult['steps'][number];

/** The name the spec's four triggers give their data (`invoice.amount`), beside `trigger.amount`. */
const subjectOf: Partial<Record<TriggerType, string>> = {
  invoice_paid: 'invoice',
  new_lead: 'lead',
  meeting_scheduled: 'meeting',
  task_completed: 'task',
};

/** A test run's data: the sample's fields as `trigger.*` (and the trigger's own names), nothing from a real run. */
export function sampleData(
  triggerType: TriggerType,
  sample: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const subject = subjectOf[triggerType];
  return { trigger: sample, ...(subject ? { [subject]: sample } : {}), steps: {} };
}

/**
 * Runs an automation's steps in dry mode over `data`: conditions evaluated, texts filled, nothing sent or written
 * (this module has no ports to send or write with). A false condition skips what follows, a branch takes one side and
 * skips the other; an action's outputs read as placeholders to the steps after it (`<steps.2.taskId>`).
 */
export function dryRun(
  triggerType: TriggerType,
  steps: readonly AutomationStep[],
  data: Record<string, unknown>,
): TestRunResult {
  const results: StepResult[] = [];
  const outputs: Record<string, Record<string, string>> = {};
  const values = (): RunData => ({ ...data, steps: outputs });
  let stopped: string | null = null;
  const skip = (index: number, type: StepResult['type'], why: string) =>
    results.push({ index, type, outcome: 'skipped', preview: why });

  for (const { index, step, within } of numberedSteps(steps)) {
    if (within) continue; // reached through its branch below
    if (stopped) {
      skip(index, step.type, stopped);
      if (step.type === 'branch') skipSides(step, index, stopped);
      continue;
    }
    if (step.type === 'condition') {
      const holds = conditionHolds(step as Condition, values());
      results.push({
        index,
        type: 'condition',
        outcome: holds ? 'would_run' : 'skipped',
        preview: `${describeCondition(step)}: ${holds ? 'true, the run goes on' : 'false, the run ends (skipped by condition)'}`,
      });
      if (!holds) stopped = `Skipped by condition (step ${index})`;
      continue;
    }
    if (step.type === 'branch') {
      const holds = conditionHolds(step.if, values());
      const side = holds ? 'then' : 'else';
      results.push({
        index,
        type: 'branch',
        outcome: 'would_run',
        preview: `${describeCondition(step.if)}: ${holds ? 'true' : 'false'}, takes the ${side} side`,
      });
      let inner = index;
      for (const s of ['then', 'else'] as const) {
        for (const sideStep of step[s]) {
          inner += 1;
          if (s === side) results.push(runOne(inner, sideStep));
          else skip(inner, sideStep.type, `Not taken: the ${s} side of step ${index}`);
        }
      }
      continue;
    }
    results.push(runOne(index, step));
  }
  return { steps: results };

  function skipSides(step: Extract<AutomationStep, { type: 'branch' }>, index: number, why: string) {
    for (const [i, sideStep] of [...step.then, ...step.else].entries()) skip(index + 1 + i, sideStep.type, why);
  }

  function runOne(index: number, step: AutomationStep): StepResult {
    if (step.type === 'delay') {
      return { index, type: 'delay', outcome: 'would_run', preview: `Would wait ${step.minutes} minute(s)` };
    }
    if (step.type !== 'action') return { index, type: step.type, outcome: 'skipped', preview: '' };
    try {
      const preview = previewAction(step, (text, fallback = '') => renderTemplate(text || fallback, values()).trim());
      outputs[index] = Object.fromEntries(
        actionOutputs[step.action].map((o) => [o.name, `<steps.${index}.${o.name}>`]),
      );
      return { index, type: 'action', outcome: 'would_run', preview };
    } catch (error) {
      return { index, type: 'action', outcome: 'error', preview: (error as Error).message };
    }
  }

  function previewAction(step: ActionStep, fill: (text: string | undefined, fallback?: string) => string): string {
    const defaults = defaultActionTexts(triggerType);
    switch (step.action) {
      case 'send_email': {
        const to = fill(step.config.emailTo);
        if (!to) throw new Error('The email has no recipient for this sample');
        return `Would email ${to}: "${fill(step.config.emailSubject, defaults.emailSubject)}" — ${fill(step.config.emailBody, defaults.emailBody)}`;
      }
      case 'send_sms': {
        const to = fill(step.config.smsTo);
        if (!to) throw new Error('The SMS has no number for this sample');
        return `Would text ${to}: ${fill(step.config.smsMessage, defaults.smsMessage)}`;
      }
      case 'create_task': {
        const due = step.config.taskDueInDays === undefined ? '' : `, due in ${step.config.taskDueInDays} day(s)`;
        return `Would create the task "${fill(step.config.taskTitle, defaults.taskTitle)}"${due}`;
      }
      case 'update_crm':
        return `Would record in the connected CRM: ${fill(step.config.crmNote, defaults.crmNote)}`;
      case 'post_slack':
        return `Would post to Slack ${fill(step.config.channel)}: ${fill(step.config.text)}`;
      case 'post_teams':
        return `Would post to Microsoft Teams ${fill(step.config.channel)}: ${fill(step.config.text)}`;
      case 'send_webhook':
        return `Would POST the run's data to ${step.config.url}`;
      case 'update_task': {
        const changes = [
          step.config.status ? `status ${step.config.status}` : null,
          step.config.assigneeEmployeeId ? `assignee ${fill(step.config.assigneeEmployeeId)}` : null,
        ].filter(Boolean);
        return `Would set task ${fill(step.config.taskId)}: ${changes.join(', ') || 'no change'}`;
      }
      case 'notify':
        return `Would notify ${step.config.memberUserIds.length} member(s): ${fill(step.config.title, defaults.emailSubject)}`;
      case 'add_employee_note':
        return `Would add the note "${fill(step.config.subject)}" to employee ${fill(step.config.employeeId)}`;
    }
  }
}
