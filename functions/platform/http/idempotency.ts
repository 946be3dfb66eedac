import { createHash } from 'node:crypto';
import * as z from '@shared/zod';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SessionIdentity } from '../auth/session';
import { defineEntity } from '../dynamodb/entity';
import { nowEpochSeconds } from '../dynamodb/expiry';
import { Conflict, IdempotencyKeyReused, ValidationFailed } from '../errors';
import type { HttpResult } from './response';

/**
 * `Idempotency-Key` on creates: a client that retries a POST (a timeout, a double click, a flaky network) with the
 * same key gets the first answer again instead of a second item. Keys are scoped to the workspace and the route and
 * kept for 24 hours. The record is claimed with a conditional put before the handler runs, so of two concurrent
 * requests with one key only one creates; the other is told to wait (409). A failed request frees its key, so a
 * corrected retry runs; a key reused with another body is refused (422), never answered with the wrong item.
 */
const HEADER = 'idempotency-key';
const KEEP_SECONDS = 24 * 3600;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

const idempotencyEntity = defineEntity({
  type: 'IdempotencyRecord',
  schema: z.object({
    key: z.string(),
    route: z.string(),
    requestHash: z.string(),
    status: z.enum(['in_progress', 'done']),
    response: z.optional(
      z.object({ statusCode: z.number(), headers: z.record(z.string(), z.string()), body: z.string() }),
    ),
    expiresAt: z.number(),
  }),
  partitionKey: 'WS#{workspaceId}',
  sortKey: 'IDEMPOTENCY#{route}#{key}',
  expires: true,
});

/** Runs `create` at most once per key; without the header it just runs. */
export async function onceForKey(
  event: APIGatewayProxyEventV2,
  route: string,
  session: SessionIdentity,
  create: () => Promise<HttpResult>,
): Promise<HttpResult> {
  const key = event.headers[HEADER];
  if (key === undefined) return create();
  if (!KEY_PATTERN.test(key)) {
    throw new ValidationFailed('Validation error: Idempotency-Key must be 1 to 100 letters, digits or _ . : -', [
      { path: 'Idempotency-Key', message: 'Must be 1 to 100 letters, digits or _ . : -' },
    ]);
  }
  const requestHash = createHash('sha256')
    .update(event.body ?? '')
    .digest('base64url');
  const id = { workspaceId: session.workspaceId, route, key };
  const claimed = await idempotencyEntity.create(
    { ...id, requestHash, status: 'in_progress', expiresAt: nowEpochSeconds() + KEEP_SECONDS },
    { expiresAt: nowEpochSeconds() + KEEP_SECONDS },
  );
  if (!claimed)
    return replay(await idempotencyEntity.get(id, { consistent: true }), requestHash, () =>
      onceForKey(event, route, session, create),
    );

  let result: HttpResult;
  try {
    result = await create();
  } catch (error) {
    await idempotencyEntity.delete(id);
    throw error;
  }
  if (result.statusCode >= 200 && result.statusCode < 300 && typeof result.body === 'string') {
    const response = { statusCode: result.statusCode, headers: result.headers, body: result.body };
    await idempotencyEntity.update(id, { status: 'done', response });
  } else {
    await idempotencyEntity.delete(id);
  }
  return result;
}

async function replay(
  record: z.output<typeof idempotencyEntity.schema> | undefined,
  requestHash: string,
  retry: () => Promise<HttpResult>,
): Promise<HttpResult> {
  // Expired (or freed by a failure) between the claim and this read: claim it again.
  // Expired (or freed by a failure) between the claim and this read: claim it again.
  if (!record) return retry();
  if (record.requestHash !== requestHash) {
    throw new IdempotencyKeyReused();
  }
  if (record.status === 'in_progress' || !record.response) {
    throw new Conflict('A request with this Idempotency-Key is still in progress; retry in a moment', 1);
  }
  return { ...record.response, headers: { ...record.response.headers, 'idempotent-replayed': 'true' } };
}
