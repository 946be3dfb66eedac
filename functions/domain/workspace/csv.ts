/**
 * CSV as spreadsheets read it (RFC 4180, CRLF line ends, a header row). Text cells that a spreadsheet would run as a
 * formula — starting with `=`, `+`, `-`, `@`, a tab or a carriage return — are neutralised with a leading apostrophe
 * (OWASP CSV injection); numbers are written plain so a spreadsheet can compute with them.
 */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

export function csvDocument<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [columns.map((column) => textCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))));
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return textCell(value);
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
