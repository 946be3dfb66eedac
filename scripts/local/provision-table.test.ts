import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  ListTablesCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import { ClassicLevel } from 'classic-level';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { logger } from '../../functions/platform/logger';
import { startedForThisFile } from '../testing/for-this-file';
import { dynamoDir } from './data-folder';
import { startEmbeddedDynamo } from './embedded-services';
import {
  type DescribedIndex,
  ensureTable,
  indexDifferences,
  nextStep,
  type TableState,
  temporaryTableName,
} from './provision-table';

const REGION = 'us-east-1';

describe('indexDifferences: the table against the definition, by index name and key schema', () => {
  const keys = (hash: string, range: string) => [
    { AttributeName: hash, KeyType: 'HASH' as const },
    { AttributeName: range, KeyType: 'RANGE' as const },
  ];
  const current: DescribedIndex[] = [
    { name: 'gsi1', keySchema: keys('gsi1pk', 'gsi1sk') },
    { name: 'gsi2', keySchema: keys('gsi2pk', 'gsi2sk') },
  ];

  it('finds none for the defined indexes, in any order', () => {
    expect(indexDifferences(current)).toEqual([]);
    expect(indexDifferences([...current].reverse())).toEqual([]);
  });

  it('names a missing index, one keyed otherwise, and one the definition no longer has', () => {
    expect(indexDifferences([])).toEqual(['no index gsi1', 'no index gsi2']);
    expect(indexDifferences([current[0]!, { name: 'gsi2', keySchema: keys('gsi2pk', 'other') }])).toEqual([
      'index gsi2 has other keys',
    ]);
    expect(indexDifferences([current[0]!, { name: 'gsi2', keySchema: keys('gsi2sk', 'gsi2pk') }])).toEqual([
      'index gsi2 has other keys',
    ]);
    expect(indexDifferences([...current, { name: 'byEmail', keySchema: keys('email', 'sk') }])).toEqual([
      'index byEmail is no longer defined',
    ]);
  });
});

describe('nextStep: where an upgrade stands, from the two tables', () => {
  const states: Record<string, TableState> = {
    missing: { status: 'missing' },
    deleting: { status: 'deleting' },
    outdated: { status: 'active', indexes: [] },
    current: {
      status: 'active',
      indexes: ['gsi1', 'gsi2'].map((name) => ({
        name,
        keySchema: [
          { AttributeName: `${name}pk`, KeyType: 'HASH' },
          { AttributeName: `${name}sk`, KeyType: 'RANGE' },
        ],
      })),
    },
  };

  it.each([
    { table: 'current', temporary: 'missing', step: 'done' },
    { table: 'missing', temporary: 'missing', step: 'create' },
    { table: 'outdated', temporary: 'missing', step: 'begin' },
    { table: 'outdated', temporary: 'current', step: 'copy-out' },
    { table: 'outdated', temporary: 'outdated', step: 'copy-out' },
    { table: 'deleting', temporary: 'current', step: 'delete-table' },
    { table: 'deleting', temporary: 'missing', step: 'delete-table' },
    { table: 'missing', temporary: 'current', step: 'copy-back' },
    { table: 'current', temporary: 'current', step: 'copy-back' },
    { table: 'missing', temporary: 'outdated', step: 'copy-back' },
    { table: 'current', temporary: 'deleting', step: 'delete-temp' },
    { table: 'outdated', temporary: 'deleting', step: 'delete-temp' },
  ])('table $table, temporary table $temporary → $step', ({ table, temporary, step }) => {
    expect(nextStep(states[table]!, states[temporary]!)).toBe(step);
  });
});

const clientOf = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

/**
 * One engine on a temporary folder for the file; each test works on tables of its own name. `whileStopped` edits
 * the database with the engine stopped, to leave a table as an engine killed mid-request leaves it.
 */
