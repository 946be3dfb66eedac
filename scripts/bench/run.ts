import { existsSync } from 'node:fs';
import { measureApiLatency, type BenchRow } from './api-latency';

/**
 * `npm run bench`: every performance budget in one table. Sections owned by other modules are loaded only if
 * present, so the runner works while they are being built.
 */
const sections: Array<{ title: string; run: () => Promise<BenchRow[]> }> = [
  { title: 'API latency', run: measureApiLatency },
];

const lambdaBundles = new URL('./lambda-bundles.ts', import.meta.url);
if (existsSync(lambdaBundles)) {
  sections.push({
    title: 'Lambda bundles',
    run: async () => {
      const { measureLambdaBundles } = await import(lambdaBundles.href);
      const rows: Array<{ function: string; bytes: number; ok: boolean }> = await measureLambdaBundles();
      return rows.map((r) => ({ metric: r.function, value: `${(r.bytes / 1024).toFixed(1)} KB`, budget: '≤ 300 KB', ok: r.ok }));
    },
  });
}

const webBudgets = new URL('./web-budgets.ts', import.meta.url);
if (existsSync(webBudgets)) {
  sections.push({
    title: 'Web budgets',
    run: async () => {
      const { measureWebBudgets } = await import(webBudgets.href);
      const { mkdtemp, rm } = await import('node:fs/promises');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      const { startLocalRuntime } = await import('../local/runtime');
      const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-web-bench-'));
      const runtime = await startLocalRuntime({ port: 0, dataDir });
      try {
        return await measureWebBudgets(runtime.url);
      } finally {
        await runtime.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  });
}

const automationLatency = new URL('./automation-latency.ts', import.meta.url);
if (existsSync(automationLatency)) {
  sections.push({
    title: 'Automation engine',
    run: async () => (await import(automationLatency.href)).measureAutomationLatency(),
  });
}

let failures = 0;
for (const section of sections) {
  console.log(`\n## ${section.title}`);
  try {
    const rows = await section.run();
    console.table(rows.map((r) => ({ metric: r.metric, value: r.value, budget: r.budget, ok: r.ok ? 'yes' : 'NO' })));
    failures += rows.filter((r) => !r.ok).length;
  } catch (error) {
    failures += 1;
    console.error(`${section.title} failed:`, error);
  }
}
console.log(failures ? `\n${failures} budget(s) missed` : '\nAll budgets met');
process.exitCode = failures ? 1 : 0;
