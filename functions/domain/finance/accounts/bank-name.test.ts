import { describe, expect, it } from 'vitest';
import { bankNamedIn, bankOfHeader, maskInFileName, withFileNameHints } from './bank-name';
import { emptyAccount } from './statement-account';

describe('the bank and last digits of an uploaded statement', () => {
  it.each([
    ['Chase4821_Activity_20260131.CSV', 'Chase', '4821'],
    ['chase.csv', 'Chase', undefined],
    ['BofA stmt March 2026.csv', 'Bank of America', undefined],
    ['bank_of_america_x7720.csv', 'Bank of America', '7720'],
    ['WellsFargo-checking-ending-3377.csv', 'Wells Fargo', '3377'],
    ['Capital One 2026-03-31_transaction_download.csv', 'Capital One', undefined],
    ['amex_activity.csv', 'Amex', undefined],
    ['American Express card 1009.csv', 'Amex', '1009'],
    ['statement-2026-04.csv', undefined, undefined],
    ['ING-NL acct_4410.csv', 'ING', '4410'],
  ])('%s → %s, %s', (filename, bank, mask) => {
    expect(bankNamedIn(filename)).toBe(bank);
    expect(maskInFileName(filename)).toBe(mask);
  });

  it('does not read a date or a long number in a file name as account digits', () => {
    expect(maskInFileName('activity_20260131.csv')).toBeUndefined();
    expect(maskInFileName('export 2026.csv')).toBeUndefined();
  });

  it('knows banks by the columns only they write', () => {
    expect(
      bankOfHeader(['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance', 'Check or Slip #']),
    ).toBe('Chase');
    expect(bankOfHeader(['Date', 'Description', 'Card Member', 'Account #', 'Amount'])).toBe('Amex');
    expect(bankOfHeader(['Transaction Date', 'Posted Date', 'Card No.', 'Description', 'Debit', 'Credit'])).toBe(
      'Capital One',
    );
    expect(bankOfHeader(['Date', 'Description', 'Amount'])).toBeUndefined();
  });

  it('lets what the file says win over its name', () => {
    const fromFile = { ...emptyAccount(), institution: 'Mercury', mask: '1111' };
    expect(withFileNameHints(fromFile, 'Chase4821_Activity.CSV')).toMatchObject({
      institution: 'Mercury',
      mask: '1111',
    });
    expect(withFileNameHints(emptyAccount(), 'Chase4821_Activity.CSV')).toMatchObject({
      institution: 'Chase',
      mask: '4821',
    });
  });
});
