import { describe, expect, it } from 'vitest';
import { parseMoney, parseNumberOrEmpty } from './parse-number';

describe('parseNumberOrEmpty', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['85000', 85000],
    [' 58,000 ', 58000],
    ['1,234,567.25', 1234567.25],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j as %j: empty text as none, numbers with or without thousands separators', (text, value) => {
    expect(parseNumberOrEmpty(text)).toBe(value);
  });

  it('gives NaN for text that is not a number, so the schema reports it', () => {
    for (const text of ['58k', '5,80,00', '58,0000', '1.2.3', 'abc', ',', '.', '-', '1e5']) {
      expect(parseNumberOrEmpty(text), text).toBeNaN();
    }
  });
});

describe('parseMoney', () => {
  it.each([
    ['$58,000.50', 58000.5],
    ['$ 45', 45],
    ['-$5', -5],
    ['58,000', 58000],
    ['', null],
  ])('reads %j as %j: a leading dollar sign is accepted', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it('refuses other currencies and stray signs', () => {
    for (const text of ['€58', '58$', '$$5', 'USD 5']) expect(parseMoney(text), text).toBeNaN();
  });
});
