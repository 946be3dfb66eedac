import { performance } from 'node:perf_hooks';
import { BUSINESS_EVENT_SOURCE } from '@shared/schemas/business-event';
import { auditIndexKeys } from '../../functions/data/audit/audit-entries';
import { type CapacityTally, emptyTally, withCapacityTally } from '../../functions/platform/dynamodb/capacity';
import { tableDefinition } from '../../functions/platform/dynamodb/table-definition';
import { newId } from '../../functions/platform/ids';
import { webhookQueue } from '../../functions/platform/webhook-queue';
import { appendAuditEntry } from '../../functions/services/audit/audit-chain';
import { runAttempts } from '../../functions/services/webhooks/webhook-attempts';
import type { AttemptMessage } from '../../functions/services/webhooks/webhook-deliveries';
import { fanOutBusEvent } from '../../functions/services/webhooks/webhook-fan-out';
import type { ApiClient } from '../testing/api-client';
import { startWebhookReceiver } from '../testing/webhook-receiver';

/** What one run of a piece of work cost the table, and how long it took in this process. */
export interface Tallied {
  tally: CapacityTally;
  ms: number;
}

async function tally(fn: () => Promise<unknown>): Promise<Tallied> {
  const counted = emptyTally();
  const started = performance.now();
  await withCapacityTally(counted, fn);
  return { tally: counted, ms: performance.now() - started };
}

const REPEATS = 5;
const medianOf = (runs: Tallied[], pick: (run: Tallied) => number) =>
  [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;

export interface AuditEntryCost {
  writeUnits: number;
  readUnits: number;
  /** The global indexes an entry is written into (by actor, by target), each billed as a write of its own. */
  indexes: number;
  /** The entry's stored size (its JSON), which decides the chain item's write units (1 KB each). */
  entryBytes: number;
  /** One append's duration in this process (the chain's one put). */
  ms: number;
}

/**
 * One audit entry as a task change writes it (`recordAudit` → `appendAuditEntry`): the chain's conditional put, with
 * the entry's index keys, in this process (the chain's tail is then known, as in a warm Lambda). Median of 5.
 */
export async function measureAuditEntry(workspaceId: string, userId: string): Promise<AuditEntryCost> {
  const draft = (i: number) => ({
    actor: { type: 'user' as const, id: userId, name: 'Cost Bench' },
    action: 'task.updated',
    target: { type: 'task', id: newId(), label: `Call the supplier about the March invoice ${i}` },
    changes: { status: ['pending', 'completed'], completedAt: [null, new Date().toISOString()] },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5',
    requestId: newId(),
    result: 'success' as const,
  });
  await appendAuditEntry(workspaceId, draft(-1));
  let entryBytes = 0;
  let indexes = 0;
  const runs: Tallied[] = [];
  for (let i = 0; i < REPEATS; i++) {
    runs.push(
      await tally(async () => {
        const entry = await appendAuditEntry(workspaceId, draft(i));
        entryBytes = Buffer.byteLength(JSON.stringify(entry));
        const keys = auditIndexKeys(workspaceId, entry);
        indexes = Object.values(tableDefinition.indexes).filter((index) => index.partitionKey in keys).length;
      }),
    );
  }
  return {
    writeUnits: medianOf(runs, (r) => r.tally.writeUnits),
    readUnits: medianOf(runs, (r) => r.tally.readUnits),
    ms: medianOf(runs, (r) => r.ms),
    indexes,
    entryBytes,
  };
}

export interface WebhookDeliveryCost {
  /** The fan-out of one event to one endpoint: the endpoints and the plan read, the first attempt queued. */
  fanOut: Tallied;
  /** The first attempt: the endpoint read, the POST, the delivery logged with it. */
  attempt: Tallied;
  readUnits: number;
  writeUnits: number;
}

/**
 * One `task.created` event delivered to one endpoint (a local receiver), through the same services as the fan-out
 * and delivery workers, each part under its own tally. The webhook queue is held from here to the runtime's end (so
 * measure this last) and the attempt runs here, tallied, rather than on the local queue. Median of 5.
 */
export async function measureWebhookDelivery(client: ApiClient, workspaceId: string): Promise<WebhookDeliveryCost> {
  const receiver = await startWebhookReceiver();
  const messages: AttemptMessage[] = [];
  try {
    // The task first, so its own event (raised on the local bus before any endpoint exists) delivers nothing.
    const task = (await client.post('/api/tasks', { title: 'Call the supplier about the March invoice' })).body;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const endpoint = await client.post('/api/webhooks', { url: receiver.url, events: ['task.created'] });
    if (endpoint.status !== 201) throw new Error(`registering a webhook answered ${endpoint.status}: ${endpoint.text}`);
    webhookQueue.setLocal({
      send: async (queued) => void messages.push(...queued.map((m) => m.body as AttemptMessage)),
    });
    const runs: Array<{ fanOut: Tallied; attempt: Tallied }> = [];
    for (let i = -1; i < REPEATS; i++) {
      const event = {
        source: BUSINESS_EVENT_SOURCE,
        'detail-type': 'task_created',
        detail: {
          eventId: newId(),
          type: 'task_created',
          workspaceId,
          occurredAt: new Date().toISOString(),
          data: { task },
        },
      };
      messages.length = 0;
      const fanOut = await tally(() => fanOutBusEvent(event));
      const [message] = messages;
      if (!message) throw new Error('The fan-out queued no attempt');
      const before = receiver.received.length;
      const attempt = await tally(async () => {
        const [result] = await runAttempts([message]);
        if (result?.status === 'rejected') throw result.reason;
      });
      if (receiver.received.length !== before + 1) throw new Error('The attempt did not reach the receiver');
      if (i >= 0) runs.push({ fanOut, attempt });
    }
    const fanOut = runs.map((r) => r.fanOut);
    const attempt = runs.map((r) => r.attempt);
    const middle = runs[Math.floor(runs.length / 2)]!;
    return {
      fanOut: middle.fanOut,
      attempt: middle.attempt,
      readUnits: medianOf(fanOut, (r) => r.tally.readUnits) + medianOf(attempt, (r) => r.tally.readUnits),
      writeUnits: medianOf(fanOut, (r) => r.tally.writeUnits) + medianOf(attempt, (r) => r.tally.writeUnits),
    };
  } finally {
    await receiver.stop();
  }
}