const engine = await startedForThisFile(
  (async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-provision-'));
    let dynamo = await startEmbeddedDynamo(dataDir);
    let client = clientOf(dynamo.endpoint);
    return {
      get endpoint() {
        return dynamo.endpoint;
      },
      get client() {
        return client;
      },
      async whileStopped(edit: (database: ClassicLevel<string, Record<string, unknown>>) => Promise<void>) {
        client.destroy();
        await dynamo.stop();
        const database = new ClassicLevel<string, Record<string, unknown>>(dynamoDir(dataDir), {
          valueEncoding: 'json',
        });
        try {
          await edit(database);
        } finally {
          await database.close();
        }
        dynamo = await startEmbeddedDynamo(dataDir);
        client = clientOf(dynamo.endpoint);
      },
      stop: async () => {
        client.destroy();
        await dynamo.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  })(),
);
let tables = 0;
const newTableName = () => `provision-${++tables}`;

type Item = Record<string, AttributeValue>;

/** Items of a few kinds as earlier versions stored them, and audit entries carrying index keys (sparse: not all). */
function storedItems(): Item[] {
  const tasks = Array.from({ length: 120 }, (_, i) => ({
    pk: { S: 'WS#01HZX' },
    sk: { S: `TASK#${String(i).padStart(4, '0')}` },
    title: { S: `Task ${i}` },
    estimate: { N: String(i * 1.5) },
    done: { BOOL: i % 3 === 0 },
    labels: { SS: ['a', `l${i % 5}`] },
    checklist: { L: [{ M: { text: { S: 'step' }, done: { BOOL: false } } }, { NULL: true }] },
  }));
  const files = Array.from({ length: 30 }, (_, i) => ({
    pk: { S: `WS#${i}` },
    sk: { S: 'FILE#report' },
    digest: { B: new Uint8Array([i, 1, 2, 3]) },
    sizes: { NS: ['1', String(i + 2)] },
    expiresAt: { N: '1893456000' },
  }));
  const audit = Array.from({ length: 10 }, (_, i) => ({
    pk: { S: 'WS#01HZX#AUDIT' },
    sk: { S: `AUDIT#${i}` },
    action: { S: 'task.created' },
    gsi1pk: { S: `WS#01HZX#ACTOR#user-${i % 2}` },
    gsi1sk: { S: `AUDIT#${i}` },
    ...(i < 5 ? { gsi2pk: { S: `WS#01HZX#TARGET#task-${i}` }, gsi2sk: { S: `AUDIT#${i}` } } : {}),
  }));
  // Only half of gsi1's keys: in no index.
  const halfKeyed = { pk: { S: 'WS#01HZX#AUDIT' }, sk: { S: 'AUDIT#half' }, gsi1pk: { S: 'WS#01HZX#ACTOR#user-0' } };
  return [...tasks, ...files, ...audit, halfKeyed];
}

/** A table as versions before the indexes created it: keys only, or with the global indexes given. */
async function createOldTable(tableName: string, indexes: GlobalSecondaryIndex[] = []): Promise<void> {
  const indexAttributes = indexes.flatMap((index) => index.KeySchema!.map((key) => key.AttributeName!));
  await engine.client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...new Set(['pk', 'sk', ...indexAttributes])].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      ...(indexes.length ? { GlobalSecondaryIndexes: indexes } : {}),
    }),
  );
  await expect.poll(async () => (await describeTable(tableName))?.TableStatus).toBe('ACTIVE');
}

