import { addDays } from '../../../domain/finance/calendar-date';
import {
  type DateOrder,
  type DateReading,
  fallbackOrder,
  orderEvidence,
  readDate,
  resolveDate,
  type StatementPeriod,
} from '../../../domain/finance/date-text';
import {
  type DecimalSeparator,
  detectDecimalSeparator,
  type ParsedMoney,
  parseMoney,
} from '../../../domain/finance/money';
import {
  type Balance,
  emptyAccount,
  isBalanceLine,
  maskOf,
  type StatementAccount,
  StatementError,
  type StatementEvent,
} from '../statement';
import { type PdfCell, type PdfLine, readPdfLines } from './pdf-text';

/**
 * Transactions from the text of a PDF statement. Statement layouts differ by bank and country, but they share a
 * grammar: a header row names the columns (Date, Description, Withdrawals/Deposits or Amount, Balance), and each
 * transaction line starts with a date and ends with one or two amounts. Dates may lack a year (`02/07`,
 * `Jan 5`): the statement period supplies it, and day-first or month-first is decided by the values (and by
 * which order puts the dates inside the period). The sign of an amount comes, in order of trust, from its column
 * (Withdrawals/Deposits), from the running balance, from the bank's marks (`CR`, parentheses, minus), and
 * last from words (a card statement's "PAYMENT" is money in).
 */
export async function* parsePdfStatement(bytes: Uint8Array): AsyncGenerator<StatementEvent> {
  yield* statementFromLines(await readPdfLines(bytes));
}

type ColumnKind = 'debit' | 'credit' | 'amount' | 'balance';

interface Column {
  kind: ColumnKind;
  x: number;
  right: number;
}

interface Draft {
  reading: DateReading;
  dateText: string;
  description: string[];
  amounts: Array<{ money: ParsedMoney; cell: PdfCell; column: ColumnKind | undefined }>;
  page: number;
  line: number;
  /** Where the description column starts: wrapped lines and same-day lines begin there. */
  descriptionX: number;
}

const DATE_AT_START =
  /^(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2}[\s-]?[A-Za-z]{3,9}\.?(?:[\s-]\d{2,4})?|[A-Za-z]{3,9}\.?\s\d{1,2}(?:,?\s\d{4})?)(?=\s|$)/;
