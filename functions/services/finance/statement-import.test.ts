import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../adapters/statements/parse-statement';
import type { Balance } from '../../adapters/statements/statement';
import type { KnownAccount } from '../../domain/finance/accounts/match-account';
import type { DayTotals } from '../../domain/finance/analysis/day-totals';
import { trainClassifier } from '../../domain/finance/categorise/builtin-classifier';
import { categoriseAll, classifyWith, rulesByMerchant } from '../../domain/finance/categorise/categorise';
import type { TransactionDayPage } from '../../domain/finance/transactions/transaction-day';
import { importStatement, type StatementImportPorts } from './statement-import';

function books() {
  const days = new Map<string, TransactionDayPage>();
  const accounts: KnownAccount[] = [];
  const balances = new Map<string, Balance>();
  const totals: DayTotals[] = [];
  const classifier = trainClassifier([]);
  const ports: StatementImportPorts = {
    readDays: async (keys) =>
      [...days.values()].filter((p) => keys.some((k) => k.date === p.date && k.accountId === p.accountId)),
    writeDays: async (pages) => {
      for (const page of pages) days.set(`${page.date}|${page.accountId}|${page.page}`, page);
    },
    addDayTotals: async (deltas) => {
      totals.push(...deltas);
    },
    categorise: (transactions) => categoriseAll(transactions, rulesByMerchant([]), classifyWith(classifier)),
    accounts: async () => [...accounts],
    createAccount: async ({ name, mask, statement }) => {
      const account: KnownAccount = {
        id: `acc${accounts.length + 1}`,
        name,
        mask,
        institution: statement.institution ?? null,
        origin: 'statement',
      };
      accounts.push(account);
      return account;
    },
    recordBalance: async (accountId, balance) => {
      const known = balances.get(accountId);
      if (!known || known.date <= balance.date) balances.set(accountId, balance);
    },
  };
  const count = () => [...days.values()].reduce((n, p) => n + p.transactions.length, 0);
  return { ports, accounts, balances, count };
}

const file = (name: string) => readFileSync(new URL(`../../adapters/statements/fixtures/${name}`, import.meta.url));
async function* chunks(bytes: Uint8Array) {
  yield bytes;
}
const run = (
  ports: StatementImportPorts,
  id: string,
  name: string,
  format: 'csv' | 'ofx' = 'csv',
  max?: number,
  filename?: string,
) => importStatement(id, parseStatement(format, chunks(file(name)), { maxTransactions: max }), ports, filename);

describe('importStatement', () => {
  it('imports a statement into the account its mask names, with the closing balance', async () => {
    const store = books();
    const outcome = await run(store.ports, 'st1', 'lloyds-uk.csv');
    expect(outcome).toEqual({
      accounts: [{ id: 'acc1', name: 'Account ••8374' }],
      imported: 5,
      duplicates: 0,
      skipped: [],
      skippedCount: 0,
      notices: [],
    });
    expect(store.balances.get('acc1')).toEqual({ cents: 1120470, date: '2026-03-31' });
  });

  it('re-uploading the same file is not an error: it imports 0 and reports its duplicates', async () => {
    const store = books();
    await run(store.ports, 'st1', 'chase-business-checking.csv');
    const again = await run(store.ports, 'st2', 'chase-business-checking.csv');
    expect(again).toMatchObject({ imported: 0, duplicates: 8 });
    expect(store.accounts).toHaveLength(1);
    expect(store.count()).toBe(8);
  });

  it('opens one account per account section of an OFX file', async () => {
    const store = books();
    const outcome = await run(store.ports, 'st1', 'northwind-credit-union.qfx', 'ofx');
    expect(outcome.accounts.map((a) => a.name)).toEqual([
      'Northwind Credit Union savings ••9934',
      'Northwind Credit Union card ••8801',
    ]);
    expect(outcome.imported).toBe(5);
  });

  it('names a new account after the bank and the last digits the file name gives, and files the next upload there', async () => {
    const store = books();
    const outcome = await run(store.ports, 'st1', 'revolut-business.csv', 'csv', undefined, 'Chase4821_Activity.CSV');
    expect(outcome.accounts).toEqual([{ id: 'acc1', name: 'Chase ••4821' }]);
    const again = await run(store.ports, 'st2', 'lloyds-uk.csv', 'csv', undefined, 'chase-4821-april.csv');
    expect(again.accounts.map((a) => a.id)).not.toContain('acc1');
    const sameDigits = await run(store.ports, 'st3', 'revolut-business.csv', 'csv', undefined, 'Chase4821_May.CSV');
    expect(sameDigits).toMatchObject({ accounts: [{ id: 'acc1' }], imported: 0 });
  });

  it('passes on how the file was read when its columns were chosen by their content', async () => {
    const outcome = await run(books().ports, 'st1', 'wells-fargo-checking.csv');
    expect(outcome.notices).toEqual([
      expect.stringMatching(/^This file has no header row, so its columns were chosen/),
    ]);
  });

  it('keeps the skipped rows with their reasons', async () => {
    const store = books();
    const outcome = await run(store.ports, 'st1', 'revolut-business.csv');
    expect(outcome.skippedCount).toBe(2);
    expect(outcome.skipped.map((s) => s.line)).toEqual([4, 6]);
    expect(outcome.accounts).toEqual([{ id: 'acc1', name: 'Uploaded statements' }]);
  });

  it('imports nothing from a file that fails halfway', async () => {
    const store = books();
    await expect(run(store.ports, 'st1', 'chase-business-checking.csv', 'csv', 5)).rejects.toThrow(/more than/);
    expect(store.count()).toBe(0);
  });
});
