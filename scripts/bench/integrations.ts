import { join } from 'node:path';
import type { FakeDeal, FakePerson } from '../local/sandbox/providers/business-records';
import { startFakeProviders } from '../local/sandbox/providers/fake-provider-server';
import { hubspotFake } from '../local/sandbox/providers/hubspot';
import { withBenchTable } from './bench-child';
import { atMost, type BenchRow } from './bench-row';

export const SYNC_ITEMS = 10_000;
export const SYNC_SECONDS_BUDGET = 20;
export const SYNC_RSS_MB_BUDGET = 256;
export const SUMMARY_P95_MS_BUDGET = 50;

const BENCH_TOKEN = 'pat-na1-bench0000-0000-0000-0000-000000000000';

/**
 * Issue 10's budgets: the first sync of a connection whose provider holds 10,000 records (time, and the peak RSS of
 * the process running the sync, as the worker Lambda would), then the data summary's p95 with those 10,000 items.
 * This process serves the embedded DynamoDB and the provider's fake (HubSpot's documented search API: 7,000
 * contacts and 3,000 deals, paged 200 at a time); the sync runs in a child with the real connector and services.
 */
export async function measureIntegrations(): Promise<BenchRow[]> {
  return withBenchTable(async ({ dir, runChild }) => {
    const fake = await startFakeProviders({
      modules: [hubspotFake],
      credentials: { hubspot: { apiSecret: BENCH_TOKEN } },
    });
    try {
      const data = fake.world.data('hubspot');
      data.persons = Array.from({ length: 7_000 }, (_, i) => benchPerson(i));
      data.deals = Array.from({ length: SYNC_ITEMS - 7_000 }, (_, i) => benchDeal(i));
      const result = await runChild<{
        synced: number;
        syncSeconds: number;
        peakRssMb: number;
        baselineRssMb: number;
        summaryP95Ms: number;
      }>('./integration-sync-child.ts', {
        env: {
          CREDENTIALS_KEY_FILE: join(dir, 'credentials.key'),
          INTEGRATION_URL_POLICY: 'local',
          BENCH_HUBSPOT_URL: fake.url('hubspot'),
          BENCH_HUBSPOT_TOKEN: BENCH_TOKEN,
        },
      });
      const sync = atMost(
        `first sync of ${result.synced.toLocaleString('en-US')} items from one provider (HubSpot fake)`,
        result.syncSeconds,
        SYNC_SECONDS_BUDGET,
        's',
        { digits: 1 },
      );
      return [
        { ...sync, ok: sync.ok && result.synced === SYNC_ITEMS },
        atMost('sync worker peak RSS', result.peakRssMb, SYNC_RSS_MB_BUDGET, 'MB', {
          detail: `${Math.round(result.baselineRssMb)} MB before the sync`,
        }),
        atMost(
          `data summary p95, ${SYNC_ITEMS.toLocaleString('en-US')} items (service over embedded DynamoDB)`,
          result.summaryP95Ms,
          SUMMARY_P95_MS_BUDGET,
          'ms',
          { digits: 1 },
        ),
      ];
    } finally {
      await fake.stop();
    }
  });
}

/** Spread over the last 300 days, a few minutes apart, so the provider's updated-since pages stay realistic. */
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 37 * 60_000).toISOString();

/** The `i`th lead of a bench's CRM: the sync bench's and the cost bench's. */
export function benchPerson(i: number): FakePerson {
  return {
    id: String(100_000 + i),
    firstName: 'Lead',
    lastName: `Number ${i}`,
    email: `lead${i}@bench.example`,
    phone: null,
    company: `Company ${i % 500}`,
    source: 'Web form',
    stage: 'lead',
    createdAt: at(i),
    updatedAt: at(i),
  };
}

function benchDeal(i: number): FakeDeal {
  return {
    id: String(500_000 + i),
    title: `Deal ${i}`,
    amountCents: 10_000 + ((i * 7919) % 500_000),
    currency: 'USD',
    stage: i % 3 === 0 ? 'won' : i % 3 === 1 ? 'open' : 'lost',
    closeDate: null,
    createdAt: at(i * 2),
    updatedAt: at(i * 2),
  };
}
