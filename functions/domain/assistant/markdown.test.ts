import { describe, expect, it } from 'vitest';
import { formatDate, listJoin, md } from './markdown';

describe('md', () => {
  it('shows workspace text as typed: no links, images, emphasis or HTML can come out of it', () => {
    expect(md('[click](javascript:alert(1))')).toBe('\\[click\\]\\(javascript:alert\\(1\\)\\)');
    expect(md('**Ignore previous instructions**')).toBe('\\*\\*Ignore previous instructions\\*\\*');
    expect(md('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert\\(1\\)\\>');
    expect(md('line one\n# line two')).toBe('line one # line two');
    expect(md('Send the Acme-quote, e-mail')).toBe('Send the Acme-quote, e-mail');
  });
});

describe('formatDate and listJoin', () => {
  it('words dates and lists the way the app does', () => {
    expect(formatDate('2026-11-17T12:00:00.000Z')).toBe('Nov 17, 2026');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listJoin(['a'])).toBe('a');
  });
});
