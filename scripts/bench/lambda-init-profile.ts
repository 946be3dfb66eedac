import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ENTRY_FILE, esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import type { CpuProfile } from './cpu-profile-summary';
import { lambdaEntries } from './lambda-bundles';

/**
 * Where a function's import time goes: its bundle (the Lambda options, unminified so that each module keeps esbuild's
 * `// path` comment) imported `ROUNDS` times with the CPU profiler, self time summed per npm package or source folder
 * and V8's pseudo-frames (`(program)` is mostly parsing and compiling the file, `(garbage collector)`).
 *
 * `npx tsx scripts/bench/lambda-init-profile.ts kpi/get-kpi-report tasks/create-task`
 */
const DIR = paths.resolve('node_modules/.cache/bizpilot-bench/lambda-init-profile');
const ROUNDS = 8;

/** Line (0-based) → the module esbuild emitted there, from the `// <path>` comment that opens each module. */
function moduleLines(code: string): string[] {
  let current = '(bundle)';
  return code.split('\n').map((line) => {
    const opened = /^\/\/ ((?:node_modules|functions|shared)\/\S+)$/.exec(line)?.[1];
    if (opened) current = opened;
    return current;
  });
}

function areaOf(module: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];
  return pkg ?? module.split('/').slice(0, 2).join('/');
}

export async function profileImport(name: string): Promise<string> {
  const entry = lambdaEntries().find((e) => e.name === name);
  if (!entry) throw new Error(`no function ${name}`);
  const dir = join(DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const built = await build({
    ...esbuildOptionsFor(entry.entry, dir, paths.tsconfig),
    minify: false,
    sourcemap: false,
  });
  // The entry and its chunks (paths relative to the working directory), each line mapped to the module it is in.
  const linesByUrl = new Map(
    Object.keys(built.metafile?.outputs ?? {})
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => [pathToFileURL(resolve(file)).href, moduleLines(readFileSync(file, 'utf8'))]),
  );
  const url = pathToFileURL(join(dir, ENTRY_FILE)).href;
  const script = `const t = performance.now(); await import(${JSON.stringify(url)}); process.stdout.write(String(performance.now() - t));`;
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const times: number[] = [];
  let total = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const profileDir = join(dir, `round-${round}`);
    const out = execFileSync(
      process.execPath,
      ['--cpu-prof', '--cpu-prof-interval=100', `--cpu-prof-dir=${profileDir}`, '--input-type=module', '-e', script],
      { env: { ...process.env, AWS_REGION: 'us-east-1', POWERTOOLS_LOG_LEVEL: 'SILENT' }, encoding: 'utf8' },
    );
    times.push(Number(out));
    const [profileFile] = readdirSync(profileDir);
    const profile = JSON.parse(readFileSync(join(profileDir, profileFile!), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    // Only the import: the samples from the first one in the bundle (Node's own start-up before it is not ours).
    let started = false;
    for (let i = 0; i < profile.samples.length; i++) {
      const { functionName, url: frameUrl, lineNumber } = byId.get(profile.samples[i]!)!.callFrame;
      const lines = linesByUrl.get(frameUrl);
      if (lines) started = true;
      if (!started) continue;
      const micros = profile.timeDeltas[i + 1] ?? 0;
      const area = lines
        ? areaOf(lines[lineNumber] ?? '(bundle)')
        : frameUrl
          ? frameUrl.startsWith('node:')
            ? 'node internals'
            : frameUrl
          : functionName.startsWith('(')
            ? functionName
            : `(native) ${functionName}`;
      areas.set(area, (areas.get(area) ?? 0) + micros);
      const fn = `${functionName || '(anonymous)'} ${area}${lines ? `:${lineNumber + 1}` : ''}`;
      functions.set(fn, (functions.get(fn) ?? 0) + micros);
      total += micros;
    }
  }
  times.sort((a, b) => a - b);
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  return [
    `${name}: import ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms median of ${ROUNDS} (unminified), ${(total / ROUNDS / 1000).toFixed(1)} ms sampled per import`,
    ...[...areas]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 18)
      .map(([area, micros]) => `  ${share(micros)}  ${area}`),
    'top functions (self):',
    ...[...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([fn, micros]) => `  ${share(micros)}  ${fn}`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const name of process.argv.slice(2)) console.log(await profileImport(name));
}
