import { describe, expect, it } from 'vitest';
import { axisTicks, niceTicks, valueOffset } from './scale';

describe('niceTicks', () => {
  it('counts from zero in round steps to at least the largest value', () => {
    expect(niceTicks(1200)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('keeps whole steps for counts', () => {
    expect(niceTicks(3, { integers: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(2, { integers: true })).toEqual([0, 1, 2]);
    expect(niceTicks(10, { integers: true })).toEqual([0, 5, 10]);
  });

  it('still draws an axis when every value is zero', () => {
    expect(niceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, { integers: true })).toEqual([0, 1]);
  });
});

describe('axisTicks', () => {
  const wholeDollars = (value: number) => `$${value.toFixed(0)}`;

  it('takes whole steps when the format would print two ticks alike', () => {
    expect(axisTicks(0, wholeDollars)).toEqual([0, 1]);
    expect(axisTicks(1.5, wholeDollars)).toEqual([0, 1, 2]);
  });

  it('keeps the round fractional steps a format can tell apart', () => {
    expect(axisTicks(0.8, (value) => value.toFixed(1))).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(axisTicks(1200, wholeDollars)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('valueOffset', () => {
  it('puts zero at the bottom and the top tick at the top, clamping outside values', () => {
    expect(valueOffset(0, [0, 50, 100], 200)).toBe(200);
    expect(valueOffset(50, [0, 50, 100], 200)).toBe(100);
    expect(valueOffset(100, [0, 50, 100], 200)).toBe(0);
    expect(valueOffset(-5, [0, 50, 100], 200)).toBe(200);
  });
});
