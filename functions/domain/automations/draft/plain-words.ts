import { ONE_TO_TEN } from '@shared/format/number-words';

/** Small readers of plain English the draft engine shares: quoted texts, counts, durations and money. */

const QUOTED = /(^|[\s:(,])(?:"([^"]+)"|“([^”]+)”|'([^']+)'|‘([^’]+)’)(?=$|[\s.,;:!?)])/g;

/**
 * The text with each quoted passage replaced by `⟦n⟧`, so a word inside a message ('"Thanks, we got $500"') is not
 * read as an instruction, and the passages in order.
 */
export function withoutQuotes(text: string): { text: string; quotes: string[] } {
  const quotes: string[] = [];
  const stripped = text.replace(QUOTED, (_, lead: string, ...parts: (string | undefined)[]) => {
    quotes.push(parts.slice(0, 4).find((p) => p !== undefined) ?? '');
    return `${lead}⟦${quotes.length - 1}⟧`;
  });
  return { text: stripped, quotes };
}

/** The first quoted passage a clause holds, by its `⟦n⟧` mark. */
export function quoteIn(clause: string, quotes: readonly string[]): string | undefined {
  const mark = /⟦(\d+)⟧/.exec(clause);
  return mark ? quotes[Number(mark[1])] : undefined;
}

const WORD_NUMBERS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  ...ONE_TO_TEN,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};

export const COUNT = String.raw`(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)`;
export const UNIT = '(minute|min|hour|hr|day|week|month)s?';

export function countOf(word: string): number {
  return WORD_NUMBERS[word] ?? Number(word);
}

const MINUTES_PER: Readonly<Record<string, number>> = {
  minute: 1,
  min: 1,
  hour: 60,
  hr: 60,
  day: 1440,
  week: 10080,
  month: 43200,
};

/** Minutes in `count unit`, e.g. (2, 'day') → 2880. */
export function minutesOf(count: string, unit: string): number {
  return countOf(count) * (MINUTES_PER[unit] ?? 1);
}

/** A sum of money as written: '$500', '1,200', '2k', '$1.5k'. */
export function moneyOf(written: string): number {
  const match = /^\$?\s*([\d,]+(?:\.\d+)?)\s*(k)?$/i.exec(written.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]!.replaceAll(',', ''));
  return match[2] ? value * 1000 : value;
}

export const MONEY = String.raw`(\$\s*[\d,]+(?:\.\d+)?k?|[\d,]+(?:\.\d+)?k?\s*(?:dollars|usd|\$)|[\d,]+(?:\.\d+)?k?)`;

/** 'call the customer back.' → 'Call the customer back'. */
export function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/[.!,;]+$/, '');
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
