// Runs the embedded DynamoDB on its own thread, so dynalite's parsing and LevelDB work use the second core instead
// of competing with the handlers on the main event loop (about half the API latency under load).
// Plain JavaScript on purpose: a worker's entry module is loaded without the TypeScript loader on Node 20.
import { parentPort, workerData } from 'node:worker_threads';
import { ClassicLevel } from 'classic-level';
import dynalite from 'dynalite';

const { path, dataDir, existing } = workerData;

// dynalite opens LevelDB lazily, on the first request, and a failure there kills this thread with nobody told why.
// Opening it here first turns every way it can fail into one clear message before the app says it is running.
try {
  const probe = new ClassicLevel(path, { createIfMissing: !existing });
  await probe.open();
  await probe.close();
  serve();
} catch (error) {
  // Nothing else is open, so the thread ends after this message.
  parentPort.postMessage({ type: 'failed', error: describeOpenFailure(error) });
}

function serve() {
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  server.listen(0, '127.0.0.1', () => {
    parentPort.postMessage({ type: 'listening', port: server.address().port });
  });
  parentPort.on('message', (message) => {
    if (message.type !== 'stop') return;
    // dynalite's close waits for open connections, then closes LevelDB, which flushes it to disk.
    server.close((error) => parentPort.postMessage({ type: 'stopped', error: error?.message }));
    server.closeAllConnections();
  });
}

function describeOpenFailure(error) {
  const cause = error.cause ?? error;
  const detail = cause.message ?? String(cause);
  switch (cause.code) {
    case 'LEVEL_LOCKED':
      return `The data folder ${dataDir} is in use by another BizPilot (or unreadable): stop the other one, or set DATA_DIR to another folder. (${detail})`;
    case 'LEVEL_CORRUPTION':
    case 'LEVEL_IO_ERROR':
      return `The database in ${path} is damaged and BizPilot will not start over it (${detail}). Restore the folder from a backup, or rebuild it with: npm run data:repair`;
    default:
      return `The database in ${path} cannot be opened (${detail}).`;
  }
}
