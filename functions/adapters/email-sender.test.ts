import { describe, expect, it } from 'vitest';
import { fromHeader } from './email-sender';

describe('fromHeader', () => {
  it('names the sender as an encoded word, so quotes and accents cannot break the header', () => {
    const header = fromHeader('automations@bizpilot.example', 'Café "Le Bon" & Co');
    expect(header).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <automations@bizpilot\.example>$/);
    const encoded = /\?B\?(.+)\?=/.exec(header)![1]!;
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('Café "Le Bon" & Co');
  });

  it('is the bare address without a name', () => {
    expect(fromHeader('automations@bizpilot.example', undefined)).toBe('automations@bizpilot.example');
  });
});
