import type { AssignableRole } from '@shared/access/roles';
import { emailDomainOf } from '@shared/security/public-email-domains';

/** The settings the rules read: which domains are the workspace's, and whether passwords are refused for them. */
export interface SsoPolicy {
  allowedDomains: readonly string[];
  requireSso: boolean;
}

export function isAllowedEmail(policy: Pick<SsoPolicy, 'allowedDomains'>, email: string): boolean {
  return policy.allowedDomains.includes(emailDomainOf(email));
}

/**
 * Whether a password sign-in of a member must be refused: 'Require SSO' applies to the workspace's own members of the
 * allowed domains, but never to its owner, whose password is the way back in when the identity provider is broken.
 */
export function passwordRefusedFor(policy: SsoPolicy, member: { role: string; email: string }): boolean {
  return policy.requireSso && member.role !== 'owner' && isAllowedEmail(policy, member.email);
}

export function requireSsoMessage(workspaceName: string, email: string): string {
  return `${workspaceName} signs in with single sign-on for ${emailDomainOf(email)} addresses: use 'Sign in with SSO' with your work email instead of a password.`;
}

/** The role of someone joining through single sign-on: the one a pending invitation names wins over the default. */
export function joiningRole(defaultRole: 'member' | 'viewer', invitationRole?: AssignableRole): AssignableRole {
  return invitationRole ?? defaultRole;
}

/** A session started by single sign-on ends after the owner's hours, so a removal at the provider holds by then. */
export function ssoSessionSeconds(hours: number): number {
  return Math.min(24, Math.max(1, Math.round(hours))) * 3600;
}
