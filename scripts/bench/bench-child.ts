import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmbeddedDynamo } from '../local/embedded-services';
import { ensureTable } from '../local/provision-table';

const TABLE = 'bizpilot-bench';

export interface BenchTable {
  /** A throwaway folder for the bench's files, removed afterwards. */
  dir: string;
  /**
   * Runs `script` (a module beside this one) in a child process under tsx, against the table, and answers the JSON
   * object it prints last.
   */
  runChild<R>(script: string, options?: { nodeOptions?: string[]; env?: Record<string, string> }): Promise<R>;
}

/**
 * A job measured as it runs in AWS: this process serves an embedded DynamoDB table, and the job runs in a child
 * process of its own beside it, as a Lambda beside DynamoDB, so that the child's time and memory are the job's alone.
 */
export async function withBenchTable<T>(fn: (table: BenchTable) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'bizpilot-bench-'));
  const dynamo = await startEmbeddedDynamo(dir);
  try {
    await ensureTable(dynamo.endpoint, TABLE, 'us-east-1');
    return await fn({
      dir,
      async runChild(script, { nodeOptions = [], env = {} } = {}) {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [...nodeOptions, '--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))],
          {
            env: { ...process.env, LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: dynamo.endpoint, TABLE_NAME: TABLE, ...env },
            maxBuffer: 1024 * 1024,
          },
        );
        return JSON.parse(stdout.trim().split('\n').at(-1)!);
      },
    });
  } finally {
    await dynamo.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
