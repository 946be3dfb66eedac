import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { financeLeaseEntity, takeFinanceLease } from '../../data/finance/finance-lease';
import { FinanceLeaseLost, type HeldLease, holdFinanceLease, LEASE_BUSY } from './finance-lease';

const _table = await startedForThisFile(startTestTable());

/** Waits for the lease's next renewal (every 50 ms here) to have run, however long a busy machine takes. */
const renewed = (workspaceId: string) =>
  eventually(async () =>
    (await financeLeaseEntity.get({ workspaceId }, { consistent: true }))?.expiresAt ? true : undefined,
  );
const lostSeen = (lease: HeldLease) =>
  eventually(async () => {
    try {
      lease.assertHeld();
    } catch {
      return true;
    }
  });

describe('holdFinanceLease (a long import keeps the books to itself)', () => {
  it('renews the lease while the work runs, so it never lapses to another writer', async () => {
    const result = await holdFinanceLease(
      'ws-long',
      'import-1',
      1_000,
      async (lease) => {
        // As if the lease's 60 s had run out during a long import: the next renewal takes it forward again.
        await financeLeaseEntity.update({ workspaceId: 'ws-long' }, { expiresAt: 0 });
        await renewed('ws-long');
        expect(await takeFinanceLease('ws-long', 'sync-1')).toBe(false);
        lease.assertHeld();
        return 'done';
      },
      50,
    );
    expect(result).toBe('done');
    // Released at the end.
    expect(await takeFinanceLease('ws-long', 'sync-1')).toBe(true);
  });

  it('stops before its next write once another holder has the lease', async () => {
    await expect(
      holdFinanceLease(
        'ws-stalled',
        'import-2',
        1_000,
        async (lease) => {
          await financeLeaseEntity.update({ workspaceId: 'ws-stalled' }, { holder: 'import-3' });
          await lostSeen(lease);
          lease.assertHeld();
        },
        50,
      ),
    ).rejects.toBeInstanceOf(FinanceLeaseLost);
    // The new holder keeps it: the stalled one's release did not touch it.
    expect(await takeFinanceLease('ws-stalled', 'someone-else')).toBe(false);
  });

  it('answers busy when another holder keeps it past the wait', async () => {
    expect(await takeFinanceLease('ws-busy', 'import-4')).toBe(true);
    expect(await holdFinanceLease('ws-busy', 'request-1', 300, async () => 'never')).toBe(LEASE_BUSY);
  });
});
