import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { ENTRY_FILE, esbuildOptionsFor, lambdaBuildOptions } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import type { BenchRow } from './bench-row';
import { lambdaEntries, startBytesOf } from './lambda-bundles';

/**
 * The Lambda init proxy of issue 16: how long importing a function's bundle takes in a fresh Node process, beside an
 * empty module imported the same way in the same round (the machine is shared, so only ratios mean anything).
 *
 * The goal is at most half of "today's import time", the day issue 16 was filed. Each function that existed then is
 * built from that day's source (`ISSUE_COMMIT`, read with `git archive`) the way it was bundled then, with the AWS
 * SDK left to the runtime, and imported in the same rounds. A function written since has no such day; it is held to
 * its code as written (`WRITTEN_COMMIT`: the last tree with classic zod, where every function exists, with every
 * other cut made until then), bundled the way the issue found the build (SDK left to the runtime). The same code
 * built the old way is printed beside both.
 *
 * Bundles are written under node_modules/.cache so that `@aws-sdk/*` left to the runtime resolves as Lambda would
 * (here: this repo's CommonJS copy, as the runtime's is).
 */
const DIR = paths.resolve('node_modules/.cache/bizpilot-bench/lambda-init');
/** The tree issue 16 measured: the last commit before its first change (8800fd3, "Lambda init: …"). */
const ISSUE_COMMIT = '4487c2b';
/** The last tree before the schemas moved to zod/mini (af742e7): the functions written since the issue, as written. */
const WRITTEN_COMMIT = '85e7851';
const ROUNDS = 5;

export interface InitRow {
  function: string;
  kb: number;
  /** Median import time, ms. */
  ms: number;
  /** `ms` over the empty module's median. */
  ratio: number;
  /** Median import time of the same code bundled the issue's way (one file, the SDK left to the runtime), ms. */
  beforeMs: number;
  /**
   * Median over rounds of now ÷ before, each pair imported back to back: a burst of load on the shared machine
   * touches both halves of a pair alike, so this is steadier than the ratio of the two medians.
   */
  pairedRatio: number;
  /** The same, against the function as it was when issue 16 was filed; absent for a function written since. */
  issueMs?: number;
  issueRatio?: number;
  /** The same, against its code as written (`WRITTEN_COMMIT`), for a function written since the issue. */
  writtenMs?: number;
  writtenRatio?: number;
}

/** The issue's goal: at most half of the import time. */
const GOAL = 0.5;
/** Within this of the empty module an import is Node's own cost of reading a file: nothing is left to halve. */
const FLOOR_RATIO = 1.5;

/** What the goal is judged on: the function on the day of the issue when it existed then, else as written. */
export const goalRatio = (row: InitRow) => row.issueRatio ?? row.writtenRatio ?? row.pairedRatio;

export const withinGoal = (row: InitRow) => goalRatio(row) <= GOAL || row.ratio <= FLOOR_RATIO;

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
  const issueTree = extractTree(ISSUE_COMMIT);
  const writtenTree = extractTree(WRITTEN_COMMIT);
  const built = await Promise.all(
    entries.map(async ({ name, entry }) => {
      const variant = (kind: string) => join(DIR, name, `${kind}.mjs`);
      const result = await build({ ...esbuildOptionsFor(entry, join(DIR, name, 'now'), paths.tsconfig), write: true });
      await build({ ...asTheIssueBuilt(entry, variant('before'), paths.tsconfig), write: true });
      const atIssue = issueTree && (await buildFromTree(issueTree, entry, variant('issue')));
      const asWritten = !atIssue && writtenTree && (await buildFromTree(writtenTree, entry, variant('written')));
      return {
        name,
        kb: startBytesOf(result.metafile) / 1024,
        files: {
          now: join(DIR, name, 'now', ENTRY_FILE),
          before: variant('before'),
          ...(atIssue ? { issue: atIssue } : {}),
          ...(asWritten ? { written: asWritten } : {}),
        },
      };
    }),
  );
  const times = new Map<string, number[]>();
  const record = (key: string, ms: number) => times.set(key, [...(times.get(key) ?? []), ms]);
  // Rounds interleave every variant, so a burst of load on the shared machine touches all of them alike; the order
  // of a function's variants rotates from round to round, so none always runs first.
  for (let round = 0; round < ROUNDS; round++) {
    for (const fn of built) {
      record('empty', importMs(empty));
      const kinds = Object.keys(fn.files) as Array<keyof typeof fn.files>;
      const order = kinds.map((_, i) => kinds[(i + round) % kinds.length]!);
      const thisRound = Object.fromEntries(order.map((kind) => [kind, importMs(fn.files[kind]!)]));
      for (const [kind, ms] of Object.entries(thisRound)) record(`${fn.name}:${kind}`, ms);
      record(`${fn.name}:ratio`, thisRound.now! / thisRound.before!);
      if (thisRound.issue !== undefined) record(`${fn.name}:issueRatio`, thisRound.now! / thisRound.issue);
      if (thisRound.written !== undefined) record(`${fn.name}:writtenRatio`, thisRound.now! / thisRound.written);
    }
  }
  const emptyMs = median(times.get('empty')!);
  return {
    empty: emptyMs,
    rows: built.map((fn) => {
      const ms = median(times.get(`${fn.name}:now`)!);
      const issue = times.get(`${fn.name}:issue`);
      const written = times.get(`${fn.name}:written`);
      return {
        function: fn.name,
        kb: fn.kb,
        ms,
        ratio: ms / emptyMs,
        beforeMs: median(times.get(`${fn.name}:before`)!),
        pairedRatio: median(times.get(`${fn.name}:ratio`)!),
        ...(issue ? { issueMs: median(issue), issueRatio: median(times.get(`${fn.name}:issueRatio`)!) } : {}),
        ...(written ? { writtenMs: median(written), writtenRatio: median(times.get(`${fn.name}:writtenRatio`)!) } : {}),
      };
    }),
  };
}

