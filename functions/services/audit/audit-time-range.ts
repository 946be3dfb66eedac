import { entryAtOrBelow, lastAuditEntry } from '../../data/audit/audit-entries';

/** The highest seq a key can hold (`seqKey`'s 12 digits): "no upper end". */
const MAX_SEQ = 999_999_999_999;

/**
 * The seqs of the entries written between two times (inclusive ISO bounds), for a Query of the chain itself. Seq
 * order is time order (an entry's time never precedes the one before it), so each bound is a binary search over the
 * chain: about log2(entries) one-item reads (17 at 100,000 entries, 20 at 1,000,000), each 0.5 read units, made only
 * for a bound the filter names.
 */
export async function seqRange(
  workspaceId: string,
  from: string | undefined,
  to: string | undefined,
): Promise<{ low: number; high: number }> {
  if (from === undefined && to === undefined) return { low: 0, high: MAX_SEQ };
  const last = (await lastAuditEntry(workspaceId))?.seq ?? 0;
  const [before, upTo] = await Promise.all([
    from === undefined ? -1 : lastSeqWhere(workspaceId, last, (at) => at < from),
    to === undefined ? MAX_SEQ : lastSeqWhere(workspaceId, last, (at) => at <= to),
  ]);
  return { low: before + 1, high: upTo };
}

/**
 * The highest seq s (0 for none) such that every entry up to s was written at a time `holds` accepts: `holds` is
 * true of early times and false of later ones, as time only grows along the chain. Gaps (entries expired or deleted
 * by hand) are stepped over: a probe reads the nearest entry at or below its seq.
 */
async function lastSeqWhere(workspaceId: string, last: number, holds: (at: string) => boolean): Promise<number> {
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const probe = await entryAtOrBelow(workspaceId, middle);
    if (!probe || holds(probe.at)) low = middle;
    else high = probe.seq - 1;
  }
  return low;
}
