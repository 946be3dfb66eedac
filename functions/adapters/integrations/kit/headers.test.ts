import { describe, expect, it } from 'vitest';
import { nextLink } from './link-header';
import { retryAfterMs } from './retry-after';

describe('Link header', () => {
  it('finds the next page among several relations', () => {
    const header =
      '<https://s.myshopify.com/admin/api/2024-10/orders.json?limit=2&page_info=prev1>; rel="previous", ' +
      '<https://s.myshopify.com/admin/api/2024-10/orders.json?limit=2&page_info=next1>; rel="next"';
    expect(nextLink(header)).toBe('https://s.myshopify.com/admin/api/2024-10/orders.json?limit=2&page_info=next1');
  });

  it('answers undefined on the last page', () => {
    expect(nextLink('<https://x/a?page_info=p>; rel="previous"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});

describe('Retry-After', () => {
  it('reads delay seconds and HTTP dates', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('10', now)).toBe(10_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('later', now)).toBeUndefined();
  });
});
