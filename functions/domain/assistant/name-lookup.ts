import { terms } from '../team/text-terms';

/**
 * Finds the item a person named in a message ('the Acme invoice', 'dana'), by words in common with each item's
 * name. Pure and deterministic: an exact (case-insensitive) name wins, then the item sharing the largest share of
 * the typed words; two items equally good are ambiguous, so the assistant asks instead of guessing.
 */
export type Lookup<T> = { kind: 'found'; item: T } | { kind: 'ambiguous'; candidates: T[] } | { kind: 'none' };

const MIN_SHARE = 0.5;

export function lookupByName<T>(items: readonly T[], typed: string, nameOf: (item: T) => string[]): Lookup<T> {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return { kind: 'none' };
  const exact = items.filter((item) => nameOf(item).some((name) => name.trim().toLowerCase() === wanted));
  if (exact.length === 1) return { kind: 'found', item: exact[0]! };
  if (exact.length > 1) return { kind: 'ambiguous', candidates: exact };

  const words = new Set(terms(wanted).filter((w) => !STOP_WORDS.has(w)));
  if (words.size === 0) return { kind: 'none' };
  let best = 0;
  let bestItems: T[] = [];
  for (const item of items) {
    const share = Math.max(
      ...nameOf(item).map((name) => {
        const nameWords = new Set(terms(name));
        let common = 0;
        for (const w of words) if (nameWords.has(w)) common += 1;
        // Typed words found in the name, weighed against the name's length so 'Acme' prefers 'Call Acme' over a
        // long title that merely mentions Acme.
        return common === 0 ? 0 : (common / words.size) * 0.8 + (common / Math.max(nameWords.size, 1)) * 0.2;
      }),
    );
    if (share > best + 1e-9) {
      best = share;
      bestItems = [item];
    } else if (share > 0 && Math.abs(share - best) <= 1e-9) {
      bestItems.push(item);
    }
  }
  if (best < MIN_SHARE * 0.8 || bestItems.length === 0) return { kind: 'none' };
  return bestItems.length === 1 ? { kind: 'found', item: bestItems[0]! } : { kind: 'ambiguous', candidates: bestItems };
}

/** The names a lookup could mean, for the assistant to ask which one: none when the name matched nothing. */
export function candidateNames<T>(lookup: Lookup<T>, nameOf: (item: T) => string): string[] {
  return lookup.kind === 'ambiguous' ? lookup.candidates.map(nameOf) : [];
}

const STOP_WORDS = new Set(['the', 'a', 'an', 'to', 'for', 'of', 'on', 'about', 'task', 'with', 'and']);
