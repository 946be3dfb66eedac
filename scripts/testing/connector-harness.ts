import type { SyncedItem } from '@shared/schemas/synced-item';
import { afterAll, beforeAll } from 'vitest';
import type { Connector, ConnectorContext } from '../../functions/adapters/integrations/connector';
import type { IntegrationProviderId } from '../../shared/catalog/integrations';
import type { BusinessData } from '../local/sandbox/providers/business-records';
import type { FakeProviderModule } from '../local/sandbox/providers/fake-provider';
import { type FakeProviders, startFakeProviders } from '../local/sandbox/providers/fake-provider-server';

/**
 * Runs a connector's real code against its provider fake: starts the fake for the test file, builds connection
 * contexts pointing at it, and collects a whole sync. `sleeps` records the waits the connector asked for (429s,
 * backoff) instead of waiting them.
 */
export interface ConnectorHarness {
  readonly fake: FakeProviders;
  readonly sleeps: number[];
  /** The business data the fake serves for the provider under test; tests script it before a sync. */
  data(): BusinessData;
  context(overrides?: Partial<ConnectorContext>): ConnectorContext;
  syncAll<C>(connector: Connector<C>, cursor?: C, ctx?: ConnectorContext): Promise<SyncRun<C>>;
}

export interface SyncRun<C> {
  items: SyncedItem[];
  /** How many pages the sink received. */
  pages: number;
  cursor: C;
}

export const HARNESS_NOW = new Date('2026-03-02T12:00:00.000Z');

export function connectorHarness(
  modules: FakeProviderModule | readonly FakeProviderModule[],
  options: { maxPageSize?: number; now?: Date } = {},
): ConnectorHarness {
  let fake: FakeProviders | undefined;
  const sleeps: number[] = [];
  const list = Array.isArray(modules) ? modules : [modules as FakeProviderModule];
  const provider: IntegrationProviderId = list[0]!.provider;
  const now = options.now ?? HARNESS_NOW;

  beforeAll(async () => {
    fake = await startFakeProviders({ modules: list, maxPageSize: options.maxPageSize ?? 3, now: () => now });
  });
  afterAll(async () => {
    await fake?.stop();
  });

  const harness: ConnectorHarness = {
    get fake() {
      if (!fake) throw new Error('The fake provider starts in beforeAll');
      return fake;
    },
    sleeps,
    data: () => harness.fake.world.data(provider),
    context(overrides = {}) {
      return {
        apiUrl: harness.fake.url(provider),
        credentials: { ...harness.fake.credentials(provider) },
        ...(list[0]!.accountId ? { accountId: list[0]!.accountId } : {}),
        transport: {
          sleep: async (ms) => {
            sleeps.push(ms);
          },
        },
        now,
        ...overrides,
      };
    },
    async syncAll(connector, cursor, ctx = harness.context()) {
      const items: SyncedItem[] = [];
      let pages = 0;
      const next = await connector.sync(ctx, cursor, async (page) => {
        pages += 1;
        items.push(...page);
      });
      return { items, pages, cursor: next };
    },
  };
  return harness;
}
