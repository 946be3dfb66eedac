import { afterAll } from 'vitest';

/**
 * Starts a server (the local runtime, a test table, a provider fake) once for the test file that awaits it, at the
 * file's top level, and stops it after the file's last test: one line where each file used to declare, start and stop.
 */
export async function startedForThisFile<Server extends { stop(): unknown }>(
  starting: Promise<Server>,
): Promise<Server> {
  const server = await starting;
  afterAll(async () => {
    await server.stop();
  });
  return server;
}
