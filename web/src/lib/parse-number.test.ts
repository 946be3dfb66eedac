import { describe, expect, it } from 'vitest';
import { parseMoney, parseNumberOrEmpty } from './parse-number';

describe('parseNumberOrEmpty', () => {
  it('reads empty text as none', () => {
    expect(parseNumberOrEmpty('')).toBeNull();
    expect(parseNumberOrEmpty('   ')).toBeNull();
  });

  it('reads plain numbers and numbers with thousands separators', () => {
    expect(parseNumberOrEmpty('85000')).toBe(85000);
    expect(parseNumberOrEmpty(' 58,000 ')).toBe(58000);
    expect(parseNumberOrEmpty('1,234,567.25')).toBe(1234567.25);
    expect(parseNumberOrEmpty('.5')).toBe(0.5);
    expect(parseNumberOrEmpty('-3')).toBe(-3);
  });

  it('gives NaN for text that is not a number, so the schema reports it', () => {
    for (const text of ['58k', '5,80,00', '58,0000', '1.2.3', 'abc', ',', '.', '-', '1e5']) {
      expect(parseNumberOrEmpty(text), text).toBeNaN();
    }
  });
});

describe('parseMoney', () => {
  it('accepts a leading dollar sign', () => {
    expect(parseMoney('$58,000.50')).toBe(58000.5);
    expect(parseMoney('$ 45')).toBe(45);
    expect(parseMoney('-$5')).toBe(-5);
    expect(parseMoney('58,000')).toBe(58000);
    expect(parseMoney('')).toBeNull();
  });

  it('refuses other currencies and stray signs', () => {
    for (const text of ['€58', '58$', '$$5', 'USD 5']) expect(parseMoney(text), text).toBeNaN();
  });
});
