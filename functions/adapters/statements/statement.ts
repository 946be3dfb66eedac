import { groupThousands } from '@shared/format/group-thousands';
import { emptyAccount, type StatementAccount } from '../../domain/finance/accounts/statement-account';
import type { CalendarDate } from '../../domain/finance/calendar-date';

/**
 * What every statement parser produces. A parser is an async generator of `StatementEvent`s so that a 100,000-row
 * CSV streams through the importer in batches instead of sitting whole in memory; `readStatement` collects the
 * events for small files and tests.
 */
export type StatementFormat = 'csv' | 'ofx' | 'pdf';

/** Where a transaction came from in its file, so a user can find the line a figure was built from. */
export type StatementOrigin =
  | { kind: 'csv'; line: number }
  | { kind: 'ofx'; entry: number; fitId: string | undefined }
  | { kind: 'pdf'; page: number; line: number };

// Declared in the domain, whose account matching reads it; the parsers' vocabulary re-exports it.
export { emptyAccount, type StatementAccount };

export interface ParsedTransaction {
  date: CalendarDate;
  description: string;
  /** Negative for money out. */
  amountCents: number;
  /** The running balance printed beside it, when the bank prints one. */
  balanceCents: number | undefined;
  reference: string | undefined;
  /** The bank's own category label, a hint for categorisation. */
  bankCategory: string | undefined;
  origin: StatementOrigin;
}

export interface SkippedRow {
  /** The file's line (CSV, PDF) or entry number (OFX). */
  line: number;
  reason: string;
  /** The start of the row as it was, to recognise it by. */
  text: string;
}

export interface Balance {
  cents: number;
  date: CalendarDate;
}

/**
 * A statement is one or more accounts (an OFX file may hold several), each followed by its transactions and, when
 * the file states one, its closing balance (for the account's balance and the cash runway).
 */
export type StatementEvent =
  | { type: 'account'; account: StatementAccount }
  | { type: 'transaction'; transaction: ParsedTransaction }
  | { type: 'balance'; balance: Balance }
  | { type: 'skipped'; row: SkippedRow }
  /** Something the user should know about how the file was read (columns chosen by their content). */
  | { type: 'notice'; message: string };

/** A file the parser cannot read at all. The message is shown to the user as the statement's failure reason. */
export class StatementError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'StatementError';
  }
}

/** At most this many transactions per statement: larger files are refused before they are read whole. */
export const MAX_STATEMENT_TRANSACTIONS = 100_000;

export const tooManyRowsMessage = `This statement has more than ${groupThousands(MAX_STATEMENT_TRANSACTIONS)} transactions; export a shorter period and upload each part`;

export interface CollectedAccount {
  account: StatementAccount;
  transactions: ParsedTransaction[];
  closingBalance: Balance | undefined;
}

export interface CollectedStatement {
  accounts: CollectedAccount[];
  skipped: SkippedRow[];
  notices?: string[];
}

/** Reads a parser's events into memory: for tests and files known to be small. */
export async function readStatement(events: AsyncIterable<StatementEvent>): Promise<CollectedStatement> {
  const result: CollectedStatement = { accounts: [], skipped: [] };
  let current: CollectedAccount | undefined;
  for await (const event of events) {
    if (event.type === 'account') {
      current = { account: event.account, transactions: [], closingBalance: undefined };
      result.accounts.push(current);
    } else if (event.type === 'skipped') {
      result.skipped.push(event.row);
    } else if (event.type === 'notice') {
      result.notices = [...(result.notices ?? []), event.message];
    } else if (!current) {
      throw new Error(`A parser sent a ${event.type} before its account`);
    } else if (event.type === 'transaction') {
      current.transactions.push(event.transaction);
    } else {
      current.closingBalance = event.balance;
    }
  }
  return result;
}

/** The last four digits of an account or card number as printed (`****1234`, `5488-2926-6730-9473`, `12-3456-7`). */
export function maskOf(accountNumber: string): string | undefined {
  const digits = accountNumber.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

const BALANCE_LINE =
  /^(?:(?:beginning|opening|starting|ending|closing|previous|new|last month'?s?|available|ledger)\s+balance\b|balance\s+(?:brought|carried)\s+forward\b|balance\s+(?:b\/f|c\/f)\b|(?:anfangs|end)saldo\b|alter saldo|neuer saldo|solde (?:précédent|initial|final)|saldo (?:anterior|inicial|final)|total\b)/i;

/** A statement line that states a balance or a total rather than a transaction (it is not reported as skipped). */
export function isBalanceLine(description: string): boolean {
  return BALANCE_LINE.test(description.trim());
}
