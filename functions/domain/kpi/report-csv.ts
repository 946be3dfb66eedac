import { textCell } from '../workspace/csv';
import type { KpiReport, ReportTable } from './kpi-report';

/**
 * The report as CSV (RFC 4180, CRLF): a heading block, then each table under its title, separated by blank lines.
 * Numbers are written plain (money with two decimals) so a spreadsheet can compute with them. Text cells that a
 * spreadsheet would run as a formula — starting with `=`, `+`, `-`, `@`, a tab or a carriage return — are
 * neutralised with a leading apostrophe (OWASP CSV injection); numbers are ours and never are.
 */
export function reportCsv(report: KpiReport): string {
  const heading = [report.title, report.period, report.comparison, report.generatedAt];
  const lines: string[][] = heading.map((line) => [textCell(line)]);
  for (const table of [report.tables.kpis, report.tables.series, report.tables.split, report.tables.performance]) {
    lines.push([], ...tableLines(table));
  }
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function tableLines(table: ReportTable): string[][] {
  return [
    [textCell(table.title)],
    table.columns.map((c) => textCell(c.header)),
    ...table.rows.map((row) =>
      row.map((value, i) => {
        if (value === null) return '';
        if (typeof value === 'number') return table.columns[i]?.format === 'money' ? value.toFixed(2) : String(value);
        return textCell(value);
      }),
    ),
  ];
}
