import { defaultActionTexts } from '@shared/catalog/automation-types';
import { actionOutputs } from '@shared/catalog/automation-variables';
import type { ActionStep, AutomationStep, StepRun, TestRunResult, TriggerType } from '@shared/schemas/automation';
import { advanceRun } from './executor';
import { renderTemplate } from './template';

type StepResult = TestRunResult['steps'][number];

/**
 * Runs an automation's steps in dry mode over `data`: conditions evaluated, texts filled, nothing sent or written
 * (this module has no ports to send or write with). The stepping is the real run's (`executor.ts`); here an action
 * only previews, and its outputs read as placeholders to the steps after it (`<steps.2.taskId>`).
 */
export async function dryRun(
  triggerType: TriggerType,
  steps: readonly AutomationStep[],
  data: Record<string, unknown>,
): Promise<TestRunResult> {
  const result = await advanceRun({
    steps,
    data,
    records: [],
    keyPrefix: 'dry-run',
    now: new Date(),
    retrySchedule: [],
    dry: true,
    async perform(step, index, outputs) {
      const values = { ...data, steps: outputs };
      const summary = previewAction(step, (text, fallback = '') => renderTemplate(text || fallback, values).trim());
      const output = Object.fromEntries(actionOutputs[step.action].map((o) => [o.name, `<steps.${index}.${o.name}>`]));
      return { summary, output };
    },
  });
  return { steps: result.steps.map(asTestStep) };

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

/** A step's record as the test run's card shows it: would run, skipped (and why) or an error. */
function asTestStep(record: StepRun): StepResult {
  const summary = String(record.output?.summary ?? '');
  if (record.status === 'failed')
    return { index: record.index, type: record.type, outcome: 'error', preview: record.error ?? '' };
  if (record.status === 'succeeded')
    return { index: record.index, type: record.type, outcome: 'would_run', preview: summary };
  return { index: record.index, type: record.type, outcome: 'skipped', preview: summary };
}
