import type { SsoSettings, SsoSettingsRequest, SsoTestResult } from '@shared/schemas/sso';
import { discoverProvider, OidcError, providerProblems } from '../../adapters/sso/oidc-client';
import { type SsoSettingsRecord, ssoDomainEntity, ssoSettingsEntity } from '../../data/sso/sso-settings';
import { changedFields } from '../../domain/audit/changes';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { assertOutboundUrl, OutboundUrlRefused } from '../../platform/outbound/address-guard';
import { recordAudit } from '../audit/audit-log';
import { issuerPolicy, openClientSecret, readSsoSettings, sealClientSecret, ssoRedirectUri } from './sso-provider';

const NOT_SET_UP = 'Single sign-on is not set up for this workspace';

function view(record: SsoSettingsRecord): SsoSettings {
  return {
    issuerUrl: record.issuerUrl,
    clientId: record.clientId,
    hasClientSecret: record.sealedClientSecret.length > 0,
    allowedDomains: record.allowedDomains,
    defaultRole: record.defaultRole,
    requireSso: record.requireSso,
    sessionHours: record.sessionHours,
    redirectUri: ssoRedirectUri(),
  };
}

export async function getSsoSettings(workspaceId: string): Promise<SsoSettings | null> {
  const record = await readSsoSettings(workspaceId);
  return record ? view(record) : null;
}

/** The issuer's URL as a 400 when it is not https and public (or loopback where the local runtime allows it). */
async function checkIssuer(issuerUrl: string): Promise<void> {
  try {
    await assertOutboundUrl(new URL(issuerUrl), issuerPolicy(), { label: 'The issuer URL' });
  } catch (error) {
    if (!(error instanceof OutboundUrlRefused)) throw error;
    const message = error.reason === 'not-found' ? `The issuer URL cannot be reached: ${error.message}` : error.message;
    throw new ValidationFailed(message, [{ path: 'issuerUrl', message }]);
  }
}

/**
 * Claims each new domain for the workspace (a create that fails when another workspace holds it: 409, and the
 * domains claimed by this request are given back), and gives back the domains it no longer lists.
 */
async function claimDomains(workspaceId: string, wanted: readonly string[], held: readonly string[], now: Date) {
  const claimed: string[] = [];
  for (const domain of wanted.filter((d) => !held.includes(d))) {
    if (await ssoDomainEntity.create({ domain, workspaceId, claimedAt: now.toISOString() })) {
      claimed.push(domain);
      continue;
    }
    const owner = await ssoDomainEntity.get({ domain }, { consistent: true });
    if (owner?.workspaceId === workspaceId) continue;
    await releaseDomains(workspaceId, claimed);
    throw new Conflict(`${domain} is already used by another workspace's single sign-on`);
  }
}

async function releaseDomains(workspaceId: string, domains: readonly string[]): Promise<void> {
  await Promise.all(domains.map((domain) => ssoDomainEntity.delete({ domain }, { if: { workspaceId } })));
}

/** The target of every entry about the workspace's single sign-on: its settings, and the sign-ins it refused. */
export const SSO_TARGET = { type: 'settings', id: 'sso', label: 'Single sign-on' } as const;
const SSO_AUDITED_FIELDS = [
  'issuerUrl',
  'clientId',
  'allowedDomains',
  'defaultRole',
  'requireSso',
  'sessionHours',
] as const satisfies readonly (keyof SsoSettings)[];

export async function putSsoSettings(
  workspaceId: string,
  request: SsoSettingsRequest,
  now = new Date(),
): Promise<SsoSettings> {
  await checkIssuer(request.issuerUrl);
  const existing = await readSsoSettings(workspaceId);
  const secret = request.clientSecret?.trim();
  if (!secret && !existing) {
    const message = 'The client secret is required to set up single sign-on';
    throw new ValidationFailed(message, [{ path: 'clientSecret', message }]);
  }
  const allowedDomains = [...new Set(request.allowedDomains)];
  const held = existing?.allowedDomains ?? [];
  await claimDomains(workspaceId, allowedDomains, held, now);
  const record: SsoSettingsRecord = {
    issuerUrl: request.issuerUrl,
    clientId: request.clientId,
    sealedClientSecret: secret ? await sealClientSecret(workspaceId, secret) : existing!.sealedClientSecret,
    allowedDomains,
    defaultRole: request.defaultRole,
    requireSso: request.requireSso,
    sessionHours: request.sessionHours,
    updatedAt: now.toISOString(),
  };
  await ssoSettingsEntity.put({ workspaceId, ...record });
  await recordAudit(workspaceId, {
    action: existing ? 'sso.updated' : 'sso.set_up',
    target: SSO_TARGET,
    changes: {
      ...changedFields(existing ? view(existing) : null, view(record), SSO_AUDITED_FIELDS),
      // That the secret was replaced, never the secret.
      ...(secret && existing ? { clientSecretReplaced: [false, true] } : {}),
    },
  });
  await releaseDomains(
    workspaceId,
    held.filter((d) => !allowedDomains.includes(d)),
  );
  return view(record);
}

/** Turns single sign-on off: the settings first (no sign-in finds them), then the domains are free again. */
export async function deleteSsoSettings(workspaceId: string): Promise<void> {
  const existing = await readSsoSettings(workspaceId);
  if (!existing) throw new NotFound(NOT_SET_UP);
  await ssoSettingsEntity.delete({ workspaceId });
  await recordAudit(workspaceId, { action: 'sso.removed', target: SSO_TARGET });
  await releaseDomains(workspaceId, existing.allowedDomains);
}

/**
 * A discovery with the saved settings, then the provider's metadata and a check of the client: each problem is a
 * sentence the owner can act on.
 */
export async function testSsoSettings(workspaceId: string): Promise<SsoTestResult> {
  const settings = await readSsoSettings(workspaceId);
  if (!settings) throw new NotFound(NOT_SET_UP);
  try {
    const provider = await discoverProvider({
      issuerUrl: settings.issuerUrl,
      clientId: settings.clientId,
      clientSecret: await openClientSecret(workspaceId, settings.sealedClientSecret),
      policy: issuerPolicy(),
    });
    const problems = await providerProblems(provider, ssoRedirectUri());
    return { ok: problems.length === 0, problems };
  } catch (error) {
    if (!(error instanceof OidcError)) throw error;
    return { ok: false, problems: [`The issuer could not be reached or did not answer a discovery: ${error.message}`] };
  }
}
