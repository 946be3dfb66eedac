import {
  entriesAtOrBelow,
  hourMarkersAround,
  hourOf,
  lastAuditEntry,
  oldestAuditEntry,
} from '../../data/audit/audit-entries';
import { type ChainPoint, lastSeqHolding } from '../../domain/audit/time-search';

/** The highest seq a key can hold (`seqKey`'s 12 digits): "no upper end". */
const MAX_SEQ = 999_999_999_999;

/**
 * The seqs of the entries written between two times (inclusive ISO bounds), for a Query of the chain itself. Seq
 * order is time order (an entry's time never precedes the one before it), so each bound is a search over the chain
 * (`lastSeqHolding`) between the hour markers around it: the first entry of the bound's hour (or an earlier one) and
 * the first of a later hour, two single-item reads; then usually one read of a few entries where the bound falls. The
 * same reads whatever the log's length or how unevenly it was written; made only for a bound the filter names. Where
 * a marker is missing (a log written before markers, or a writer stopped between an entry and its marker), the
 * chain's own end stands in for it.
 */
export async function seqRange(
  workspaceId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ low: number; high: number }> {
  if (from === undefined && to === undefined) return { low: 0, high: MAX_SEQ };
  const brackets = new Map<string, Promise<{ oldest: ChainPoint; newest: ChainPoint } | undefined>>();
  const bracketOf = (bound: string) => {
    const hour = hourOf(bound);
    if (!brackets.has(hour)) brackets.set(hour, bracket(workspaceId, hour));
    return brackets.get(hour)!;
  };
  const readWindow = (seq: number, count: number) => entriesAtOrBelow(workspaceId, seq, count);
  const [before, upTo] = await Promise.all([
    from === undefined ? -1 : bracketOf(from).then((ends) => lastSeqHolding(ends, from, (at) => at < from, readWindow)),
    to === undefined ? MAX_SEQ : bracketOf(to).then((ends) => lastSeqHolding(ends, to, (at) => at <= to, readWindow)),
  ]);
  return { low: before + 1, high: upTo };
}

/** Where a search for a time in `hour` runs: from the hour's marker (or an earlier one) to a later hour's. */
async function bracket(
  workspaceId: string,
  hour: string,
): Promise<{ oldest: ChainPoint; newest: ChainPoint } | undefined> {
  const { atOrBefore, after } = await hourMarkersAround(workspaceId, hour);
  const [oldest, newest] = await Promise.all([
    atOrBefore ?? oldestAuditEntry(workspaceId),
    after ?? lastAuditEntry(workspaceId),
  ]);
  return oldest && newest ? { oldest, newest } : undefined;
}
