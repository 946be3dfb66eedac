import { afterAll, onTestFinished, vi } from 'vitest';
import { startRuntimeContext } from '../../functions/platform/runtime-context';

/**
 * Starts a server (the local runtime, a test table, a provider fake) once for the test file that awaits it, at the
 * file's top level, and stops it after the file's last test: one line where each file used to declare, start and stop.
 */
export function startedForThisFile<Server extends { stop(): unknown }>(starting: Promise<Server>): Promise<Server> {
  return stoppedAfter(starting, afterAll);
}

/** Starts a server (a provider fake) for the one test that awaits it, and stops it when that test ends, pass or fail. */
export function startedForThisTest<Server extends { stop(): unknown }>(starting: Promise<Server>): Promise<Server> {
  return stoppedAfter(starting, onTestFinished);
}

async function stoppedAfter<Server extends { stop(): unknown }>(
  starting: Promise<Server>,
  hook: (stop: () => Promise<void>) => void,
): Promise<Server> {
  const server = await starting;
  hook(async () => {
    await server.stop();
  });
  return server;
}

/**
 * Runs the rest of the test with the runtime configured by `env` (its clients rebuilt from it, e.g. pointed at a
 * fake endpoint), and puts the environment and the clients back when the test ends.
 */
export function runtimeEnvForThisTest(env: Record<string, string>): void {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  startRuntimeContext();
  onTestFinished(() => {
    vi.unstubAllEnvs();
    startRuntimeContext();
  });
}
