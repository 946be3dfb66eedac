import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';

/**
 * One writer of a workspace's books at a time. Imports, bank syncs, the Demo Bank and recategorising read day
 * pages and day totals, change them and write them back; the lease makes that safe without transactions (which the
 * embedded engine lacks): taken with a conditional write, renewed while a long import runs, released at the end,
 * and taken over once it expires (a crashed holder never blocks the workspace for more than a minute).
 */
const leaseSchema = z.object({ holder: z.string(), expiresAt: z.number().check(z.int()) });

export const financeLeaseEntity = defineWorkspaceEntity('FinanceLease', leaseSchema, 'FINLEASE');

export const LEASE_SECONDS = 60;

/** Takes (or renews) the lease for `holder`; false while another holder's lease runs. */
export async function takeFinanceLease(workspaceId: string, holder: string, now = new Date()): Promise<boolean> {
  const at = nowEpochSeconds(now);
  const taken = await financeLeaseEntity.update(
    { workspaceId },
    { holder, expiresAt: at + LEASE_SECONDS },
    {
      upsert: true,
      condition: {
        expression: 'attribute_not_exists(#holder) OR #holder = :holder OR #expiresAt <= :now',
        names: { '#holder': 'holder', '#expiresAt': 'expiresAt' },
        values: { ':holder': holder, ':now': at },
      },
    },
  );
  return taken !== undefined;
}

export async function releaseFinanceLease(workspaceId: string, holder: string): Promise<void> {
  await financeLeaseEntity.delete({ workspaceId }, { if: { holder } });
}
