import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { billedUnits, type CapacityTally, emptyTally, withCapacityTally } from './capacity';
import { db, tableName } from './client';

const ulid = monotonicFactory();
const _table = await startedForThisFile(startTestTable());

describe('billedUnits: DynamoDB rules over what the engine reports', () => {
  it('takes the reported units of a read or write above the floor', () => {
    expect(
      billedUnits({ command: 'QueryCommand', input: {}, output: { ConsumedCapacity: { CapacityUnits: 3 } } }),
    ).toEqual({
      readUnits: 3,
      writeUnits: 0,
    });
    expect(
      billedUnits({ command: 'PutItemCommand', input: {}, output: { ConsumedCapacity: { CapacityUnits: 2 } } }),
    ).toEqual({
      readUnits: 0,
      writeUnits: 2,
    });
  });

  it('bills an empty Query at least half a unit (eventually consistent) or one (consistent)', () => {
    const empty = { ConsumedCapacity: { CapacityUnits: 0 } };
    expect(billedUnits({ command: 'QueryCommand', input: {}, output: empty }).readUnits).toBe(0.5);
    expect(billedUnits({ command: 'QueryCommand', input: { ConsistentRead: true }, output: empty }).readUnits).toBe(1);
    expect(billedUnits({ command: 'ScanCommand', input: {}, output: {} }).readUnits).toBe(0.5);
  });

  it('bills a write whose condition failed one unit, and a throttled call nothing', () => {
    expect(billedUnits({ command: 'UpdateItemCommand', input: {}, error: 'ConditionalCheckFailedException' })).toEqual({
      readUnits: 0,
      writeUnits: 1,
    });
    expect(
      billedUnits({ command: 'PutItemCommand', input: {}, error: 'ProvisionedThroughputExceededException' }),
    ).toEqual({
      readUnits: 0,
      writeUnits: 0,
    });
    expect(billedUnits({ command: 'QueryCommand', input: {}, error: 'ValidationException' }).readUnits).toBe(0);
  });

  it('falls back to per-key and per-item floors for batches that report nothing', () => {
    const keys = [{ pk: 'a' }, { pk: 'b' }, { pk: 'c' }];
    expect(
      billedUnits({ command: 'BatchGetItemCommand', input: { RequestItems: { t: { Keys: keys } } } }).readUnits,
    ).toBe(1.5);
    expect(
      billedUnits({
        command: 'BatchGetItemCommand',
        input: { RequestItems: { t: { Keys: keys, ConsistentRead: true } } },
      }).readUnits,
    ).toBe(3);
    expect(
      billedUnits({
        command: 'BatchWriteItemCommand',
        input: { RequestItems: { t: [{}, {}, {}] } },
        output: { UnprocessedItems: { t: [{}] } },
      }).writeUnits,
    ).toBe(2);
  });
});

describe('the table client tallies every call of a request (embedded engine)', () => {
  const pk = () => `WS#${ulid()}`;
  const tallied = async (fn: () => Promise<unknown>): Promise<CapacityTally> => {
    const tally = emptyTally();
    await withCapacityTally(tally, fn);
    return tally;
  };
  /** An item of about `bytes` bytes (attribute names and values, as DynamoDB sizes it). */
  const item = (key: string, sk: string, bytes: number) => ({ pk: key, sk, body: 'x'.repeat(bytes - 40) });

  it('counts the units DynamoDB would bill for reads and writes', async () => {
    const key = pk();
    const writes = await tallied(async () => {
      for (let i = 0; i < 50; i++) {
        await db().send(new PutCommand({ TableName: tableName(), Item: item(key, `TASK#${ulid()}`, 420) }));
      }
    });
    // 50 puts of 420 B: one unit each (1 KB per write unit).
    expect(writes).toEqual({ readUnits: 0, writeUnits: 50, tableCalls: 50 });

    const page = await tallied(() =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': key, ':prefix': 'TASK#' },
        }),
      ),
    );
    // 50 × 420 B ≈ 21 KB: 6 units of 4 KB, halved (eventually consistent).
    expect(page).toEqual({ readUnits: 3, writeUnits: 0, tableCalls: 1 });
  });

  it('corrects the engine where it reports less than DynamoDB bills', async () => {
    const key = pk();
    const empty = await tallied(() =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': key },
        }),
      ),
    );
    // dynalite reports 0; DynamoDB bills the minimum.
    expect(empty).toEqual({ readUnits: 0.5, writeUnits: 0, tableCalls: 1 });

    await db().send(new PutCommand({ TableName: tableName(), Item: { pk: key, sk: 'COUNTER', count: 1 } }));
    const failed = await tallied(() =>
      db()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: key, sk: 'COUNTER' },
            UpdateExpression: 'ADD #count :one',
            ConditionExpression: '#count < :limit',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':one': 1, ':limit': 1 },
          }),
        )
        .catch((error: Error) => error.name),
    );
    // A failed condition is billed as a write; dynalite's error carries no capacity.
    expect(failed).toEqual({ readUnits: 0, writeUnits: 1, tableCalls: 1 });
  });

  it('bills a put again for each global index the item is written into, as DynamoDB does', async () => {
    const key = pk();
    /** In `gsi1` only, then in both indexes. */
    const inOne = { ...item(key, 'NOTE#1', 420), gsi1pk: `${key}#A`, gsi1sk: '1' };
    const inBoth = { ...item(key, 'NOTE#2', 1500), gsi1pk: `${key}#A`, gsi1sk: '2', gsi2pk: `${key}#B`, gsi2sk: '2' };
    expect(await tallied(() => db().send(new PutCommand({ TableName: tableName(), Item: inOne })))).toEqual({
      readUnits: 0,
      writeUnits: 2,
      tableCalls: 1,
    });
    // 1.5 KB: two units in the table and two in each index.
    expect(await tallied(() => db().send(new PutCommand({ TableName: tableName(), Item: inBoth })))).toEqual({
      readUnits: 0,
      writeUnits: 6,
      tableCalls: 1,
    });
    const batch = await tallied(() =>
      db().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: [
              { PutRequest: { Item: { ...inOne, sk: 'NOTE#3' } } },
              { PutRequest: { Item: item(key, 'NOTE#4', 420) } },
            ],
          },
        }),
      ),
    );
    expect(batch).toEqual({ readUnits: 0, writeUnits: 3, tableCalls: 1 });
  });

  it('counts a missing item, a consistent read and a batch per key', async () => {
    const key = pk();
    await db().send(new PutCommand({ TableName: tableName(), Item: item(key, 'A', 5000) }));
    const reads = await tallied(async () => {
      await db().send(new GetCommand({ TableName: tableName(), Key: { pk: key, sk: 'missing' } })); // 0.5
      await db().send(new GetCommand({ TableName: tableName(), Key: { pk: key, sk: 'A' }, ConsistentRead: true })); // 2
      await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: [
                { pk: key, sk: 'A' },
                { pk: key, sk: 'missing' },
              ],
            },
          },
        }),
      ); // 1 + 0.5
    });
    expect(reads).toEqual({ readUnits: 4, writeUnits: 0, tableCalls: 3 });
  });

  it('keeps concurrent requests apart, and counts nothing outside one', async () => {
    const key = pk();
    const read = () => db().send(new GetCommand({ TableName: tableName(), Key: { pk: key, sk: 'none' } }));
    const [one, two] = await Promise.all([tallied(() => Promise.all([read(), read()])), tallied(read)]);
    expect(one.tableCalls).toBe(2);
    expect(two.tableCalls).toBe(1);
    await expect(read()).resolves.toBeDefined();
  });
});
