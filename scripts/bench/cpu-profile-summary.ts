/** A V8 CPU profile as `node --cpu-prof` writes it (the fields read here). */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the monotonic clock `process.hrtime` reads too. */
  startTime: number;
}

/**
 * Self time per area (an npm package, one of our source folders, Node's internals, GC, idle) and the top functions,
 * as shares of the time sampled within `window` (microseconds, monotonic clock; the whole profile if omitted).
 * Empty when no sample falls in the window.
 */
export function summariseProfile(profile: CpuProfile, window?: { from: number; to: number }, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    // A sample stands for the time until the next one.
    const micros = profile.timeDeltas[i + 1] ?? 0;
    if (window && (at < window.from || at > window.to)) continue;
    const { functionName, url, lineNumber } = byId.get(profile.samples[i]!)!.callFrame;
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    total += micros;
  }
  if (total === 0) return '';
  const busy = total - (areas.get('(idle)') ?? 0);
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  const largest = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, micros]) => `  ${share(micros)}  ${name}`);
  return [
    `${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled`,
    'self time by area:',
    ...largest(areas, 15),
    'top functions (self):',
    ...largest(functions, top),
  ].join('\n');
}

/** An npm package, one of our source folders, Node's own JavaScript, or V8's pseudo-frames. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'node internals';
  const source = /\/(functions|shared|scripts)\/([^/]+)/.exec(url);
  return source ? `${source[1]}/${source[2]}` : url;
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\/.*?\/(node_modules|functions|shared|scripts)\//, '$1/');
}

if (process.argv[1]?.endsWith('cpu-profile-summary.ts')) {
  const { readFile } = await import('node:fs/promises');
  // `--window=<from>-<to>` (monotonic microseconds, as a bench that profiles itself prints them): only that span.
  const args = process.argv.slice(2);
  const span = args
    .find((arg) => arg.startsWith('--window='))
    ?.slice('--window='.length)
    .split('-')
    .map(Number);
  const window = span ? { from: span[0]!, to: span[1]! } : undefined;
  for (const file of args.filter((arg) => !arg.startsWith('--'))) {
    console.log(`### ${file}: ${summariseProfile(JSON.parse(await readFile(file, 'utf8')) as CpuProfile, window)}`);
  }
}
