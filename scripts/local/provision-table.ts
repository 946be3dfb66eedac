import { setTimeout as delay } from 'node:timers/promises';
import {
  type AttributeDefinition,
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  type KeySchemaElement,
  ResourceNotFoundException,
  ScanCommand,
  type TableDescription,
  UpdateTableCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../functions/platform/dynamodb/table-definition';
import { logger } from '../../functions/platform/logger';

/**
 * Creates the single table from the shared definition if it is missing (a restart keeps the data), and upgrades a
 * table an earlier version created (other global indexes, or none) to the definition, keeping every item.
 *
 * The embedded engine cannot add a global index to a table (dynalite's UpdateTable only changes throughput) and the
 * table's name is fixed by config, so an upgrade moves the items out to a temporary table `<name>-upgrade` and back
 * into the table created again: create the temporary table → copy the items to it → delete the table → create the
 * table → copy the items back → delete the temporary table. Each run of `ensureTable` reads where that stands and
 * takes the next step until the table is current, so a start killed at any point (the terminal closed) is finished
 * by the next one. Copies are puts of the same keys: repeating one neither loses nor duplicates an item. The states,
 * by what DescribeTable shows of the table and of the temporary table (see `nextStep`):
 *
 * | table                         | temporary table | means                                              | step          |
 * |-------------------------------|-----------------|----------------------------------------------------|---------------|
 * | current                       | missing         | nothing to do (or the upgrade has finished)        | done          |
 * | missing                       | missing         | a fresh data folder                                | create        |
 * | outdated                      | missing         | data of an earlier version                         | begin         |
 * | outdated                      | present         | stopped while copying out (the table is whole)     | copy-out      |
 * | deleting                      | any             | stopped while deleting it (every item copied out)  | delete-table  |
 * | missing or current            | present         | stopped once the table was deleted: the temporary  | copy-back     |
 * |                               |                 | table holds every item, the table some or none     |               |
 * | current (or other, not        | deleting        | stopped while deleting the temporary table (after  | delete-temp   |
 * | deleting)                     |                 | copying back); whatever is left of it is not read  |               |
 *
 * "present" is current or outdated: the temporary table only holds items, its indexes do not matter. A table left
 * CREATING (the engine stopped between writing its record and marking it ACTIVE, inside one CreateTable) is empty,
 * as the engine writes nothing to a table before it is ACTIVE: it is deleted and counts as missing (see
 * `deleteHalfCreated`).
 */
export async function ensureTable(endpoint: string, tableName: string, region: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await provision(client, tableName);
  } finally {
    client.destroy();
  }
}

/** The table's shape as DescribeTable reports it, reduced to what the upgrade needs. */
export type TableState =
  | { status: 'missing' }
  | { status: 'deleting' }
  | { status: 'active'; indexes: readonly DescribedIndex[] };

export interface DescribedIndex {
  name: string;
  keySchema: readonly KeySchemaElement[];
}

export type ProvisionStep = 'done' | 'create' | 'begin' | 'copy-out' | 'delete-table' | 'copy-back' | 'delete-temp';

/** The step that moves the table towards the definition from where it stands (the table above `ensureTable`). */
export function nextStep(table: TableState, temporary: TableState): ProvisionStep {
  if (table.status === 'deleting') return 'delete-table';
  const tableCurrent = table.status === 'active' && indexDifferences(table.indexes).length === 0;
  if (temporary.status === 'deleting') return 'delete-temp';
  if (temporary.status === 'missing') {
    if (table.status === 'missing') return 'create';
    return tableCurrent ? 'done' : 'begin';
  }
  return table.status === 'missing' || tableCurrent ? 'copy-back' : 'copy-out';
}

/** How a table's global indexes differ from the definition's, by name and key schema (none: it is current). */
export function indexDifferences(indexes: readonly DescribedIndex[]): string[] {
  const wanted = new Map(definedIndexes().map((index) => [index.IndexName!, index.KeySchema!]));
  const differences: string[] = [];
  for (const [name, keySchema] of wanted) {
    const found = indexes.find((index) => index.name === name);
    if (!found) differences.push(`no index ${name}`);
    else if (!sameKeySchema(found.keySchema, keySchema)) differences.push(`index ${name} has other keys`);
  }
  for (const index of indexes) {
    if (!wanted.has(index.name)) differences.push(`index ${index.name} is no longer defined`);
  }
  return differences;
}

const sameKeySchema = (a: readonly KeySchemaElement[], b: readonly KeySchemaElement[]) =>
  a.length === b.length &&
  a.every((key) => b.some((other) => other.AttributeName === key.AttributeName && other.KeyType === key.KeyType));

