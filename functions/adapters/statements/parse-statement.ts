import { fileTooLargeMessage, MAX_STATEMENT_BYTES } from '@shared/finance/statement-upload';
import { parseCsvStatement } from './csv/csv-statement';
import { parseOfxStatement } from './ofx-statement';
import { parsePdfStatement } from './pdf/pdf-statement';
import {
  MAX_STATEMENT_TRANSACTIONS,
  StatementError,
  type StatementEvent,
  type StatementFormat,
  type StatementOrigin,
  tooManyRowsMessage,
} from './statement';

/**
 * One entry for every format, and the limits every format shares. CSV streams (the long files are CSVs); OFX and
 * PDF need the whole file, which the upload limit keeps at 10 MB, and are refused past it in case a file reaches
 * the parser another way. A statement with more than `maxTransactions` is refused as soon as the count passes it,
 * before the rest of the file is read.
 */
export async function* parseStatement(
  format: StatementFormat,
  chunks: AsyncIterable<Uint8Array>,
  options: { maxTransactions?: number } = {},
): AsyncGenerator<StatementEvent> {
  const max = options.maxTransactions ?? MAX_STATEMENT_TRANSACTIONS;
  let count = 0;
  for await (const event of parserFor(format, chunks)) {
    if (event.type === 'transaction' && ++count > max) {
      throw new StatementError(tooManyRowsMessage, lineOf(event.transaction.origin));
    }
    yield event;
  }
}

async function* parserFor(format: StatementFormat, chunks: AsyncIterable<Uint8Array>): AsyncGenerator<StatementEvent> {
  if (format === 'csv') {
    yield* parseCsvStatement(chunks);
    return;
  }
  const bytes = await readAll(chunks);
  if (bytes.byteLength === 0) throw new StatementError('The file is empty', 1);
  yield* format === 'ofx' ? parseOfxStatement(bytes) : parsePdfStatement(bytes);
}

const lineOf = (origin: StatementOrigin) => (origin.kind === 'ofx' ? origin.entry : origin.line);

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
