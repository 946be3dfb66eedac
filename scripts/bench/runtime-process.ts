import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient } from '../testing/api-client';

export interface RuntimeProcess {
  url: string;
  pid: number;
  /** Resident memory now (after a full garbage collection), and the peak so far, in MB. */
  rssMb(): Promise<{ now: number; peak: number }>;
  /** A new account, signed in. */
  signUp(label: string): Promise<ApiClient>;
  stop(): Promise<void>;
}

/** The local runtime in its own process (scripts/bench/api-server.ts), so its memory is read without the load tool's. */
export async function startRuntimeProcess(): Promise<RuntimeProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-bench-'));
  const server: ChildProcess = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'WARN',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    stdio: 'inherit',
  });
  const { url } = await new Promise<{ url: string }>((resolve, reject) => {
    server.once('message', (m) => resolve(m as { url: string }));
    server.once('exit', (code) => reject(new Error(`runtime exited with ${code}`)));
  });
  return {
    url,
    pid: server.pid!,
    async rssMb() {
      await new Promise<void>((resolve) => {
        const done = (message: unknown) => {
          if (message !== 'gc-done') return;
          server.off('message', done);
          resolve();
        };
        server.on('message', done);
        server.send('gc');
      });
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
      const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
      return { now: mb('VmRSS'), peak: mb('VmHWM') };
    },
    async signUp(label) {
      const client = new ApiClient(url);
      const res = await client.post('/api/auth/local/sign-up', {
        email: `${label}-${Date.now()}@example.com`,
        password: 'correct horse battery',
        firstName: 'Bench',
        lastName: label,
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
      return client;
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