async function putItems(tableName: string, items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    const { UnprocessedItems } = await engine.client.send(
      new BatchWriteItemCommand({
        RequestItems: { [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
    expect(UnprocessedItems ?? {}).toEqual({});
  }
}

async function scanAll(tableName: string): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await engine.client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey, Limit: 50 }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return byKey(items);
}

async function describeTable(tableName: string) {
  try {
    return (await engine.client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Leaves the table's record in the engine's database as a request stopped midway leaves it: `fields` written over
 * it (and `more` done) with the engine stopped.
 */
async function leaveTable(
  tableName: string,
  fields: { TableStatus: string } & Record<string, unknown>,
  more: (database: ClassicLevel<string, Record<string, unknown>>) => Promise<void> = async () => {},
): Promise<void> {
  await engine.whileStopped(async (database) => {
    const record = await database.get(`table~${tableName}`);
    await database.put(`table~${tableName}`, { ...record, ...fields });
    await more(database);
  });
  expect((await describeTable(tableName))?.TableStatus).toBe(fields.TableStatus);
}

async function tableNames(): Promise<string[]> {
  return (await engine.client.send(new ListTablesCommand({}))).TableNames ?? [];
}

/** Asserts the table has the definition's indexes, every item unchanged, and no temporary table is left. */
async function expectUpgraded(tableName: string, items: Item[]): Promise<void> {
  const table = await describeTable(tableName);
  expect(table?.TableStatus).toBe('ACTIVE');
  expect(
    table?.GlobalSecondaryIndexes?.map((index) => ({ name: index.IndexName, keys: index.KeySchema })).sort((a, b) =>
      a.name!.localeCompare(b.name!),
    ),
  ).toEqual([
    {
      name: 'gsi1',
      keys: [
        { AttributeName: 'gsi1pk', KeyType: 'HASH' },
        { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
      ],
    },
    {
      name: 'gsi2',
      keys: [
        { AttributeName: 'gsi2pk', KeyType: 'HASH' },
        { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
      ],
    },
  ]);
  expect(await scanAll(tableName)).toEqual(byKey(items));
  expect(await tableNames()).not.toContain(temporaryTableName(tableName));
  await expectIndexed(tableName, items);
}

/** A Query on each index finds, in every partition the items name, exactly the items carrying both its keys. */
async function expectIndexed(tableName: string, items: Item[]): Promise<void> {
  for (const index of ['gsi1', 'gsi2'] as const) {
    const partitions = new Set(items.flatMap((item) => item[`${index}pk`]?.S ?? []));
    for (const partition of partitions) {
      const keyed = items.filter((item) => item[`${index}pk`]?.S === partition && item[`${index}sk`]);
      expect(await queryIndex(tableName, index, partition)).toEqual(keyed.map((item) => item.sk!.S!).sort());
    }
  }
}

/** Items in key order, as `scanAll` returns them. */
function byKey(items: Item[]): Item[] {
  const key = (item: Item) => `${item.pk!.S}\u0000${item.sk!.S}`;
  return [...items].sort((a, b) => key(a).localeCompare(key(b)));
}

async function queryIndex(tableName: string, index: 'gsi1' | 'gsi2', partition: string): Promise<string[]> {
  const { Items } = await engine.client.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': `${index}pk` },
      ExpressionAttributeValues: { ':pk': { S: partition } },
    }),
  );
  return (Items ?? []).map((item) => item.sk!.S!).sort();
}

/** Listens to the runtime's info log for the rest of the test: what it said so far, as messages. */
function infoLog(): () => string[] {
  const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
  onTestFinished(() => info.mockRestore());
  return () => info.mock.calls.map(([message]) => String(message));
}

describe('ensureTable on the embedded engine', () => {
  it('creates the table with both indexes in a fresh folder, and leaves a current table as it is', async () => {
    const name = newTableName();
    const logged = infoLog();
    await ensureTable(engine.endpoint, name, REGION);
    await expectUpgraded(name, []);
    await putItems(name, storedItems());
    await ensureTable(engine.endpoint, name, REGION);
    expect(await scanAll(name)).toEqual(byKey(storedItems()));
    expect(logged()).toEqual([]);
  });

  it('upgrades a table without indexes, keeping every item, and the indexes find the items with their keys', async () => {
    const name = newTableName();
    const items = storedItems();
    await createOldTable(name);
    await putItems(name, items);
    const logged = infoLog();

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
    expect(await queryIndex(name, 'gsi1', 'WS#01HZX#ACTOR#user-0')).toEqual([
      'AUDIT#0',
      'AUDIT#2',
      'AUDIT#4',
      'AUDIT#6',
      'AUDIT#8',
    ]);
    expect(await queryIndex(name, 'gsi2', 'WS#01HZX#TARGET#task-3')).toEqual(['AUDIT#3']);
    expect(logged()).toEqual([
      expect.stringMatching(
        /^Upgrading the table provision-\d+ \(161 items\): its indexes differ .*no index gsi1, no index gsi2/,
      ),
      expect.stringMatching(/^Upgraded the table provision-\d+ \(161 items\) in \d+\.\d s$/),
    ]);
  });

  it('upgrades a table whose indexes are keyed otherwise or no longer defined', async () => {
    const name = newTableName();
    const items = storedItems();
    const index = (IndexName: string, hash: string, range: string): GlobalSecondaryIndex => ({
      IndexName,
      KeySchema: [
        { AttributeName: hash, KeyType: 'HASH' },
        { AttributeName: range, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    });
    await createOldTable(name, [
      index('gsi1', 'gsi1pk', 'gsi1sk'),
      index('gsi2', 'gsi2pk', 'sk'),
      index('old', 'action', 'sk'),
    ]);
    await putItems(name, items);

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
  });

  it('finishes an upgrade stopped after the table was deleted: only the temporary table holds the items', async () => {
    const name = newTableName();
    const items = storedItems();
    await createOldTable(temporaryTableName(name));
    await putItems(temporaryTableName(name), items);
    const logged = infoLog();

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
    expect(logged()[0]).toMatch(
      /^Upgrading the table provision-\d+ \(161 items\): finishing an upgrade that was stopped/,
    );
  });

  it('finishes an upgrade stopped while copying out: the table whole and without indexes, some items copied', async () => {
    const name = newTableName();
    const items = storedItems();
    await createOldTable(name);
    await putItems(name, items);
    await ensureTable(engine.endpoint, temporaryTableName(name), REGION); // the temporary table as the upgrade made it
    await putItems(temporaryTableName(name), items.slice(0, 70));

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
  });

  it('finishes an upgrade stopped while copying back: the table current with some items, the temporary one whole', async () => {
    const name = newTableName();
    const items = storedItems();
    await ensureTable(engine.endpoint, name, REGION);
    await putItems(name, items.slice(100));
    await createOldTable(temporaryTableName(name));
    await putItems(temporaryTableName(name), items);

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
  });

  it('finishes an upgrade stopped while the engine was deleting the table (left DELETING, some items gone)', async () => {
    const name = newTableName();
    const items = storedItems();
    await createOldTable(name);
    await putItems(name, items);
    await ensureTable(engine.endpoint, temporaryTableName(name), REGION);
    await putItems(temporaryTableName(name), items);
    // What dynalite's DeleteTable had done: the table's record marked DELETING, then its items being deleted.
    await leaveTable(name, { TableStatus: 'DELETING' }, async (database) => {
      const some = await database.keys({ gte: `item-${name}~`, lt: `item-${name}~\uffff`, limit: 40 }).all();
      expect(some).toHaveLength(40);
      await database.batch(some.map((key) => ({ type: 'del' as const, key })));
    });

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
  });

  it('finishes an upgrade stopped inside the CreateTable of the table (left CREATING): deletes it and copies back', async () => {
    const name = newTableName();
    const items = storedItems();
    await ensureTable(engine.endpoint, name, REGION);
    await createOldTable(temporaryTableName(name));
    await putItems(temporaryTableName(name), items);
    // What dynalite's CreateTable had done when stopped: the record written CREATING, an hour ago.
    await leaveTable(name, { TableStatus: 'CREATING', CreationDateTime: Date.now() / 1000 - 3600 });
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    onTestFinished(() => warned.mockRestore());

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^The table provision-\d+ was left half-created/));
  });

  it('finishes an upgrade stopped while deleting the temporary table (left DELETING): the table keeps its items', async () => {
    const name = newTableName();
    const items = storedItems();
    await ensureTable(engine.endpoint, name, REGION);
    await putItems(name, items);
    await createOldTable(temporaryTableName(name));
    await putItems(temporaryTableName(name), items.slice(0, 30));
    await leaveTable(temporaryTableName(name), { TableStatus: 'DELETING' });

    await ensureTable(engine.endpoint, name, REGION);

    await expectUpgraded(name, items);
  });
});
