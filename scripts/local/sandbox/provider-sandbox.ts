import { randomInt } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from '@shared/zod';
import { type SandboxConnection, sandboxConnection } from '../../../shared/catalog/integration-sandbox';
import { type IntegrationProviderId, integrationProviderIds } from '../../../shared/catalog/integrations';
import { BusinessGenerator } from './providers/business-generator';
import { FakeWorld } from './providers/business-records';
import { fakeProviderModules } from './providers/fake-provider-modules';
import { type FakeProviders, startFakeProviders } from './providers/fake-provider-server';

/**
 * The local provider sandbox: every provider's documented API, served on loopback by the same fakes the connector
 * tests use, over a generated small business that keeps happening while the app runs (new leads, orders and
 * meetings arrive, invoices get paid). A newcomer connects any provider with "Use sandbox" and the real connector
 * code syncs from it; only the far end is local. It is started by the local runtime only — nothing under
 * `scripts/` is part of the AWS build.
 *
 * The business's seed and first day are kept in `DATA_DIR`, so after a restart the sandbox shows the same history
 * (and what happened while the app was stopped), and synced items keep matching their provider ids.
 */
export interface ProviderSandboxOptions {
  /** Where the sandbox keeps its seed and start (`provider-sandbox.json`). */
  dataDir: string;
  now?: () => Date;
  /** How much history the business has when the sandbox first starts. */
  historyDays?: number;
  port?: number;
  host?: string;
}

export interface ProviderSandbox {
  /** The origin every provider is served under (`<origin>/<provider>`). */
  origin: string;
  /** What the connect dialog's "Use sandbox" fills in for a provider. */
  connection(provider: IntegrationProviderId): SandboxConnection;
  stop(): Promise<void>;
}

const stateSchema = z.object({
  seed: z.number().check(z.int()),
  startedAt: z.iso.datetime(),
  /** How far the business was fast-forwarded, so a restart never moves it back in time. */
  aheadMs: z._default(z.number().check(z.int(), z.gte(0)), 0),
});
const STATE_FILE = 'provider-sandbox.json';
const DEFAULT_HISTORY_DAYS = 90;

export async function startProviderSandbox(options: ProviderSandboxOptions): Promise<ProviderSandbox> {
  const clock = options.now ?? (() => new Date());
  const state = await loadOrCreateState(options.dataDir, clock(), options.historyDays ?? DEFAULT_HISTORY_DAYS);
  // `POST /__control/advance?hours=N` moves the sandbox's business N hours ahead: a day's leads and orders now,
  // for a demo or a browser test that cannot wait for them.
  let aheadMs = state.aheadMs;
  const now = () => new Date(clock().getTime() + aheadMs);
  const world = new FakeWorld();
  const generators = new Map<IntegrationProviderId, BusinessGenerator>();
  // Each provider's business is generated the first time it is asked for, then played forward on every request.
  const generatorFor = (provider: IntegrationProviderId) => {
    let generator = generators.get(provider);
    if (!generator) {
      const seed = state.seed + integrationProviderIds.indexOf(provider) * 7_919;
      generator = new BusinessGenerator(world.data(provider), { provider, seed, start: new Date(state.startedAt) });
      generators.set(provider, generator);
    }
    return generator;
  };
  const credentials = Object.fromEntries(
    integrationProviderIds.map((p) => {
      const { apiKey, apiSecret } = sandboxConnection(p, '');
      return [p, { apiKey, apiSecret }];
    }),
  );
  const fake: FakeProviders = await startFakeProviders({
    modules: Object.values(fakeProviderModules),
    world,
    credentials,
    now,
    beforeRequest: (provider) => generatorFor(provider).advance(now()),
    controls: {
      advance: async (query) => {
        const hours = Number(query.get('hours'));
        if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30) {
          return { status: 400, body: { message: 'hours must be between 0 and 720' } };
        }
        aheadMs += Math.round(hours * 3_600_000);
        await saveState(options.dataDir, { ...state, aheadMs });
        return { body: { now: now().toISOString() } };
      },
    },
    port: options.port,
    host: options.host ?? '127.0.0.1',
  });
  return {
    origin: fake.origin,
    connection: (provider) => sandboxConnection(provider, fake.origin),
    stop: () => fake.stop(),
  };
}

async function loadOrCreateState(
  dataDir: string,
  now: Date,
  historyDays: number,
): Promise<z.infer<typeof stateSchema>> {
  const file = join(dataDir, STATE_FILE);
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file} is damaged; delete it to start a new sandbox business`);
    return parsed.data;
  }
  const state = {
    seed: randomInt(1, 2 ** 31),
    startedAt: new Date(now.getTime() - historyDays * 86_400_000).toISOString(),
    aheadMs: 0,
  };
  await saveState(dataDir, state);
  return state;
}

async function saveState(dataDir: string, state: z.infer<typeof stateSchema>): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
}
