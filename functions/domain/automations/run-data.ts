import type { TriggerType } from '@shared/schemas/automation';
import type { BusinessEventDetail } from '@shared/schemas/business-event';
import type { RunData } from './conditions';
import { SUBJECT_OF } from './template-values';

/**
 * What a run's conditions read. `trigger.*` is the trigger's subject (an invoice_paid event's invoice), beside the
 * trigger's own names (`invoice.amount`). Conditions read the raw values, so amounts compare as numbers; texts read
 * them as a person writes them ('$600.00', times in the workspace's zone; `templateValues` of `template-values.ts`).
 */
/** A test run's data: the sample's fields as `trigger.*` (and the trigger's own names), nothing from a real run. */
export function sampleData(
  triggerType: TriggerType,
  sample: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const subject = SUBJECT_OF[triggerType];
  return { trigger: sample, ...(subject ? { [subject]: sample } : {}), steps: {} };
}

/** The data a real run's conditions read from its event. */
export function eventData(event: BusinessEventDetail): RunData {
  const data = event.data as Record<string, unknown>;
  const subject = SUBJECT_OF[event.type];
  return { ...data, trigger: subject ? data[subject] : data, steps: {} };
}
