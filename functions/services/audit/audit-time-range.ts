import { entriesAtOrBelow, lastAuditEntry, oldestAuditEntry } from '../../data/audit/audit-entries';
import { lastSeqHolding } from '../../domain/audit/time-search';

/** The highest seq a key can hold (`seqKey`'s 12 digits): "no upper end". */
const MAX_SEQ = 999_999_999_999;

/**
 * The seqs of the entries written between two times (inclusive ISO bounds), for a Query of the chain itself. Seq
 * order is time order (an entry's time never precedes the one before it), so each bound is a search over the chain
 * (`lastSeqHolding`): the chain's two ends read at once, then usually one read of a few entries where the bound
 * falls, whatever the log's length; made only for a bound the filter names.
 */
export async function seqRange(
  workspaceId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ low: number; high: number }> {
  if (from === undefined && to === undefined) return { low: 0, high: MAX_SEQ };
  const [oldest, newest] = await Promise.all([oldestAuditEntry(workspaceId), lastAuditEntry(workspaceId)]);
  const ends = oldest && newest ? { oldest, newest } : undefined;
  const readWindow = (seq: number, count: number) => entriesAtOrBelow(workspaceId, seq, count);
  const [before, upTo] = await Promise.all([
    from === undefined ? -1 : lastSeqHolding(ends, from, (at) => at < from, readWindow),
    to === undefined ? MAX_SEQ : lastSeqHolding(ends, to, (at) => at <= to, readWindow),
  ]);
  return { low: before + 1, high: upTo };
}
