import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOfxStatement } from './ofx-statement';
import { readStatement } from './statement';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const parse = (bytes: Uint8Array) => readStatement(parseOfxStatement(bytes));

describe('parseOfxStatement', () => {
  it('reads an SGML 1.x bank statement: open tags, signed amounts, the ledger balance', async () => {
    const { accounts, skipped } = await parse(fixture('first-harbor-checking.ofx'));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.account).toEqual({
      mask: '3377',
      name: undefined,
      institution: 'First Harbor Bank',
      type: 'checking',
      currency: 'USD',
    });
    expect(accounts[0]!.transactions.map((t) => [t.date, t.description, t.amountCents, t.reference])).toEqual([
      ['2026-03-02', 'SQUARE INC - SQ260302 DEPOSIT', 345000, undefined],
      ['2026-03-05', 'AT&T *BUSINESS PAYMENT - ACH DEBIT', -12999, undefined],
      ['2026-03-09', 'CHECK 3187', -220000, '3187'],
      ['2026-03-11', 'SHELL OIL 57442 - POS PURCHASE', -4875, undefined],
      ['2026-03-11', 'SHELL OIL 57442 - POS PURCHASE', -4875, undefined],
      ['2026-03-16', 'PAYCHEX INC PAYROLL - ACH DEBIT', -512040, undefined],
    ]);
    expect(accounts[0]!.transactions[4]!.origin).toEqual({ kind: 'ofx', entry: 5, fitId: '202603110002' });
    expect(accounts[0]!.closingBalance).toEqual({ cents: 2137716, date: '2026-03-31' });
    expect(skipped).toEqual([]);
  });

  it('reads an XML 2.x file holding a savings account and a credit card, each with its transactions', async () => {
    const { accounts } = await parse(fixture('northwind-credit-union.qfx'));
    expect(accounts.map((a) => [a.account.mask, a.account.type, a.account.institution])).toEqual([
      ['9934', 'savings', 'Northwind Credit Union'],
      ['8801', 'credit', 'Northwind Credit Union'],
    ]);
    expect(accounts[0]!.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-04-02', 'Transfer from Checking - Online transfer x4410', 500000],
      ['2026-04-30', 'Dividend Earned', 1844],
    ]);
    expect(accounts[1]!.transactions.map((t) => [t.date, t.description, t.amountCents])).toEqual([
      ['2026-04-07', 'HUBSPOT INC - Marketing Hub Starter', -29900],
      ['2026-04-18', 'GOOGLE *WORKSPACE', -3600],
      ['2026-04-25', 'PAYMENT THANK YOU', 33500],
    ]);
    expect(accounts[0]!.closingBalance).toEqual({ cents: 4011844, date: '2026-04-30' });
    expect(accounts[1]!.closingBalance).toEqual({ cents: 0, date: '2026-04-30' });
  });

  it('skips an entry without a date or a readable amount, naming it', async () => {
    const text = readFileSync(new URL('./fixtures/first-harbor-checking.ofx', import.meta.url), 'latin1')
      .replace('<TRNAMT>-129.99', '<TRNAMT>n/a')
      .replace('<DTPOSTED>20260309120000.000[-7:MST]', '');
    const { accounts, skipped } = await parse(Buffer.from(text, 'latin1'));
    expect(accounts[0]!.transactions).toHaveLength(4);
    expect(skipped.map((s) => [s.line, s.reason])).toEqual([
      [2, 'Unreadable amount'],
      [3, 'No posting date'],
    ]);
  });

  it('fails clearly on OFX without a statement and on text that is not OFX', async () => {
    await expect(parse(Buffer.from('OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>'))).rejects.toThrow(
      'This OFX file contains no bank or credit card statement',
    );
    await expect(parse(Buffer.from('OFXHEADER:100\nnothing here'))).rejects.toThrow(/^This OFX file/);
  });
});
