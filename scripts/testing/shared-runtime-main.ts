import { logRuntimeTo } from './runtime-log';
import { startTestApi } from './test-runtime';

/**
 * The local runtime API test files share (`sharedTestApi`), in a process of its own so that the settings it points
 * at its own engines (DYNAMODB_ENDPOINT, S3_ENDPOINT…) never reach vitest's workers. Prints its URL (and its table's
 * endpoint, for tests that set up what no route makes yet) as one JSON line; stops, removing its data folder, on SIGTERM or when the test run that started it goes away (stdin closes).
 */
logRuntimeTo('shared-runtime');
const api = await startTestApi();
console.log(JSON.stringify({ url: api.url, tableEndpoint: api.tableEndpoint }));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await api.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.stdin.on('close', stop);
process.stdin.resume();
