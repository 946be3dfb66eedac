import type { Page, PageQuery } from '@shared/schemas/pagination';
import {
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type Webhook,
  type WebhookDelivery,
  webhookSchema,
} from '@shared/schemas/webhook';
import { WEBHOOK_TEST_EVENT, type WebhookEnvelope } from '@shared/schemas/webhook-events';
import { webhookDeliveryEntity } from '../../data/webhooks/webhook-deliveries';
import { type StoredWebhookEndpoint, webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { changedFields } from '../../domain/audit/changes';
import { Conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { productNameOf } from '../branding/white-label-name';
import { found } from '../workspace/not-found';
import { queueAttempt, startDeliveries, toDeliveryView } from './webhook-deliveries';
import { newWebhookSecret, openWebhookSecrets, ROTATION_OVERLAP_MS, sealWebhookSecrets } from './webhook-secrets';
import { forgetWebhookTargets } from './webhook-targets';
import { assertWebhookUrl } from './webhook-url';

/** At most this many endpoints per workspace: every event is sent to each, so the fan-out stays bounded. */
export const MAX_WEBHOOKS = 20;

/**
 * The endpoint as the API shows it: its schema names the fields, so the sealed secrets and the failing streak, kept
 * only in the table, never reach an answer (zod leaves out what a schema does not name).
 */
const toWebhook = (stored: StoredWebhookEndpoint): Webhook => webhookSchema.parse(stored);

const endpointOf = async (workspaceId: string, id: string) =>
  found(await webhookEndpointEntity.get({ workspaceId, id }, { consistent: true }), 'webhook');

export async function listWebhooks(workspaceId: string): Promise<Webhook[]> {
  return (await webhookEndpointEntity.queryAll({ workspaceId })).map(toWebhook);
}

export async function createWebhook(
  workspaceId: string,
  userId: string,
  input: CreateWebhookInput,
  now = new Date(),
): Promise<Webhook & { secret: string }> {
  await assertWebhookUrl(input.url);
  if ((await webhookEndpointEntity.queryAll({ workspaceId })).length >= MAX_WEBHOOKS) {
    throw new Conflict(`A workspace may have at most ${MAX_WEBHOOKS} webhooks; delete one to add another`);
  }
  const id = newId();
  const secret = newWebhookSecret();
  const endpoint: StoredWebhookEndpoint = {
    id,
    url: input.url,
    description: input.description ?? '',
    events: input.events,
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    sealedSecrets: await sealWebhookSecrets(workspaceId, id, { current: secret, previous: null }),
    previousSecretExpiresAt: null,
    failingSince: null,
    createdBy: userId,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await webhookEndpointEntity.create({ workspaceId, ...endpoint });
  await forgetWebhookTargets(workspaceId);
  await recordAudit(workspaceId, {
    action: 'webhook.created',
    target: webhookTarget(endpoint),
    changes: { url: [null, endpoint.url], events: [null, endpoint.events] },
  });
  return { ...toWebhook(endpoint), secret };
}

export async function updateWebhook(
  workspaceId: string,
  id: string,
  changes: UpdateWebhookInput,
  now = new Date(),
): Promise<Webhook> {
  const before = await endpointOf(workspaceId, id);
  if (changes.url !== undefined) await assertWebhookUrl(changes.url);
  // Enabling again (by a person) forgets why the app disabled it and the failing streak that led there.
  const enabling = changes.enabled === true ? { disabledReason: null, disabledAt: null, failingSince: null } : {};
  const updated = await webhookEndpointEntity.update(
    { workspaceId, id },
    { ...stripUndefined(changes), ...enabling, updatedAt: now.toISOString() },
  );
  await forgetWebhookTargets(workspaceId);
  const after = found(updated, 'webhook');
  await recordAudit(workspaceId, {
    action: 'webhook.updated',
    target: webhookTarget(after),
    changes: changedFields(before, after, ['url', 'events', 'enabled', 'description']),
  });
  return toWebhook(after);
}

const stripUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Removes the endpoint; its queued attempts find it gone and stop, and its log expires with its TTL. */
export async function deleteWebhook(workspaceId: string, id: string): Promise<void> {
  const endpoint = await endpointOf(workspaceId, id);
  await webhookEndpointEntity.delete({ workspaceId, id });
  await forgetWebhookTargets(workspaceId);
  await recordAudit(workspaceId, { action: 'webhook.deleted', target: webhookTarget(endpoint) });
}

const webhookTarget = (endpoint: { id: string; url: string }) => ({
  type: 'webhook',
  id: endpoint.id,
  label: endpoint.url,
});

export async function rotateWebhookSecret(
  workspaceId: string,
  id: string,
  now = new Date(),
): Promise<{ secret: string; previousSecretExpiresAt: string }> {
  const endpoint = await endpointOf(workspaceId, id);
  const { current } = await openWebhookSecrets(workspaceId, id, endpoint.sealedSecrets);
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString();
  const rotated = await webhookEndpointEntity.update(
    { workspaceId, id },
    {
      sealedSecrets: await sealWebhookSecrets(workspaceId, id, { current: secret, previous: current }),
      previousSecretExpiresAt,
      updatedAt: now.toISOString(),
    },
    // Two rotations at once: only one may win, or the loser's secret would never sign.
    { if: { sealedSecrets: endpoint.sealedSecrets } },
  );
  if (!rotated) throw new Conflict('The secret was rotated at the same moment; reload to see the webhook');
  await recordAudit(workspaceId, { action: 'webhook.secret_rotated', target: webhookTarget(endpoint) });
  return { secret, previousSecretExpiresAt };
}

/** Queues a `webhook.test` event to the endpoint, through the same delivery as every event. */
export async function sendTestEvent(
  workspaceId: string,
  id: string,
  now = new Date(),
): Promise<{ deliveryId: string }> {
  const [, product] = await Promise.all([endpointOf(workspaceId, id), productNameOf(workspaceId)]);
  const eventId = newId();
  const envelope: WebhookEnvelope = {
    id: eventId,
    type: WEBHOOK_TEST_EVENT,
    createdAt: now.toISOString(),
    workspaceId,
    // The deliveries list shows this body: a white-labelled workspace's names its own product, or none.
    data: { message: `This is a test event${product ? ` from ${product}` : ''}.`, endpointId: id },
  };
  await startDeliveries(
    [{ workspaceId, endpointId: id, eventId, eventType: WEBHOOK_TEST_EVENT, body: JSON.stringify(envelope) }],
    now,
  );
  return { deliveryId: eventId };
}

export async function listDeliveries(
  workspaceId: string,
  endpointId: string,
  page: PageQuery,
): Promise<Page<WebhookDelivery>> {
  await endpointOf(workspaceId, endpointId);
  const { items, cursor } = await webhookDeliveryEntity.query(
    { workspaceId, endpointId },
    { newestFirst: true, limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) },
  );
  return { items: items.map(toDeliveryView), cursor: cursor ?? null };
}

/**
 * Sends a finished delivery again now: a new round of attempts (with the full retry schedule) on the same
 * `webhook-id` and body, logged after the earlier attempts. A delivery still being attempted is left to its schedule.
 */
export async function redeliver(
  workspaceId: string,
  endpointId: string,
  deliveryId: string,
  now = new Date(),
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(workspaceId, endpointId);
  if (!endpoint.enabled) throw new Conflict('The webhook is disabled; enable it before redelivering');
  const key = { workspaceId, endpointId, id: deliveryId };
  const delivery = found(await webhookDeliveryEntity.get(key, { consistent: true }), 'webhookDelivery');
  if (delivery.status === 'pending') {
    throw new Conflict('This delivery is still being attempted; its next attempt is already scheduled');
  }
  const restarted = await webhookDeliveryEntity.update(
    key,
    { status: 'pending', roundAttempts: 0, nextAttemptAt: now.toISOString() },
    { if: { status: delivery.status, roundAttempts: delivery.roundAttempts } },
  );
  if (!restarted) throw new Conflict('This delivery was redelivered at the same moment');
  await queueAttempt(
    { workspaceId, endpointId, deliveryId, attempt: delivery.attempts.length + 1, dueAt: now.toISOString() },
    now,
  );
  return toDeliveryView(restarted);
}
