import { readDate } from '../../../domain/finance/date-text';
import { parseMoney } from '../../../domain/finance/money';

/**
 * Which column of a bank's CSV holds what. Banks name their columns in many ways and languages ("Posting Date",
 * "Buchungstag", "Running Bal.", "Money out", "Af Bij"); the names below are those of real exports. A header row
 * may follow a preamble (account details, a summary block), so the header is searched for, not assumed.
 */
export interface ColumnMap {
  date: number;
  /** Counterparty first, then memo/purpose columns; their texts are joined. */
  description: number[];
  amount: number | undefined;
  debit: number | undefined;
  credit: number | undefined;
  balance: number | undefined;
  reference: number | undefined;
  category: number | undefined;
  /** A debit/credit indicator beside an unsigned amount (`DEBIT`, `Af`/`Bij`, `S`/`H`, `DR`/`CR`). */
  direction: number | undefined;
  /** Pending, reverted and declined rows are not transactions yet. */
  status: number | undefined;
  /** A fee charged on the transaction (Revolut), deducted from the amount. */
  fee: number | undefined;
  /** An account-number column (some banks export several accounts in one file). */
  account: number | undefined;
}

type Role = Exclude<keyof ColumnMap, 'description'> | 'payee' | 'memo' | 'details';

const names: Array<[Role, string[]]> = [
  [
    'date',
    [
      'date',
      'transaction date',
      'trans date',
      'trans. date',
      'txn date',
      'posting date',
      'posted date',
      'post date',
      'date posted',
      'booking date',
      'value date',
      'started date',
      'completed date',
      'date (utc)',
      'datum',
      'buchungstag',
      'buchungsdatum',
      'valutadatum',
      'wertstellung',
      'fecha',
      'fecha operación',
      'fecha de operación',
      'date opération',
      'date operation',
      'date de valeur',
      'data',
      'data operazione',
      'data contabile',
      'data valuta',
      'data movimento',
      'data lancamento',
      'data do movimento',
      'data mov',
      'fecha valor',
      'f. valor',
      'f. operacion',
      'date comptable',
      'date de comptabilisation',
      "date de l'operation",
      'boekdatum',
      'rentedatum',
      'transactiedatum',
    ],
  ],
  [
    'payee',
    [
      'payee',
      'payee name',
      'name',
      'merchant',
      'merchant name',
      'counterparty',
      'beneficiary',
      'beguenstigter/zahlungspflichtiger',
      'begünstigter/zahlungspflichtiger',
      'zahlungsempfänger',
      'empfänger',
      'auftraggeber/empfänger',
      'naam / omschrijving',
      'naam/omschrijving',
      'naam',
      'tegenpartij',
      'auftraggeber',
      'zahlungspflichtiger',
      'beneficiaire',
      'beneficiario',
      'ordenante',
    ],
  ],
  [
    'memo',
    [
      'description',
      'transaction description',
      'description 1',
      'description 2',
      'memo',
      'narrative',
      'particulars',
      'transaction details',
      'payment details',
      'verwendungszweck',
      'beschreibung',
      'libellé',
      'libelle',
      'libellé opération',
      'concepto',
      'descripción',
      'descripcion',
      'omschrijving',
      'mededelingen',
      'descrizione',
      'descrizione operazione',
      'causale',
      'descricao',
      'descricao do movimento',
      'historico',
      'movimento',
      'movimiento',
      'concepto ampliado',
      'libelle simplifie',
      'libelle operation',
      'detail',
      "details de l'operation",
      'buchungsdetails',
      'omschrijving-1',
    ],
  ],
  [
    'details',
    [
      'details',
      'transaction',
      'type',
      'transaction type',
      'buchungstext',
      'mutatiesoort',
      'code',
      'debit/credit',
      'credit/debit',
      'cr/dr',
      'dr/cr',
      'af bij',
      'soll/haben',
    ],
  ],
  [
    'amount',
    [
      'amount',
      'transaction amount',
      'amt',
      'value',
      'net amount',
      'betrag',
      'umsatz',
      'importe',
      'montant',
      'bedrag',
      'importo',
      'sum',
      'valor',
      'montante',
      'importe eur',
      'montant eur',
      'bedrag eur',
      'betrag eur',
      'importo eur',
    ],
  ],
  [
    'debit',
    [
      'debit',
      'debits',
      'debit amount',
      'withdrawal',
      'withdrawals',
      'withdrawal amount',
      'money out',
      'paid out',
      'payments',
      'outflow',
      'spent',
      'soll',
      'ausgang',
      'débit',
      'cargo',
      'cargos',
      'uscite',
      'dare',
      'debito',
      'debitos',
    ],
  ],
  [
    'credit',
    [
      'credit',
      'credits',
      'credit amount',
      'deposit',
      'deposits',
      'deposit amount',
      'money in',
      'paid in',
      'receipts',
      'inflow',
      'received',
      'haben',
      'eingang',
      'crédit',
      'abono',
      'abonos',
      'entrate',
      'avere',
      'credito',
      'creditos',
    ],
  ],
  [
    'balance',
    [
      'balance',
      'running balance',
      'running bal',
      'available balance',
      'ledger balance',
      'closing balance',
      'saldo',
      'solde',
      'kontostand',
      'saldo nach buchung',
      'saldo disponivel',
      'saldo contabile',
      'solde courant',
    ],
  ],
  [
    'reference',
    [
      'reference',
      'ref',
      'ref no',
      'reference number',
      'check number',
      'check or slip #',
      'check #',
      'cheque number',
      'transaction id',
      'transaction reference',
      'id',
      'kundenreferenz',
      'referenz',
      'mandatsreferenz',
      'référence',
      'referencia',
      'fitid',
    ],
  ],
  ['category', ['category', 'kategorie', 'catégorie', 'categoría', 'categoria', 'subcategory']],
  ['status', ['status', 'state', 'transaction status', 'info']],
  ['fee', ['fee', 'fees']],
  ['account', ['account', 'account number', 'account no', 'card no', 'card number', 'source account', 'auftragskonto']],
];

