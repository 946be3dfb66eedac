import { describe, expect, it } from 'vitest';
import { foldSyncChanges } from './sync-changes';

const t = (externalId: string, amountCents: number) => ({ externalId, amountCents });

describe('foldSyncChanges', () => {
  it('keeps the last version of each transaction and names what an earlier sync stored that must go', () => {
    const folded = foldSyncChanges({
      added: [t('a', -100), t('b', -200), t('c', 300)],
      modified: [t('b', -250), t('old', -50)],
      removed: ['c', 'gone'],
    });
    expect([...folded.upserts.values()]).toEqual([t('a', -100), t('b', -250), t('old', -50)]);
    expect([...folded.replacedOrRemoved].sort()).toEqual(['b', 'c', 'gone', 'old']);
    expect([...folded.removed].sort()).toEqual(['c', 'gone']);
  });

  it('folds nothing into nothing', () => {
    const folded = foldSyncChanges({ added: [], modified: [], removed: [] });
    expect(folded.upserts.size + folded.replacedOrRemoved.size + folded.removed.size).toBe(0);
  });
});
