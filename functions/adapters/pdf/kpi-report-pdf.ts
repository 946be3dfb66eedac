import { formatDollars } from '@shared/format/money';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ColumnFormat, KpiReport, ReportTable } from '../../domain/kpi/kpi-report';

/**
 * The report as a real PDF (pdf-lib): US Letter, the standard Helvetica fonts (so `pdftotext` and screen readers
 * read the text), the tables as text in columns, and the revenue chart drawn as vector lines. A 30-day report fits
 * on one page: its 30 daily rows are set in two columns. Longer content continues on a new page.
 */
const PAGE = { width: 612, height: 792, margin: 48 };
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const LINE = rgb(0.15, 0.39, 0.92);
const ROW = 13;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function reportPdf(report: KpiReport, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${report.title} — ${report.period}`);
  doc.setCreator(report.creator);
  doc.setProducer(report.creator ? `${report.creator} (pdf-lib)` : 'pdf-lib');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new PageWriter(doc, fonts);

  writer.text(report.title, { size: 18, bold: true });
  writer.gap(4);
  writer.text(report.period, { size: 10 });
  writer.text(report.comparison, { size: 9, color: MUTED });
  writer.text(report.generatedAt, { size: 9, color: MUTED });
  writer.gap(10);

  writer.table(report.tables.kpis, PAGE.width - 2 * PAGE.margin, kpiRowFormats);
  writer.gap(10);
  writer.chart(report.chart);
  writer.gap(10);

  const series = report.tables.series;
  if (series.rows.length > 14) {
    const half = Math.ceil(series.rows.length / 2);
    writer.sideBySide([
      { ...series, rows: series.rows.slice(0, half) },
      { ...series, title: ' ', rows: series.rows.slice(half) },
    ]);
  } else {
    writer.table(series, (PAGE.width - 2 * PAGE.margin) / 2);
  }
  writer.gap(10);
  writer.sideBySide([report.tables.split, report.tables.performance]);
  return doc.save();
}

/** The key figures' revenue row is money; the others are counts. */
function kpiRowFormats(row: number, column: number): ColumnFormat {
  if (column === 1 || column === 2) return row === 0 ? 'money' : 'count';
  return column === 3 ? 'percent' : 'text';
}

function formatCell(value: string | number | null, format: ColumnFormat): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  switch (format) {
    case 'money':
      return formatDollars(value, { cents: true });
    case 'percent':
      return `${value}%`;
    case 'hours':
      return `${value} h`;
    default:
      return value.toLocaleString('en-US');
  }
}

class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Starts a new page when `height` does not fit on this one. */
  private room(height: number) {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(value: string, options: { size: number; bold?: boolean; color?: ReturnType<typeof rgb> }) {
    this.room(options.size + 4);
    this.y -= options.size;
    this.page.drawText(value, {
      x: PAGE.margin,
      y: this.y,
      size: options.size,
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      color: options.color ?? INK,
    });
    this.y -= 4;
  }

  table(table: ReportTable, width: number, formatOf?: (row: number, column: number) => ColumnFormat) {
    const height = tableHeight(table);
    this.room(height);
    this.drawTable(table, PAGE.margin, width, formatOf);
    this.y -= height;
  }

  /** Tables next to each other, each half the width. */
  sideBySide(tables: readonly ReportTable[]) {
    const height = Math.max(...tables.map(tableHeight));
    this.room(height);
    const width = (PAGE.width - 2 * PAGE.margin - 16 * (tables.length - 1)) / tables.length;
    tables.forEach((table, i) => {
      this.drawTable(table, PAGE.margin + i * (width + 16), width);
    });
    this.y -= height;
  }

  private drawTable(
    table: ReportTable,
    x: number,
    width: number,
    formatOf: (row: number, column: number) => ColumnFormat = (_, column) => table.columns[column]!.format,
  ) {
    let y = this.y - 11;
    this.page.drawText(table.title, { x, y, size: 11, font: this.fonts.bold, color: INK });
    y -= ROW + 2;
    const first = width * (table.columns.length > 2 ? 0.34 : 0.6);
    const rest = (width - first) / Math.max(1, table.columns.length - 1);
    const left = (column: number) => (column === 0 ? x : x + first + (column - 1) * rest);
    const cell = (text: string, column: number, font: PDFFont, size: number, color = INK) => {
      // Text left in the first column, numbers right-aligned in theirs.
      const at = column === 0 ? left(0) : left(column) + rest - font.widthOfTextAtSize(text, size) - 2;
      this.page.drawText(text, { x: at, y, size, font, color });
    };
    table.columns.forEach((column, c) => {
      cell(column.header, c, this.fonts.bold, 8, MUTED);
    });
    this.page.drawLine({ start: { x, y: y - 3 }, end: { x: x + width, y: y - 3 }, thickness: 0.5, color: RULE });
    table.rows.forEach((row, r) => {
      y -= ROW;
      row.forEach((value, c) => {
        cell(formatCell(value, formatOf(r, c)), c, this.fonts.regular, 9);
      });
    });
  }

  /** The revenue line: axes, four gridlines with their amounts, the first, middle and last labels, the series. */
  chart({ labels, revenue }: KpiReport['chart']) {
    const height = 120;
    this.room(height + 30);
    const x0 = PAGE.margin + 56;
    const width = PAGE.width - PAGE.margin - x0;
    this.page.drawText('Revenue (USD)', {
      x: PAGE.margin,
      y: this.y - 11,
      size: 11,
      font: this.fonts.bold,
      color: INK,
    });
    const top = this.y - 24;
    const bottom = top - height;
    const max = niceCeiling(Math.max(0, ...revenue));
    const min = Math.min(0, ...revenue);
    const yOf = (value: number) => bottom + ((value - min) / (max - min || 1)) * height;
    const xOf = (i: number) => x0 + (revenue.length <= 1 ? width / 2 : (i / (revenue.length - 1)) * width);

    for (let step = 0; step <= 4; step++) {
      const value = min + ((max - min) * step) / 4;
      const y = yOf(value);
      this.page.drawLine({ start: { x: x0, y }, end: { x: x0 + width, y }, thickness: 0.5, color: RULE });
      const label = formatDollars(value);
      const size = 7;
      this.page.drawText(label, {
        x: x0 - 6 - this.fonts.regular.widthOfTextAtSize(label, size),
        y: y - 2,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
    }
    for (const i of new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1])) {
      const label = labels[i];
      if (label === undefined) continue;
      const size = 7;
      const textWidth = this.fonts.regular.widthOfTextAtSize(label, size);
      const x = Math.min(Math.max(xOf(i) - textWidth / 2, x0), x0 + width - textWidth);
      this.page.drawText(label, { x, y: bottom - 12, size, font: this.fonts.regular, color: MUTED });
    }
    for (let i = 1; i < revenue.length; i++) {
      this.page.drawLine({
        start: { x: xOf(i - 1), y: yOf(revenue[i - 1]!) },
        end: { x: xOf(i), y: yOf(revenue[i]!) },
        thickness: 1.5,
        color: LINE,
      });
    }
    if (revenue.length === 1) this.page.drawCircle({ x: xOf(0), y: yOf(revenue[0]!), size: 2, color: LINE });
    this.y = bottom - 18;
  }
}

function tableHeight(table: ReportTable): number {
  return 11 + ROW + 2 + table.rows.length * ROW + 6;
}

/** 1, 2, 2.5 or 5 times a power of ten at or above the value, so the gridlines fall on round amounts. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= value)!;
  return step * power;
}
