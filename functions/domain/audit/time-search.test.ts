import { describe, expect, it } from 'vitest';
import { type ChainPoint, lastSeqHolding } from './time-search';

/** The count of items before the first one `before` rejects (`before` is true of a prefix of `items`). */
function prefixLength<T>(items: readonly T[], before: (item: T) => boolean): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (before(items[middle]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** An in-memory chain read the way the table is: the newest `count` entries at or below a seq, with reads counted. */
function chainOf(points: ChainPoint[]) {
  const sorted = [...points].sort((a, b) => a.seq - b.seq);
  const reads = { count: 0 };
  const readWindow = async (seq: number, count: number) => {
    reads.count += 1;
    const end = prefixLength(sorted, (point) => point.seq <= seq);
    return sorted.slice(Math.max(0, end - count), end);
  };
  const ends = sorted.length ? { oldest: sorted[0]!, newest: sorted.at(-1)! } : undefined;
  /** The answer from the chain itself: the entry before the first one whose time `holds` rejects. */
  const expected = (holds: (at: string) => boolean) => {
    const holding = prefixLength(sorted, (point) => holds(point.at));
    return holding === sorted.length ? (sorted.at(-1)?.seq ?? 0) : sorted[holding]!.seq - 1;
  };
  return { ends, readWindow, reads, expected };
}

const START = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
/** `n` entries from seq 1, `gapMs(seq)` after the one before. */
const written = (n: number, gapMs: (seq: number) => number) => {
  let at = START;
  return Array.from({ length: n }, (_, i) => {
    at += gapMs(i + 1);
    return { seq: i + 1, at: iso(at) };
  });
};

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function searchEach(chain: ReturnType<typeof chainOf>, targets: string[]) {
  const readsPerSearch: number[] = [];
  for (const target of targets) {
    for (const holds of [(at: string) => at < target, (at: string) => at <= target]) {
      const before = chain.reads.count;
      expect(await lastSeqHolding(chain.ends, target, holds, chain.readWindow)).toBe(chain.expected(holds));
      readsPerSearch.push(chain.reads.count - before);
    }
  }
  return readsPerSearch;
}

describe('finding where a time falls in the chain', () => {
  it('finds the seq of a time in one or two reads on an evenly written chain of 200,000 entries', async () => {
    const chain = chainOf(written(200_000, () => 10));
    const next = random(7);
    const targets = Array.from({ length: 50 }, () => iso(START + Math.floor(next() * 2_000_000)));
    const reads = await searchEach(chain, targets);
    expect(Math.max(...reads)).toBeLessThanOrEqual(2);
  });

  it('stays exact and within a binary search’s reads on a lopsided chain (quiet months, then a burst)', async () => {
    // 1,000 entries an hour apart, then 100,000 a millisecond apart, then 1,000 a day apart.
    const chain = chainOf(written(102_000, (seq) => (seq <= 1_000 ? 3_600_000 : seq <= 101_000 ? 1 : 86_400_000)));
    const next = random(11);
    const lastAt = Date.parse(chain.ends!.newest.at);
    const targets = Array.from({ length: 60 }, () => iso(START + Math.floor(next() ** 3 * (lastAt - START))));
    const reads = await searchEach(chain, targets);
    expect(Math.max(...reads)).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(102_000)));
  });

  it('steps over gaps, entries sharing a time, and bounds outside the chain', async () => {
    const next = random(3);
    const points = written(5_000, (seq) => (seq % 7 === 0 ? 0 : 1_000)).filter(() => next() > 0.3);
    const chain = chainOf(points);
    const targets = [
      iso(START - 1),
      iso(START + 1_000),
      ...Array.from({ length: 40 }, () => iso(START + Math.floor(next() * 4_300_000))),
      points[100]!.at,
      iso(START + 10 ** 10),
    ];
    await searchEach(chain, targets);
  });

  it('answers in one read between ticks, however lopsided the chain and with gaps and shared times', async () => {
    const next = random(5);
    // Bursts a millisecond apart, times shared, quiet hours between; a fifth of the entries gone.
    const points = written(20_000, () => (next() < 0.001 ? 3_600_000 : next() < 0.3 ? 0 : 1)).filter(
      () => next() > 0.2,
    );
    const chain = chainOf(points);
    const ticks = points.filter((point) => point.seq % 25 === 0);
    for (let i = 0; i < 40; i++) {
      const target = points[Math.floor(next() * points.length)]!.at;
      for (const holds of [(at: string) => at < target, (at: string) => at <= target]) {
        // The ticks on each side, as the time-range search finds them (the chain's ends past the first or last).
        const oldest = ticks.findLast((tick) => holds(tick.at)) ?? chain.ends!.oldest;
        const newest = ticks.find((tick) => !holds(tick.at)) ?? chain.ends!.newest;
        const before = chain.reads.count;
        expect(await lastSeqHolding({ oldest, newest }, target, holds, chain.readWindow)).toBe(chain.expected(holds));
        if (newest.seq - oldest.seq <= 25) expect(chain.reads.count - before).toBeLessThanOrEqual(1);
      }
    }
  });

  it('answers 0 for an empty chain without reading it', async () => {
    const chain = chainOf([]);
    expect(await lastSeqHolding(chain.ends, iso(START), () => true, chain.readWindow)).toBe(0);
    expect(chain.reads.count).toBe(0);
  });
});