const keySchema = (partitionKey: string, sortKey: string): KeySchemaElement[] => [
  { AttributeName: partitionKey, KeyType: 'HASH' },
  { AttributeName: sortKey, KeyType: 'RANGE' },
];

function definedIndexes(): GlobalSecondaryIndex[] {
  return Object.entries(tableDefinition.indexes).map(([name, keys]) => ({
    IndexName: name,
    KeySchema: keySchema(keys.partitionKey, keys.sortKey),
    Projection: { ProjectionType: 'ALL' },
  }));
}

export const temporaryTableName = (tableName: string) => `${tableName}-upgrade`;

/** Steps at most one full upgrade takes, and some: more means the engine does not do what a step expects. */
const MAX_STEPS = 12;

async function provision(client: DynamoDBClient, tableName: string): Promise<void> {
  const temporaryName = temporaryTableName(tableName);
  let upgrade: { started: number; items: number } | undefined;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    const table = await tableState(client, tableName);
    const temporary = await tableState(client, temporaryName);
    const step = nextStep(table, temporary);
    if (step === 'done' || step === 'create') {
      if (step === 'create') await createTable(client, tableName);
      if (upgrade) {
        const seconds = ((Date.now() - upgrade.started) / 1000).toFixed(1);
        logger.info(`Upgraded the table ${tableName} (${upgrade.items} items) in ${seconds} s`, {
          items: upgrade.items,
        });
      }
      return;
    }
    if (!upgrade) {
      // The items are counted where they all are: the table until it is deleted, the temporary table after (none
      // if that one is not there to read either, as when both were being deleted).
      const [whole, state] =
        step === 'delete-table' || step === 'copy-back' ? [temporaryName, temporary] : [tableName, table];
      upgrade = { started: Date.now(), items: state.status === 'active' ? await countItems(client, whole) : 0 };
      const reason =
        table.status === 'active' && step === 'begin'
          ? `its indexes differ from this version's (${indexDifferences(table.indexes).join(', ')})`
          : 'finishing an upgrade that was stopped';
      logger.info(
        `Upgrading the table ${tableName} (${upgrade.items} items): ${reason}; its items are copied out and back, which takes a while`,
        { items: upgrade.items },
      );
    }
    switch (step) {
      case 'begin':
        await createTable(client, temporaryName);
        break;
      case 'copy-out':
        await moveItems(client, tableName, temporaryName);
        break;
      case 'delete-table':
        await deleteTable(client, tableName);
        break;
      case 'copy-back':
        if (table.status === 'missing') await createTable(client, tableName);
        await moveItems(client, temporaryName, tableName);
        break;
      case 'delete-temp':
        await deleteTable(client, temporaryName);
        break;
    }
  }
  throw new Error(`The table ${tableName} did not reach its definition in ${MAX_STEPS} steps`);
}

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Bound on waiting for the engine to finish creating or deleting a table (it does so at once: 0 ms configured). */
const STATUS_WAIT_MS = 30_000;
/** Between two DescribeTable calls while waiting: short, the change is one LevelDB write away. */
const STATUS_POLL_MS = 10;
/**
 * A table CREATING this long after its creation was left so by an engine stopped inside CreateTable (the embedded
 * engine marks it ACTIVE at once; an external dynalite after `createTableMs`, 500 ms by default).
 */
const HALF_CREATED_AFTER_MS = 10_000;

/** The table's state once it has settled (ACTIVE, DELETING or gone). */
async function tableState(client: DynamoDBClient, tableName: string): Promise<TableState> {
  const table = await waitForStatus(
    client,
    tableName,
    (found) => (found?.TableStatus !== 'CREATING' && found?.TableStatus !== 'UPDATING') || halfCreated(found),
  );
  if (!table) return { status: 'missing' };
  if (table.TableStatus === 'CREATING') {
    await deleteHalfCreated(client, table);
    return { status: 'missing' };
  }
  if (table.TableStatus === 'DELETING') return { status: 'deleting' };
  return {
    status: 'active',
    indexes: (table.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName!,
      keySchema: index.KeySchema ?? [],
    })),
  };
}

const halfCreated = (table: TableDescription) =>
  table.TableStatus === 'CREATING' &&
  Date.now() - (table.CreationDateTime?.getTime() ?? Date.now()) > HALF_CREATED_AFTER_MS;

