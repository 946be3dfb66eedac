import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import type { BenchRow } from './bench-row';
import { lambdaEntries } from './lambda-bundles';

/**
 * The Lambda init proxy of issue 16: how long importing a function's bundle takes in a fresh Node process, beside an
 * empty module imported the same way in the same round (the machine is shared, so only ratios mean anything). Each
 * function is also built the way it was before issue 16, with the AWS SDK left to the runtime (here: this repo's
 * CommonJS copy, as the runtime's is), and the goal is at most half of that.
 *
 * Bundles are written under node_modules/.cache so that the "before" variant resolves `@aws-sdk/*` as Lambda would.
 */
const DIR = paths.resolve('node_modules/.cache/bizpilot-bench/lambda-init');
const ROUNDS = 5;

export interface InitRow {
  function: string;
  kb: number;
  /** Median import time, ms. */
  ms: number;
  /** `ms` over the empty module's median. */
  ratio: number;
  /** Median import time with the SDK from the runtime (before), ms. */
  beforeMs: number;
  /**
   * Median over rounds of now ÷ before, each pair imported back to back: a burst of load on the shared machine
   * touches both halves of a pair alike, so this is steadier than the ratio of the two medians. The goal is ≤ 0.5.
   */
  pairedRatio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One import in a fresh process; the time covers only the import (not Node's own start). */
function importMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_REGION: 'us-east-1', POWERTOOLS_LOG_LEVEL: 'SILENT', LOG_LEVEL: 'SILENT' },
    encoding: 'utf8',
  });
  return Number(out);
}

export async function measureLambdaInit(names?: readonly string[]): Promise<{ empty: number; rows: InitRow[] }> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const empty = join(DIR, 'empty.mjs');
  writeFileSync(empty, 'export {};\n');
  const entries = lambdaEntries().filter((e) => !names || names.includes(e.name));
  const built = await Promise.all(
    entries.map(async ({ name, entry }) => {
      const now = join(DIR, name, 'now.mjs');
      const before = join(DIR, name, 'before.mjs');
      const options = esbuildOptionsFor(entry, now, paths.tsconfig);
      const result = await build({ ...options, write: true });
      await build({ ...options, outfile: before, external: ['@aws-sdk/*'], write: true });
      const output = Object.entries(result.metafile?.outputs ?? {}).find(([file]) => file.endsWith('.mjs'));
      return { name, now, before, kb: (output?.[1].bytes ?? 0) / 1024 };
    }),
  );
  const times = new Map<string, number[]>();
  const record = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
  // Rounds interleave every variant, so a burst of load on the shared machine touches all of them alike; within a
  // round the order of now and before alternates, so neither always runs first.
  for (let round = 0; round < ROUNDS; round++) {
    for (const fn of built) {
      record('empty', importMs(empty));
      const [first, second] = round % 2 === 0 ? (['now', 'before'] as const) : (['before', 'now'] as const);
      const a = importMs(fn[first]);
      const b = importMs(fn[second]);
      record(`${fn.name}:${first}`, a);
      record(`${fn.name}:${second}`, b);
      record(`${fn.name}:ratio`, first === 'now' ? a / b : b / a);
    }
  }
  const emptyMs = median(times.get('empty')!);
  return {
    empty: emptyMs,
    rows: built.map((fn) => {
      const ms = median(times.get(`${fn.name}:now`)!);
      return {
        function: fn.name,
        kb: fn.kb,
        ms,
        ratio: ms / emptyMs,
        beforeMs: median(times.get(`${fn.name}:before`)!),
        pairedRatio: median(times.get(`${fn.name}:ratio`)!),
      };
    }),
  };
}

/** The bench's rows: per function, the bundle, the import time against the empty module and against before. */
export async function lambdaInitRows(): Promise<BenchRow[]> {
  const { empty, rows } = await measureLambdaInit();
  return [
    { metric: 'empty module import (floor)', value: `${empty.toFixed(1)} ms`, budget: '—', ok: true },
    ...rows.map((r) => ({
      metric: `${r.function} (${r.kb.toFixed(0)} KB)`,
      value: `${r.ms.toFixed(1)} ms = ${r.ratio.toFixed(1)}× empty; before ${r.beforeMs.toFixed(1)} ms; ${(100 * r.pairedRatio).toFixed(0)}% of before (paired)`,
      budget: '≤ 50% of before',
      ok: r.pairedRatio <= 0.5,
    })),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const { empty, rows } = await measureLambdaInit(names.length ? names : undefined);
  console.log(`empty module: ${empty.toFixed(1)} ms`);
  for (const r of rows.sort((a, b) => b.pairedRatio - a.pairedRatio)) {
    console.log(
      `${r.pairedRatio <= 0.5 ? 'ok  ' : 'OVER'} ${r.function.padEnd(40)} ${r.kb.toFixed(0).padStart(5)} KB ${r.ms.toFixed(1).padStart(7)} ms ${r.ratio.toFixed(1).padStart(5)}× empty   before ${r.beforeMs.toFixed(1).padStart(7)} ms   ${(100 * r.pairedRatio).toFixed(0).padStart(3)}% of before (goal ≤ 50%)`,
    );
  }
  const over = rows.filter((r) => r.pairedRatio > 0.5).length;
  console.log(`${rows.length - over} of ${rows.length} at or under 50% of before, ${over} over`);
}
