import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDollars, formatMoney, formatPercent } from './money';

describe('money formats', () => {
  it('writes whole dollars and cents the US way', () => {
    expect(formatDollars(12340.55)).toBe('$12,341');
    expect(formatDollars(-2300)).toBe('-$2,300');
    expect(formatDollars(-54.99, { cents: true })).toBe('-$54.99');
    expect(formatDollars(0)).toBe('$0');
  });

  it('writes an amount in its currency: dollars with cents, other codes with their symbol', () => {
    expect(formatMoney(2996.06, 'USD')).toBe('$2,996.06');
    expect(formatMoney(120, 'usd')).toBe('$120.00');
    expect(formatMoney(1250.5, 'EUR')).toBe('€1,250.50');
    expect(formatMoney(12, 'NOPE')).toBe('12.00 NOPE');
  });

  it('writes percentages with a decimal only when needed', () => {
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(12.46)).toBe('12.5%');
    expect(formatPercent(-3.2)).toBe('-3.2%');
  });
});

describe('centsToDollars', () => {
  it('writes integer cents as dollars with at most two decimals, negative for money out', () => {
    expect(centsToDollars(125_050)).toBe(1250.5);
    expect(centsToDollars(-1)).toBe(-0.01);
    expect(centsToDollars(29)).toBe(0.29);
  });
});
