import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { esbuildOptionsFor } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';

/**
 * Where the sizes of earlier builds are kept, with what each was built from. Building a function takes ~4 s of CPU
 * (the AWS SDK is parsed again for each), which was a third of the cost bench on a busy machine.
 */
const CACHE_FILE = paths.resolve('node_modules/.cache/bizpilot/cost-bundles.json');

/** A function's bundle size, and the content hash of every file it was built from (esbuild's metafile inputs). */
interface Built {
  bytes: number;
  inputs: Record<string, string>;
}

const sha = (text: Buffer | string) => createHash('sha256').update(text).digest('base64url');
/** Per run: the functions share most of their files (the AWS SDK, the platform). */
const hashes = new Map<string, string | undefined>();
const hashOf = (file: string): string | undefined => {
  if (!hashes.has(file)) {
    try {
      hashes.set(file, sha(readFileSync(paths.resolve(file))));
    } catch {
      hashes.set(file, undefined);
    }
  }
  return hashes.get(file);
};

/**
 * What, besides the files bundled, decides the output: esbuild's version, the options, how packages resolve
 * (package-lock.json) and the path aliases (tsconfig.json). A change to any makes every kept size stale.
 */
const setupKey = (handler: string) =>
  sha(
    JSON.stringify([
      esbuildVersion,
      esbuildOptionsFor(paths.httpHandler(handler), '/out', paths.tsconfig),
      hashOf('package-lock.json'),
      hashOf('tsconfig.json'),
    ]),
  );

function readCache(): Record<string, Built> {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** The kept size when no file it was built from has changed since (a new import changes the file that imports it). */
const stillValid = (built: Built | undefined): built is Built =>
  !!built && Object.entries(built.inputs).every(([file, hash]) => hashOf(file) === hash);

async function buildSize(handler: string): Promise<Built> {
  const result = await build({
    ...esbuildOptionsFor(paths.httpHandler(handler), join('/tmp/bizpilot-cost-bench', handler), paths.tsconfig),
    write: false,
  });
  const outputs = Object.entries(result.metafile?.outputs ?? {}).filter(([file]) => file.endsWith('.mjs'));
  const files = Object.keys(result.metafile?.inputs ?? {}).filter((file) => !file.startsWith('<'));
  return {
    bytes: outputs.reduce((sum, [, output]) => sum + output.bytes, 0),
    inputs: Object.fromEntries(files.map((file) => [file, hashOf(file) ?? ''])),
  };
}

/**
 * Each measured route's function, minified as the stack deploys it (JavaScript only, the AWS SDK included): built one
 * after another in the background from when `start` first names it, or taken from an earlier run when nothing it was
 * built from changed.
 */
export function bundleSizes(): { start: (handler: string) => void; sizes: () => Promise<Map<string, number>> } {
  const kept = readCache();
  // Only this run's builds are written back: a size kept for an older setup could never be valid again.
  const cache: Record<string, Built> = {};
  const sizes = new Map<string, number>();
  let queue = Promise.resolve();
  return {
    start(handler) {
      if (sizes.has(handler)) return;
      sizes.set(handler, 0);
      queue = queue.then(async () => {
        const key = `${handler}@${setupKey(handler)}`;
        const earlier = kept[key];
        const built = stillValid(earlier) ? earlier : await buildSize(handler);
        cache[key] = built;
        sizes.set(handler, built.bytes);
      });
    },
    sizes: async () => {
      await queue;
      mkdirSync(dirname(CACHE_FILE), { recursive: true });
      writeFileSync(CACHE_FILE, JSON.stringify(cache));
      return sizes;
    },
  };
}
