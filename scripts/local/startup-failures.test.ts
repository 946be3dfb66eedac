import { spawn } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client';
import { signInUser, signUpUser } from '../testing/test-runtime';
import { repoRoot } from './repo-root';
import { startLocalRuntime } from './runtime';

/**
 * `npm start` on a data folder it cannot use: one clear line on stderr, a non-zero exit, and existing data never
 * replaced. Runs the real start script (API only, so no SPA build) in a child process.
 */
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'bizpilot-startup-'));
  folders.push(folder);
  await chmod(folder, 0o777);
  return folder;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** This process's environment without what a runtime running here points at its own engines. */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'CREDENTIALS_KEY_FILE', 'APP_ORIGIN']) delete env[name];
  return env;
}

/** Runs `npm start -- --api-only` (its script, without npm) until it exits or says it is running. */
function start(dataDir: string): Promise<Run> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--api-only'], {
    cwd: repoRoot,
    env: { ...childEnv(), DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'SILENT' },
  });
}

/** Runs a program until it exits or says it is running. */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; uid?: number },
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const { uid, ...rest } = options;
    const child = spawn(command, args, { ...rest, ...(uid !== undefined ? { uid, gid: uid } : {}) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('is running')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr: stderr.trim() }));
  });
}

/**
 * Runs npm start's data folder check, and its one-line failure, as uid 65534 ("nobody"), from a bundle in a folder
 * of its own: it needs nothing from the checkout, wherever that lies and whoever may enter it.
 */
async function checkAsNobody(dataDir: string): Promise<Run> {
  const folder = await freshFolder();
  const bundle = join(folder, 'check-data-folder.mjs');
  await build({
    stdin: {
      contents: `import { checkDataFolder } from './data-folder';
import { startupFailureLine } from './startup-error';
checkDataFolder(process.env.DATA_DIR).then(
  () => console.log('BizPilot is running'),
  (error) => { console.error(startupFailureLine(error)); process.exit(1); },
);`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'silent',
  });
  await chmod(bundle, 0o644);
  return run(process.execPath, [bundle], { cwd: folder, env: { ...childEnv(), DATA_DIR: dataDir }, uid: 65534 });
}

/** A data folder holding one account, written by a runtime that stopped cleanly (once; each test gets a copy). */
let withAnAccount: Promise<string> | undefined;
async function folderWithAnAccount(): Promise<string> {
  withAnAccount ??= (async () => {
    const dataDir = await freshFolder();
    const runtime = await startLocalRuntime({ port: 0, dataDir, webDist: join(dataDir, 'none') });
    await signUpUser(runtime, { email: 'keep@example.com', firstName: 'Keep', lastName: 'Me' });
    await runtime.stop();
    return dataDir;
  })();
  const copy = await freshFolder();
  await cp(await withAnAccount, copy, { recursive: true });
  return copy;
}

const snapshot = async (dir: string) => {
  const names = (await readdir(dir)).filter((name) => name !== 'LOG' && name !== 'LOG.old').sort();
  return Promise.all(names.map(async (name) => [name, (await readFile(join(dir, name))).toString('base64')]));
};

const expectOneLine = (run: Run, pattern: RegExp) => {
  expect(run.code).not.toBe(0);
  expect(run.code).not.toBe(null);
  expect(run.stdout).not.toContain('is running');
  expect(run.stderr.split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
};

// Each case starts a process that loads the app: seconds on a quiet machine, far longer on two busy cores.
describe('npm start refuses a data folder it cannot use, in one line', { timeout: 120_000 }, () => {
  it('starts on a fresh folder (the control case)', async () => {
    const run = await start(join(await freshFolder(), '.data'));
    expect(run.stdout).toContain('is running');
  });

  it('a read-only data folder', async () => {
    const dataDir = await freshFolder();
    await chmod(dataDir, 0o555);
    // root writes anywhere, so as root the check runs as an unprivileged user, to see what a user sees. That user
    // may not be able to enter the checkout (a clone under a 0700 home), so it runs a bundle of the start-up's data
    // folder check copied next to the data; the line npm start prints for that refusal is checked below, as root.
    const run = process.getuid?.() === 0 ? await checkAsNobody(dataDir) : await start(dataDir);
    expectOneLine(run, /^The data folder .+ is not writable \(EACCES\): give this user write access to it/);
  });

  it('a data folder that cannot be created (a file stands in its path), as any user, root included', async () => {
    const file = join(await freshFolder(), 'a-file');
    await writeFile(file, 'not a folder');
    const run = await start(join(file, 'data'));
    expectOneLine(run, /^The data folder .+ is not writable \(ENOTDIR\): give this user write access to it/);
    expect(await readFile(file, 'utf8')).toBe('not a folder');
  });

  it('a second instance on the same data folder', async () => {
    const dataDir = await freshFolder();
    const first = await startLocalRuntime({ port: 0, dataDir, webDist: join(dataDir, 'none') });
    try {
      const run = await start(dataDir);
      expectOneLine(run, /^The data folder .+ is in use by another BizPilot \(or unreadable\)/);
      expect((await new ApiClient(first.url).get('/api/health')).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it('a damaged CURRENT file: refused, and the data files left as they were', async () => {
    const dataDir = await folderWithAnAccount();
    const database = join(dataDir, 'dynamodb');
    await writeFile(join(database, 'CURRENT'), 'MANIFEST-999999');
    const before = await snapshot(database);
    expectOneLine(await start(dataDir), /^The database in .+ is damaged and BizPilot will not start over it/);
    expect(await snapshot(database)).toEqual(before);
  });

  it('a deleted CURRENT file: refused instead of starting empty; npm run data:repair brings the data back', async () => {
    const dataDir = await folderWithAnAccount();
    const database = join(dataDir, 'dynamodb');
    await unlink(join(database, 'CURRENT'));
    const before = await snapshot(database);
    expectOneLine(
      await start(dataDir),
      /^The database in .+ has data files but no CURRENT file; BizPilot will not start over it/,
    );
    expect(await snapshot(database)).toEqual(before);

    const repair = await new Promise<number | null>((resolve) =>
      spawn(process.execPath, ['--import', 'tsx', 'scripts/repair-data.ts'], {
        cwd: repoRoot,
        env: { ...childEnv(), DATA_DIR: dataDir },
      }).on('exit', resolve),
    );
    expect(repair).toBe(0);
    const runtime = await startLocalRuntime({ port: 0, dataDir, webDist: join(dataDir, 'none') });
    try {
      const { response: signIn } = await signInUser(runtime, 'keep@example.com');
      expect(signIn.status).toBe(200);
    } finally {
      await runtime.stop();
    }
  });
});
