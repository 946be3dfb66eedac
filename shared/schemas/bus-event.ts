import * as z from '@shared/zod';
import { eventDetail, eventEnvelopeOf, eventTaskFields, triggerDetailSchemas } from './business-event';
import { businessEventTypes } from './business-event-type';
import { nullableString } from './nullable';

/**
 * Everything published on the app's event bus: the automation triggers (`business-event-type.ts`, which the runner
 * and the automation catalog key their tables by) and the events that only notify (outgoing webhooks). Keeping the
 * notify-only kinds here, as a superset, means a new bus event never becomes an automation trigger by accident: the
 * runner's EventBridge rule (and the local bus's) passes it only the trigger types.
 */
export const notifyOnlyEventTypes = [
  'task_updated',
  'task_deleted',
  'employee_created',
  'employee_updated',
  'employee_deleted',
  'statement_imported',
  'subscription_updated',
  'automation_run_succeeded',
  'automation_run_failed',
] as const;
/**
 * Work handed to the automation runner on the bus, which no automation triggers on and no webhook carries: a replay,
 * stored as a run queued and parked as due now (`services/automations/automation-replay.ts`), is started by the runner
 * at once instead of at the parked-runs job's next tick (the job still starts it if this event is lost).
 */
export const runnerCommandTypes = ['automation_run_queued'] as const;
export const busEventTypes = [...businessEventTypes, ...notifyOnlyEventTypes, ...runnerCommandTypes] as const;
/** What the runner's rule on the bus passes it (infra and the local bus): the trigger types and its commands. */
export const runnerEventTypes = [...businessEventTypes, ...runnerCommandTypes] as const;
export const busEventTypeSchema = z.enum(busEventTypes);
export type BusEventType = z.infer<typeof busEventTypeSchema>;

/** What a webhook may carry of an employee: never compensation, notes or contact details beyond the work email. */
const employeeFields = {
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  position: z.string(),
  department: nullableString,
  employmentType: z.string(),
  hireDate: z.string(),
};
const automationRun = z.object({
  id: z.string(),
  automationId: z.string(),
  automationName: z.string(),
  trigger: z.string(),
  triggerEventId: z.string(),
  finishedAt: z.string(),
  attempts: z.number(),
  error: nullableString,
});

export const notifyOnlyDetailSchemas = [
  eventDetail('task_updated', { task: z.object(eventTaskFields) }),
  eventDetail('task_deleted', { task: z.object({ id: z.string(), title: z.string() }) }),
  eventDetail('employee_created', { employee: z.object(employeeFields) }),
  eventDetail('employee_updated', { employee: z.object(employeeFields) }),
  eventDetail('employee_deleted', { employee: z.object({ id: z.string() }) }),
  eventDetail('statement_imported', {
    statement: z.object({
      id: z.string(),
      filename: z.string(),
      format: z.string(),
      transactionsImported: z.number(),
      accounts: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  }),
  eventDetail('subscription_updated', {
    subscription: z.object({ tier: z.string(), status: z.string(), previousTier: nullableString }),
  }),
  eventDetail('automation_run_succeeded', { run: automationRun }),
  eventDetail('automation_run_failed', { run: automationRun }),
] as const;

/** A queued run: the key of its parked due item, which whoever takes it first (the runner, the job) starts. */
export const automationRunQueuedDetailSchema = eventDetail('automation_run_queued', {
  run: z.object({ id: z.string(), automationId: z.string(), eventId: z.string(), dueAt: z.string() }),
});

/** The schema of one bus event type's detail. */
export function busEventDetailOf(type: BusEventType) {
  const option = busEventDetailSchema.def.options.find((o) => o.shape.type.def.values[0] === type);
  if (!option) throw new Error(`No detail schema for the bus event ${type}`);
  return option;
}

export const busEventDetailSchema = z.discriminatedUnion('type', [
  ...triggerDetailSchemas,
  ...notifyOnlyDetailSchemas,
  automationRunQueuedDetailSchema,
]);
export type BusEventDetail = z.infer<typeof busEventDetailSchema>;

export const busEventEnvelopeSchema = eventEnvelopeOf(busEventTypeSchema, busEventDetailSchema);
export type BusEventEnvelope = z.infer<typeof busEventEnvelopeSchema>;

/** Whether an automation may be triggered by this event (what the runner's rule lets through). */
export const isAutomationTrigger = (type: BusEventType): type is (typeof businessEventTypes)[number] =>
  (businessEventTypes as readonly string[]).includes(type);
