import { emailDomainOf } from '@shared/security/public-email-domains';
import type { UserRecord } from '../../data/auth/users';
import { ssoDomainEntity, ssoSettingsEntity } from '../../data/sso/sso-settings';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { passwordRefusedFor, requireSsoMessage } from '../../domain/sso/sso-rules';
import { memberEntity } from '../../platform/auth/members';
import { SignInFailed } from '../../platform/errors';

/**
 * 'Require SSO': a member of the workspace that claimed the domain of their email signs in through its identity
 * provider, not with a password (nor Cognito's managed login in AWS). The owner keeps the password, so a broken
 * provider cannot lock the business out. Called once the password checked out, so the refusal tells nothing to
 * someone who does not know it.
 */
export async function assertPasswordSignInAllowed(user: UserRecord): Promise<void> {
  if (!user.email) return;
  const claim = await ssoDomainEntity.get({ domain: emailDomainOf(user.email) });
  if (!claim) return;
  const { workspaceId } = claim;
  const [settings, member] = await Promise.all([
    ssoSettingsEntity.get({ workspaceId }),
    memberEntity.get({ workspaceId, userId: user.id }, { consistent: true }),
  ]);
  if (!settings || !member || !passwordRefusedFor(settings, { role: member.role, email: user.email })) return;
  const workspace = await workspaceEntity.get({ workspaceId });
  throw new SignInFailed(requireSsoMessage(workspace?.name ?? 'Your workspace', user.email));
}
