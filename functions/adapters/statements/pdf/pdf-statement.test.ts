import { describe, expect, it } from 'vitest';
import {
  internationalStatementPdf,
  internationalTransactions,
  passwordProtectedPdf,
  scannedStatementPdf,
  usCheckingStatementPdf,
  usCheckingTransactions,
} from '../../../../scripts/testing/statement-pdfs';
import { readStatement } from '../statement';
import { parsePdfStatement, statementFromLines } from './pdf-statement';
import type { PdfLine } from './pdf-text';

const parse = async (bytes: Uint8Array | Promise<Uint8Array>) => readStatement(parsePdfStatement(await bytes));

const essentials = (t: { date: string; description: string; amountCents: number; balanceCents?: number }) => ({
  date: t.date,
  description: t.description,
  amountCents: t.amountCents,
  balanceCents: t.balanceCents,
});

describe('parsePdfStatement over PDFs with a text layer', () => {
  it('reads a US statement: Withdrawals/Deposits columns, wrapped descriptions, the period dating MM/DD', async () => {
    const { accounts, skipped } = await parse(usCheckingStatementPdf());
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.account).toMatchObject({ mask: '4821', type: 'checking' });
    expect(accounts[0]!.transactions.map(essentials)).toEqual(usCheckingTransactions);
    expect(accounts[0]!.transactions[3]!.origin).toEqual({ kind: 'pdf', page: 1, line: 14 });
    expect(accounts[0]!.transactions[5]!.origin).toEqual({ kind: 'pdf', page: 2, line: 2 });
    expect(accounts[0]!.closingBalance).toEqual({ cents: 514093, date: '2026-01-31' });
    expect(skipped).toEqual([]);
  });

  it('reads an international statement: DD/MM across a year end, CR credits, CR balances', async () => {
    const { accounts, skipped } = await parse(internationalStatementPdf());
    expect(accounts[0]!.account.mask).toBe('2300');
    expect(accounts[0]!.transactions.map(essentials)).toEqual(internationalTransactions);
    expect(accounts[0]!.closingBalance).toEqual({ cents: 809746, date: '2026-01-14' });
    expect(skipped).toEqual([]);
  });

  it('refuses a scanned PDF with the no-text-layer message', async () => {
    await expect(parse(scannedStatementPdf())).rejects.toThrow(
      'This PDF has no text layer; upload the CSV export from your bank instead',
    );
  });

  it('refuses a password-protected PDF', async () => {
    await expect(parse(passwordProtectedPdf())).rejects.toThrow('This PDF is password-protected');
  });

  it('refuses bytes that only start like a PDF', async () => {
    await expect(parse(Buffer.from('%PDF-1.7\nnot really a pdf'))).rejects.toThrow(/^This PDF cannot be read/);
  });
});

/** Lines as `readPdfLines` gives them: cells at x positions (8 points per character is close enough here). */
function lines(page: number, rows: Array<Array<[string, number]>>): PdfLine[] {
  return rows.map((cells, index) => ({
    page,
    line: index + 1,
    cells: cells.map(([text, x]) => ({ text, x, right: x + text.length * 5 })),
  }));
}

describe('statementFromLines (the layout rules on their own)', () => {
  it('reads a card statement: parentheses are credits, unmarked amounts are charges, the year from the statement date', async () => {
    const { accounts, skipped } = await readStatement(
      (async function* () {
        yield* statementFromLines(
          lines(1, [
            [['Card number 4000-1234-5678-9010', 40]],
            [['Statement date', 40]],
            [['05/02/2026', 40]],
            [
              ['Date', 40],
              ['Description', 100],
              ['Amount', 400],
            ],
            [
              ['Previous balance', 100],
              ['812.40', 400],
            ],
            [
              ['14/01', 40],
              ['PAYMENT RECEIVED - THANK YOU', 100],
              ['(812.40)', 400],
            ],
            [
              ['20/01', 40],
              ['CANVA* 04419-88231 SYDNEY', 100],
              ['16.99', 400],
            ],
            [
              ['02/02', 40],
              ['QANTAS 0812345 MASCOT', 100],
              ['1,209.00', 400],
            ],
            [
              ['Total', 100],
              ['413.59', 400],
            ],
          ]),
        );
      })(),
    );
    expect(accounts[0]!.account).toMatchObject({ mask: '9010', type: 'credit' });
    expect(accounts[0]!.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-01-14', 'PAYMENT RECEIVED - THANK YOU', 81240],
      ['2026-01-20', 'CANVA* 04419-88231 SYDNEY', -1699],
      ['2026-02-02', 'QANTAS 0812345 MASCOT', -120900],
    ]);
    expect(skipped).toEqual([]);
  });

  it('reads a signed single-amount column with "Jan 5" dates and carries a date printed once per day', async () => {
    const { accounts } = await readStatement(
      (async function* () {
        yield* statementFromLines(
          lines(1, [
            [['For the period Mar 1, 2026 to Mar 31, 2026', 40]],
            [
              ['Date', 40],
              ['Description', 100],
              ['Amount', 400],
            ],
            [
              ['Mar 3', 40],
              ['SHOPIFY PAYOUT 99120', 100],
              ['2,310.50', 400],
            ],
            [
              ['FACEBK ADS 2231', 100],
              ['-410.00', 400],
            ],
            [
              ['Mar 9', 40],
              ['NOTION LABS', 100],
              ['-10.00', 400],
            ],
          ]),
        );
      })(),
    );
    expect(accounts[0]!.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-03-03', 'SHOPIFY PAYOUT 99120', 231050],
      ['2026-03-03', 'FACEBK ADS 2231', -41000],
      ['2026-03-09', 'NOTION LABS', -1000],
    ]);
  });

  it('reports a yearless date when no statement period is printed', async () => {
    const run = () =>
      readStatement(
        (async function* () {
          yield* statementFromLines(
            lines(1, [
              [
                ['Date', 40],
                ['Description', 100],
                ['Amount', 400],
              ],
              [
                ['14/01', 40],
                ['Coffee', 100],
                ['-3.50', 400],
              ],
              [
                ['2026-01-15', 40],
                ['Tea', 100],
                ['-2.50', 400],
              ],
            ]),
          );
        })(),
      );
    const { accounts, skipped } = await run();
    expect(accounts[0]!.transactions.map((t) => t.description)).toEqual(['Tea']);
    expect(skipped).toEqual([
      {
        line: 2,
        reason: 'Date "14/01" has no year and the statement period was not found',
        text: 'page 1: 14/01 Coffee',
      },
    ]);
  });
});
