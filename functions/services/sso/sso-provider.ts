import { discoverProvider, type OidcProvider } from '../../adapters/sso/oidc-client';
import { type SsoSettingsRecord, ssoSettingsEntity } from '../../data/sso/sso-settings';
import { appOrigin } from '../../platform/app-origin';
import { allowsLoopbackIssuers } from '../../platform/auth/sso-browser';
import { credentialsCipher } from '../../platform/crypto/credentials-cipher';
import { type OutboundPolicy, PUBLIC_ONLY } from '../../platform/outbound/address-guard';
import { perContext } from '../../platform/runtime-context';

/**
 * Where an issuer may be: https and public, like every URL a user can aim the app at. Only the local runtime, with
 * `SSO_ALLOW_PRIVATE_ISSUERS=1`, lets an `http://` loopback issuer through (an OpenID provider on this machine);
 * AWS deployments run Cognito mode, where the setting is ignored.
 */
export function issuerPolicy(): OutboundPolicy {
  return allowsLoopbackIssuers() ? { requireHttps: false, allowLoopback: true } : PUBLIC_ONLY;
}

/** The URL the provider must send people back to: its 'redirect URI' (or 'callback URL'). */
export const ssoRedirectUri = () => `${appOrigin()}/api/auth/sso/callback`;

const secretContext = (workspaceId: string) => ({ purpose: 'sso-client-secret', workspaceId });

export function sealClientSecret(workspaceId: string, secret: string): Promise<string> {
  return credentialsCipher().seal(secret, secretContext(workspaceId));
}

export function openClientSecret(workspaceId: string, sealed: string): Promise<string> {
  return credentialsCipher().open(sealed, secretContext(workspaceId));
}

export const readSsoSettings = (workspaceId: string) => ssoSettingsEntity.get({ workspaceId }, { consistent: true });

/**
 * Discoveries of this process, by workspace and the settings' version, for a few minutes: a sign-in's start and its
 * callback (and the sign-ins of a morning) share one, and a change of the settings is a new key.
 */
const DISCOVERY_TTL_MS = 5 * 60_000;
const discoveries = perContext(() => new Map<string, { configuration: Promise<OidcProvider>; at: number }>());

export function providerOf(workspaceId: string, settings: SsoSettingsRecord): Promise<OidcProvider> {
  const key = `${workspaceId}|${settings.updatedAt}`;
  const cache = discoveries();
  const held = cache.get(key);
  if (held && Date.now() - held.at < DISCOVERY_TTL_MS) return held.configuration;
  const configuration = (async () =>
    discoverProvider({
      issuerUrl: settings.issuerUrl,
      clientId: settings.clientId,
      clientSecret: await openClientSecret(workspaceId, settings.sealedClientSecret),
      policy: issuerPolicy(),
    }))();
  if (cache.size >= 1000) cache.clear();
  cache.set(key, { configuration, at: Date.now() });
  // A failed discovery is not remembered: the next attempt asks again.
  configuration.catch(() => cache.get(key)?.configuration === configuration && cache.delete(key));
  return configuration;
}
