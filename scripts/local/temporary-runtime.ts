import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalRuntime, type LocalRuntimeOptions, startLocalRuntime } from './runtime';

/** Runs `fn` against a local runtime on a free port with a throwaway data folder, and cleans both up. */
export async function withTemporaryRuntime<T>(
  fn: (runtime: LocalRuntime) => Promise<T>,
  options: Omit<LocalRuntimeOptions, 'dataDir' | 'port'> = {},
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-'));
  const runtime = await startLocalRuntime({ ...options, port: 0, dataDir });
  try {
    return await fn(runtime);
  } finally {
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
