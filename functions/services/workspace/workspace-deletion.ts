import { STATEMENT_FILES_AREA } from '@shared/finance/statement-upload';
import { createStripeBilling } from '../../adapters/stripe/stripe-billing';
import { stripeSettings } from '../../adapters/stripe/stripe-settings';
import { forgetStripeCustomer } from '../../data/billing/stripe-customers';
import { BRANDING_FILES_AREA } from '../../data/branding/branding';
import { syncTargetEntity } from '../../data/integrations/sync-targets';
import { invitationEntity, invitationTokenEntity } from '../../data/workspace/invitations';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { runningSubscriptionId } from '../../domain/billing/subscription-state';
import { type Member, memberEntity, membershipEntity } from '../../platform/auth/members';
import { endSessionsIn } from '../../platform/auth/session';
import { deletePartition } from '../../platform/dynamodb/entity';
import { ValidationFailed } from '../../platform/errors';
import { fileStore } from '../../platform/storage';
import { forgetAuthUser } from '../auth/accounts';
import { planStateOf } from '../billing/plan-record';
import { BANK_LINK_TARGET, INTEGRATION_TARGET } from '../integrations/sync-messages';
import { EXPORT_FILES_AREA } from './export-files';
import { found } from './not-found';

/** Every area of the files bucket that keeps files under `<area>/<workspaceId>/`. */
const WORKSPACE_FILE_AREAS = [STATEMENT_FILES_AREA, EXPORT_FILES_AREA, BRANDING_FILES_AREA];

/**
 * 'Delete my workspace' (owner): everything the workspace holds, in an order that a crash halfway leaves the owner
 * able to delete again, and nothing reachable that is wrong:
 *
 * 1. the name typed must be the workspace's (400 otherwise, nothing changes);
 * 2. billing ends first (a Stripe subscription is cancelled now, without a final invoice): a workspace is never
 *    gone while still charged; locally the plan lives on the workspace item and goes with it;
 * 3. the other members: their member items (access ends at their next request), their twins (the workspace leaves
 *    their list) and their sessions in it;
 * 4. the files (statements, exports), the items kept outside the partition (invitation links, sync registrations,
 *    the Stripe customer's pointer) and the partition's items — every business item, sealed integration and bank
 *    credentials, notifications, idempotency records — all but the workspace and the owner's member item;
 * 5. the workspace item, the owner's member item and twin, the owner's sessions in it; then one more sweep of the
 *    partition for anything written meanwhile (a sync or an automation run that was under way).
 *
 * The user accounts stay (each person keeps their sign-in, and their other workspaces); the owner's next sign-in
 * makes them a fresh workspace (`services/auth/accounts.ts`).
 */
export async function deleteWorkspace(owner: Member, confirm: string): Promise<void> {
  const { workspaceId } = owner;
  const workspace = found(await workspaceEntity.get({ workspaceId }, { consistent: true }), 'workspace');
  if (confirm.trim() !== workspace.name.trim()) {
    throw new ValidationFailed(`Type the workspace's name exactly as shown, “${workspace.name}”, to delete it`, [
      { path: 'confirm', message: `Does not match the workspace's name, “${workspace.name}”` },
    ]);
  }

  await endBilling(workspace);

  const members = await memberEntity.queryAll({ workspaceId }, { consistent: true });
  const others = members.filter((m) => m.userId !== owner.userId);
  await memberEntity.deleteMany(others.map(({ userId }) => ({ workspaceId, userId })));
  await Promise.all(
    others.map(async ({ userId }) => {
      await membershipEntity.delete({ userId, workspaceId });
      await endSessionsIn(userId, workspaceId);
      forgetAuthUser(userId);
    }),
  );

  const invitations = await invitationEntity.queryAll({ workspaceId });
  await Promise.all([
    ...WORKSPACE_FILE_AREAS.map((area) => fileStore().deleteAll(`${area}/${workspaceId}/`)),
    invitationTokenEntity.deleteMany(invitations.map(({ tokenHash }) => ({ tokenHash }))),
    ...[INTEGRATION_TARGET, BANK_LINK_TARGET].map(async (kind) => {
      const targets = await syncTargetEntity.queryAll({ kind, workspaceId });
      await syncTargetEntity.deleteMany(targets);
    }),
    workspace.stripeCustomerId ? forgetStripeCustomer(workspace.stripeCustomerId) : undefined,
  ]);
  const partition = workspaceEntity.partitionOf({ workspaceId });
  const ownerMemberKey = memberEntity.keyOf({ workspaceId, userId: owner.userId }).sk;
  const workspaceKey = workspaceEntity.keyOf({ workspaceId }).sk;
  await deletePartition(partition, { keep: [workspaceKey, ownerMemberKey] });

  // The workspace item before the owner's member item: once it is gone no one can be made owner again.
  await workspaceEntity.delete({ workspaceId });
  await memberEntity.delete({ workspaceId, userId: owner.userId });
  await membershipEntity.delete({ userId: owner.userId, workspaceId });
  await endSessionsIn(owner.userId, workspaceId);
  forgetAuthUser(owner.userId);
  await deletePartition(partition);
}

async function endBilling(workspace: Parameters<typeof planStateOf>[0]): Promise<void> {
  const subscriptionId = runningSubscriptionId(planStateOf(workspace));
  if (!subscriptionId) return;
  const settings = await stripeSettings();
  if (!settings) return;
  await createStripeBilling(settings).cancelNow(subscriptionId);
}
