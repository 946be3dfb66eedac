import type { AuditChanges } from '@shared/schemas/audit';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';
import { type ChainLink, GENESIS_HASH, linkProblems } from './chain-check';
import { changedFields, storableChanges } from './changes';
import { visibleChanges } from './visible-changes';

const link = (seq: number, overrides: Partial<ChainLink> = {}): ChainLink => ({
  seq,
  hash: `h${seq}`,
  contentHash: `h${seq}`,
  prevHash: seq === 1 ? GENESIS_HASH : `h${seq - 1}`,
  prevAt: seq === 1 ? null : '2026-06-01T00:00:00.000Z',
  ...overrides,
});
const cutoff = '2025-12-01T00:00:00.000Z';

describe('chain links', () => {
  it('accepts an unbroken chain from its first entry', () => {
    expect(linkProblems(undefined, link(1), cutoff)).toEqual([]);
    expect(linkProblems(link(1), link(2), cutoff)).toEqual([]);
  });

  it('names an edited entry, a deleted one and one that does not follow its predecessor', () => {
    expect(linkProblems(link(1), link(2, { contentHash: 'other' }), cutoff)).toEqual([{ seq: 2, problem: 'edited' }]);
    expect(linkProblems(link(1), link(3), cutoff)).toEqual([{ seq: 2, problem: 'missing' }]);
    expect(linkProblems(link(1), link(2, { prevHash: 'forged' }), cutoff)).toEqual([{ seq: 2, problem: 'unlinked' }]);
  });

  it('takes a gap before the oldest entry for expiry only when the entry before it is past retention', () => {
    expect(linkProblems(undefined, link(7, { prevAt: '2025-01-01T00:00:00.000Z' }), cutoff)).toEqual([]);
    expect(linkProblems(undefined, link(7), cutoff)).toEqual([{ seq: 6, problem: 'missing' }]);
  });
});

describe('changes', () => {
  it('keeps changed fields only, compares arrays by content, and never keeps a secret field', () => {
    const before = { name: 'Sam', skills: ['a'], salary: 58000, password: 'x', apiKey: 'k' };
    const after = { name: 'Sam', skills: ['a'], salary: 61000, password: 'y', apiKey: 'k2' };
    expect(changedFields(before, after)).toEqual({ salary: [58000, 61000] });
    expect(storableChanges({ accessToken: ['a', 'b'], title: [undefined, 'x'] })).toEqual({ title: [null, 'x'] });
  });

  it('hides compensation values from a reader whose role may not see them', () => {
    const changes: AuditChanges = { salary: [58000, 61000], title: ['Clerk', 'Lead'] };
    expect(visibleChanges({ ...changes }, true)).toEqual({ changes, hiddenFields: [] });
    expect(visibleChanges({ ...changes }, false)).toEqual({
      changes: { salary: [null, null], title: ['Clerk', 'Lead'] },
      hiddenFields: ['salary'],
    });
  });

  it('hashes the same content the same way whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
  });
});
