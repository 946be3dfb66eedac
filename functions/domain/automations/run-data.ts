import type { TriggerType } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { RunData } from './conditions';
import type { TemplateValues } from './template';
import { templateValues } from './template-values';

/**
 * What a run's steps read. `trigger.*` is the trigger's subject (an invoice_paid event's invoice), beside the
 * trigger's own names (`invoice.amount`). Conditions read the raw values, so amounts compare as numbers; texts read
 * them as a person writes them ('$600.00', times in the workspace's zone; `template-values.ts`).
 */
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

/** The data a real run's conditions read from its event. */
export function eventData(event: BusinessEventDetail): RunData {
  const data = event.data as Record<string, unknown>;
  const subject = subjectOf[event.type];
  return { ...data, trigger: subject ? data[subject] : data, steps: {} };
}

/** The values a real run's texts fill from. */
export function eventValues(event: BusinessEventDetail, timeZone: string): TemplateValues {
  const values = templateValues(event, timeZone);
  const subject = subjectOf[event.type];
  return { ...values, trigger: subject ? values[subject] : event.data };
}