const ROLE_BY_NAME = new Map<string, Role>();
for (const [role, list] of names) for (const name of list) ROLE_BY_NAME.set(normaliseHeader(name), role);

/**
 * `Amount (USD)` → `amount`, `Running Bal.` → `running bal`, `"Date:"` → `date`, `Descrição` → `descricao`: accents
 * go, since banks write `Libelle` and `Libellé`, `Debito` and `Débito` alike.
 */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\ufeff/, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\((?:[a-z]{3}|[$€£¥]|utc)\)/g, (m) => (m === '(utc)' ? m : ''))
    .replace(/[\s_]+/g, ' ')
    .replace(/[.:]+$/, '')
    .trim();
}

function roleOf(cell: string): Role | undefined {
  const name = normaliseHeader(cell);
  return ROLE_BY_NAME.get(name) ?? (/^(?:transaction |txn )?amount\b/.test(name) ? 'amount' : undefined);
}

const DIRECTION_WORDS = new Set([
  'debit',
  'credit',
  'dr',
  'cr',
  'd',
  'c',
  'af',
  'bij',
  's',
  'h',
  'soll',
  'haben',
  'withdrawal',
  'deposit',
  // Chase's `Details` column also says CHECK and DSLIP (deposit slip): indicator words without a direction.
  'check',
  'dslip',
]);

/** +1 for money in, -1 for money out, 0 when the cell says neither. */
export function directionOf(cell: string): 1 | -1 | 0 {
  const word = cell.trim().toLowerCase();
  if (['credit', 'cr', 'c', 'bij', 'h', 'haben', 'deposit'].includes(word)) return 1;
  if (['debit', 'dr', 'd', 'af', 's', 'soll', 'withdrawal'].includes(word)) return -1;
  return 0;
}

/**
 * The column map for a header row, or undefined when the row lacks a date, a description or an amount (or
 * debit/credit) column. `sample` (rows after the header) decides what a `Details`/`Transaction` column is: an
 * indicator when its values are DEBIT/CREDIT-like words (Chase, US Bank), description text otherwise.
 */
