import { StatementError } from '../statement';

/**
 * The text layer of a PDF as lines of positioned cells, read with unpdf (PDF.js built for servers, no canvas or
 * worker). Statements are tables: words that sit on one baseline form a line, and a gap wider than a few spaces
 * separates two cells, so a parser can tell the description from the amount and the amount from the balance.
 */
export interface PdfCell {
  text: string;
  /** Left and right edges in PDF points, to match an amount with its column header. */
  x: number;
  right: number;
}

export interface PdfLine {
  page: number;
  /** 1-based among the page's non-empty lines. */
  line: number;
  cells: PdfCell[];
}

export const passwordProtectedMessage = 'This PDF is password-protected';
export const noTextLayerMessage = 'This PDF has no text layer; upload the CSV export from your bank instead';

/** Statements are a few pages; a 10 MB upload can still declare thousands. */
const MAX_PAGES = 200;

interface PositionedText {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export async function readPdfLines(bytes: Uint8Array): Promise<PdfLine[]> {
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js gets a copy: it detaches the buffer it is given.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    });
  } catch (error) {
    if ((error as Error)?.name === 'PasswordException') throw new StatementError(passwordProtectedMessage);
    throw new StatementError(`This PDF cannot be read: ${(error as Error)?.message ?? 'invalid file'}`);
  }
  try {
    const lines: PdfLine[] = [];
    const pages = Math.min(document.numPages, MAX_PAGES);
    for (let page = 1; page <= pages; page++) {
      const content = await (await document.getPage(page)).getTextContent();
      lines.push(
        ...linesOf(
          page,
          content.items.flatMap((item) => ('str' in item ? [item] : [])),
        ),
      );
    }
    if (!lines.some((l) => l.cells.some((c) => /\w/.test(c.text)))) throw new StatementError(noTextLayerMessage);
    return lines;
  } finally {
    await document.destroy();
  }
}

/** Groups a page's text items into lines (same baseline, within a third of the font size) and cells. */
export function linesOf(page: number, items: readonly PositionedText[]): PdfLine[] {
  const rows: Array<{ y: number; size: number; items: PositionedText[] }> = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = item.transform[5]!;
    const size = Math.abs(item.transform[3]!) || item.height || 10;
    const row = rows.find((r) => Math.abs(r.y - y) <= Math.min(r.size, size) / 3);
    if (row) row.items.push(item);
    else rows.push({ y, size, items: [item] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row, index) => ({ page, line: index + 1, cells: cellsOf(row.items, row.size) }));
}

function cellsOf(items: PositionedText[], size: number): PdfCell[] {
  const sorted = [...items].sort((a, b) => a.transform[4]! - b.transform[4]!);
  const cells: PdfCell[] = [];
  for (const item of sorted) {
    const x = item.transform[4]!;
    const right = x + item.width;
    const text = item.str.replace(/\s+/g, ' ');
    const last = cells.at(-1);
    const gap = last ? x - last.right : Number.POSITIVE_INFINITY;
    // A gap of about two spaces or more starts a new cell; a smaller one is the space between two words.
    if (last && gap < size * 0.9) {
      last.text = `${last.text}${gap > size * 0.15 && !last.text.endsWith(' ') ? ' ' : ''}${text}`.trim();
      last.right = Math.max(last.right, right);
    } else {
      cells.push({ text: text.trim(), x, right });
    }
  }
  return cells.filter((c) => c.text);
}
