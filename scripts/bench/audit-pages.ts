import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type AuditEntryRecord,
  auditEntryEntity,
  auditHourMarkerEntity,
  auditTickEntity,
  entriesAtOrBelow,
  hourOf,
  lastAuditEntry,
  oldestAuditEntry,
  seqKey,
} from '../../functions/data/audit/audit-entries';
import { userEntity } from '../../functions/data/auth/users';
import { newId } from '../../functions/platform/ids';
import { onRequestLogged, type RequestLogLine } from '../../functions/platform/middleware/request-log';
import { entryHash, firstOfItsHour, isTick } from '../../functions/services/audit/audit-chain';
import { type LocalRuntime, startLocalRuntime } from '../local/runtime';
import { withTemporaryRuntime } from '../local/temporary-runtime';
import type { ApiClient } from '../testing/api-client';
import { upgradeLocally } from '../testing/local-billing';
import { signInUser, signUpUser } from '../testing/test-runtime';
import { atMost, type BenchRow, reported } from './bench-row';
import { percentile } from './percentile';

/** Issue 31: a filtered page over 1,000,000 entries in one workspace answers p95 ≤ 300 ms. */
const PAGE_P95_MS = 300;
/** The same run's small log, every filter measured on it: the baseline the large log's time range is set beside. */
const BASELINE_ENTRIES = 10_000;
/**
 * The large log (`AUDIT_BENCH_ENTRIES`). The embedded engine stored ~230–270 seeded entries a second on this shared
 * machine at load 25–36 (before entries carried index keys), so the default 50,000 seeds in a few minutes and the full
 * 1,000,000 takes over an hour here: it is opt-in, `AUDIT_BENCH_ENTRIES=1000000 npm run bench -- pages`. The limit is
 * dynalite, not the partition pacer (900 WU/s): it runs each item of a BatchWriteItem as a PutItem of its own (a
 * LevelDB read and write under a lock) on its one worker thread, and batches sent past the pacer, 4 or 8 at a time,
 * were no faster (228 entries/s both, 2026-11-29).
 */
const LARGE_ENTRIES = Number(process.env.AUDIT_BENCH_ENTRIES ?? 50_000);
const PAGES_PER_FILTER = 40;
const PAGE_SIZE = 50;
const ACTORS = 25;
const TARGETS = 5_000;
/** A time range holds this many entries (two pages of 50), wherever it falls in the log. */
const RANGE_ENTRIES = 100;

/**
 * A data folder kept between runs (`AUDIT_BENCH_DATA_DIR`): the logs seeded into it stay, and a later run tops them
 * up to the sizes asked for instead of seeding again, so the million is seeded once (over an hour here) and measured
 * as often as wanted, e.g. on a quiet machine after seeding beside other work. Without it, a throwaway folder.
 */
const KEPT_DATA_DIR = process.env.AUDIT_BENCH_DATA_DIR;

/**
 * Two workspaces' logs in one runtime, filled through the data layer as the writer stores them (entries with their
 * index keys, hour markers, ticks): the small one to 10,000 entries, the large one to the large size. A page by
 * actor, by target and by a time range on the small log is the baseline, then the same on the large one; each read
 * over HTTP one at a time with its p50, p95 and read units (from the request's own log line).
 */
export async function measureAuditPages(): Promise<BenchRow[]> {
  return KEPT_DATA_DIR ? withKeptRuntime(KEPT_DATA_DIR, measure) : withTemporaryRuntime(measure);
}

async function withKeptRuntime<T>(dataDir: string, fn: (runtime: LocalRuntime) => Promise<T>): Promise<T> {
  const runtime = await startLocalRuntime({ port: 0, dataDir });
  try {
    return await fn(runtime);
  } finally {
    await runtime.stop();
  }
}

