export type Delimiter = ',' | ';' | '\t' | '|';

const CANDIDATES: readonly Delimiter[] = [',', ';', '\t', '|'];

/**
 * The field separator of a CSV from its first lines: the candidate that splits the most lines into the same number
 * of fields (more than one). Counting skips quoted text, so `"1,234.56"` in a semicolon file does not vote for the
 * comma, and a preamble line or two of another shape does not outvote the table below it.
 */
export function detectDelimiter(sample: string): Delimiter {
  const lines = sample
    .split(/\r\n|\n|\r/)
    .filter((line) => line.trim() !== '')
    .slice(0, 50);
  let best: { delimiter: Delimiter; lines: number; fields: number } = { delimiter: ',', lines: 0, fields: 0 };
  for (const delimiter of CANDIDATES) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = countOutsideQuotes(line, delimiter);
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    for (const [fields, count] of counts) {
      if (count > best.lines || (count === best.lines && fields > best.fields))
        best = { delimiter, lines: count, fields };
    }
  }
  return best.delimiter;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let quoted = false;
  let count = 0;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}
