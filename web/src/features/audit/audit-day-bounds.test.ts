import { afterEach, describe, expect, it } from 'vitest';
import { dayBound } from './audit-day-bounds';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('dayBound', () => {
  it("covers the chosen day in the browser's time zone, where the entries' times are shown", () => {
    process.env.TZ = 'America/New_York';
    expect(dayBound('2026-11-30', false)).toBe('2026-11-30T05:00:00.000Z');
    expect(dayBound('2026-11-30', true)).toBe('2026-12-01T04:59:59.999Z');
    process.env.TZ = 'Asia/Tokyo';
    expect(dayBound('2026-11-30', false)).toBe('2026-11-29T15:00:00.000Z');
  });

  it('leaves an empty input unbounded', () => {
    expect(dayBound('', true)).toBeUndefined();
  });
});
