import { fileTooLargeMessage, MAX_STATEMENT_BYTES } from '@shared/finance/statement-upload';
import { parseCsvStatement } from './csv/csv-statement';
import { parseOfxStatement } from './ofx-statement';
import { parsePdfStatement } from './pdf/pdf-statement';
import { StatementError, type StatementEvent, type StatementFormat } from './statement';

/**
 * One entry for every format. CSV streams (the long files are CSVs); OFX and PDF need the whole file, which the
 * upload limit keeps at 10 MB, and are refused past it in case a file reaches the parser another way.
 */
export async function* parseStatement(
  format: StatementFormat,
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<StatementEvent> {
  if (format === 'csv') {
    yield* parseCsvStatement(chunks);
    return;
  }
  const bytes = await readAll(chunks);
  if (bytes.byteLength === 0) throw new StatementError('The file is empty', 1);
  yield* format === 'ofx' ? parseOfxStatement(bytes) : parsePdfStatement(bytes);
}

async function readAll(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > MAX_STATEMENT_BYTES) throw new StatementError(fileTooLargeMessage);
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}
