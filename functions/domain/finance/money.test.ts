import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1,234.56', 123456, undefined],
    ['$1,234.56', 123456, undefined],
    ['-$1,234.56', -123456, 'minus'],
    ['$-1,234.56', -123456, 'minus'],
    ['(1,234.56)', -123456, 'parentheses'],
    ['1,234.56-', -123456, 'minus'],
    ['12.00 CR', 1200, 'credit'],
    ['45.10 DR', -4510, 'debit'],
    ['+5', 500, undefined],
    ['0.1', 10, undefined],
    ['S$22,058.11', 2205811, undefined],
    ['USD 7.5', 750, undefined],
    ['23631.9805', 2363198, undefined],
    ['0.005', 1, undefined],
    ['-0.00', 0, 'minus'],
    ['- $ 5.00', -500, 'minus'],
  ])('reads %s as %i cents', (text, cents, marker) => {
    expect(parseMoney(text)).toEqual({ cents, marker });
  });

  it.each([
    ['1.234,56', 123456],
    ['-3,50', -350],
    ['1 234,56', 123456],
    ['€ 12,5', 1250],
  ])('reads %s with a decimal comma', (text, cents) => {
    expect(parseMoney(text, ',')?.cents).toBe(cents);
  });

  it.each(['', 'abc', '12/01/2026', '1.2.3', '1,23,4.00', '--5', '12 34'])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });

  it('never goes through a float: sums of parsed cents are exact', () => {
    const cents = ['0.10', '0.20'].map((t) => parseMoney(t)!.cents);
    expect(cents[0]! + cents[1]!).toBe(30);
  });
});

describe('detectDecimalSeparator', () => {
  it('hears the comma in European amounts and the point in US ones', () => {
    expect(detectDecimalSeparator(['-212,40', '4.760,00', '89,25'])).toBe(',');
    expect(detectDecimalSeparator(['1,234.56', '12.00'])).toBe('.');
  });

  it('lets thousands groups vote only when the mix shows which is which', () => {
    expect(detectDecimalSeparator(['1,234', '1,500'])).toBe('.');
    expect(detectDecimalSeparator(['1.234,00'])).toBe(',');
  });
});
