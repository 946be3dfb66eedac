import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { startEmbeddedDynamo } from '../local/embedded-services';
import { ensureTable } from '../local/provision-table';
import { atMost, type BenchRow } from './bench-row';

const QUERIES = 20_000;
const IN_FLIGHT = 8;
const BUDGET_MB = 50;

const rssMb = () => Math.round(process.memoryUsage.rss() / 1024 / 1024);

/**
 * dynalite 4 ended its LevelDB iterators with `iterator.return`, which abstract-level 3 iterators lack, so every
 * Query leaked a native iterator (RSS 177 MB → 2.25 GB over a fuzz run). `patches/dynalite+4.0.0.patch` ends them
 * with `close()`; this keeps the fix honest: 20,000 Queries in this process must keep RSS within +50 MB.
 */
export async function measureEmbeddedDynamoSoak(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-soak-'));
  const dynamo = await startEmbeddedDynamo(dataDir);
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  try {
    await ensureTable(dynamo.endpoint, 'soak', 'us-east-1');
    for (let i = 0; i < 20; i++) {
      await client.send(new PutCommand({ TableName: 'soak', Item: { pk: 'WS#soak', sk: `TASK#${i}`, n: i } }));
    }
    const query = () =>
      client.send(
        new QueryCommand({
          TableName: 'soak',
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': 'WS#soak', ':p': 'TASK#' },
        }),
      );
    for (let i = 0; i < 500; i++) await query(); // warm up: JIT, buffers, LevelDB caches
    global.gc?.();
    const before = rssMb();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next++ < QUERIES) await query();
      }),
    );
    global.gc?.();
    const growth = rssMb() - before;
    return [
      atMost(`embedded DynamoDB: RSS growth over ${QUERIES.toLocaleString('en-US')} Queries`, growth, BUDGET_MB, 'MB', {
        detail: `${before} → ${before + growth} MB`,
      }),
    ];
  } finally {
    client.destroy();
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