async function measure(runtime: LocalRuntime): Promise<BenchRow[]> {
  const lines: RequestLogLine[] = [];
  const stop = onRequestLogged((line) => lines.push(line));
  try {
    const rows: BenchRow[] = [];
    const random = (n: number) => Math.floor(Math.random() * n);
    const seeded = async (log: BenchLog, size: number) => {
      const tail = (await lastAuditEntry(log.workspaceId))!;
      const began = performance.now();
      const last = await seed(log.workspaceId, tail, size - (tail.seq - log.first.seq));
      const seconds = (performance.now() - began) / 1000;
      rows.push(
        reported(
          `Seed the log of one workspace to ${size.toLocaleString('en-US')} entries (BatchWriteItem: entries with their index keys, hour markers, ticks)`,
          last.seq === tail.seq
            ? `kept from an earlier run in ${KEPT_DATA_DIR}`
            : `${seconds.toFixed(1)} s (${Math.round((last.seq - tail.seq) / seconds)} entries/s)`,
        ),
      );
      return last;
    };
    const timeRange = (log: BenchLog, tail: AuditEntryRecord) => async () => {
      const from = log.first.seq + 1 + random(tail.seq - log.first.seq - RANGE_ENTRIES);
      const range = await entriesAtOrBelow(log.workspaceId, from + RANGE_ENTRIES - 1, RANGE_ENTRIES);
      return `from=${range[0]!.at}&to=${range.at(-1)!.at}`;
    };

    const filtersOf = (log: BenchLog, tail: AuditEntryRecord): Record<string, () => Promise<string>> => ({
      'by actor': async () => `actor=u-${random(ACTORS)}`,
      'by target': async () => `targetType=task&targetId=t-${random(TARGETS)}`,
      [TIME_RANGE]: timeRange(log, tail),
    });
    const measureLog = async (log: BenchLog, size: number) => {
      const figures: Record<string, PageFigures> = {};
      for (const [name, query] of Object.entries(filtersOf(log, await seeded(log, size)))) {
        figures[name] = await pages(log.client, lines, query);
        rows.push(pageRow(`A page of ${PAGE_SIZE} ${name}, log of ${size.toLocaleString('en-US')}`, figures[name]));
      }
      return figures;
    };
    const baseline = await measureLog(await benchLog(runtime, 'small'), BASELINE_ENTRIES);
    const large = await measureLog(await benchLog(runtime, 'large'), LARGE_ENTRIES);
    for (const [name, figures] of Object.entries(large)) {
      const before = baseline[name]!;
      rows.push(
        reported(
          `The same page ${name}, ${BASELINE_ENTRIES.toLocaleString('en-US')} → ${LARGE_ENTRIES.toLocaleString('en-US')} entries (one run)`,
          `p95 ${before.p95.toFixed(0)} → ${figures.p95.toFixed(0)} ms, p50 ${before.p50.toFixed(0)} → ${figures.p50.toFixed(0)} ms, ${before.readUnits.toFixed(1)} → ${figures.readUnits.toFixed(1)} RU per page (load average ${loadavg()[0]!.toFixed(1)})`,
        ),
      );
    }
    return rows;
  } finally {
    stop();
  }
}

const TIME_RANGE = `by time (a range of ${RANGE_ENTRIES} entries)`;

interface BenchLog {
  client: ApiClient;
  workspaceId: string;
  /** The log's first entry, written when the workspace was made: seeded entries follow it. */
  first: { seq: number; at: string };
}

/** The Elite workspace a log is seeded into: its owner signs in again if a kept folder holds it already. */
async function benchLog(runtime: LocalRuntime, name: 'small' | 'large'): Promise<BenchLog> {
  const email = `audit-pages-${name}@bench.example.com`;
  const again = await signInUser(runtime, email);
  const { client, userId } =
    again.response.status === 200
      ? { client: again.client, userId: again.response.body.id as string }
      : await (async () => {
          const { client, user } = await signUpUser(runtime, { email });
          await upgradeLocally(client, 'elite');
          return { client, userId: user.id };
        })();
  const workspaceId = (await userEntity.get({ id: userId }))!.workspaceId;
  return { client, workspaceId, first: (await oldestAuditEntry(workspaceId))! };
}

interface PageFigures {
  p50: number;
  p95: number;
  /** The median page's read units, as the request's log line reports them. */
  readUnits: number;
}

