import './quiet-logs';
import { startRuntimeContext } from '../../functions/platform/runtime-context';
import { integrationDataSummary } from '../../functions/services/integrations/integration-data';
import { syncIntegration } from '../../functions/services/integrations/integration-sync';
import { connectIntegration } from '../../functions/services/integrations/integrations';
import { benchWorkspaceOnPro } from './bench-workspace';

/**
 * The sync as the worker Lambda runs it, in its own process so its peak RSS is the sync's alone: a HubSpot
 * connection to the parent's fake (`BENCH_HUBSPOT_URL`), its first sync into the parent's table, then the data
 * summary timed over the synced items. Prints one JSON line.
 */
startRuntimeContext();

const workspaceId = await benchWorkspaceOnPro('bench-integrations-owner');
const integration = await connectIntegration(workspaceId, {
  provider: 'hubspot',
  authType: 'api_key',
  name: 'Bench CRM',
  apiSecret: process.env.BENCH_HUBSPOT_TOKEN!,
  apiUrl: process.env.BENCH_HUBSPOT_URL!,
});

const baselineRssMb = process.memoryUsage().rss / 1024 / 1024;
const started = performance.now();
const outcome = await syncIntegration(workspaceId, integration.id, { trigger: 'schedule' });
const syncSeconds = (performance.now() - started) / 1000;
const peakRssMb = process.resourceUsage().maxRSS / 1024;

const times: number[] = [];
for (let i = 0; i < 120; i++) {
  const begun = performance.now();
  await integrationDataSummary(workspaceId);
  if (i >= 20) times.push(performance.now() - begun);
}
times.sort((a, b) => a - b);
const summary = await integrationDataSummary(workspaceId);
console.log(
  JSON.stringify({
    synced: summary.reduce((n, s) => n + s.count, 0),
    created: outcome.created,
    syncSeconds,
    peakRssMb,
    baselineRssMb,
    summaryP95Ms: times[Math.floor(times.length * 0.95)],
  }),
);
