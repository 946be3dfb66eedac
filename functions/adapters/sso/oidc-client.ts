import * as z from '@shared/zod';
import * as oidc from 'openid-client';
import { standardClaimsSchema } from '../../platform/auth/id-token-claims';
import { assertOutboundUrl, type OutboundPolicy } from '../../platform/outbound/address-guard';

/**
 * The business's own OpenID provider, through `openid-client` (discovery, authorization code + PKCE, state, nonce, ID
 * token signature and claims against the provider's JWKS). Every request the library makes goes through the outbound
 * guard first, because the issuer is a URL an owner typed: its token endpoint and JWKS must be public too, not just
 * the issuer.
 */
export interface OidcClientSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** https and public addresses only, unless the local runtime allows a loopback issuer for testing. */
  policy: OutboundPolicy;
}

const REQUEST_TIMEOUT_SECONDS = 5;

/** Why a step with the provider failed, in terms the sign-in page turns into words. */
export type OidcFailure = 'unreachable' | 'refused' | 'invalid' | 'token-expired' | 'not-verified';

export class OidcError extends Error {
  override name = 'OidcError';
  constructor(
    readonly failure: OidcFailure,
    message: string,
    /** The email the provider's answer named, when it named one (an unverified email). */
    readonly email?: string,
  ) {
    super(message);
  }
}

function guardedFetch(policy: OutboundPolicy): oidc.CustomFetch {
  return async (url, options) => {
    await assertOutboundUrl(new URL(url), policy, { label: 'The identity provider URL' });
    return fetch(url, { ...options, redirect: 'manual' } as RequestInit);
  };
}

/**
 * `client_secret_basic` (the library's default) unless the provider's discovery lists only `client_secret_post`.
 */
function clientAuthFor(metadata: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    return oidc.ClientSecretPost(secret);
  }
  return oidc.ClientSecretBasic(secret);
}

/** Runs the discovery; throws `OidcError('unreachable')` with the cause in words. */
/** A discovered provider with this client's settings. */
export type OidcProvider = oidc.Configuration;

export async function discoverProvider(settings: OidcClientSettings): Promise<OidcProvider> {
  const fetcher = guardedFetch(settings.policy);
  const insecure = !settings.policy.requireHttps;
  let discovered: oidc.Configuration;
  try {
    discovered = await oidc.discovery(
      new URL(settings.issuerUrl),
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      {
        [oidc.customFetch]: fetcher,
        timeout: REQUEST_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      },
    );
  } catch (error) {
    throw new OidcError('unreachable', `The discovery at ${settings.issuerUrl} failed: ${causeOf(error)}`);
  }
  const metadata = discovered.serverMetadata();
  const configuration = new oidc.Configuration(
    metadata,
    settings.clientId,
    undefined,
    clientAuthFor(metadata, settings.clientSecret),
  );
  configuration[oidc.customFetch] = fetcher;
  configuration.timeout = REQUEST_TIMEOUT_SECONDS;
  if (insecure) oidc.allowInsecureRequests(configuration);
  return configuration;
}

/** What a sign-in needs back from the provider before it goes there. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  loginHint: string;
}

export async function authorizationUrl(configuration: OidcProvider, request: AuthorizationRequest) {
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    state: request.state,
    nonce: request.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
    login_hint: request.loginHint,
  });
}

const verifiedClaimsSchema = z.extend(standardClaimsSchema, { email_verified: z.optional(z.unknown()) });

/** The person the provider vouched for, from a verified ID token. */
export interface VerifiedPerson {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Exchanges the code of the callback URL (PKCE verifier, expected state and nonce) and answers the ID token's person.
 * The library verifies the token's signature against the provider's JWKS, its issuer, audience, expiry and nonce; an
 * email the provider does not say it verified is refused, since the email is what finds the workspace and the member.
 */
export async function exchangeCallback(
  configuration: OidcProvider,
  callbackUrl: URL,
  expected: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedPerson> {
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw classify(error);
  }
  const parsed = verifiedClaimsSchema.safeParse(claims);
  if (!parsed.success) throw new OidcError('invalid', 'The ID token carries no subject');
  const { sub, email, email_verified, given_name, family_name } = parsed.data;
  if (!email || (email_verified !== true && email_verified !== 'true')) {
    const named = email?.trim().toLowerCase() || undefined;
    throw new OidcError('not-verified', 'The ID token has no verified email', named);
  }
  return {
    subject: sub,
    email: email.trim().toLowerCase(),
    firstName: given_name ?? null,
    lastName: family_name ?? null,
  };
}

/** A token endpoint that does not know the client: `invalid_client` in the body, or a 401 challenge (RFC 6749 §5.2). */
function refusesClient(error: unknown): boolean {
  if (error instanceof oidc.WWWAuthenticateChallengeError) return true;
  return (
    error instanceof oidc.ResponseBodyError &&
    (error.error === 'invalid_client' || error.error === 'unauthorized_client')
  );
}

function classify(error: unknown): OidcError {
  if (refusesClient(error))
    return new OidcError('invalid', 'The token endpoint does not accept the client id and secret');
  if (error instanceof oidc.AuthorizationResponseError) {
    return new OidcError('refused', `The identity provider answered ${error.error}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    return new OidcError('refused', `The token endpoint answered ${error.error}`);
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return new OidcError('token-expired', causeOf(error));
  if (error instanceof TypeError || code === 'OAUTH_TIMEOUT' || (error as Error).name === 'OutboundUrlRefused') {
    return new OidcError('unreachable', causeOf(error));
  }
  return new OidcError('invalid', causeOf(error));
}

/** The innermost message of an error chain: 'fetch failed' says less than 'connect ECONNREFUSED 127.0.0.1:9'. */
function causeOf(error: unknown): string {
  let current = error as { message?: string; cause?: unknown } | undefined;
  let message = String(current?.message ?? error);
  while (current?.cause && typeof current.cause === 'object') {
    current = current.cause as { message?: string; cause?: unknown };
    if (current.message) message = current.message;
  }
  return message;
}

/** A code no provider issued: the token endpoint refuses it, and how it refuses says whether it knows the client. */
const PROBE_CODE = 'bizpilot-settings-test';

/**
 * What is wrong with a discovered provider for sign-in: missing endpoints, and the client, probed by a token request
 * with a made-up code (a provider that knows the client answers `invalid_grant`, one that does not `invalid_client`).
 */
export async function providerProblems(provider: OidcProvider, redirectUri: string): Promise<string[]> {
  const metadata = provider.serverMetadata();
  const problems: string[] = [];
  if (!metadata.authorization_endpoint) problems.push('The discovery names no authorization_endpoint');
  if (!metadata.jwks_uri) problems.push('The discovery names no jwks_uri, so ID tokens cannot be verified');
  if (!metadata.token_endpoint) return [...problems, 'The discovery names no token_endpoint'];
  try {
    await oidc.genericGrantRequest(provider, 'authorization_code', { code: PROBE_CODE, redirect_uri: redirectUri });
    problems.push('The token endpoint accepted a made-up authorization code');
  } catch (error) {
    if (refusesClient(error)) {
      problems.push('The identity provider does not accept this client id and secret (wrong client)');
    } else if (!(error instanceof oidc.ResponseBodyError)) {
      problems.push(`The token endpoint could not be reached: ${causeOf(error)}`);
    }
  }
  return problems;
}
