import { signatureHeaders } from '../../adapters/webhooks/signature';
import { postWebhook, WebhookPostFailed } from '../../adapters/webhooks/webhook-post';
import { type StoredWebhookDelivery, webhookDeliveryEntity } from '../../data/webhooks/webhook-deliveries';
import { type StoredWebhookEndpoint, webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { attemptOutcome, type EndpointChange } from '../../domain/webhooks/attempt-outcome';
import { config } from '../../platform/config';
import { getItemsConsistently } from '../../platform/dynamodb/entity';
import { logger } from '../../platform/logger';
import { type AttemptMessage, logFirstAttempt, queueAttempt } from './webhook-deliveries';
import { notifyEndpointDisabled } from './webhook-disabled-notice';
import { openWebhookSecretsKept, signingSecrets } from './webhook-secrets';
import { forgetWebhookTargets } from './webhook-targets';
import { webhookUrlPolicy, webhookUrlRefusal } from './webhook-url';

/** How long a receiver has to answer. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

type Attempt = StoredWebhookDelivery['attempts'][number];

/** What the attempts of one batch share: each endpoint read once. */
interface BatchEndpoints {
  endpoint(workspaceId: string, endpointId: string): StoredWebhookEndpoint | undefined;
}

const endpointKey = (workspaceId: string, endpointId: string) => `${workspaceId}|${endpointId}`;

/**
 * Reads the endpoints a batch's messages name in one strongly consistent BatchGetItem (an endpoint disabled a moment
 * ago is seen), instead of one read per attempt.
 */
async function batchEndpoints(messages: readonly AttemptMessage[]): Promise<BatchEndpoints> {
  const keys = [...new Map(messages.map((m) => [endpointKey(m.workspaceId, m.endpointId), m])).values()].map(
    ({ workspaceId, endpointId }) => ({ workspaceId, id: endpointId }),
  );
  const items = await getItemsConsistently(keys.map((key) => webhookEndpointEntity.keyOf(key)));
  const endpoints = new Map(
    keys.map((key, i) => [endpointKey(key.workspaceId, key.id), webhookEndpointEntity.fromItem(items[i])]),
  );
  return { endpoint: (workspaceId, endpointId) => endpoints.get(endpointKey(workspaceId, endpointId)) };
}

/**
 * The attempts of a batch of the webhook queue (its worker, `functions/jobs/webhook-delivery.ts`), side by side,
 * with the endpoints read once for the batch and the answers logged together (`logAnswers`): one result per message,
 * rejected where the attempt could not be logged (the table failed), for the queue to receive that message again.
 */
export async function runAttempts(
  messages: readonly AttemptMessage[],
  now = new Date(),
): Promise<PromiseSettledResult<void>[]> {
  const due = messages.filter((message) => !waitsLonger(message, now));
  const endpoints = due.length ? await batchEndpoints(due) : undefined;
  const sent = await Promise.allSettled(
    messages.map((message) =>
      // A wait longer than one SQS delay: the next hop of the chain.
      waitsLonger(message, now) ? queueAttempt(message, now) : runAttempt(message, endpoints!, now),
    ),
  );
  const answers = sent.flatMap((result) => (result.status === 'fulfilled' && result.value ? [result.value] : []));
  const logged = new Map(answers.map((answer, i) => [answer, i]));
  const outcomes = await logAnswers(answers, now);
  return sent.map((result) =>
    result.status === 'fulfilled' && result.value ? outcomes[logged.get(result.value)!]! : settledVoid(result),
  );
}

const settledVoid = (result: PromiseSettledResult<unknown>): PromiseSettledResult<void> =>
  result.status === 'fulfilled' ? { status: 'fulfilled', value: undefined } : result;

const waitsLonger = (message: AttemptMessage, now: Date) => Date.parse(message.dueAt) - now.getTime() > 1000;

/**
 * How old a claim must be before its attempt counts as cut off: the webhook worker's function timeout
 * (`WEBHOOK_DELIVERY_TIMEOUT` in infra/constructs/jobs.ts), so the invocation that claimed it has ended for sure.
 */
export const CLAIM_CUT_OFF_MS = 30_000;

export const CUT_OFF_ERROR =
  'The attempt was cut off before its answer was recorded; the receiver may have got it (under the same webhook-id), and it is retried';

/**
 * One attempt of a delivery. The attempt is claimed first (a conditional write: the first attempt's put of the
 * delivery, or `claimedAt` set on a logged one), so of two copies of one message only the one holding the claim
 * sends. It then checks the URL again (SSRF, after DNS), signs the body with every secret that signs now and posts
 * it: the answer, for `logAnswers` to log with the batch's others.
 */
async function runAttempt(message: AttemptMessage, endpoints: BatchEndpoints, now: Date): Promise<Answer | undefined> {
  const { workspaceId, endpointId } = message;
  const endpoint = endpoints.endpoint(workspaceId, endpointId);
  if (message.first) {
    // Not logged yet: an endpoint deleted meanwhile keeps no log; a disabled one logs the delivery as failed.
    if (!endpoint) return;
    const first = { ...message, first: message.first };
    if (!endpoint.enabled) {
      await logFirstAttempt(first, { status: 'failed', nextAttemptAt: null, claimedAt: null });
      return;
    }
    const at = now.toISOString();
    const claimed = await logFirstAttempt(first, { status: 'pending', nextAttemptAt: at, claimedAt: at });
    if (claimed) return attemptClaimed(message, endpoint, claimed, now);
    // Logged already: this is a second copy, whose delivery's state decides below.
  }

  const key = { workspaceId, endpointId, id: message.deliveryId };
  const delivery = await webhookDeliveryEntity.get(key, { consistent: true });
  if (delivery?.status !== 'pending' || delivery.attempts.length + 1 !== message.attempt) return;
  if (delivery.claimedAt) {
    await settleClaim(message, delivery, endpoint, now);
    return;
  }
  const unclaimed = { if: { status: 'pending' as const, roundAttempts: delivery.roundAttempts, claimedAt: null } };
  if (!endpoint?.enabled) {
    await webhookDeliveryEntity.update(key, { status: 'failed', nextAttemptAt: null }, unclaimed);
    return;
  }
  const claimed = await webhookDeliveryEntity.update(key, { claimedAt: now.toISOString() }, unclaimed);
  return claimed ? attemptClaimed(message, endpoint, claimed, now) : undefined;
}

async function attemptClaimed(
  message: AttemptMessage,
  endpoint: StoredWebhookEndpoint,
  delivery: StoredWebhookDelivery,
  now: Date,
): Promise<Answer> {
  return { message, delivery, endpoint, attempt: await send(message.workspaceId, endpoint, delivery, now) };
}

/**
 * A copy of a message whose attempt another holds: while the claim is young its holder may still be sending, so this
 * copy checks back when the claim is old enough to be cut off; a claim that old, never logged, was cut off by a
 * crash between the claim and the log (maybe after the POST), and is logged as a failed attempt, whose retry the
 * schedule then makes as for any other failure.
 */
async function settleClaim(
  message: AttemptMessage,
  delivery: StoredWebhookDelivery,
  endpoint: StoredWebhookEndpoint | undefined,
  now: Date,
): Promise<void> {
  const cutOffAt = Date.parse(delivery.claimedAt!) + CLAIM_CUT_OFF_MS;
  if (now.getTime() < cutOffAt) {
    const { first: _logged, ...checkBack } = message;
    await queueAttempt({ ...checkBack, dueAt: new Date(cutOffAt).toISOString() }, now);
    return;
  }
  // A deleted endpoint's deliveries go with it.
  if (!endpoint) return;
  const cutOff = { at: delivery.claimedAt!, statusCode: null, durationMs: 0, responseBody: '', error: CUT_OFF_ERROR };
  await logUnderClaim({ message, delivery, endpoint, attempt: cutOff }, now);
}

/** An attempt made under its claim, its answer not logged yet. */
interface Answer {
  message: AttemptMessage;
  /** The delivery as claimed. */
  delivery: StoredWebhookDelivery;
  endpoint: StoredWebhookEndpoint;
  attempt: Attempt;
}

/**
 * Logs the answers of a batch's attempts (each clearing its claim), then what each leads to (`afterLogged`). While a
 * claim is young its holder is the only writer of the delivery: a copy of the message checks back after the cut-off,
 * and a redelivery refuses a pending delivery. So those answers are logged by putting their deliveries whole, in one
 * BatchWriteItem per 25 (no conditions) instead of a conditional update each: a table call less per delivery, most of
 * what an attempt costs here (`npm run bench -- webhook`). An answer that came so late that its claim is past half
 * the cut-off is logged by the update conditioned on its claim, so it can never overwrite a copy's cut-off log.
 */
async function logAnswers(answers: readonly Answer[], now: Date): Promise<PromiseSettledResult<void>[]> {
  const young = answers
    .filter((answer) => Date.now() - Date.parse(answer.delivery.claimedAt!) < CLAIM_CUT_OFF_MS / 2)
    .map((answer) => ({ answer, ...loggedState(answer, now) }));
  const written = young.length
    ? webhookDeliveryEntity.putMany(
        young.map(({ answer, changes }) => ({
          ...answer.delivery,
          ...changes,
          workspaceId: answer.message.workspaceId,
        })),
      )
    : undefined;
  return Promise.allSettled(
    answers.map(async (answer) => {
      const logged = young.find((y) => y.answer === answer);
      if (!logged) return logUnderClaim(answer, now);
      await written;
      await afterLogged(answer.message, answer.endpoint, logged.outcome, now);
    }),
  );
}

/** Logs one answer by an update conditioned on its claim being the one read, then what it leads to. */
async function logUnderClaim(answer: Answer, now: Date): Promise<void> {
  const { message, delivery, endpoint } = answer;
  const { changes, outcome } = loggedState(answer, now);
  const logged = await webhookDeliveryEntity.update(
    { workspaceId: message.workspaceId, endpointId: message.endpointId, id: message.deliveryId },
    changes,
    { if: { status: 'pending', claimedAt: delivery.claimedAt } },
  );
  if (logged) await afterLogged(message, endpoint, outcome, now);
}

/** The delivery's fields once an attempt of it is logged (its claim cleared), and what the attempt leads to. */
function loggedState({ delivery, endpoint, attempt }: Answer, now: Date) {
  const outcome = outcomeOf(attempt, delivery.roundAttempts, endpoint, now);
  const changes = {
    attempts: [...delivery.attempts, attempt],
    roundAttempts: delivery.roundAttempts + 1,
    status: outcome.status,
    nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
    claimedAt: null,
  } satisfies Partial<StoredWebhookDelivery>;
  return { changes, outcome };
}

const outcomeOf = (attempt: Attempt, roundAttempts: number, endpoint: StoredWebhookEndpoint, now: Date) =>
  attemptOutcome({
    statusCode: attempt.statusCode,
    roundAttempts: roundAttempts + 1,
    failingSince: endpoint.failingSince,
    now,
    retryDelaysSeconds: config().WEBHOOK_RETRY_DELAYS_SECONDS,
  });

/** What a logged attempt leads to: the endpoint's state, and the next attempt (carrying no delivery: it is logged). */
async function afterLogged(
  message: AttemptMessage,
  endpoint: StoredWebhookEndpoint,
  outcome: ReturnType<typeof attemptOutcome>,
  now: Date,
): Promise<void> {
  await applyToEndpoint(message.workspaceId, endpoint, outcome.endpoint, now);
  if (outcome.nextAttemptAt) {
    const { first: _logged, ...next } = message;
    await queueAttempt({ ...next, attempt: message.attempt + 1, dueAt: outcome.nextAttemptAt.toISOString() }, now);
  }
}

async function send(
  workspaceId: string,
  endpoint: StoredWebhookEndpoint,
  delivery: { id: string; body: string },
  at: Date,
): Promise<Attempt> {
  const refusal = await webhookUrlRefusal(endpoint.url);
  if (refusal) return { at: at.toISOString(), statusCode: null, durationMs: 0, responseBody: '', error: refusal };
  const secrets = await openWebhookSecretsKept(workspaceId, endpoint.id, endpoint.sealedSecrets);
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
      await forgetWebhookTargets(workspaceId);
      logger.warn('Webhook endpoint disabled', { workspaceId, endpointId: endpoint.id, reason });
      await notifyEndpointDisabled(workspaceId, disabled, reason);
    }
  }
}
