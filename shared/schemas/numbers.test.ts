import { describe, expect, it } from 'vitest';
import { boundedNumber, decimalPlaces } from './numbers';

describe('boundedNumber', () => {
  const money = boundedNumber({ min: 0, max: 1e9, decimals: 2, message: 'Salary must be a number of at least 0' });

  it('accepts finite values in range with at most the allowed decimals', () => {
    for (const value of [0, 1, 0.5, 0.29, 85000, 1234.56, 1e9]) expect(money.safeParse(value).success).toBe(true);
  });

  it('refuses what DynamoDB cannot store or a user cannot mean, with the one message', () => {
    for (const value of [1e-7, 1e-131, 5e-324, 0.001, 0.1 + 0.2, -1, 1e9 + 1, Infinity, -Infinity, NaN, 1e300]) {
      expect(money.safeParse(value).error?.issues[0]?.message).toBe('Salary must be a number of at least 0');
    }
  });

  it('counts decimal places of exponent notation', () => {
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-3)).toBe(4);
    expect(decimalPlaces(1e21)).toBe(0);
    expect(decimalPlaces(12.25)).toBe(2);
  });
});
