import type { Balance, SkippedRow, StatementAccount, StatementEvent } from '../../adapters/statements/statement';
import { withFileNameHints } from '../../domain/finance/accounts/bank-name';
import { type KnownAccount, matchAccount } from '../../domain/finance/accounts/match-account';
import { type ImportPorts, TransactionImport } from './transaction-import';

/**
 * A statement's events into the workspace's books: each account section is matched to an account by its mask (or
 * the 'Uploaded statements' account) and created when new, transactions go through the one import path, skipped
 * rows are kept for the outcome, and a closing balance updates its account when it is the newest known. If the
 * file turns out to be unreadable halfway (a broken row, past the transaction limit), what it had written is taken
 * back and the error goes to the caller, which marks the statement failed.
 */
export interface StatementImportPorts extends ImportPorts {
  accounts(): Promise<KnownAccount[]>;
  createAccount(account: { name: string; mask: string | null; statement: StatementAccount }): Promise<KnownAccount>;
  /** Sets the balance unless the account has a newer one. */
  recordBalance(accountId: string, balance: Balance): Promise<void>;
}

export interface StatementOutcome {
  accounts: Array<{ id: string; name: string }>;
  imported: number;
  duplicates: number;
  /** The first `SKIPPED_ROWS_KEPT` rows that were not transactions; `skippedCount` counts them all. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** How the file was read, when the user should know (columns chosen by their content). */
  notices: string[];
}

export const SKIPPED_ROWS_KEPT = 100;

export async function importStatement(
  statementId: string,
  events: AsyncIterable<StatementEvent>,
  ports: StatementImportPorts,
  /** The uploaded file's name: it may name the bank and the account's last digits when the file does not. */
  filename?: string,
): Promise<StatementOutcome> {
  const run = new TransactionImport(ports);
  const known = await ports.accounts();
  const used = new Map<string, KnownAccount>();
  const skipped: SkippedRow[] = [];
  let skippedCount = 0;
  const notices: string[] = [];
  let current: KnownAccount | undefined;
  try {
    for await (const event of events) {
      if (event.type === 'account') {
        current = await accountFor(withFileNameHints(event.account, filename), known, ports);
        used.set(current.id, current);
      } else if (event.type === 'skipped') {
        skippedCount += 1;
        if (skipped.length < SKIPPED_ROWS_KEPT) skipped.push(event.row);
      } else if (event.type === 'notice') {
        notices.push(event.message);
      } else if (!current) {
        throw new Error(`The parser sent a ${event.type} before its account`);
      } else if (event.type === 'transaction') {
        const { transaction: t } = event;
        await run.add({
          accountId: current.id,
          date: t.date,
          description: t.description,
          amountCents: t.amountCents,
          bankCategory: t.bankCategory,
          source: {
            kind: 'statement',
            statementId,
            line: t.origin.kind === 'ofx' ? t.origin.entry : t.origin.line,
            page: t.origin.kind === 'pdf' ? t.origin.page : null,
          },
        });
      } else {
        await ports.recordBalance(current.id, event.balance);
      }
    }
    await run.flush();
  } catch (error) {
    await run.rollback();
    throw error;
  }
  return {
    accounts: [...used.values()].map(({ id, name }) => ({ id, name })),
    ...run.totals,
    skipped,
    skippedCount,
    notices,
  };
}

async function accountFor(
  statement: StatementAccount,
  known: KnownAccount[],
  ports: StatementImportPorts,
): Promise<KnownAccount> {
  const match = matchAccount(statement, known);
  if (match.kind === 'existing') return known.find((a) => a.id === match.id)!;
  const created = await ports.createAccount({ name: match.name, mask: match.mask, statement });
  known.push(created);
  return created;
}
