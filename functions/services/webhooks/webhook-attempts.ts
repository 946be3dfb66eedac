import { signatureHeaders } from '../../adapters/webhooks/signature';
import { postWebhook, WebhookPostFailed } from '../../adapters/webhooks/webhook-post';
import { type StoredWebhookDelivery, webhookDeliveryEntity } from '../../data/webhooks/webhook-deliveries';
import { type StoredWebhookEndpoint, webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { attemptOutcome, type EndpointChange } from '../../domain/webhooks/attempt-outcome';
import { config } from '../../platform/config';
import { logger } from '../../platform/logger';
import { type AttemptMessage, queueAttempt } from './webhook-deliveries';
import { notifyEndpointDisabled } from './webhook-disabled-notice';
import { openWebhookSecrets, signingSecrets } from './webhook-secrets';
import { webhookUrlPolicy, webhookUrlRefusal } from './webhook-url';

/** How long a receiver has to answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

type Attempt = StoredWebhookDelivery['attempts'][number];

/**
 * One attempt of a delivery (the webhook queue's worker, `functions/jobs/webhook-delivery.ts`): checks the URL again
 * (SSRF, after DNS), signs the stored body with every secret that signs now, posts it, logs the attempt, applies what
 * the answer means (`attemptOutcome`) to the delivery and its endpoint, and queues the next attempt if one is due.
 * Only the writer whose conditional update logged the attempt goes on, so a message SQS delivers twice acts once.
 */
export async function runAttempt(message: AttemptMessage, now = new Date()): Promise<void> {
  if (Date.parse(message.dueAt) - now.getTime() > 1000) {
    // A wait longer than one SQS delay: the next hop of the chain.
    await queueAttempt(message, now);
    return;
  }
  const { workspaceId, endpointId, deliveryId } = message;
  const delivery = await webhookDeliveryEntity.get({ workspaceId, endpointId, id: deliveryId }, { consistent: true });
  if (delivery?.status !== 'pending' || delivery.attempts.length + 1 !== message.attempt) return;
  const endpoint = await webhookEndpointEntity.get({ workspaceId, id: endpointId }, { consistent: true });
  if (!endpoint?.enabled) {
    await webhookDeliveryEntity.update(
      { workspaceId, endpointId, id: deliveryId },
      { status: 'failed', nextAttemptAt: null },
      { if: { status: 'pending', roundAttempts: delivery.roundAttempts } },
    );
    return;
  }

  const attempt = await send(workspaceId, endpoint, delivery, now);
  const outcome = attemptOutcome({
    statusCode: attempt.statusCode,
    roundAttempts: delivery.roundAttempts + 1,
    failingSince: endpoint.failingSince,
    now,
    retryDelaysSeconds: config().WEBHOOK_RETRY_DELAYS_SECONDS,
  });
  const logged = await webhookDeliveryEntity.update(
    { workspaceId, endpointId, id: deliveryId },
    {
      attempts: [...delivery.attempts, attempt],
      roundAttempts: delivery.roundAttempts + 1,
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
    },
    { if: { status: 'pending', roundAttempts: delivery.roundAttempts } },
  );
  if (!logged) return;
  await applyToEndpoint(workspaceId, endpoint, outcome.endpoint, now);
  if (outcome.nextAttemptAt) {
    await queueAttempt({ ...message, attempt: message.attempt + 1, dueAt: outcome.nextAttemptAt.toISOString() }, now);
  }
}

async function send(
  workspaceId: string,
  endpoint: StoredWebhookEndpoint,
  delivery: StoredWebhookDelivery,
  at: Date,
): Promise<Attempt> {
  const refusal = await webhookUrlRefusal(endpoint.url);
  if (refusal) return { at: at.toISOString(), statusCode: null, durationMs: 0, responseBody: '', error: refusal };
  const secrets = await openWebhookSecrets(workspaceId, endpoint.id, endpoint.sealedSecrets);
  const headers = signatureHeaders(
    delivery.id,
    delivery.body,
    signingSecrets(secrets, endpoint.previousSecretExpiresAt, at),
    at,
  );
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  try {
    const answer = await postWebhook(new URL(endpoint.url), headers, delivery.body, {
      policy: webhookUrlPolicy(),
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    });
    const redirect = answer.statusCode >= 300 && answer.statusCode < 400;
    return {
      at: at.toISOString(),
      statusCode: answer.statusCode,
      durationMs: durationMs(),
      responseBody: answer.body,
      error: redirect ? 'Redirects are not followed: point the webhook at the final URL' : null,
    };
  } catch (error) {
    if (!(error instanceof WebhookPostFailed)) throw error;
    return { at: at.toISOString(), statusCode: null, durationMs: durationMs(), responseBody: '', error: error.message };
  }
}

async function applyToEndpoint(
  workspaceId: string,
  endpoint: StoredWebhookEndpoint,
  change: EndpointChange,
  now: Date,
): Promise<void> {
  const key = { workspaceId, id: endpoint.id };
  const at = now.toISOString();
  switch (change) {
    case 'none':
      return;
    case 'answering':
      if (endpoint.failingSince) await webhookEndpointEntity.update(key, { failingSince: null });
      return;
    case 'failing':
      await webhookEndpointEntity.update(key, { failingSince: at }, { if: { failingSince: null } });
      return;
    case 'disable-gone':
    case 'disable-failing': {
      const reason = change === 'disable-gone' ? 'gone' : 'failing';
      const disabled = await webhookEndpointEntity.update(
        key,
        { enabled: false, disabledReason: reason, disabledAt: at, updatedAt: at },
        { if: { enabled: true } },
      );
      if (!disabled) return;
      logger.warn('Webhook endpoint disabled', { workspaceId, endpointId: endpoint.id, reason });
      await notifyEndpointDisabled(workspaceId, disabled, reason);
    }
  }
}
