import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands';

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 4000, 10_000, 123_456, 1_234_567, -1234, -999]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
