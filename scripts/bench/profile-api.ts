import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drive, warmedOnSeededWorkspace } from './api-latency';
import { type CpuProfile, summariseProfile } from './cpu-profile-summary';
import { startRuntimeProcess } from './runtime-process';

/**
 * Where the local runtime's CPU goes under the load bench's traffic: `npx tsx scripts/bench/profile-api.ts
 * [path] [rate] [seconds]` (default `/api/tasks` at 200 req/s for 10 s). The runtime runs with `--cpu-prof` in its own
 * process with the bench's workspace (1,000 tasks, 200 employees); only the samples taken while the load runs are
 * counted (the profiler and `process.hrtime` share the monotonic clock). Prints self time per area (an npm package,
 * a source folder, Node's internals, GC, idle) and the top functions, for each thread: the main thread runs the
 * handlers, the worker thread the embedded DynamoDB.
 */
const [path = '/api/tasks', rate = '200', seconds = '10'] = process.argv.slice(2);

const microsNow = () => Number(process.hrtime.bigint() / 1000n);

/**
 * CPU time used so far by a process's main thread and by all its threads (from /proc, in clock ticks of 10 ms):
 * unlike the profile's wall-clock samples, this does not grow when other processes take the cores.
 */
async function threadCpuMs(pid: number): Promise<{ main: number; total: number }> {
  const ticks = async (file: string) => {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = (await readFile(file, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const total = await ticks(`/proc/${pid}/stat`);
  return { main: await ticks(`/proc/${pid}/task/${pid}/stat`), total };
}

const profileDir = await mkdtemp(join(tmpdir(), 'bizpilot-profile-'));
const runtime = await startRuntimeProcess(['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
let window: { from: number; to: number };
try {
  const headers = await warmedOnSeededWorkspace(runtime, 'profile', path);
  const cpuBefore = await threadCpuMs(runtime.pid);
  const from = microsNow();
  const load = await drive(`${runtime.url}${path}`, Number(rate), headers, Number(seconds));
  window = { from, to: microsNow() };
  const cpuAfter = await threadCpuMs(runtime.pid);
  const perRequest = (ms: number) => `${(ms / load.sent).toFixed(2)} ms CPU per request`;
  const main = cpuAfter.main - cpuBefore.main;
  const others = cpuAfter.total - cpuBefore.total - main;
  console.log(
    `GET ${path} at ${rate} req/s for ${seconds} s: p50 ${load.p50} ms, p99 ${load.p99} ms, ` +
      `${load.sent} / ${load.offered} sent, ${load.errors} errors\n` +
      `main thread (handlers, SDK, HTTP): ${perRequest(main)}; ` +
      `other threads (the embedded DynamoDB, GC helpers): ${perRequest(others)}`,
  );
} finally {
  await runtime.stop();
}

for (const file of (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile')).sort()) {
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8')) as CpuProfile;
  const thread = file.split('.').at(-3) === '0' ? 'main thread' : 'worker thread';
  const summary = summariseProfile(profile, window);
  if (summary) console.log(`\n### ${thread} (${file}): ${summary}`);
}
await rm(profileDir, { recursive: true, force: true });
