import { userEntity } from '../../data/auth/users';
import { membershipEntity } from '../../platform/auth/members';
import { userActor } from './audit-actor';
import { recordAuditInEach } from './audit-log';

/**
 * An event of a person's account rather than of one workspace (signed in, a failed password, locked out, signed
 * out): recorded in every workspace the person belongs to, with the person as the actor, so each owner sees what
 * happened to the accounts that can reach their data.
 */
export async function recordAccountEvent(
  userId: string,
  action: string,
  how: { method?: 'password' | 'sso' | 'cognito' } = {},
): Promise<void> {
  const [user, memberships] = await Promise.all([
    userEntity.get({ id: userId }),
    membershipEntity.queryAll({ userId }),
  ]);
  const workspaceIds = new Set(memberships.map((membership) => membership.workspaceId));
  if (user) workspaceIds.add(user.workspaceId);
  const actor = await userActor(userId);
  await recordAuditInEach([...workspaceIds], {
    action,
    actor,
    target: { type: 'user', id: userId, label: actor.name },
    ...(how.method ? { changes: { method: [null, how.method] } } : {}),
  });
}