/**
 * Deletes a table left CREATING by a stopped engine: it is empty (the engine refuses writes to a table until it is
 * ACTIVE), but dynalite's DeleteTable refuses a CREATING table, and nothing else would ever mark it ACTIVE. Its
 * UpdateTable does, on a change of billing, with no check of the status; the table is then deleted.
 */
async function deleteHalfCreated(client: DynamoDBClient, table: TableDescription): Promise<void> {
  const tableName = table.TableName!;
  logger.warn(`The table ${tableName} was left half-created by a start that was stopped; deleting it (it is empty)`);
  const throughput = { ReadCapacityUnits: 1, WriteCapacityUnits: 1 };
  const indexes = table.GlobalSecondaryIndexes ?? [];
  await client.send(
    new UpdateTableCommand({
      TableName: tableName,
      BillingMode: 'PROVISIONED',
      ProvisionedThroughput: throughput,
      GlobalSecondaryIndexUpdates: indexes.length
        ? indexes.map((index) => ({ Update: { IndexName: index.IndexName!, ProvisionedThroughput: throughput } }))
        : undefined,
    }),
  );
  await waitForStatus(client, tableName, (found) => found?.TableStatus === 'ACTIVE');
  await deleteTable(client, tableName);
}

/** Describes the table until `settled` holds for it (undefined: it is gone), within `STATUS_WAIT_MS`. */
async function waitForStatus(
  client: DynamoDBClient,
  tableName: string,
  settled: (table: TableDescription | undefined) => boolean,
): Promise<TableDescription | undefined> {
  const deadline = Date.now() + STATUS_WAIT_MS;
  for (;;) {
    const table = await describe(client, tableName);
    if (settled(table)) return table;
    if (Date.now() > deadline) {
      throw new Error(`The table ${tableName} is still ${table?.TableStatus} after ${STATUS_WAIT_MS / 1000} s`);
    }
    await delay(STATUS_POLL_MS);
  }
}

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const indexes = definedIndexes();
  const keyAttributes = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...Object.values(tableDefinition.indexes).flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const attributes: AttributeDefinition[] = keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes,
      KeySchema: keySchema(tableDefinition.partitionKey, tableDefinition.sortKey),
      GlobalSecondaryIndexes: indexes,
    }),
  );
  await waitForStatus(client, tableName, (table) => table?.TableStatus === 'ACTIVE');
}

/** Deletes the table, also one left DELETING by a stopped start (dynalite deletes it again), and waits until it is gone. */
async function deleteTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await waitForStatus(client, tableName, (table) => table === undefined);
}

async function countItems(client: DynamoDBClient, tableName: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** DynamoDB's most requests in one BatchWriteItem. */
const BATCH_SIZE = 25;
/** Batches written at once: the engine's thread stays busy while the next ones travel. */
const BATCHES_IN_FLIGHT = 4;

/**
 * Moves the items of `from` into `to`, out or back: all copied before `from` is deleted, so a start stopped in
 * between finds `from` whole and copies again.
 */
async function moveItems(client: DynamoDBClient, from: string, to: string): Promise<void> {
  await copyItems(client, from, to);
  await deleteTable(client, from);
}

/** Puts every item of `from` into `to` as it is (attribute values untouched), page by page. */
async function copyItems(client: DynamoDBClient, from: string, to: string): Promise<void> {
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: from, ExclusiveStartKey: startKey }));
    const batches: WriteRequest[][] = [];
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += BATCH_SIZE) {
      batches.push(items.slice(i, i + BATCH_SIZE).map((item) => ({ PutRequest: { Item: item } })));
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(BATCHES_IN_FLIGHT, batches.length) }, async () => {
        while (next < batches.length) await writeBatch(client, to, batches[next++]!);
      }),
    );
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Attempts at a batch's unprocessed items (DynamoDB returns them when throttled; dynalite never does). */
const BATCH_ATTEMPTS = 8;

async function writeBatch(client: DynamoDBClient, tableName: string, requests: WriteRequest[]): Promise<void> {
  let pending = requests;
  for (let attempt = 0; attempt < BATCH_ATTEMPTS; attempt++) {
    if (attempt > 0) await delay(20 * 2 ** attempt); // back off as DynamoDB asks of a throttled writer
    const { UnprocessedItems } = await client.send(
      new BatchWriteItemCommand({ RequestItems: { [tableName]: pending } }),
    );
    pending = UnprocessedItems?.[tableName] ?? [];
    if (pending.length === 0) return;
  }
  throw new Error(`${pending.length} items could not be written to ${tableName} after ${BATCH_ATTEMPTS} attempts`);
}
