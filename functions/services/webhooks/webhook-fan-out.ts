import { busEventEnvelopeSchema } from '@shared/schemas/bus-event';
import { type WebhookEnvelope, webhookEventOf } from '@shared/schemas/webhook-events';
import { logger } from '../../platform/logger';
import { startDeliveries } from './webhook-deliveries';
import { webhookTargets } from './webhook-targets';

export type FanOutResult = { status: 'rejected' } | { status: 'ignored' } | { status: 'queued'; deliveries: number };

/**
 * Turns one event of the app's bus into one delivery per enabled endpoint of its workspace that subscribes to it (the
 * job `functions/jobs/webhook-fan-out.ts`, a target of the bus's rule). Nothing is sent for a workspace whose plan
 * lost API access (`webhookTargets`). The deliveries are keyed by the event, so a redelivered bus event logs none twice
 * (`startDeliveries`).
 */
export async function fanOutBusEvent(event: unknown, now = new Date()): Promise<FanOutResult> {
  const parsed = busEventEnvelopeSchema.safeParse(event);
  if (!parsed.success) {
    // Not thrown: a malformed event stays malformed, so redelivery would only repeat this line.
    logger.error('Rejected a malformed bus event', { issues: parsed.error.issues.length });
    return { status: 'rejected' };
  }
  const { detail } = parsed.data;
  const type = webhookEventOf(detail.type);
  if (!type) return { status: 'ignored' };
  const { workspaceId } = detail;
  const endpoints = (await webhookTargets(workspaceId)).filter((endpoint) => endpoint.events.includes(type));
  if (!endpoints.length) return { status: 'ignored' };

  const envelope: WebhookEnvelope = {
    id: detail.eventId,
    type,
    createdAt: detail.occurredAt,
    workspaceId,
    data: detail.data,
  };
  const body = JSON.stringify(envelope);
  const deliveries = endpoints.map((endpoint) => ({
    workspaceId,
    endpointId: endpoint.id,
    eventId: detail.eventId,
    eventType: type,
    body,
  }));
  return { status: 'queued', deliveries: await startDeliveries(deliveries, now) };
}
