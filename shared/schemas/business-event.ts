import * as z from 'zod';
import { businessEventTypeSchema } from './business-event-type';

/**
 * Business events: what happened in a workspace, published on the event bus (EventBridge in AWS, the in-process
 * bus locally) and consumed by the automation runner. The event `type` is an automation trigger type.
 *
 * Only `task_completed` is published today (by the tasks API). `new_lead`, `meeting_scheduled` and `invoice_paid`
 * are defined here so integrations and billing can publish them with the same contract.
 */
/** EventBridge `source` of every business event. */
export const BUSINESS_EVENT_SOURCE = 'bizpilot';

const base = z.object({
  /** ULID made by the publisher; with the automation id it keys a run, so a redelivered event never acts twice. */
  eventId: z.string().min(1).max(64),
  workspaceId: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The signed-in user whose action raised the event, if any. */
  actorUserId: z.string().nullable().optional(),
});

export const taskCompletedDetailSchema = base.extend({
  type: z.literal('task_completed'),
  data: z.object({
    task: z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      priority: z.string(),
      dueDate: z.string().nullable(),
      completedAt: z.string(),
    }),
  }),
});

export const newLeadDetailSchema = base.extend({
  type: z.literal('new_lead'),
  data: z.object({
    lead: z.object({
      name: z.string(),
      email: z.string().nullable().optional(),
      phone: z.string().nullable().optional(),
      source: z.string().nullable().optional(),
    }),
  }),
});

export const meetingScheduledDetailSchema = base.extend({
  type: z.literal('meeting_scheduled'),
  data: z.object({
    meeting: z.object({
      title: z.string(),
      startsAt: z.string(),
      attendeeName: z.string().nullable().optional(),
      attendeeEmail: z.string().nullable().optional(),
    }),
  }),
});

export const invoicePaidDetailSchema = base.extend({
  type: z.literal('invoice_paid'),
  data: z.object({
    invoice: z.object({
      id: z.string(),
      number: z.string().nullable().optional(),
      amount: z.number(),
      currency: z.string(),
      customerName: z.string().nullable().optional(),
    }),
  }),
});

export const businessEventDetailSchema = z.discriminatedUnion('type', [
  taskCompletedDetailSchema,
  newLeadDetailSchema,
  meetingScheduledDetailSchema,
  invoicePaidDetailSchema,
]);
export type BusinessEventDetail = z.infer<typeof businessEventDetailSchema>;

/** The event as EventBridge delivers it to a Lambda target (and as the in-process bus delivers it locally). */
export const businessEventEnvelopeSchema = z.object({
  id: z.string().optional(),
  'detail-type': businessEventTypeSchema,
  source: z.literal(BUSINESS_EVENT_SOURCE),
  time: z.string().optional(),
  detail: businessEventDetailSchema,
});
export type BusinessEventEnvelope = z.infer<typeof businessEventEnvelopeSchema>;
