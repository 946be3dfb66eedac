import { describe, expect, it } from 'vitest';
import { currencyCode, decimalToCents, minorUnitsToCents } from './money';

describe('money', () => {
  it('converts decimal strings and numbers to cents without floating-point error', () => {
    expect(decimalToCents('29.35')).toBe(2935);
    expect(decimalToCents('1,234.5')).toBe(123450);
    expect(decimalToCents('-0.10')).toBe(-10);
    expect(decimalToCents('0.005')).toBe(1);
    expect(decimalToCents('.5')).toBe(50);
    expect(decimalToCents(40)).toBe(4000);
    expect(decimalToCents(0.1 + 0.2)).toBe(30);
    expect(decimalToCents(1999.99)).toBe(199999);
  });

  it('answers null for values that are not amounts', () => {
    for (const value of ['', 'abc', '1.2.3', null, undefined, Number.NaN]) expect(decimalToCents(value)).toBeNull();
  });

  it("converts minor units by the currency's own digits", () => {
    expect(minorUnitsToCents(2935, 'usd')).toBe(2935);
    expect(minorUnitsToCents(500, 'JPY')).toBe(50000);
    expect(minorUnitsToCents(1234, 'KWD')).toBe(123);
  });

  it('normalises currency codes', () => {
    expect(currencyCode(' usd ')).toBe('USD');
    expect(currencyCode('dollars')).toBeNull();
    expect(currencyCode(undefined)).toBeNull();
  });
});