const AMOUNT =
  /^(?:\(?[-−+]?\s?(?:[A-Z]{0,3}\$|[€£¥])?\s?[-−]?\d{1,3}(?:[,.\s'\u00a0]\d{3})*[.,]\d{2}\)?-?(?:\s?(?:CR|DR|Cr|Dr))?)$/;
const SUMMARY =
  /\b(?:total|subtotal|sub-total|minimum (?:payment|due)|payment due|credit limit|available credit|interest charged|fees charged|page \d+|continued)\b/i;
const FULL_DATE =
  /\b(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|[A-Za-z]{3,9}\.? \d{1,2},? \d{4}|\d{1,2}(?:st|nd|rd|th)? [A-Za-z]{3,9}\.? \d{4})\b/g;
const PERIOD_SEPARATOR = /^\s*(?:-|–|—|to|through|thru|until|till|bis|au|al|a)\s*$/i;

export function* statementFromLines(lines: readonly PdfLine[]): Generator<StatementEvent> {
  const text = lines.map((l) => l.cells.map((c) => c.text).join('  '));
  const decimal = detectDecimalSeparator(
    lines.flatMap((l) => l.cells.filter((c) => AMOUNT.test(c.text.trim())).map((c) => c.text)),
  );
  const drafts = draftsOf(lines, decimal);
  const balanceLines = balanceLinesOf(lines, decimal);

  const readings = drafts.map((d) => d.reading);
  const periodText = periodCandidates(lines, text);
  const evidence = [...readings, ...periodText.flatMap((p) => p.readings)].map(orderEvidence).find(Boolean);
  const periodFor = (order: DateOrder) => resolvePeriod(periodText, order);
  const order = evidence ?? fallbackOrder(readings, { decimalComma: decimal === ',', period: periodFor });
  const period = periodFor(order);

  yield { type: 'account', account: accountOf(text) };
  if (drafts.length === 0) {
    throw new StatementError(
      'No transactions were found in this PDF. If your bank offers a CSV export, upload that instead',
    );
  }

  const signs = signConvention(drafts);
  let previousBalance = balanceLines.opening;
  let last: Balance | undefined;
  for (const draft of drafts) {
    const origin = { kind: 'pdf' as const, page: draft.page, line: draft.line };
    const date = resolveDate(draft.reading, order, period);
    const summary = [draft.dateText, ...draft.description].join(' ').slice(0, 120);
    if (!date) {
      const reason = period
        ? `Date "${draft.dateText}" is outside the statement period`
        : `Date "${draft.dateText}" has no year and the statement period was not found`;
      yield { type: 'skipped', row: { line: draft.line, reason, text: `page ${draft.page}: ${summary}` } };
      continue;
    }
    const money = draft.amounts.filter((a) => a.column !== 'balance');
    const balance = draft.amounts.find((a) => a.column === 'balance')?.money.cents;
    if (money.length === 0) {
      yield { type: 'skipped', row: { line: draft.line, reason: 'No amount', text: `page ${draft.page}: ${summary}` } };
      continue;
    }
    const amountCents = money.reduce((sum, a) => sum + signed(a, draft, previousBalance, balance, signs), 0);
    if (balance !== undefined) {
      previousBalance = balance;
      last = { cents: balance, date };
    } else if (previousBalance !== undefined) {
      previousBalance += amountCents;
    }
    yield {
      type: 'transaction',
      transaction: {
        date,
        description: draft.description.join(' ').replace(/\s+/g, ' ').trim() || '(no description)',
        amountCents,
        balanceCents: balance,
        reference: undefined,
        bankCategory: undefined,
        origin,
      },
    };
  }
  const closing = balanceLines.closing ?? last?.cents;
  const closingDate = period?.end ?? last?.date;
  if (closing !== undefined && closingDate) yield { type: 'balance', balance: { cents: closing, date: closingDate } };
}

/** Lines that start with a date and carry amounts, with the description lines that wrap below them. */
function draftsOf(lines: readonly PdfLine[], decimal: DecimalSeparator): Draft[] {
  const drafts: Draft[] = [];
  // With a table header anywhere, lines above the first one (addresses, summary boxes of dates and limits) are
  // not transactions.
  let inTable = !lines.some((line) => headerColumns(line));
  let columns: Column[] = [];
  let open: Draft | undefined;
  let wrapped = 0;
  for (const line of lines) {
    const header = headerColumns(line);
    if (header) {
      columns = header;
      inTable = true;
      open = undefined;
      continue;
    }
    if (!inTable) continue;
    const cells = joinMarks(line.cells);
    const joined = cells.map((c) => c.text).join(' ');
    const start = DATE_AT_START.exec(joined);
    const reading = start ? readDate(start[1]!) : undefined;
    const amounts = trailingAmounts(cells, decimal, columns);
    const words = wordsBetween(cells, start?.[1], amounts.length);

    if (reading && start) {
      const description = words.length > 0 ? [words] : [];
      if (description.length === 1 && isBalanceLine(words) && amounts.length <= 1) {
        open = undefined;
        continue;
      }
      const firstWords = cells.find((c, i) => i > 0 && !readDate(c.text))?.x;
      const descriptionX = readDate(cells[0]!.text) ? (firstWords ?? cells[0]!.right) : cells[0]!.x;
      open = { reading, dateText: start[1]!, description, amounts, page: line.page, line: line.line, descriptionX };
      wrapped = 0;
      drafts.push(open);
      continue;
    }
    const inDescriptionColumn = open && cells[0]!.x >= open.descriptionX - 12;
    if (!open || open.page !== line.page || !inDescriptionColumn || SUMMARY.test(joined) || isBalanceLine(joined)) {
      open = undefined;
      continue;
    }
    if (amounts.length > 0 && open.amounts.length === 0) {
      // A description that wrapped before its amounts: the amounts sit on the second line.
      open.amounts = amounts;
      if (words) open.description.push(words);
    } else if (amounts.length > 0 && words) {
      // Same day, date printed once: a new transaction that carries the previous date.
      open = { ...open, description: [words], amounts, line: line.line };
      drafts.push(open);
    } else if (amounts.length === 0 && words && wrapped < 3) {
      open.description.push(words);
      wrapped += 1;
    } else {
      open = undefined;
    }
  }
  return drafts.filter((d) => d.amounts.length > 0 || d.description.length > 0);
}

const HEADER_WORDS: Array<[ColumnKind, RegExp]> = [
  [
    'debit',
    /^(?:withdrawals?|debits?|paid out|money out|payments?(?: and other debits)?|debit amount|ausgang|soll|débit|cargos?)\b/i,
  ],
  [
    'credit',
    /^(?:deposits?|credits?|paid in|money in|receipts|deposits and other credits|credit amount|eingang|haben|crédit|abonos?)\b/i,
  ],
  ['balance', /^(?:(?:running |ledger |daily )?balance|saldo|solde|kontostand)\b/i],
  ['amount', /^(?:amount|transaction amount|betrag|montant|importe|bedrag)\b/i],
];

/** The amount columns of a table header line, or undefined when the line is not one. */
function headerColumns(line: PdfLine): Column[] | undefined {
  const texts = line.cells.map((c) => c.text.trim());
  const hasDate = texts.some((t) => /\b(?:date|datum|fecha|data)\b/i.test(t));
  const hasText = texts.some((t) =>
    /\b(?:description|details|transaction|particulars|narrative|payee|merchant|buchungstext|verwendungszweck|libellé|concepto)\b/i.test(
      t,
    ),
  );
  const columns: Column[] = [];
  for (const cell of line.cells) {
    const kind = HEADER_WORDS.find(([, pattern]) => pattern.test(cell.text.trim()))?.[0];
    if (kind) columns.push({ kind, x: cell.x, right: cell.right });
  }
  return hasDate && hasText && columns.length > 0 ? columns : undefined;
}

/** `12.00` `CR` printed as two cells is one amount. */
function joinMarks(cells: readonly PdfCell[]): PdfCell[] {
  const out: PdfCell[] = [];
  for (const cell of cells) {
    const previous = out.at(-1);
    if (previous && /^(?:CR|DR|Cr|Dr|-)$/.test(cell.text.trim()) && AMOUNT.test(previous.text.trim())) {
      out[out.length - 1] = { text: `${previous.text} ${cell.text.trim()}`, x: previous.x, right: cell.right };
    } else {
      out.push(cell);
    }
  }
  return out;
}

/** Amounts at the end of a line (right to left until a cell that is not one), each matched to its column. */
function trailingAmounts(cells: readonly PdfCell[], decimal: DecimalSeparator, columns: readonly Column[]) {
  const amounts: Draft['amounts'] = [];
  for (let i = cells.length - 1; i > 0; i--) {
    const text = cells[i]!.text.trim();
    if (!AMOUNT.test(text)) break;
    const money = parseMoney(text, decimal);
    if (!money) break;
    amounts.unshift({ money, cell: cells[i]!, column: columnOf(cells[i]!, columns) });
  }
  if (amounts.length >= 2 && !amounts.some((a) => a.column === 'balance') && !columns.length) {
    amounts.at(-1)!.column = 'balance';
  }
  return amounts;
}

/** The header column nearest to an amount (amounts are usually right-aligned under their header). */
function columnOf(cell: PdfCell, columns: readonly Column[]): ColumnKind | undefined {
  let best: { kind: ColumnKind; distance: number } | undefined;
  for (const column of columns) {
    const distance = Math.min(
      Math.abs(column.right - cell.right),
      Math.abs((column.x + column.right) / 2 - (cell.x + cell.right) / 2),
    );
    if (!best || distance < best.distance) best = { kind: column.kind, distance };
  }
  return best && best.distance < 80 ? best.kind : undefined;
}

/** The words of a line between its leading date (and a second, posting date) and its trailing amounts. */
function wordsBetween(cells: readonly PdfCell[], dateText: string | undefined, amountCount: number): string {
  let text = cells
    .slice(0, cells.length - amountCount)
    .map((c) => c.text)
    .join(' ');
  if (dateText) {
    text = text.slice(text.indexOf(dateText) + dateText.length).trim();
    const second = DATE_AT_START.exec(text);
    if (second && readDate(second[1]!)) text = text.slice(second[0].length).trim();
  }
  return text.replace(/\s+/g, ' ').trim();
}

interface SignConvention {
  /** The bank marks credits (`CR`, parentheses): an unmarked amount is money out. */
  creditMarks: boolean;
  /** The bank marks money out with a minus: an unmarked amount is money in. */
  minusMarks: boolean;
}

function signConvention(drafts: readonly Draft[]): SignConvention {
  const markers = drafts.flatMap((d) => d.amounts.filter((a) => a.column !== 'balance').map((a) => a.money.marker));
  return {
    creditMarks: markers.some((m) => m === 'credit' || m === 'parentheses'),
    minusMarks: markers.some((m) => m === 'minus' || m === 'debit'),
  };
}

const MONEY_IN_WORDS =
  /\b(?:payment(?:s)? (?:received|thank you)|payment by|thank you|refund|deposit|credit|interest paid|reversal|cashback|transfer from|incoming|received from)\b/i;

function signed(
  amount: Draft['amounts'][number],
  draft: Draft,
  previousBalance: number | undefined,
  balance: number | undefined,
  signs: SignConvention,
): number {
  const magnitude = Math.abs(amount.money.cents);
  if (amount.column === 'debit') return -magnitude;
  if (amount.column === 'credit') return magnitude;
  if (previousBalance !== undefined && balance !== undefined) {
    const delta = balance - previousBalance;
    if (Math.abs(delta) === magnitude) return delta;
  }
  const marker = amount.money.marker;
  if (marker === 'credit' || (marker === 'parentheses' && signs.creditMarks)) return magnitude;
  if (marker === 'debit') return -magnitude;
  if (signs.creditMarks) return -magnitude;
  if (signs.minusMarks) return amount.money.cents;
  return MONEY_IN_WORDS.test(draft.description.join(' ')) ? magnitude : -magnitude;
}

function balanceLinesOf(lines: readonly PdfLine[], decimal: DecimalSeparator) {
  let opening: number | undefined;
  let closing: number | undefined;
  for (const line of lines) {
    const joined = line.cells.map((c) => c.text).join(' ');
    const amount = line.cells.at(-1)?.text.trim() ?? '';
    if (!AMOUNT.test(amount)) continue;
    const money = parseMoney(amount, decimal);
    if (!money) continue;
    const words = joined.replace(DATE_AT_START, '').trim();
    if (/^(?:beginning|opening|starting|previous|last month'?s?) balance|balance (?:brought )?forward/i.test(words)) {
      opening ??= money.cents;
    } else if (/^(?:ending|closing|new) balance|balance carried forward/i.test(words)) {
      closing = money.cents;
    }
  }
  return { opening, closing };
}

interface PeriodText {
  readings: DateReading[];
  /** `start – end` printed together, or one statement date (the period then ends on it). */
  kind: 'range' | 'statement-date';
}

/** Period ranges and statement dates printed on the statement, in document order. */
function periodCandidates(lines: readonly PdfLine[], text: readonly string[]): PeriodText[] {
  const found: PeriodText[] = [];
  text.forEach((lineText, index) => {
    const dates = [...lineText.matchAll(FULL_DATE)];
    for (let i = 0; i + 1 < dates.length; i++) {
      const between = lineText.slice(dates[i]!.index! + dates[i]![0].length, dates[i + 1]!.index!);
      if (PERIOD_SEPARATOR.test(between)) {
        const readings = [readDate(dates[i]![1]!), readDate(dates[i + 1]![1]!)];
        if (readings.every(Boolean)) found.push({ readings: readings as DateReading[], kind: 'range' });
      }
    }
    if (/statement date|closing date|date of statement|as of|auszugsdatum|date d'arrêté/i.test(lineText)) {
      // The value may be printed under its label (a header row of boxes), so the next line is looked at too.
      const here = [...lineText.matchAll(FULL_DATE)][0];
      const column = lines[index]!.cells.find((c) => /statement date|closing date/i.test(c.text));
      const below = lines[index + 1]?.cells.find((c) => !column || Math.abs(c.x - column.x) < 60);
      const value = here?.[1] ?? (below && [...below.text.matchAll(FULL_DATE)][0]?.[1]);
      const reading = value ? readDate(value) : undefined;
      if (reading) found.push({ readings: [reading], kind: 'statement-date' });
    }
  });
  return found;
}

/** The statement period under a date order: the first range that reads as one (start ≤ end, ≤ 3 months). */
function resolvePeriod(candidates: readonly PeriodText[], order: DateOrder): StatementPeriod | undefined {
  for (const candidate of candidates.filter((c) => c.kind === 'range')) {
    const [start, end] = candidate.readings.map((r) => resolveDate(r, order));
    if (start && end && start <= end && end <= addDays(start, 100)) return { start, end };
  }
  for (const candidate of candidates.filter((c) => c.kind === 'statement-date')) {
    const end = resolveDate(candidate.readings[0]!, order);
    if (end) return { start: addDays(end, -35), end };
  }
  return undefined;
}

const CARD_WORDS = /\b(?:credit card|card number|card no|minimum (?:payment|due)|credit limit)\b/i;

function accountOf(text: readonly string[]): StatementAccount {
  const account = emptyAccount();
  const all = text.join('\n');
  const number =
    /\b(?:account|acct|card)\s*(?:number|no\.?|#)?\s*[:#]?\s*([*xX•\d][\d*xX• -]{3,}\d)/i.exec(all)?.[1] ??
    /\b(\d{4}[- ]\d{4}[- ]\d{4}[- ]\d{4})\b/.exec(all)?.[1] ??
    /(?:\*{2,}|[xX]{4,}|•{2,})\s?(\d{4})\b/.exec(all)?.[1];
  account.mask = number ? maskOf(number) : undefined;
  account.type = CARD_WORDS.test(all)
    ? 'credit'
    : /\bsavings\b/i.test(all)
      ? 'savings'
      : /\b(?:checking|current account|chequing)\b/i.test(all)
        ? 'checking'
        : undefined;
  return account;
}
