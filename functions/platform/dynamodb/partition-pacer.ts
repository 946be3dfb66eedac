import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import type { InitializeHandlerOptions, InitializeMiddleware } from '@smithy/types';

/**
 * DynamoDB serves at most 1,000 write units a second per partition, and a workspace is one partition key. A bulk
 * flow (a first sync writes ~2 units per item, and its budget pace is 500 items/s) can ask more, and would be
 * throttled into retries. Bulk writes (BatchWriteItem) therefore take their units from a token bucket per partition
 * key before they are sent: at most `PARTITION_WRITE_UNITS_PER_SECOND`, leaving the rest of the partition's 1,000 to
 * the workspace's requests. Single writes (a request's PutItem/UpdateItem) are never held.
 *
 * The bucket is per process: one Lambda container runs one bulk flow at a time (the sync worker takes one message,
 * the import one file), so this holds each flow to the rate; two flows of one workspace at once (two integrations
 * syncing) could still add up, which a shared budget in the table would be needed for.
 */
export const PARTITION_WRITE_UNITS_PER_SECOND = 900;

export interface PartitionPacer {
  /** Waits until `units` may be written to `partition`, then takes them. */
  take(partition: string, units: number): Promise<void>;
}

/** A token bucket per partition key: `rate` units a second, holding at most one second's worth. */
export function createPartitionPacer(
  rate = PARTITION_WRITE_UNITS_PER_SECOND,
  clock: { now(): number; sleep(ms: number): Promise<void> } = {
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): PartitionPacer {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    async take(partition, units) {
      const now = clock.now();
      const bucket = buckets.get(partition) ?? { tokens: rate, at: now };
      bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.at) / 1000) * rate);
      bucket.at = now;
      // Taken at once (the balance may go negative), so callers queue in order; each waits out its own debt.
      bucket.tokens -= units;
      buckets.set(partition, bucket);
      // Forget buckets that are full again, so the map holds only partitions being written in bulk.
      if (buckets.size > 1000) for (const [key, b] of buckets) if (b.tokens >= rate) buckets.delete(key);
      if (bucket.tokens < 0) await clock.sleep((-bucket.tokens / rate) * 1000);
    },
  };
}

type WriteRequest = {
  PutRequest?: { Item?: Record<string, unknown> };
  DeleteRequest?: { Key?: Record<string, unknown> };
};

/**
 * A batch's write units per partition key, estimated before it is sent: 1 KB per unit of each put item's JSON (a
 * little above DynamoDB's size, which counts no quotes or braces), 1 per delete.
 */
export function batchUnitsByPartition(requestItems: Record<string, WriteRequest[]>): Map<string, number> {
  const units = new Map<string, number>();
  for (const requests of Object.values(requestItems)) {
    for (const request of requests) {
      const item = request.PutRequest?.Item ?? request.DeleteRequest?.Key ?? {};
      const partition = partitionOf(item.pk);
      const cost = request.PutRequest ? Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(item)) / 1024)) : 1;
      units.set(partition, (units.get(partition) ?? 0) + cost);
    }
  }
  return units;
}

/** The partition key's value, in the document client's shape (a string) or the low-level one (`{ S: … }`). */
const partitionOf = (pk: unknown): string =>
  typeof pk === 'string' ? pk : typeof pk === 'object' && pk && 'S' in pk ? String(pk.S) : 'unknown';

const pacer = createPartitionPacer();

/** The table client's middleware: every BatchWriteItem waits for its partitions' units first. */
export const partitionPacerMiddleware: InitializeMiddleware<ServiceInputTypes, ServiceOutputTypes> =
  (next, context) => async (args) => {
    const command = (context as { commandName?: string }).commandName;
    if (command === 'BatchWriteItemCommand') {
      const { RequestItems = {} } = args.input as { RequestItems?: Record<string, WriteRequest[]> };
      for (const [partition, units] of batchUnitsByPartition(RequestItems)) await pacer.take(partition, units);
    }
    return next(args);
  };

export const partitionPacerMiddlewareOptions: InitializeHandlerOptions & { name: string } = {
  step: 'initialize',
  name: 'partitionPacer',
};
