import * as z from '@shared/zod';
import { defineLookupEntity, defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/**
 * A workspace's single sign-on: `WS#<workspaceId>` / `SSO`. The client secret is sealed with the credentials cipher
 * (context: the workspace), like an integration's credentials; only the sign-in and test code paths open it.
 */
export const storedSsoSettingsV1 = z.object({
  issuerUrl: z.string(),
  clientId: z.string(),
  sealedClientSecret: z.string(),
  allowedDomains: z.array(z.string()),
  defaultRole: z.enum(['member', 'viewer']),
  requireSso: z.boolean(),
  sessionHours: z.number(),
  updatedAt: z.string(),
});
export type SsoSettingsRecord = z.infer<typeof storedSsoSettingsV1>;

export const ssoSettingsEntity = defineWorkspaceEntity('SsoSettings', storedSsoSettingsV1, 'SSO');

/**
 * Which workspace's single sign-on an email domain belongs to: `SSO_DOMAIN#<domain>` / `SSO_DOMAIN`. Created only if
 * absent, so two workspaces cannot claim one domain; 'Sign in with SSO' finds the workspace by it.
 */
export const storedSsoDomainV1 = z.object({ domain: z.string(), workspaceId: z.string(), claimedAt: z.string() });

export const ssoDomainEntity = defineLookupEntity('SsoDomain', storedSsoDomainV1, 'SSO_DOMAIN#{domain}');

/**
 * A person of the identity provider as a user of ours: `SSO_IDENTITY#<workspaceId>#<subjectKey>` / `SSO_IDENTITY`,
 * where `subjectKey` is the SHA-256 of the issuer and the `sub` claim (a subject is unique only per issuer). Per
 * workspace, because each workspace's owner configures their own provider: one workspace's provider can never sign
 * anyone into an account it did not create or that is not a member of that workspace.
 */
export const storedSsoIdentityV1 = z.object({ subjectKey: z.string(), userId: z.string(), createdAt: z.string() });

export const ssoIdentityEntity = defineLookupEntity(
  'SsoIdentity',
  storedSsoIdentityV1,
  'SSO_IDENTITY#{workspaceId}#{subjectKey}',
);

/**
 * An SSO sign-in under way: `SSO_FLOW#<sha256(state)>` / `SSO_FLOW`, for 10 minutes. The browser holds the state in a
 * cookie; the callback deletes the item before it uses it, so a state (and the code that came with it) counts once.
 */
export const storedSsoFlowV1 = z.object({
  stateHash: z.string(),
  workspaceId: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.optional(z.string()),
  createdAt: z.string(),
});
export type SsoFlowRecord = z.infer<typeof storedSsoFlowV1>;

export const ssoFlowEntity = defineLookupEntity('SsoFlow', storedSsoFlowV1, 'SSO_FLOW#{stateHash}', { expires: true });
