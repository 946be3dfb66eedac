import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditPage } from '@shared/schemas/audit';
import { afterAll, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/local/repo-root';
import type { ApiResponse } from '../../../scripts/testing/api-client';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signInUser, signUpUser } from '../../../scripts/testing/test-runtime';

/**
 * An acknowledged change always has its entry: `npm start` (API only) in a child process takes a burst of task
 * creations, is killed with SIGKILL while the burst is still being answered, and, started again on the same data
 * folder, shows an audit entry for every creation it had acknowledged.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-audit-kill-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** This process's environment without what a runtime running here points at its own engines. */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'CREDENTIALS_KEY_FILE', 'APP_ORIGIN']) delete env[name];
  return { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT' };
}

/** Starts the local app on the data folder; resolves with its URL once it says it is running. */
async function startApp(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--api-only'], {
    cwd: repoRoot,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const url = /is running at (\S+)/.exec(stdout)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`The app exited (${code}) before it ran: ${stderr}`)));
  });
}

const BURST = 120;
const IN_FLIGHT = 8;
/** Acknowledgements to wait for before the kill: the rest of the burst is in flight or not yet sent. */
const KILL_AFTER = 40;

it('finds an entry for every task creation acknowledged before a SIGKILL, after a restart on the same data', async () => {
  const first = await startApp();
  const owner = await signUpUser(first, { firstName: 'Kira', lastName: 'Kill' });
  await upgradeLocally(owner.client, 'elite');

  const acknowledged: string[] = [];
  let next = 0;
  let reachedKillPoint!: () => void;
  const killPoint = new Promise<void>((resolve) => (reachedKillPoint = resolve));
  const worker = async () => {
    while (next < BURST) {
      const n = next++;
      const res = await owner.client.post('/api/tasks', { title: `Burst task ${n}` }).catch(() => undefined);
      if (res?.status === 201) {
        acknowledged.push(res.body.id as string);
        if (acknowledged.length === KILL_AFTER) reachedKillPoint();
      }
      if (!res) return; // the app is gone
    }
  };
  const workers = Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await killPoint;
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  await workers;
  const ackedAtKill = [...acknowledged];
  expect(ackedAtKill.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(ackedAtKill.length).toBeLessThan(BURST); // the kill came mid-burst

  const second = await startApp();
  const again = await signInUser(second, owner.email);
  expect(again.response.status).toBe(200);
  const logged = new Set<string>();
  let cursor: string | null = null;
  do {
    const res: ApiResponse<AuditPage> = await again.client.get(
      `/api/audit?action=task.created&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status, res.text).toBe(200);
    for (const entry of res.body.items) logged.add(entry.target.id);
    cursor = res.body.cursor;
  } while (cursor);
  expect(ackedAtKill.filter((id) => !logged.has(id))).toEqual([]);
  const verified = await again.client.get('/api/audit/verify');
  expect(verified.body).toMatchObject({ ok: true, firstMismatch: null });
  second.child.kill('SIGTERM');
  await once(second.child, 'exit');
}, 180_000);
