import './quiet-logs';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import { ensureWebBuild } from '../local/web-build';
import { measureApiKeys } from './api-keys';
import { measureApiLatency } from './api-latency';
import { measureAssistantLatency } from './assistant-latency';
import { measureAuditOverhead } from './audit';
import { measureAuditPages } from './audit-pages';
import { measureAutomationLatency } from './automation-latency';
import { measureAutomations } from './automations';
import type { BenchRow } from './bench-row';
import { measureCost } from './cost';
import { measureEmbeddedDynamoSoak } from './embedded-dynamo-soak';
import { measureFinance } from './finance';
import { measureForecast } from './forecast';
import { measureIntegrations } from './integrations';
import { measureKpiDashboard } from './kpi-dashboard';
import { measureLambdaBundles } from './lambda-bundles';
import { lambdaInitRows } from './lambda-init';
import { measureFlood, measureSoak } from './soak-and-flood';
import { measureSteadySoak } from './steady-soak';
import { measureWebBudgets } from './web-budgets';
import { measureWebhookFanOut } from './webhook-fan-out';

/** `npm run bench`: every performance budget of the issues in one table per area. */
const sections: Array<{ title: string; run: () => Promise<BenchRow[]> }> = [
  { title: 'API under load (list routes and the current user vs a bare Node floor)', run: measureApiLatency },
  { title: 'API keys (rate limiter and bearer authentication)', run: measureApiKeys },
  { title: 'Automation engine', run: measureAutomationLatency },
  {
    title: 'Automations: event → first step started, 1,000 runs at once (three steps beside one step)',
    run: measureAutomations,
  },
  { title: 'AI assistant (built-in)', run: measureAssistantLatency },
  { title: 'Embedded DynamoDB soak', run: measureEmbeddedDynamoSoak },
  { title: 'API soak', run: measureSoak },
  { title: 'Sign-in flood', run: measureFlood },
  { title: 'Steady soak (50 req/s on 5,000 tasks; SOAK_MINUTES, default 10)', run: measureSteadySoak },
  { title: 'KPI dashboard', run: measureKpiDashboard },
  { title: 'Finance import and analysis', run: measureFinance },
  { title: 'Forecast (3 years, 20,000 transactions)', run: measureForecast },
  { title: 'Integrations sync and summary', run: measureIntegrations },
  { title: 'Audit log: a create route with and without its entry', run: measureAuditOverhead },
  {
    title: 'Audit log: filtered pages over a large log (AUDIT_BENCH_ENTRIES, default 50,000; 1,000,000 opt-in)',
    run: measureAuditPages,
  },
  { title: 'Webhook fan-out (1,000 events to 5 endpoints)', run: measureWebhookFanOut },
  { title: 'Cost: DynamoDB units per route, dollars per workspace-month, load per partition', run: measureCost },
  {
    title: 'Lambda bundles',
    run: async () =>
      (await measureLambdaBundles()).map((r) => ({
        metric: r.function,
        value: `${(r.bytes / 1024).toFixed(1)} KB (read at init ${(r.startBytes / 1024).toFixed(1)} KB)`,
        budget: '≤ 350 KB + AWS SDK, provider SDK, PDF code (a guard; init time is the budget)',
        ok: r.ok,
      })),
  },
  { title: 'Lambda init (import time per function vs an empty module)', run: lambdaInitRows },
  {
    title: 'Web budgets',
    run: async () => {
      ensureWebBuild();
      return withTemporaryRuntime((runtime) => measureWebBudgets(runtime.url));
    },
  },
];

// `npm run bench -- kpi`: only the sections whose title contains one of the words (case-insensitive).
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = sections.filter(
  ({ title }) => only.length === 0 || only.some((word) => title.toLowerCase().includes(word)),
);

let failures = 0;
for (const section of chosen) {
  console.log(`\n## ${section.title}`);
  try {
    const rows = await section.run();
    // Every column in every row, so that budget and ok stay last even when only some rows add columns.
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r.columns ?? {})))];
    console.table(
      rows.map((r) => ({
        metric: r.metric,
        value: r.value,
        ...Object.fromEntries(columns.map((name) => [name, r.columns?.[name] ?? ''])),
        budget: r.budget,
        ok: r.ok ? 'yes' : 'NO',
      })),
    );
    failures += rows.filter((r) => !r.ok).length;
  } catch (error) {
    failures += 1;
    console.error(`${section.title} failed:`, error);
  }
}
console.log(failures ? `\n${failures} budget(s) missed` : '\nAll budgets met');
process.exitCode = failures ? 1 : 0;