export function columnsFromHeader(
  header: readonly string[],
  sample: readonly (readonly string[])[],
): ColumnMap | undefined {
  const found = new Map<Role, number[]>();
  header.forEach((cell, index) => {
    const role = roleOf(cell);
    if (role) found.set(role, [...(found.get(role) ?? []), index]);
  });
  const first = (role: Role) => found.get(role)?.[0];

  let direction: number | undefined;
  const description = [...(found.get('payee') ?? []), ...(found.get('memo') ?? [])];
  for (const index of found.get('details') ?? []) {
    const values = sample.map((row) => row[index]?.trim().toLowerCase() ?? '').filter(Boolean);
    if (values.length > 0 && values.every((v) => DIRECTION_WORDS.has(v))) direction ??= index;
    else if (['details', 'transaction'].includes(normaliseHeader(header[index]!))) description.push(index);
  }

  const columns: ColumnMap = {
    date: first('date') ?? -1,
    description,
    amount: first('amount'),
    debit: first('debit'),
    credit: first('credit'),
    balance: first('balance'),
    reference: first('reference'),
    category: first('category'),
    direction,
    status: first('status'),
    fee: first('fee'),
    account: first('account'),
  };
  if (columns.description.length === 0 && columns.reference !== undefined) columns.description.push(columns.reference);
  const hasMoney = columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined;
  if (columns.date < 0 || columns.description.length === 0 || !hasMoney) return undefined;
  return columns;
}

/** How many cells of a row name a known column: the header is the row that names most. */
export function headerScore(row: readonly string[]): number {
  return row.filter((cell) => roleOf(cell) !== undefined).length;
}

/**
 * Columns for a file without a header row (Wells Fargo, Commonwealth Bank): in rows of equal width, the column
 * whose every value is a date, the money columns (the first is the amount, a second the balance) and the most
 * wordy column as the description. Undefined unless all three are clear.
 */
export function columnsFromValues(rows: readonly (readonly string[])[]): ColumnMap | undefined {
  const width = rows[0]?.length ?? 0;
  const sample = rows.filter((r) => r.length === width).slice(0, 20);
  if (width < 3 || sample.length < Math.min(rows.length, 3)) return undefined;
  const all = (index: number, test: (cell: string) => boolean) => sample.every((row) => test(row[index] ?? ''));
  const indexes = [...Array(width).keys()];
  const date = indexes.find((i) => all(i, (c) => readDate(c) !== undefined));
  if (date === undefined) return undefined;
  // Amounts with a decimal point or a decimal comma (`-1 234,56`): the reader decides which once the columns are known.
  const isMoney = (c: string) => /\d/.test(c) && (parseMoney(c) !== undefined || parseMoney(c, ',') !== undefined);
  const money = indexes.filter((i) => i !== date && all(i, isMoney));
  const letters = (i: number) => sample.reduce((n, row) => n + (row[i]?.match(/\p{L}/gu)?.length ?? 0), 0);
  const text = indexes.filter((i) => i !== date && !money.includes(i)).sort((a, b) => letters(b) - letters(a))[0];
  if (money.length === 0 || text === undefined || letters(text) < sample.length * 3) return undefined;
  return {
    date,
    description: [text],
    amount: money[0],
    debit: undefined,
    credit: undefined,
    balance: money[1],
    reference: undefined,
    category: undefined,
    direction: undefined,
    status: undefined,
    fee: undefined,
    account: undefined,
  };
}

/**
 * What the import tells the user when it chose columns by their content: which column it read as what, by number
 * and by the file's own name for it when the file has a header row it did not recognise.
 */
export function describeChosenColumns(columns: ColumnMap, header: readonly string[] | undefined): string {
  const named = (index: number) => {
    const name = header?.[index]?.trim();
    return `column ${index + 1}${name ? ` ("${name.slice(0, 40)}")` : ''}`;
  };
  const parts = [
    `dates from ${named(columns.date)}`,
    `descriptions from ${columns.description.map(named).join(' and ')}`,
    ...(columns.amount === undefined ? [] : [`amounts from ${named(columns.amount)}`]),
    ...(columns.balance === undefined ? [] : [`balances from ${named(columns.balance)}`]),
  ];
  const why = header ? 'No column names in this file were recognised' : 'This file has no header row';
  return `${why}, so its columns were chosen by their content: ${parts.join(', ')}.`;
}
