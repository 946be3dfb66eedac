import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { bankNamedIn, bankOfHeader } from '../../../domain/finance/accounts/bank-name';
import {
  type DateOrder,
  type DateReading,
  fallbackOrder,
  orderEvidence,
  readDate,
  resolveDate,
} from '../../../domain/finance/date-text';
import { type DecimalSeparator, detectDecimalSeparator, parseMoney } from '../../../domain/finance/money';
import {
  type Balance,
  emptyAccount,
  isBalanceLine,
  maskOf,
  type ParsedTransaction,
  type SkippedRow,
  type StatementAccount,
  StatementError,
  type StatementEvent,
} from '../statement';
import { decodeText } from '../text-decoding';
import {
  type ColumnMap,
  columnsFromHeader,
  columnsFromValues,
  describeChosenColumns,
  directionOf,
  headerScore,
} from './column-roles';
import { type Delimiter, detectDelimiter } from './delimiter';

interface Row {
  cells: string[];
  line: number;
}

const hasContent = (row: Row) => row.cells.some((cell) => cell.trim() !== '');

/** Rows read before deciding where the header is: preambles are a few lines, never dozens. */
const HEAD_ROWS = 40;
/** Rows held while no date has decided day- or month-first; past this the sequence decides (dates ≤ 12 for 2,000 rows is not a statement's calendar). */
const MAX_WAITING_ROWS = 2_000;
/** Text read before choosing the delimiter. */
const SNIFF_CHARS = 64 * 1024;
/** One field longer than this is not a bank statement (a binary file renamed to .csv, a runaway quote). */
const MAX_FIELD_CHARS = 64 * 1024;

/** Statuses of rows that are not (or no longer) money moved: pending, reverted, Sparkasse's "Umsatz vorgemerkt". */
const NOT_SETTLED =
  /^(?:pending|reverted|declined|failed|cancell?ed|rejected|void(?:ed)?|authori[sz]ed|(?:umsatz )?vorgemerkt)$/i;

/**
 * A bank CSV as statement events, streamed: memory stays flat however long the file. The header row is found
 * after any preamble; day-first or month-first dates are decided by the file's values (rows wait in a buffer
 * until one value decides, or the file ends and the sequence does); rows that are not transactions (pending,
 * unreadable, no amount) are reported as skipped with their line, never dropped silently.
 */
