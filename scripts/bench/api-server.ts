import { writeHeapSnapshot } from 'node:v8';
import { startLocalRuntime } from '../local/runtime';

/** The runtime alone, in its own process, so the benchmark can read its memory without counting the load tool. */
const runtime = await startLocalRuntime({ port: 0, dataDir: process.env.DATA_DIR! });
// The database's address too, so a bench can seed a large workspace through the data layer (faster than the API,
// and past the plan's monthly task limit).
process.send?.({ url: runtime.url, dynamoEndpoint: process.env.DYNAMODB_ENDPOINT });
// Started with --expose-gc: the bench collects garbage before reading memory, so growth means memory kept.
// `{heapSnapshot: path}` writes the main thread's heap there (to compare two moments by constructor).
process.on('message', (message: unknown) => {
  if (message === 'gc') {
    global.gc?.();
    process.send?.('gc-done');
  } else if (typeof message === 'object' && message && 'heapSnapshot' in message) {
    global.gc?.();
    process.send?.({ heapSnapshotWritten: writeHeapSnapshot(String(message.heapSnapshot)) });
  }
});
process.on('SIGTERM', async () => {
  await runtime.stop();
  process.exit(0);
});
