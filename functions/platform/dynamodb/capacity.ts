import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import type { InitializeHandlerOptions, InitializeMiddleware } from '@smithy/types';
import { tableDefinition } from './table-definition';

/**
 * What a request (or a job) cost the table: DynamoDB's read and write units and the number of calls. On demand,
 * the bill is the units; the calls are the latency.
 */
export interface CapacityTally {
  readUnits: number;
  writeUnits: number;
  tableCalls: number;
}

const tallies = new AsyncLocalStorage<CapacityTally>();

export const emptyTally = (): CapacityTally => ({ readUnits: 0, writeUnits: 0, tableCalls: 0 });

/** Runs `fn` with a tally of its own: every table call made under it (awaited or not) is added to `tally`. */
export function withCapacityTally<T>(tally: CapacityTally, fn: () => T): T {
  return tallies.run(tally, fn);
}

/** The tally of the request (or job) running now, if it keeps one. */
export const currentTally = (): CapacityTally | undefined => tallies.getStore();

interface ConsumedCapacity {
  CapacityUnits?: number;
  /** Per index, with `ReturnConsumedCapacity: INDEXES`: DynamoDB's; the embedded engine never answers it. */
  GlobalSecondaryIndexes?: Record<string, unknown>;
}

type Attributes = Record<string, unknown>;

/** The parts of a call's input and output the accounting reads (the same in the document client's shapes). */
export interface TableCall {
  /** The SDK's command name, e.g. `QueryCommand`. */
  command: string;
  input: {
    ConsistentRead?: boolean;
    RequestItems?: Record<string, { ConsistentRead?: boolean; Keys?: unknown[] } | unknown[]>;
    /** A PutItem's item: the indexes it is written into are billed too. */
    Item?: Attributes;
  };
  /** The reply; absent when the call failed. */
  output?: { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[]; UnprocessedItems?: object };
  /** The error's name when the call failed. */
  error?: string;
}

const READS = new Set(['GetItemCommand', 'GetCommand', 'QueryCommand', 'ScanCommand']);
const WRITES = new Set([
  'PutItemCommand',
  'PutCommand',
  'UpdateItemCommand',
  'UpdateCommand',
  'DeleteItemCommand',
  'DeleteCommand',
]);

/**
 * The units DynamoDB bills for one call, from what the engine reported, corrected with DynamoDB's documented rules
 * where the embedded engine (dynalite) reports less:
 * - a read is at least one unit per call (0.5 eventually consistent), even when it finds nothing: dynalite reports
 *   0 for a Query or Scan that matches no item;
 * - a write is at least one unit, and a write whose condition fails is still billed (DynamoDB charges the write
 *   whether or not the condition holds): dynalite answers the failure with no capacity at all, so it is counted
 *   as one unit, the floor (the existing item's size is not in the error);
 * - a BatchGetItem is billed per key, and a BatchWriteItem per item written (each at least one unit): dynalite
 *   reports both that way; only a reply with no figure at all falls back to those floors.
 * - a put of an item that carries an index's keys is billed again for each such index (all attributes projected:
 *   the same units as the table's write, or the item's size in a batch): DynamoDB reports that per index, dynalite
 *   not at all. Entities with index keys are only ever put (`indexKeys` in entity.ts), so puts are all there is.
 * Sizes (4 KB per read unit, 1 KB per write unit, the larger of the item before and after a write) are dynalite's,
 * which follows DynamoDB's rules. Failed calls other than a failed condition (throttling, validation) bill nothing.
 */
