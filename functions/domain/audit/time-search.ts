/** A chain entry as the search sees it: its seq and its time (ISO). */
export interface ChainPoint {
  seq: number;
  at: string;
}

/**
 * How the search reads the chain: the newest `count` entries at or below `seq`, oldest first (fewer where the chain
 * has fewer; gaps — entries expired or deleted by hand — are stepped over).
 */
export type ReadWindow = (seq: number, count: number) => Promise<ChainPoint[]>;

/** Entries on each side of a guess read in the same call: a guess a few entries off still ends the search. */
export const WINDOW_REACH = 4;
/** A range this narrow is read whole (its seqs and times; billed ~5 RU at most): one read then ends the search. */
export const WHOLE_READ = 64;

/**
 * The highest seq s (0 for none) such that every entry up to s was written at a time `holds` accepts; `holds` is true
 * of times before `target` and false from some point on (the chain's time never runs backwards). An interpolation
 * search: the next window is read where `target` falls between the two known times around the answer, which on a
 * chain written at a roughly even pace lands on the answer at once, so a search costs one or two reads whatever the
 * chain's length. A step that does not at least halve the range is followed by a halving one, so a lopsided chain
 * (a burst after a quiet month) still takes no more reads than a binary search, about twice log2 of its length. A
 * range of at most `WHOLE_READ` entries is read in one go, so ends `AUDIT_TICK_EVERY` apart cost one read.
 * `oldest` and `newest` are the ends of the chain or of the part known to hold the answer, read before
 * (`undefined`: an empty chain).
 */
export async function lastSeqHolding(
  ends: { oldest: ChainPoint; newest: ChainPoint } | undefined,
  target: string,
  holds: (at: string) => boolean,
  readWindow: ReadWindow,
): Promise<number> {
  if (!ends) return 0;
  const { oldest, newest } = ends;
  if (holds(newest.at)) return newest.seq;
  if (!holds(oldest.at)) return oldest.seq - 1;
  // The answer lies in [low, high): every entry up to `low` holds, the entry at `high` does not.
  let low = oldest;
  let high = newest;
  let halveNext = false;
  while (high.seq - low.seq > 1) {
    const width = high.seq - low.seq;
    if (width - 1 <= WHOLE_READ) {
      // Every entry between the ends at once: the answer is just before the first that fails (gaps hold).
      const window = await readWindow(high.seq - 1, width - 1);
      const failing = window.find((point) => point.seq > low.seq && !holds(point.at));
      return (failing ?? high).seq - 1;
    }
    const guess = halveNext ? low.seq + Math.floor(width / 2) : interpolate(low, high, target);
    const top = Math.min(high.seq - 1, guess + WINDOW_REACH);
    const window = await readWindow(top, 2 * WINDOW_REACH + 1);
    const inRange = window.filter((point) => point.seq > low.seq && point.seq <= top);
    const failing = inRange.find((point) => !holds(point.at));
    const lastHolding = inRange.findLast((point) => holds(point.at));
    if (failing && lastHolding) return failing.seq - 1;
    if (failing) high = failing;
    // Nothing in (low, top] fails: the entries there hold or are gone, so `top` is the new low end.
    else low = { seq: top, at: lastHolding?.at ?? low.at };
    halveNext = high.seq - low.seq > width / 2;
  }
  return low.seq;
}

/** Where `target` falls between two entries, as a seq strictly between them, assuming an even pace. */
function interpolate(low: ChainPoint, high: ChainPoint, target: string): number {
  const from = Date.parse(low.at);
  const span = Date.parse(high.at) - from;
  const share = span > 0 ? (Date.parse(target) - from) / span : 0.5;
  const guess = low.seq + Math.round(share * (high.seq - low.seq));
  return Math.min(high.seq - 1, Math.max(low.seq + 1, guess));
}