export async function* parseCsvStatement(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<StatementEvent> {
  const { sample, text } = await peek(decodeText(chunks), SNIFF_CHARS);
  if (sample.trim() === '') throw new StatementError('The file is empty', 1);
  const delimiter = detectDelimiter(sample);
  const batches = csvRowBatches(text, delimiter)[Symbol.asyncIterator]();

  const head: Row[] = [];
  const overflow: Row[] = [];
  while (head.length < HEAD_ROWS) {
    const next = await batches.next();
    if (next.done) break;
    const rows = next.value.filter(hasContent);
    const room = HEAD_ROWS - head.length;
    head.push(...rows.slice(0, room));
    overflow.push(...rows.slice(room));
  }
  const layout = findLayout(head);
  const reader = new RowReader(layout.columns, layout.header, decimalOf(layout.columns, head.slice(layout.dataFrom)));

  yield {
    type: 'account',
    account: accountFrom(head.slice(0, layout.dataFrom), layout.columns, head[layout.dataFrom], layout.header),
  };
  if (layout.byContent) yield { type: 'notice', message: describeChosenColumns(layout.columns, layout.header) };
  for (const row of [...head.slice(layout.dataFrom), ...overflow]) yield* reader.read(row);
  for (let next = await batches.next(); !next.done; next = await batches.next()) {
    for (const row of next.value) if (hasContent(row)) yield* reader.read(row);
  }
  yield* reader.finish();
}

interface Layout {
  columns: ColumnMap;
  header: string[] | undefined;
  /** Index in the head rows of the first data row. */
  dataFrom: number;
  /** No header was recognised: the columns were chosen by what their values look like. */
  byContent?: boolean;
}

/** Lines of a preamble (or an unrecognised header row) skipped before trying columns by content. */
const MAX_LEADING_ROWS = 5;

function findLayout(head: readonly Row[]): Layout {
  let best: (Layout & { score: number }) | undefined;
  head.forEach((row, index) => {
    const following = head.slice(index + 1, index + 11).map((r) => r.cells);
    const columns = columnsFromHeader(row.cells, following);
    const score = headerScore(row.cells);
    if (columns && (!best || score > best.score)) best = { columns, header: row.cells, dataFrom: index + 1, score };
  });
  if (best) return best;
  // No header named the columns: after any preamble or a header in words not known here, the first rows whose
  // columns hold dates, amounts and text throughout decide. A row just before them is the file's own header.
  for (let from = 0; from <= Math.min(MAX_LEADING_ROWS, head.length - 1); from++) {
    const columns = columnsFromValues(head.slice(from).map((r) => r.cells));
    if (!columns) continue;
    const previous = head[from - 1]?.cells;
    const header = previous && previous.length === head[from]!.cells.length ? previous : undefined;
    return { columns, header, dataFrom: from, byContent: true };
  }
  const shown = (head.find((r) => r.cells.filter(Boolean).length >= 2) ?? head[0])?.cells.filter(Boolean) ?? [];
  throw new StatementError(
    `Could not identify the date, description and amount columns of this CSV. Headers found: ${shown
      .slice(0, 20)
      .map((h) => `"${h.slice(0, 40)}"`)
      .join(', ')}`,
    head[0]?.line ?? 1,
  );
}

function decimalOf(columns: ColumnMap, rows: readonly Row[]): DecimalSeparator {
  const moneyColumns = [columns.amount, columns.debit, columns.credit, columns.balance].filter(
    (i): i is number => i !== undefined,
  );
  return detectDecimalSeparator(rows.flatMap((r) => moneyColumns.map((i) => r.cells[i] ?? '')));
}

const ACCOUNT_LINE = /\b(?:account|acct|card|konto|compte|cuenta|iban)\b[^\d*xX•]{0,24}([*xX•\d][\d*xX• -]{3,})/i;

function accountFrom(
  preamble: readonly Row[],
  columns: ColumnMap,
  firstData: Row | undefined,
  header: readonly string[] | undefined,
): StatementAccount {
  const account = emptyAccount();
  account.institution = header ? bankOfHeader(header) : undefined;
  for (const row of preamble) {
    const line = row.cells.filter(Boolean).join(' ');
    account.institution ??= bankOfHeader(row.cells) ?? bankNamedIn(line);
    const number = ACCOUNT_LINE.exec(line)?.[1];
    if (number && !account.mask) account.mask = maskOf(number);
    const name = /\baccount name\b\W*(.+)$/i.exec(line)?.[1];
    if (name && !account.name) account.name = name.trim().slice(0, 80);
  }
  if (!account.mask && columns.account !== undefined && firstData) {
    account.mask = maskOf(firstData.cells[columns.account] ?? '');
  }
  return account;
}

type Draft = Omit<ParsedTransaction, 'date'> & { reading: DateReading; dateText: string; line: number };

/** Turns rows into transactions with the state a file needs: its date order, its balances, its count. */
class RowReader {
  private order: DateOrder | undefined;
  private readonly waiting: Draft[] = [];
  private count = 0;
  private firstBalance: Balance | undefined;
  private lastBalance: Balance | undefined;
  private firstSkip: SkippedRow | undefined;

  constructor(
    private readonly columns: ColumnMap,
    private readonly header: string[] | undefined,
    private readonly decimal: DecimalSeparator,
  ) {}

  *read(row: Row): Generator<StatementEvent> {
    const result = this.draft(row);
    if (result === undefined) return;
    if ('reason' in result) {
      yield this.skip(result);
      return;
    }
    if (this.order === undefined) {
      this.order = orderEvidence(result.reading);
      if (this.order === undefined) {
        if (this.waiting.length >= MAX_WAITING_ROWS) {
          this.order = this.likeliestOrder();
        } else {
          this.waiting.push(result);
          return;
        }
      }
      yield* this.flushWaiting();
    }
    yield* this.emit(result);
  }

  *finish(): Generator<StatementEvent> {
    this.order ??= this.likeliestOrder();
    yield* this.flushWaiting();
    if (this.count === 0) {
      const first = this.firstSkip;
      throw new StatementError(
        first ? `No transactions could be read. Line ${first.line}: ${first.reason}` : 'The file has no transactions',
        first?.line,
      );
    }
    // Newest-first files end on their oldest row: the closing balance is the one of the latest date.
    const closing =
      this.firstBalance && this.lastBalance && this.lastBalance.date < this.firstBalance.date
        ? this.firstBalance
        : this.lastBalance;
    if (closing) yield { type: 'balance', balance: closing };
  }

  /** No row so far could be read one way only: the order that fits the waiting rows best. */
  private likeliestOrder(): DateOrder {
    return fallbackOrder(
      this.waiting.map((d) => d.reading),
      { decimalComma: this.decimal === ',' },
    );
  }

  private *flushWaiting(): Generator<StatementEvent> {
    for (const draft of this.waiting.splice(0)) yield* this.emit(draft);
  }

  private *emit(draft: Draft): Generator<StatementEvent> {
    const date = resolveDate(draft.reading, this.order!);
    if (!date) {
      yield this.skip({
        line: draft.line,
        reason: `Date "${draft.dateText}" does not fit this file's ${this.order === 'DMY' ? 'day/month' : 'month/day'} order`,
        text: draft.dateText,
      });
      return;
    }
    this.count += 1;
    const { reading: _reading, dateText: _text, line: _line, ...rest } = draft;
    const transaction: ParsedTransaction = { ...rest, date };
    if (transaction.balanceCents !== undefined) {
      const balance = { cents: transaction.balanceCents, date };
      this.firstBalance ??= balance;
      this.lastBalance = balance;
    }
    yield { type: 'transaction', transaction };
  }

  private skip(row: SkippedRow): StatementEvent {
    this.firstSkip ??= row;
    return { type: 'skipped', row };
  }

  /** A transaction draft, a reason to skip the row, or undefined for rows that are not data at all. */
  private draft(row: Row): Draft | SkippedRow | undefined {
    const { cells, line } = row;
    const c = this.columns;
    const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index]?.trim() ?? ''));
    const text = cells.filter(Boolean).join(' | ').slice(0, 120);
    if (this.header && cells.every((value, i) => value === (this.header![i] ?? ''))) return undefined;

    const description = [...new Set(c.description.map(cell).filter(Boolean))].join(' - ').replace(/\s+/g, ' ');
    const dateText = cell(c.date);
    const balance = parseMoney(cell(c.balance), this.decimal);
    const amount = this.amountOf(cell);
    const reading = readDate(dateText);
    if (isBalanceLine(description) && (amount === undefined || !reading)) return undefined;
    if (!reading) return { line, reason: dateText ? `Unreadable date "${dateText.slice(0, 30)}"` : 'No date', text };
    const status = cell(c.status);
    if (NOT_SETTLED.test(status)) return { line, reason: `Not settled (status: ${status})`, text };
    if (amount === undefined) return { line, reason: 'No amount', text };
    if (amount === 'unreadable') return { line, reason: 'Unreadable amount', text };
    return {
      reading,
      dateText,
      line,
      description: description || '(no description)',
      amountCents: amount,
      balanceCents: balance?.cents,
      reference: cell(c.reference) || undefined,
      bankCategory: cell(c.category) || undefined,
      origin: { kind: 'csv', line },
    };
  }

  private amountOf(cell: (index: number | undefined) => string): number | 'unreadable' | undefined {
    const c = this.columns;
    const money = (index: number | undefined) => {
      const value = cell(index);
      if (!value) return undefined;
      return parseMoney(value, this.decimal)?.cents ?? ('unreadable' as const);
    };
    let cents: number | 'unreadable' | undefined;
    if (c.amount !== undefined) {
      cents = money(c.amount);
      const direction = directionOf(cell(c.direction));
      if (typeof cents === 'number' && direction !== 0) cents = direction * Math.abs(cents);
    } else {
      const debit = money(c.debit);
      const credit = money(c.credit);
      if (debit === 'unreadable' || credit === 'unreadable') return 'unreadable';
      if (debit === undefined && credit === undefined) return undefined;
      cents = Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    }
    const fee = money(c.fee);
    if (typeof cents === 'number' && typeof fee === 'number') cents -= Math.abs(fee);
    return cents;
  }
}

