import { describe, expect, it } from 'vitest';
import { containsPhrase, stem, terms } from './text-terms';

describe('text terms', () => {
  it('brings inflections to one root', () => {
    for (const [a, b] of [
      ['bugs', 'bug'],
      ['fixing', 'fix'],
      ['fixes', 'fix'],
      ['analyzed', 'analyze'],
      ['services', 'service'],
      ['databases', 'database'],
      ['processes', 'process'],
      ['reports', 'report'],
    ]) {
      expect(stem(a!), `${a} ~ ${b}`).toBe(stem(b!));
    }
  });
  it('tokenises and finds phrases word for word', () => {
    expect(terms('Fix the Database-timeout bugs!')).toEqual(['fix', 'the', 'databas', 'timeout', 'bug']);
    expect(containsPhrase(terms('Power BI and Excel'), 'power bi')).toBe(true);
    expect(containsPhrase(terms('PowerBI'), 'power bi')).toBe(false);
  });
});