/**
 * A commit's `functions/` and `shared/` with its tsconfig and package.json (its `sideEffects`), outside node_modules
 * (esbuild ignores tsconfig paths in there); its packages resolve from this repo's node_modules.
 */
function extractTree(commit: string): string | undefined {
  const tree = join(tmpdir(), `bizpilot-lambda-init-${commit}`);
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  try {
    const archive = execFileSync('git', ['archive', commit, 'functions', 'shared', 'tsconfig.json', 'package.json'], {
      cwd: paths.root,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
    return tree;
  } catch {
    // A shallow clone has no such commit: the functions are then held to their SDK-external build.
    return undefined;
  }
}

/** How the issue found a function built: one file (NodejsFunction's `--outfile`), the AWS SDK left to the runtime. */
function asTheIssueBuilt(entry: string, outfile: string, tsconfig: string): BuildOptions {
  return { ...lambdaBuildOptions(tsconfig), entryPoints: [entry], outfile, external: ['@aws-sdk/*'] };
}

/** The function's entry as it was in `tree`, bundled as the issue found the build (and without the aliases). */
async function buildFromTree(tree: string, entry: string, outfile: string): Promise<string | undefined> {
  const old = join(tree, relative(paths.root, entry));
  if (!existsSync(old)) return undefined;
  await build({
    ...asTheIssueBuilt(old, outfile, join(tree, 'tsconfig.json')),
    alias: {},
    nodePaths: [paths.resolve('node_modules')],
    write: true,
  });
  return outfile;
}

const percent = (ratio: number) => `${(100 * ratio).toFixed(0)}%`;

/** One function's figures, the same in the bench table and the command-line listing. */
function describe(r: InitRow): string {
  const atIssue =
    r.issueRatio !== undefined
      ? `at the issue ${r.issueMs!.toFixed(1)} ms → ${percent(r.issueRatio)}`
      : r.writtenRatio !== undefined
        ? `new since the issue; as written ${r.writtenMs!.toFixed(1)} ms → ${percent(r.writtenRatio)}`
        : 'new since the issue';
  return `${r.ms.toFixed(1)} ms = ${r.ratio.toFixed(1)}× empty; ${atIssue}; same code bundled the issue's way ${r.beforeMs.toFixed(1)} ms → ${percent(r.pairedRatio)}`;
}

/** The bench's rows: per function, the bundle, the import time against the empty module and against before. */
export async function lambdaInitRows(): Promise<BenchRow[]> {
  const { empty, rows } = await measureLambdaInit();
  return [
    { metric: 'empty module import (floor)', value: `${empty.toFixed(1)} ms`, budget: '—', ok: true },
    ...rows.map((r) => ({
      metric: `${r.function} (${r.kb.toFixed(0)} KB)`,
      value: describe(r),
      budget: `≤ ${percent(GOAL)} of the issue's (else as written), or ≤ ${FLOOR_RATIO}× empty`,
      ok: withinGoal(r),
    })),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  const { empty, rows } = await measureLambdaInit(names.length ? names : undefined);
  console.log(
    `empty module: ${empty.toFixed(1)} ms; goal: ≤ ${percent(GOAL)} of the import time at the issue (${ISSUE_COMMIT}), or for a function written since, of its code as written (${WRITTEN_COMMIT}); or at the floor (≤ ${FLOOR_RATIO}× the empty module)`,
  );
  for (const r of rows.sort((a, b) => goalRatio(b) - goalRatio(a))) {
    console.log(
      `${withinGoal(r) ? 'ok  ' : 'OVER'} ${r.function.padEnd(40)} ${r.kb.toFixed(0).padStart(5)} KB  ${describe(r)}`,
    );
  }
  const over = rows.filter((r) => !withinGoal(r));
  const old = rows.filter((r) => r.issueRatio !== undefined);
  const since = rows.filter((r) => r.writtenRatio !== undefined);
  console.log(
    `${rows.length - over.length} of ${rows.length} within the goal; of the ${old.length} that existed at the issue, ${old.filter((r) => r.issueRatio! <= GOAL).length} at ≤ ${percent(GOAL)} of then; of the ${since.length} written since, ${since.filter((r) => r.writtenRatio! <= GOAL).length} at ≤ ${percent(GOAL)} of their code as written; against the same code bundled the issue's way, ${rows.filter((r) => r.pairedRatio <= GOAL).length} of ${rows.length}`,
  );
}