/**
 * Rows in batches (one per chunk of text), read with papaparse, which is several times faster than the
 * alternatives on long files. Parsing pauses while the importer works on a batch, so a slow database never lets
 * rows pile up in memory. Line numbers count physical lines, so a quoted field with a line break inside is
 * reported where it starts and does not shift the rows after it.
 */
async function* csvRowBatches(text: AsyncIterable<string>, delimiter: Delimiter): AsyncGenerator<Row[]> {
  const ready: Row[][] = [];
  let parser: Papa.Parser | undefined;
  let failure: Error | undefined;
  let finished = false;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  let line = 1;
  Papa.parse<string[]>(Readable.from(text), {
    delimiter,
    skipEmptyLines: false,
    chunk(results, handle) {
      parser = handle;
      const rows = results.data.map((cells) => {
        const row = { cells, line };
        line += 1 + cells.reduce((n, cell) => n + lineBreaks(cell), 0);
        return row;
      });
      const unclosed = results.errors.find((e) => e.code === 'MissingQuotes');
      const long = rows.find((r) => r.cells.some((c) => c.length > MAX_FIELD_CHARS));
      if (unclosed || long) {
        const at = unclosed ? rows[unclosed.row ?? 0]?.line : long?.line;
        const why = unclosed ? 'a quoted field is never closed' : 'a field is far longer than any bank statement has';
        failure = new StatementError(`This CSV cannot be read${at ? ` at line ${at}` : ''}: ${why}`, at);
        handle.abort();
      } else {
        ready.push(rows);
        handle.pause();
      }
      signal();
    },
    complete() {
      finished = true;
      signal();
    },
    error(error) {
      failure = error;
      signal();
    },
  });
  while (true) {
    const batch = ready.shift();
    if (batch) {
      yield batch;
      parser?.resume();
      continue;
    }
    if (failure) throw failure;
    if (finished) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  }
}

function lineBreaks(cell: string): number {
  if (!cell.includes('\n') && !cell.includes('\r')) return 0;
  return cell.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** Reads at least `chars` characters (or all), and gives back a stream that replays them before the rest. */
async function peek(
  source: AsyncIterable<string>,
  chars: number,
): Promise<{ sample: string; text: AsyncIterable<string> }> {
  const iterator = source[Symbol.asyncIterator]();
  let sample = '';
  let done = false;
  while (sample.length < chars) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    sample += next.value;
  }
  async function* replay() {
    yield sample;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { sample, text: replay() };
}
