import { Console } from 'node:console';
import { mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { Writable } from 'node:stream';
import { logger } from '../../functions/platform/logger';
import { runtimeLogFile } from './runtime-log.global';

/**
 * The setting that names a runtime child's lines (`runtime-log.child.ts`): test-only, set by the test that starts the
 * child in that child's own environment (`runtimeChildEnv`), never part of a Lambda's configuration.
 */
const runtimeNameVariable = 'TEST_RUNTIME_NAME';

let current: string | undefined;

/** What a test adds to a runtime child's environment so that the child's lines carry the test file's name. */
export function runtimeChildEnv(): NodeJS.ProcessEnv {
  return current === undefined ? {} : { [runtimeNameVariable]: current };
}

/** The name a runtime child was given by the test that started it (`runtimeChildEnv`). */
export function runtimeChildName(): string {
  return `${process.env[runtimeNameVariable] ?? 'test'} (runtime child)`;
}

/**
 * Points the app's logger in this process at `artifacts/test-runtime.log`: its WARN and ERROR lines, one JSON line
 * each, tagged `testRuntime: name`. Test settings keep LOG_LEVEL at SILENT, so that nothing else a test starts prints
 * to the terminal; this is the one place that listens. Powertools writes through a Console of its own (in Lambda,
 * to stdout); this gives it one writing to the file instead, synchronously, so a line is on disk before the answer
 * it explains reaches the test, and is not lost when a runtime is killed.
 */
export function logRuntimeTo(name: string): void {
  if (current === undefined) {
    mkdirSync(dirname(runtimeLogFile), { recursive: true });
    const fd = openSync(runtimeLogFile, 'a');
    const file = new Writable({
      write(chunk: Buffer, _encoding, done) {
        writeSync(fd, chunk);
        done();
      },
    });
    (logger as unknown as { console: Console }).console = new Console({ stdout: file, stderr: file });
    logger.setLogLevel('WARN');
  }
  current = name;
  logger.appendPersistentKeys({ testRuntime: name });
}
