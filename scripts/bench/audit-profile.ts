import './quiet-logs';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onRequestLogged, type RequestLogLine } from '../../functions/platform/middleware/request-log';
import { switchAuditWriter } from '../../functions/services/audit/audit-log';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import { eliteTaskCreates } from './audit';
import { type CpuProfile, summariseProfile } from './cpu-profile-summary';
import { pacedLoad } from './paced-load';

/**
 * Where the audit writer's CPU goes: `npx tsx scripts/bench/audit-profile.ts [seconds] [rate]` (default 10 s at
 * 50 req/s). It runs itself again under `--cpu-prof` with a local runtime in the same process, creates tasks with the
 * writer off and then on, and prints for each state the CPU and table calls per request and where each thread
 * spent its time (the main thread runs the handlers, the worker thread the embedded DynamoDB): what the writer adds
 * is the difference between the two.
 */
const [seconds = '10', rate = '50'] = process.argv.slice(2);
const CHILD = 'AUDIT_PROFILE_WINDOWS';

type Windows = Record<'off' | 'on', { from: number; to: number; cpuMs: number; sent: number; tableCalls: number }>;

const microsNow = () => Number(process.hrtime.bigint() / 1000n);

async function measure(): Promise<Windows> {
  return withTemporaryRuntime(async (runtime) => {
    const { url, headers, init } = await eliteTaskCreates(runtime);
    await pacedLoad(url, Number(rate), 4, headers, init);
    const windows = {} as Windows;
    for (const state of ['off', 'on'] as const) {
      switchAuditWriter(state === 'on');
      const lines: RequestLogLine[] = [];
      const stop = onRequestLogged((line) => lines.push(line));
      const cpuBefore = process.cpuUsage();
      const from = microsNow();
      const load = await pacedLoad(url, Number(rate), Number(seconds), headers, init);
      const to = microsNow();
      const cpu = process.cpuUsage(cpuBefore);
      stop();
      const created = lines.filter((line) => line.status === 201);
      windows[state] = {
        from,
        to,
        cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, load.sent),
        sent: load.sent,
        tableCalls: created.reduce((sum, line) => sum + line.tableCalls, 0) / Math.max(1, created.length),
      };
    }
    switchAuditWriter(true);
    return windows;
  });
}

if (process.env[CHILD]) {
  await writeFile(process.env[CHILD], JSON.stringify(await measure()));
} else {
  const dir = await mkdtemp(join(tmpdir(), 'bizpilot-audit-profile-'));
  const windowsFile = join(dir, 'windows.json');
  const args = ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', process.argv[1]!, seconds, rate];
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, [CHILD]: windowsFile } });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the profiled run exited with ${code}`);
  const windows = JSON.parse(await readFile(windowsFile, 'utf8')) as Windows;
  const profiles = (await readdir(dir)).filter((name) => name.endsWith('.cpuprofile')).sort();
  for (const state of ['off', 'on'] as const) {
    const { cpuMs, sent, tableCalls } = windows[state];
    console.log(
      `\n## Writer ${state}: ${sent} creates, ${cpuMs.toFixed(1)} ms CPU and ${tableCalls.toFixed(1)} table calls per request`,
    );
    for (const file of profiles) {
      const profile = JSON.parse(await readFile(join(dir, file), 'utf8')) as CpuProfile;
      const summary = summariseProfile(profile, windows[state], 30);
      if (summary) console.log(`\n### ${file}: ${summary}`);
    }
  }
  await rm(dir, { recursive: true, force: true });
}
