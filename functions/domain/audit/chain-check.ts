/**
 * The rules that make the log tamper-evident, checked entry by entry in seq order: each entry's stored hash must be
 * the hash of its content (else it was `edited`), its seq must follow the previous one's (else one was deleted:
 * `missing`), and its `prevHash` must be the previous entry's hash (else it was put there from elsewhere:
 * `unlinked`). Before the oldest entry read, a gap is the TTL at work only if the entry before it is past retention.
 */
export interface ChainLink {
  seq: number;
  hash: string;
  prevHash: string;
  prevAt: string | null;
  /** The hash recomputed from the content as read. */
  contentHash: string;
}

export type ChainProblem = { seq: number; problem: 'edited' | 'missing' | 'unlinked' };

export const GENESIS_HASH = '0'.repeat(64);

/**
 * The problems of `link` given the link read before it (`undefined` for the oldest); `expiredBefore` is the ISO time
 * before which entries may have expired.
 */
export function linkProblems(previous: ChainLink | undefined, link: ChainLink, expiredBefore: string): ChainProblem[] {
  const problems: ChainProblem[] = [];
  if (link.contentHash !== link.hash) problems.push({ seq: link.seq, problem: 'edited' });
  if (!previous) {
    const firstEver = link.seq === 1 && link.prevHash === GENESIS_HASH;
    const expiredAway = link.seq > 1 && link.prevAt !== null && link.prevAt < expiredBefore;
    if (!firstEver && !expiredAway) problems.push({ seq: link.seq - 1, problem: 'missing' });
    return problems;
  }
  if (link.seq !== previous.seq + 1) problems.push({ seq: previous.seq + 1, problem: 'missing' });
  else if (link.prevHash !== previous.hash) problems.push({ seq: link.seq, problem: 'unlinked' });
  return problems;
}
