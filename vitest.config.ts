import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };
const repo = fileURLToPath(new URL('.', import.meta.url));

/** The test files under `folders` whose text matches `pattern` (paths from the repository's root). */
function testFilesSaying(folders: string[], pattern: RegExp): string[] {
  return folders.flatMap((folder) =>
    readdirSync(`${repo}${folder}`, { recursive: true, encoding: 'utf8' })
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
      .filter(
        (file) => /\.test\.tsx?$/.test(file) && pattern.test(`${file}\n${readFileSync(`${repo}${file}`, 'utf8')}`),
      ),
  );
}

/*
 * Isolation (a fresh module graph, and for node a fresh process, per test file) made up most of the suite's time:
 * every file loaded React and Chakra, or the AWS SDK and the app, again. Files that leave nothing behind share one
 * per worker instead (`isolate: false`); a file that could leave something behind, or needs a fresh start, keeps
 * its own. Which is which is read from what each file says, so a new test is placed without a list to keep up.
 */

const nodeFolders = ['shared', 'functions', 'scripts', 'infra'];

/**
 * Node tests kept isolated: what a worker cannot put back after a file. A module mock (a module cached by one file
 * keeps the mock, or the real module, for the next), a fresh module registry, another environment, listeners added
 * to the process, values written onto `globalThis`.
 */
const nodeNeedsIsolation =
  /\bvi\.(?:do)?mock\(|vi\.resetModules\(|@vitest-environment|process\.(?:on|once|addListener|prependListener)\(|globalThis(?:\.[\w$]+|\[[^\]]+\])\s*=(?!=)/;
const isolatedNodeTests = testFilesSaying(nodeFolders, nodeNeedsIsolation);

/**
 * Files that start servers or processes, or change the environment, timers or globals: the real local runtime (their
 * own, or the shared one), a test table, provider fakes, child processes. Each used to import the whole app afresh;
 * they share one module graph per worker (`node-api`) and still start their own servers (their own engines, data
 * folders and settings, all dropped at their stop), which is what keeps them apart. What a file may leave behind, the
 * project's setup file (`scripts/testing/node-file-setup.ts`) puts back after it: the environment as the file found
 * it (stubbed or written), real timers, unstubbed globals, and settings and clients made afresh.
 */
const runtimeTest =
  /\.api\.test\.ts\n|startTestApi|sharedTestApi|startLocalRuntime|installLocal|for-this-file|test-table|process\.env|vi\.stub(?:Env|Global)\(|useFakeTimers|setSystemTime|spawn|fork\(|Worker\(/;
const sharedRuntimeTests = testFilesSaying(nodeFolders, runtimeTest).filter(
  (file) => !isolatedNodeTests.includes(file),
);
const nodeTests = nodeFolders.map((folder) => `${folder}/**/*.test.ts`);

/**
 * Web tests kept isolated: module mocks (with shared modules, a component cached by an earlier file keeps the real
 * module, and a mock would reach later files), another environment than the DOM, listeners on the shared document.
 */
const webNeedsIsolation = /\bvi\.(?:do)?mock\(|vi\.resetModules\(|@vitest-environment|installPageActions\(/;
/**
 * A mock that is the same in every file that makes it: a module replaced by a stub module of `web/src/testing/`
 * (`vi.mock('@tanstack/react-router', () => import('…/testing/router-stub'))`, `lib/navigate` by `navigate-stub`).
 * Files whose every mock is of this kind share a module graph with the files that make the same set of them (one
 * project per set, `web-router-stub`, `web-navigate-stub`), where what one file's mocks leave in the cache is what
 * the next file asks for. Any other mock keeps a file isolated.
 */
const stubMock = /vi\.mock\('[^']+', \(\) => import\('(?:\.\.\/)+testing\/([\w-]+-stub)'\)\);/g;
const webTestFiles = testFilesSaying(['web/src'], webNeedsIsolation);
const stubGroups = new Map<string, string[]>();
for (const file of webTestFiles) {
  const text = readFileSync(`${repo}${file}`, 'utf8');
  const stubs = [...text.matchAll(stubMock)].map((match) => match[1]!);
  if (stubs.length === 0 || webNeedsIsolation.test(text.replace(stubMock, ''))) continue;
  const group = [...new Set(stubs)].sort().join('+');
  stubGroups.set(group, [...(stubGroups.get(group) ?? []), file]);
}
const stubbedWebTests = [...stubGroups.values()].flat();
const isolatedWebTests = webTestFiles.filter((file) => !stubbedWebTests.includes(file));

const node = {
  environment: 'node' as const,
  include: nodeTests,
  // Bounds that catch a hung test, not a slow one: the suite must pass beside other work on 2 cores, where at a load
  // of 30 an API test of twenty requests took 30 s. What a test waits for is an event, so a wider bound costs nothing
  // while all is well.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'SILENT' },
  // The app's WARN and ERROR lines, in every runtime a test starts, go to artifacts/test-runtime.log (runtime-log.ts).
  setupFiles: ['scripts/testing/runtime-log.setup.ts'],
  globalSetup: ['scripts/testing/runtime-log.global.ts', 'scripts/testing/temp-folder.global.ts'],
};

const web = {
  environment: 'happy-dom' as const,
  include: ['web/src/**/*.test.{ts,tsx}'],
  // Also cleans up after each file, for the files that share a DOM.
  setupFiles: ['web/src/testing/setup.ts'],
  testTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default leaves a core idle (cpus − 1: one worker on two cores), while much of a file's time is spent
    // waiting on a runtime's database thread or on the shared runtime's process.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          ...node,
          name: 'node',
          include: isolatedNodeTests,
          // API tests use the real local runtime (embedded DynamoDB + S3): one shared by the files that can
          // (`sharedTestApi`), started by this globalSetup on first use; the others start their own per file.
          globalSetup: [...node.globalSetup, 'scripts/testing/shared-runtime.global.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...node,
          name: 'node-api',
          include: sharedRuntimeTests,
          isolate: false,
          setupFiles: [...node.setupFiles, 'scripts/testing/node-file-setup.ts'],
          globalSetup: [...node.globalSetup, 'scripts/testing/shared-runtime.global.ts'],
        },
      },
      {
        resolve: { alias },
        test: { ...node, name: 'node-shared', exclude: [...isolatedNodeTests, ...sharedRuntimeTests], isolate: false },
      },
      { resolve: { alias }, test: { ...web, name: 'web', exclude: webTestFiles, isolate: false } },
      ...[...stubGroups].map(([group, files]) => ({
        resolve: { alias },
        test: { ...web, name: `web-${group}`, include: files, isolate: false },
      })),
      { resolve: { alias }, test: { ...web, name: 'web-isolated', include: isolatedWebTests } },
    ],
  },
});
