import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../local/repo-root';
import { runtimeChildEnv } from './runtime-log';

export interface RuntimeChild {
  url: string;
  /** Ends the process with SIGKILL (nothing flushed, as in a power cut) and resolves once it is gone. */
  kill(): Promise<void>;
  /** Stops it cleanly (SIGTERM) and resolves once it is gone. */
  stop(): Promise<void>;
}

/** This process's environment without what a runtime running here points at its own engines. */
function childEnv(dataDir: string, clockShiftMs: number): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'CREDENTIALS_KEY_FILE', 'APP_ORIGIN']) delete env[name];
  return {
    ...env,
    ...runtimeChildEnv(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'SILENT',
    TEST_CLOCK_SHIFT_MS: String(clockShiftMs),
  };
}

/**
 * Starts the local runtime on `dataDir` in a child process (`runtime-child-main.ts`), its clock `clockShiftMs` in the
 * future; resolves once it serves. Started again on the same folder, it finds what the last one stored.
 */
export async function startRuntimeChild(dataDir: string, { clockShiftMs = 0 } = {}): Promise<RuntimeChild> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./runtime-child-main.ts', import.meta.url))],
    { cwd: repoRoot, env: childEnv(dataDir, clockShiftMs), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = once(child, 'exit');
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`The runtime exited (${code}) before it served: ${stderr}`)));
  });
  return { url, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
