// Runs the embedded DynamoDB on its own thread, so dynalite's parsing and LevelDB work use the second core instead
// of competing with the handlers on the main event loop (about half the API latency under load).
// Plain JavaScript on purpose: a worker's entry module is loaded without the TypeScript loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({ path: workerData.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });

server.listen(0, '127.0.0.1', () => {
  parentPort.postMessage({ type: 'listening', port: server.address().port });
});

parentPort.on('message', (message) => {
  if (message.type !== 'stop') return;
  // dynalite's close waits for open connections, then closes LevelDB, which flushes it to disk.
  server.close((error) => parentPort.postMessage({ type: 'stopped', error: error?.message }));
  server.closeAllConnections();
});
