import { describe, expect, it } from 'vitest';
import { kpiFigure, percentChange, roundTo, trendOf } from './percent-change';

describe('change against the previous period', () => {
  it('is round((current − previous) / previous × 100, 1)', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(1234.56, 1000)).toBe(23.5);
    expect(percentChange(0, 40)).toBe(-100);
  });

  it('is 100 from nothing to something, and 0 from nothing to nothing', () => {
    expect(percentChange(5, 0)).toBe(100);
    expect(percentChange(0.01, 0)).toBe(100);
    expect(percentChange(0, 0)).toBe(0);
  });

  it('divides by the size of a negative previous figure, so a recovery reads as up', () => {
    expect(percentChange(50, -100)).toBe(150);
  });

  it('trends up at 0 or more, down below', () => {
    expect(trendOf(0)).toBe('up');
    expect(trendOf(0.1)).toBe('up');
    expect(trendOf(-0.1)).toBe('down');
    expect(kpiFigure(0, 0)).toEqual({ current: 0, change: 0, trend: 'up' });
    expect(kpiFigure(9, 10)).toEqual({ current: 9, change: -10, trend: 'down' });
  });

  it('rounds halves away from zero on both sides', () => {
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(-2.25, 1)).toBe(-2.3);
    expect(roundTo(-0.04, 1)).toBe(0);
  });
});
