import * as z from '@shared/zod';
import { type BusEventType, busEventDetailOf } from './bus-event';

/**
 * The events an outgoing webhook can subscribe to, in the dotted names receivers see, each the public name of one
 * event on the app's bus (`bus-event.ts`): webhooks are fed from the bus, never from a second path. `webhook.test` is
 * the one event no bus carries: 'Send test' on the screen makes it.
 */
export const webhookEventSources = {
  'task.created': 'task_created',
  'task.updated': 'task_updated',
  'task.completed': 'task_completed',
  'task.deleted': 'task_deleted',
  'employee.created': 'employee_created',
  'employee.updated': 'employee_updated',
  'employee.deleted': 'employee_deleted',
  'automation.run.succeeded': 'automation_run_succeeded',
  'automation.run.failed': 'automation_run_failed',
  'invoice.paid': 'invoice_paid',
  'lead.created': 'new_lead',
  'meeting.scheduled': 'meeting_scheduled',
  'statement.imported': 'statement_imported',
  'subscription.updated': 'subscription_updated',
} as const satisfies Record<string, BusEventType>;

export type SubscribableWebhookEvent = keyof typeof webhookEventSources;
export const subscribableWebhookEvents = Object.keys(webhookEventSources) as SubscribableWebhookEvent[];
export const subscribableWebhookEventSchema = z.enum(
  subscribableWebhookEvents as [SubscribableWebhookEvent, ...SubscribableWebhookEvent[]],
);

export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = SubscribableWebhookEvent | typeof WEBHOOK_TEST_EVENT;

const busTypeToWebhook = new Map<string, SubscribableWebhookEvent>(
  Object.entries(webhookEventSources).map(([name, busType]) => [busType, name as SubscribableWebhookEvent]),
);

/** The webhook name of a bus event; `undefined` for a bus event no webhook carries. */
export const webhookEventOf = (busType: BusEventType): SubscribableWebhookEvent | undefined =>
  busTypeToWebhook.get(busType);

export const webhookTestDataSchema = z.object({ message: z.string(), endpointId: z.string() });

/** Each event's `data`: the OpenAPI document's `webhooks` section is made from this map. */
export const webhookEventDataSchemas: Record<WebhookEventType, z.ZodMiniType> = {
  ...(Object.fromEntries(
    Object.entries(webhookEventSources).map(([name, busType]) => [name, busEventDetailOf(busType).shape.data]),
  ) as unknown as Record<SubscribableWebhookEvent, z.ZodMiniType>),
  [WEBHOOK_TEST_EVENT]: webhookTestDataSchema,
};

/** The body of every delivery, whatever the event: `data` is the event's (see `webhookEventDataSchemas`). */
export const webhookEnvelopeSchema = z.object({
  /** The event's id: the same for every endpoint and every attempt (the `webhook-id` header names the delivery). */
  id: z.string(),
  type: z.string(),
  createdAt: z.string(),
  workspaceId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

/** The envelope with the data schema of one event type, for a document that describes each event on its own. */
export const webhookPayloadSchemaOf = (type: WebhookEventType) =>
  z.extend(webhookEnvelopeSchema, { type: z.literal(type), data: webhookEventDataSchemas[type] });
