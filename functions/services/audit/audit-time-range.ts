import {
  entriesAtOrBelow,
  hourMarkersAround,
  hourOf,
  lastAuditEntry,
  oldestAuditEntry,
  ticksAround,
} from '../../data/audit/audit-entries';
import { type ChainPoint, lastSeqHolding } from '../../domain/audit/time-search';

/** The highest seq a key can hold (`seqKey`'s 12 digits): "no upper end". */
const MAX_SEQ = 999_999_999_999;

/**
 * The seqs of the entries written between two times (inclusive ISO bounds), for a Query of the chain itself. Seq
 * order is time order (an entry's time never precedes the one before it), so each bound is a search over the chain
 * (`lastSeqHolding`) between the nearest known points around it: the ticks on each side of the bound (every 25th
 * entry, keyed by time) and the hour markers around its hour (the first entry of that hour or an earlier one, and of
 * a later hour), four single-item reads at once; the closer of each pair is kept. Ticks leave at most 24 entries
 * between them, which one read covers, so a bound costs two round trips whatever the log's length or how unevenly
 * it was written; made only for a bound the filter names. The hour markers stand in where ticks are missing (a log
 * written before them, or a writer stopped between an entry and its tick), and the chain's own ends where both are.
 */
export async function seqRange(
  workspaceId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ low: number; high: number }> {
  if (from === undefined && to === undefined) return { low: 0, high: MAX_SEQ };
  const hours = new Map<string, ReturnType<typeof hourMarkersAround>>();
  const hourMarkers = (bound: string) => {
    const hour = hourOf(bound);
    if (!hours.has(hour)) hours.set(hour, hourMarkersAround(workspaceId, hour));
    return hours.get(hour)!;
  };
  const readWindow = (seq: number, count: number) => entriesAtOrBelow(workspaceId, seq, count);
  const search = async (bound: string, inclusive: boolean) => {
    const holds = inclusive ? (at: string) => at <= bound : (at: string) => at < bound;
    const [markers, ticks] = await Promise.all([hourMarkers(bound), ticksAround(workspaceId, bound, inclusive)]);
    const [oldest, newest] = await Promise.all([
      closest([markers.atOrBefore, ticks.atOrBefore], 'highest') ?? oldestAuditEntry(workspaceId),
      closest([markers.after, ticks.after], 'lowest') ?? lastAuditEntry(workspaceId),
    ]);
    return lastSeqHolding(oldest && newest ? { oldest, newest } : undefined, bound, holds, readWindow);
  };
  const [before, upTo] = await Promise.all([
    from === undefined ? -1 : search(from, false),
    to === undefined ? MAX_SEQ : search(to, true),
  ]);
  return { low: before + 1, high: upTo };
}

/** Of the points found on one side of a bound, the one nearest it. */
function closest(points: Array<ChainPoint | undefined>, which: 'highest' | 'lowest'): ChainPoint | undefined {
  const found = points.filter((point) => point !== undefined);
  if (found.length === 0) return undefined;
  return found.reduce((best, point) =>
    (which === 'highest' ? point.seq > best.seq : point.seq < best.seq) ? point : best,
  );
}
