import * as z from '@shared/zod';
import { businessEventTypeSchema } from './business-event-type';
import { nullableString } from './nullable';

/**
 * Business events: what happened in a workspace, published on the event bus (EventBridge in AWS, the in-process
 * bus locally) and consumed by the automation runner. The event `type` is an automation trigger type.
 *
 * `task_completed` is published by the tasks API and `cash_low` by the cash forecast; `new_lead`, `meeting_scheduled`
 * and `invoice_paid` are defined here so integrations and billing can publish them with the same contract; issue 33's
 * triggers follow at the end.
 */
/** EventBridge `source` of every business event. */
export const BUSINESS_EVENT_SOURCE = 'bizpilot';

const base = z.object({
  /** ULID made by the publisher; with the automation id it keys a run, so a redelivered event never acts twice. */
  eventId: z.string().check(z.minLength(1), z.maxLength(64)),
  workspaceId: z.string().check(z.minLength(1)),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The signed-in user whose action raised the event, if any. */
  actorUserId: z.optional(nullableString),
  /**
   * The automations whose runs led to this event, oldest first (a person completing a task an automation created: that
   * automation, and the chain its run carried). Absent or empty when a person or a provider alone raised it. The
   * runner never runs an automation on its own chain, and runs none on a chain already as long as chains may be.
   */
  chain: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(20))),
});

/** One event type's detail: the fields every event has, its `type`, and the `data` that type carries. */
export const eventDetail = <Type extends string, Data extends z.core.$ZodShape>(type: Type, data: Data) =>
  z.extend(base, { type: z.literal(type), data: z.object(data) });

export const taskCompletedDetailSchema = eventDetail('task_completed', {
  task: z.object({
    id: z.string(),
    title: z.string(),
    description: nullableString,
    priority: z.string(),
    dueDate: nullableString,
    completedAt: z.string(),
  }),
});

export const newLeadDetailSchema = eventDetail('new_lead', {
  lead: z.object({
    name: z.string(),
    email: z.optional(nullableString),
    phone: z.optional(nullableString),
    source: z.optional(nullableString),
  }),
});

export const meetingScheduledDetailSchema = eventDetail('meeting_scheduled', {
  meeting: z.object({
    title: z.string(),
    startsAt: z.string(),
    attendeeName: z.optional(nullableString),
    attendeeEmail: z.optional(nullableString),
  }),
});

export const invoicePaidDetailSchema = eventDetail('invoice_paid', {
  invoice: z.object({
    id: z.string(),
    number: z.optional(nullableString),
    amount: z.number(),
    currency: z.string(),
    customerName: z.optional(nullableString),
    customerEmail: z.optional(nullableString),
  }),
});

/** A task as the task events carry it (`task_created` here; `task_updated` for outgoing webhooks). */
export const eventTaskFields = {
  id: z.string(),
  title: z.string(),
  description: nullableString,
  status: z.string(),
  priority: z.string(),
  dueDate: nullableString,
  assigneeEmployeeId: nullableString,
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: nullableString,
};

/** A new task (the tasks API); its fields are `trigger.<field>` to an automation. */
export const taskCreatedDetailSchema = eventDetail('task_created', { task: z.object(eventTaskFields) });

/**
 * Issue 33's events carry their data flat, as the automation's `trigger.<field>` names it. A schedule and a posted
 * hook fire one automation (`automationId`), not every automation of their type.
 */
export const scheduleDetailSchema = eventDetail('schedule', {
  automationId: z.string(),
  scheduledAt: z.iso.datetime({ offset: true }),
  /** The workspace's calendar day it fired on, YYYY-MM-DD. */
  date: z.iso.date(),
});

export const webhookReceivedDetailSchema = eventDetail('webhook_received', {
  automationId: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
  /** The posted JSON (an object, at most 256 KB): `trigger.body.<field>`. */
  body: z.record(z.string(), z.unknown()),
});

export const integrationItemDetailSchema = eventDetail('integration_item', {
  integrationId: z.string(),
  provider: z.string(),
  dataType: z.string(),
  externalId: z.string(),
  name: z.string(),
  reference: z.optional(nullableString),
  status: z.optional(nullableString),
  // Absent in the events of runs stored before items fired on a change of status: those were all new items.
  change: z.optional(z.enum(['new', 'status_changed'])),
  previousStatus: z.optional(nullableString),
  amount: z.optional(z.nullable(z.number())),
  currency: z.optional(nullableString),
  contactName: z.optional(nullableString),
  contactEmail: z.optional(nullableString),
  contactPhone: z.optional(nullableString),
  /** YYYY-MM-DD: an invoice's due day (the 'overdue' status fires the day after it). */
  dueDate: z.optional(z.nullable(z.iso.date())),
});

/** Published by the cash forecast: the day cash is lowest, the amount it falls to, and what drives it. */
export const cashLowDetailSchema = eventDetail('cash_low', {
  date: z.iso.date(),
  amount: z.number(),
  currency: z.optional(z.string()),
  threshold: z.optional(z.nullable(z.number())),
  drivers: z.array(z.string()),
});

export const employeeNoteFollowUpDueDetailSchema = eventDetail('employee_note_follow_up_due', {
  noteId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  subject: z.string(),
  followUpDate: z.iso.date(),
});

/** Each automation trigger's detail, in the order of `businessEventTypes`; the bus adds its notify-only ones. */
export const triggerDetailSchemas = [
  taskCompletedDetailSchema,
  newLeadDetailSchema,
  meetingScheduledDetailSchema,
  invoicePaidDetailSchema,
  taskCreatedDetailSchema,
  scheduleDetailSchema,
  webhookReceivedDetailSchema,
  integrationItemDetailSchema,
  cashLowDetailSchema,
  employeeNoteFollowUpDueDetailSchema,
] as const;
export const businessEventDetailSchema = z.discriminatedUnion('type', [...triggerDetailSchemas]);
export type BusinessEventDetail = z.infer<typeof businessEventDetailSchema>;

/** An event as EventBridge delivers it to a Lambda target (and as the in-process bus delivers it locally). */
export function eventEnvelopeOf<Type extends z.ZodMiniType, Detail extends z.ZodMiniType>(type: Type, detail: Detail) {
  return z.object({
    id: z.optional(z.string()),
    'detail-type': type,
    source: z.literal(BUSINESS_EVENT_SOURCE),
    time: z.optional(z.string()),
    detail,
  });
}

export const businessEventEnvelopeSchema = eventEnvelopeOf(businessEventTypeSchema, businessEventDetailSchema);
export type BusinessEventEnvelope = z.infer<typeof businessEventEnvelopeSchema>;
