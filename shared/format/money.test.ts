import { describe, expect, it } from 'vitest';
import { centsToDollars, formatDollars, formatPercent } from './money';

describe('money formats', () => {
  it('writes whole dollars and cents the US way', () => {
    expect(formatDollars(12340.55)).toBe('$12,341');
    expect(formatDollars(-2300)).toBe('-$2,300');
    expect(formatDollars(-54.99, { cents: true })).toBe('-$54.99');
    expect(formatDollars(0)).toBe('$0');
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
