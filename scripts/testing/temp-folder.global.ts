import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * vitest globalSetup of the node projects: a temporary folder for the run, removed when it ends. What the tests start
 * (the local runtime's data folders, CDK's cdk.out folder for every App, exported reports, Chromium's profile) puts
 * its files in `os.tmpdir()`, and not all of it removes them: a run used to leave some 500 MB in /tmp. The workers
 * and the processes they start are forked after this and inherit TMPDIR. The first project's setup makes the folder;
 * the others find it.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.BIZPILOT_RUN_TMPDIR) return undefined;
  const folder = mkdtempSync(join(tmpdir(), 'bizpilot-run-'));
  // Others may pass through it, not list it, as through /tmp: a test runs the app as another user from a folder in it.
  chmodSync(folder, 0o711);
  process.env.BIZPILOT_RUN_TMPDIR = folder;
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
