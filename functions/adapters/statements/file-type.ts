import type { StatementFormat } from './statement';

/** How many leading bytes `detectStatementFormat` needs (PDF readers look for the header in the first 1024). */
export const FILE_TYPE_SNIFF_BYTES = 4096;

const EXTENSIONS: Readonly<Record<string, StatementFormat>> = { pdf: 'pdf', csv: 'csv', ofx: 'ofx', qfx: 'ofx' };

/**
 * The statement format of a file from its leading bytes and its name, or undefined when it is not a statement we
 * read. The bytes decide, the name only narrows: a `.pdf` that does not start like a PDF is refused (a renamed
 * spreadsheet or image), a `.csv` must be text, an OFX file must say OFX inside. A PDF or OFX file saved with the
 * other's extension is read as what it is.
 */
export function detectStatementFormat(head: Uint8Array, filename: string): StatementFormat | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  const claimed = extension ? EXTENSIONS[extension] : undefined;
  if (!claimed) return undefined;
  if (isPdf(head)) return 'pdf';
  if (claimed === 'pdf' || !isText(head)) return undefined;
  if (looksLikeOfx(head)) return 'ofx';
  return claimed === 'csv' ? 'csv' : undefined;
}

function isPdf(head: Uint8Array): boolean {
  const window = latin1(head.subarray(0, 1024));
  return window.includes('%PDF-');
}

function looksLikeOfx(head: Uint8Array): boolean {
  const text = latin1(head).toUpperCase();
  return text.includes('OFXHEADER') || text.includes('<?OFX') || text.includes('<OFX>');
}

/**
 * Text in any encoding banks export (UTF-8, Windows-1252, UTF-16 with its byte-order mark): no NUL bytes and
 * almost no control characters. Binary formats (images, zip-based spreadsheets) fail at once.
 */
function isText(head: Uint8Array): boolean {
  if (head.length === 0) return true;
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return true;
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1a)) control++;
  }
  return control <= head.length / 100;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