async function pages(client: ApiClient, lines: RequestLogLine[], query: () => Promise<string>): Promise<PageFigures> {
  const latencies: number[] = [];
  const readUnits: number[] = [];
  for (let i = 0; i < PAGES_PER_FILTER; i++) {
    const path = `/api/audit?limit=${PAGE_SIZE}&${await query()}`;
    const before = lines.length;
    const began = performance.now();
    const res = await client.get(path);
    latencies.push(performance.now() - began);
    if (res.status !== 200 || res.body.items.length === 0) {
      throw new Error(`GET ${path} answered ${res.status} with ${res.body.items?.length} entries`);
    }
    const line = lines.slice(before).at(-1);
    if (!line) throw new Error(`GET ${path} wrote no request log line`);
    readUnits.push(line.readUnits);
  }
  latencies.sort((a, b) => a - b);
  readUnits.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), readUnits: percentile(readUnits, 0.5) };
}

const pageRow = (metric: string, figures: PageFigures): BenchRow =>
  atMost(metric, figures.p95, PAGE_P95_MS, 'ms', {
    detail: `p95 of ${PAGES_PER_FILTER}, p50 ${figures.p50.toFixed(0)} ms, ${figures.readUnits.toFixed(1)} RU a page`,
  });

const SEED_BATCH = 500;
const SEED_CONCURRENCY = 4;
/** Entries come in bursts ~50 ms apart, and after about every 5,000 a quiet spell of up to 3 hours: an uneven log. */
const BURST_GAP_MS = 50;
const QUIET_EVERY = 5_000;
const QUIET_MAX_MS = 3 * 60 * 60 * 1000;

/**
 * Appends `count` entries after `tail` as the audit writer stores them (chained by hash, 25 actors, 5,000 targets),
 * with their index keys, the hour marker the writer puts beside each hour's first entry and the tick beside every 25th;
 * in BatchWriteItem calls through the entities' `putMany`, a batch built only when a writer is free to send it.
 */
async function seed(workspaceId: string, tail: AuditEntryRecord, count: number): Promise<AuditEntryRecord> {
  let last = tail;
  let left = count;
  const nextBatch = (): AuditEntryRecord[] => {
    const batch: AuditEntryRecord[] = [];
    for (; left > 0 && batch.length < SEED_BATCH; left -= 1) {
      last = nextEntry(last);
      batch.push(last);
    }
    return batch;
  };
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
        await Promise.all([
          auditEntryEntity.putMany(batch.map((entry) => ({ workspaceId, seqKey: seqKey(entry.seq), ...entry }))),
          auditHourMarkerEntity.putMany(
            batch
              .filter(firstOfItsHour)
              .map((entry) => ({ workspaceId, hour: hourOf(entry.at), seq: entry.seq, at: entry.at })),
          ),
          auditTickEntity.putMany(
            batch
              .filter(isTick)
              .map((entry) => ({ workspaceId, seqKey: seqKey(entry.seq), seq: entry.seq, at: entry.at })),
          ),
        ]);
      }
    }),
  );
  return last;
}

function nextEntry(previous: AuditEntryRecord): AuditEntryRecord {
  const seq = previous.seq + 1;
  const quiet = Math.random() < 1 / QUIET_EVERY;
  const gap = quiet ? Math.random() * QUIET_MAX_MS : -Math.log(1 - Math.random()) * BURST_GAP_MS;
  const unhashed = {
    id: newId(),
    seq,
    at: new Date(Date.parse(previous.at) + Math.round(gap)).toISOString(),
    actor: { type: 'user' as const, id: `u-${seq % ACTORS}`, name: `Person ${seq % ACTORS}` },
    action: 'task.updated',
    target: { type: 'task', id: `t-${seq % TARGETS}`, label: `Call the supplier about invoice ${seq % TARGETS}` },
    changes: { status: ['pending', 'completed'] },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5',
    requestId: newId(),
    result: 'success' as const,
    prevHash: previous.hash,
    prevAt: previous.at,
  };
  return { ...unhashed, hash: entryHash(unhashed) };
}
