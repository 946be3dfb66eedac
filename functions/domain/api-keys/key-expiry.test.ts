import { describe, expect, it } from 'vitest';
import { keyValidUntil } from './key-expiry';

const now = new Date('2026-11-29T00:00:00.000Z');

describe('keyValidUntil', () => {
  it('defaults to 90 days', () => {
    expect(keyValidUntil(undefined, 'admin', now)).toEqual({ validUntil: '2027-02-27T00:00:00.000Z' });
  });

  it('takes the days asked for', () => {
    expect(keyValidUntil(1, 'admin', now)).toEqual({ validUntil: '2026-11-30T00:00:00.000Z' });
  });

  it('lets only the owner make a key that never expires', () => {
    expect(keyValidUntil(null, 'owner', now)).toEqual({ validUntil: null });
    expect(keyValidUntil(null, 'admin', now)).toEqual({
      refusal: 'Only the owner can create a key that never expires',
    });
  });
});
