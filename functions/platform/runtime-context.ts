/**
 * What a function process keeps between requests: its settings and the clients made from them (DynamoDB, S3,
 * EventBridge, message senders, small caches). A Lambda container has one context for its whole life, started by
 * its first use. The local runtime, the seed script and tests that point the process at other engines or settings
 * start a context over the environment as it is then and stop it when they are done, which closes its clients; the
 * next use starts a fresh one.
 */
let generation = 0;
const disposals = new Set<() => void>();

/**
 * Starts a new context over the current environment, stopping the running one: everything held per context
 * (settings included) is made again from the environment on its next use.
 */
export function startRuntimeContext(): void {
  stopRuntimeContext();
}

/** Stops the running context: closes the clients it made and forgets its settings. */
export function stopRuntimeContext(): void {
  generation += 1;
  for (const dispose of disposals) dispose();
  disposals.clear();
}

/**
 * A value the running context holds: made on first use (from the context's settings), kept until the context
 * stops, then disposed of. `export const db = perContext(() => new Client(…), (client) => client.destroy())`.
 */
export function perContext<T>(make: () => T, dispose?: (value: T) => void): () => T {
  let held: { generation: number; value: T } | undefined;
  return () => {
    if (held?.generation !== generation) {
      const value = make();
      held = { generation, value };
      if (dispose) disposals.add(() => dispose(value));
    }
    return held.value;
  };
}
