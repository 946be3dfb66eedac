import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a test file asks for the shared runtime's URL (`sharedTestApi`); the runtime starts on the first ask. */
    sharedRuntimeBroker: string;
  }
}

interface Started {
  url: string;
  tableEndpoint?: string;
  child: ChildProcess;
}

/**
 * vitest globalSetup: one local runtime for every API test file that needs no runtime of its own. It starts on the
 * first file's request, not here, so a run without such files (a unit test, the web tests) pays nothing for it.
 */
export default async function setup(project: TestProject) {
  let starting: Promise<Started> | undefined;
  let stopping = false;
  /** Why the runtime is gone, once it stopped before the run's end: every file that asks after that is told. */
  let died: string | undefined;
  const broker = createServer((_req, res) => {
    starting ??= startSharedRuntime().then((started) => {
      started.child.once('exit', (code, signal) => {
        if (stopping) return;
        died = `The shared test runtime stopped while the tests ran (exit code ${code}, signal ${signal}); its stderr is above`;
        console.error(died);
      });
      return started;
    });
    starting.then(
      ({ url, tableEndpoint }) => {
        if (died) return refuse(res, died);
        res.end(JSON.stringify({ url, tableEndpoint }));
      },
      (error: Error) => refuse(res, error.message),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('sharedRuntimeBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);

  return async () => {
    stopping = true;
    broker.close();
    const started = await starting?.catch(() => undefined);
    if (!started || started.child.exitCode !== null) return;
    const exited = new Promise((resolve) => started.child.once('exit', resolve));
    started.child.kill('SIGTERM');
    await exited;
  };
}

function refuse(res: ServerResponse, message: string): void {
  res.statusCode = 500;
  res.end(message);
}

function startSharedRuntime(): Promise<Started> {
  const main = fileURLToPath(new URL('./shared-runtime-main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, LOG_LEVEL: 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ ...(JSON.parse(line) as { url: string; tableEndpoint?: string }), child });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`The shared test runtime exited (${code}) before it was running`)));
  });
}
