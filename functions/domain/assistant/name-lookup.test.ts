import { describe, expect, it } from 'vitest';
import { candidateNames, lookupByName } from './name-lookup';

const people = [
  { id: 'e1', name: 'Dana Lee' },
  { id: 'e2', name: 'Dana Park' },
  { id: 'e3', name: 'Omar Haddad' },
];
const lookup = (typed: string) => lookupByName(people, typed, (p) => [p.name, p.id]);

describe('the names a lookup could mean', () => {
  it('lists every equally good match when a name is ambiguous, so the assistant can ask', () => {
    expect(candidateNames(lookup('dana'), (p) => p.name)).toEqual(['Dana Lee', 'Dana Park']);
  });

  it('lists none when the name matched nobody, or exactly one person', () => {
    expect(candidateNames(lookup('Zed'), (p) => p.name)).toEqual([]);
    expect(candidateNames(lookup('omar'), (p) => p.name)).toEqual([]);
  });
});
