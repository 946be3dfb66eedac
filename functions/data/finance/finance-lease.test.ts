import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { LEASE_SECONDS, releaseFinanceLease, takeFinanceLease } from './finance-lease';

const _table = await startedForThisFile(startTestTable());

describe('the finance lease', () => {
  it('lets one holder at a time write a workspace’s books', async () => {
    const now = new Date('2026-03-31T10:00:00Z');
    expect(await takeFinanceLease('ws1', 'import-1', now)).toBe(true);
    expect(await takeFinanceLease('ws1', 'sync-1', now)).toBe(false);
    expect(await takeFinanceLease('ws2', 'sync-1', now)).toBe(true);
    // The holder renews it.
    expect(await takeFinanceLease('ws1', 'import-1', now)).toBe(true);
    await releaseFinanceLease('ws1', 'import-1');
    expect(await takeFinanceLease('ws1', 'sync-1', now)).toBe(true);
  });

  it('is taken over once it expires, and a stale holder cannot release the new one', async () => {
    const start = new Date('2026-03-31T11:00:00Z');
    expect(await takeFinanceLease('ws3', 'crashed', start)).toBe(true);
    const later = new Date(start.getTime() + (LEASE_SECONDS + 1) * 1000);
    expect(await takeFinanceLease('ws3', 'next', later)).toBe(true);
    await releaseFinanceLease('ws3', 'crashed');
    expect(await takeFinanceLease('ws3', 'third', later)).toBe(false);
  });
});
