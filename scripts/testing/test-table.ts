import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cheapPasswordHashingForTests } from '../../functions/platform/auth/password';
import { config } from '../../functions/platform/config';
import { startRuntimeContext, stopRuntimeContext } from '../../functions/platform/runtime-context';
import { startEmbeddedDynamo } from '../local/embedded-services';
import { ensureTable } from '../local/provision-table';

export interface TestTable {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * The single table on the embedded engine, for data-layer tests: a fresh engine in a temporary folder, the table
 * created from its shared definition, and the data layer pointed at it. One per test file.
 */
export async function startTestTable(): Promise<TestTable> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-table-'));
  const dynamo = await startEmbeddedDynamo(dataDir);
  // Service tests sign accounts up and in on this table: passwords at the test runtime's cost (test-runtime.ts).
  const releaseCheapHashing = cheapPasswordHashingForTests();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  startRuntimeContext();
  const { TABLE_NAME, AWS_REGION } = config();
  await ensureTable(dynamo.endpoint, TABLE_NAME, AWS_REGION);
  return {
    endpoint: dynamo.endpoint,
    stop: async () => {
      stopRuntimeContext();
      releaseCheapHashing();
      await dynamo.stop();
      delete process.env.DYNAMODB_ENDPOINT;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