export function billedUnits(call: TableCall): { readUnits: number; writeUnits: number } {
  const reported = reportedUnits(call.output?.ConsumedCapacity);
  const halfIfEventual = (consistent?: boolean) => (consistent ? 1 : 0.5);
  if (READS.has(call.command)) {
    if (call.error) return { readUnits: 0, writeUnits: 0 };
    return { readUnits: Math.max(reported, halfIfEventual(call.input.ConsistentRead)), writeUnits: 0 };
  }
  if (WRITES.has(call.command)) {
    if (call.error === 'ConditionalCheckFailedException') return { readUnits: 0, writeUnits: 1 };
    if (call.error) return { readUnits: 0, writeUnits: 0 };
    const table = Math.max(reported, 1);
    return { readUnits: 0, writeUnits: table + (indexesUnreported(call) ? table * indexesOf(call.input.Item) : 0) };
  }
  if (call.error) return { readUnits: 0, writeUnits: 0 };
  if (call.command === 'BatchGetItemCommand' || call.command === 'BatchGetCommand') {
    const floor = Object.values(call.input.RequestItems ?? {}).reduce((sum, table) => {
      const { Keys = [], ConsistentRead } = table as { Keys?: unknown[]; ConsistentRead?: boolean };
      return sum + Keys.length * halfIfEventual(ConsistentRead);
    }, 0);
    return { readUnits: call.output?.ConsumedCapacity ? reported : floor, writeUnits: 0 };
  }
  if (call.command === 'BatchWriteItemCommand' || call.command === 'BatchWriteCommand') {
    const count = (items?: object) =>
      Object.values(items ?? {}).reduce((sum, table) => sum + (table as unknown[]).length, 0);
    const written = count(call.input.RequestItems) - count(call.output?.UnprocessedItems);
    const toIndexes = indexesUnreported(call) ? batchIndexUnits(call) : 0;
    return { readUnits: 0, writeUnits: (call.output?.ConsumedCapacity ? reported : written) + toIndexes };
  }
  return { readUnits: reported, writeUnits: 0 };
}

const indexKeys = Object.values(tableDefinition.indexes);

/** How many of the table's global indexes an item is in: those whose both key attributes it carries. */
const indexesOf = (item: Attributes | undefined): number =>
  item ? indexKeys.filter((index) => item[index.partitionKey] != null && item[index.sortKey] != null).length : 0;

/** Whether the reply leaves the indexes' units out (the embedded engine's), so they are added here. */
function indexesUnreported(call: TableCall): boolean {
  const consumed = call.output?.ConsumedCapacity;
  return !(Array.isArray(consumed) ? consumed : [consumed]).some((c) => c?.GlobalSecondaryIndexes);
}

/** A batch's puts into indexes, each item's size in 1 KB units (at least one) per index it is in; not those handed back. */
function batchIndexUnits(call: TableCall): number {
  const units = (requests: object | undefined) =>
    Object.values(requests ?? {})
      .flatMap((table) => table as Array<{ PutRequest?: { Item?: Attributes } }>)
      .reduce((sum, { PutRequest }) => {
        const item = PutRequest?.Item;
        return sum + indexesOf(item) * Math.max(1, Math.ceil(Buffer.byteLength(JSON.stringify(item ?? {})) / 1024));
      }, 0);
  return units(call.input.RequestItems) - units(call.output?.UnprocessedItems);
}

function reportedUnits(consumed: ConsumedCapacity | ConsumedCapacity[] | undefined): number {
  if (!consumed) return 0;
  const all = Array.isArray(consumed) ? consumed : [consumed];
  return all.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
}

/** Adds one call to the running tally, if there is one. */
export function tallyCall(call: TableCall, tally = currentTally()): void {
  if (!tally) return;
  const { readUnits, writeUnits } = billedUnits(call);
  tally.readUnits += readUnits;
  tally.writeUnits += writeUnits;
  tally.tableCalls += 1;
}

/**
 * The table client's middleware: every call asks DynamoDB for `ReturnConsumedCapacity: INDEXES` (free: the total with
 * the table's and each index's share; the embedded engine answers the total), and what it is billed is added to the
 * tally of the request or job it runs in.
 */
export const capacityMiddleware: InitializeMiddleware<ServiceInputTypes, ServiceOutputTypes> =
  (next, context) => async (args) => {
    const input = args.input as TableCall['input'] & { ReturnConsumedCapacity?: string };
    const asked = { ...input, ReturnConsumedCapacity: input.ReturnConsumedCapacity ?? 'INDEXES' };
    const command = (context as { commandName?: string }).commandName ?? 'unknown';
    try {
      const result = await next({ ...args, input: asked as ServiceInputTypes });
      tallyCall({ command, input: asked, output: result.output as TableCall['output'] });
      return result;
    } catch (error) {
      tallyCall({ command, input: asked, error: error instanceof Error ? error.name : 'Error' });
      throw error;
    }
  };

export const capacityMiddlewareOptions: InitializeHandlerOptions & { name: string } = {
  step: 'initialize',
  name: 'capacityAccounting',
};
