import { describe, expect, it } from 'vitest';
import { sparseTicks } from './sparse-ticks';

const days = (n: number) => Array.from({ length: n }, (_, i) => `d${i}`);

describe('sparseTicks', () => {
  it('labels every fourth of 30 days and the last, without the regular label right before it', () => {
    expect(sparseTicks(days(30))).toEqual(['d0', 'd4', 'd8', 'd12', 'd16', 'd20', 'd24', 'd29']);
  });

  it('labels fewer days where the axis has room for fewer', () => {
    expect(sparseTicks(days(30), 4)).toEqual(['d0', 'd8', 'd16', 'd29']);
  });

  it('keeps every label of a short range and the last of one day', () => {
    expect(sparseTicks(days(7))).toEqual(days(7));
    expect(sparseTicks(['only'])).toEqual(['only']);
  });
});
