import { createHash } from 'node:crypto';
import * as z from '@shared/zod';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { cognitoIssuer, config } from '../config';
import { SignInFailed } from '../errors';
import { readSecret } from '../secrets';
import { standardClaimsSchema } from './id-token-claims';
import type { OAuthState } from './oauth-state-cookie';

/** Everything the Cognito flow needs, checked once; a half-configured deployment fails loudly. */
function cognitoSettings() {
  const c = config();
  if (!c.COGNITO_DOMAIN || !c.COGNITO_CLIENT_ID || !c.APP_ORIGIN) {
    throw new Error('AUTH_MODE=cognito needs COGNITO_DOMAIN, COGNITO_CLIENT_ID and APP_ORIGIN');
  }
  return {
    domain: c.COGNITO_DOMAIN.replace(/\/$/, ''),
    clientId: c.COGNITO_CLIENT_ID,
    redirectUri: `${new URL(c.APP_ORIGIN).origin}/api/auth/callback`,
    issuer: cognitoIssuer(c),
  };
}

export async function stateCookieSecret(): Promise<string> {
  const secret = await readSecret('AUTH_COOKIE_SECRET');
  if (!secret) throw new Error('AUTH_COOKIE_SECRET (or AUTH_COOKIE_SECRET_SECRET_ARN) is required for Cognito sign-in');
  return secret;
}

const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizeUrl(state: OAuthState): string {
  const s = cognitoSettings();
  const url = new URL(`${s.domain}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: s.clientId,
    redirect_uri: s.redirectUri,
    scope: 'openid email profile',
    state: state.state,
    nonce: state.nonce,
    code_challenge: pkceChallenge(state.codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

const tokenResponseSchema = z.object({ id_token: z.string().check(z.minLength(1)) });

const idTokenClaimsSchema = z.extend(standardClaimsSchema, {
  picture: z.optional(z.string()),
  nonce: z.optional(z.string()),
});
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

const verifiers = new Map<string, ReturnType<typeof createVerifier>>();
/**
 * JWKS are fetched with the platform `fetch` rather than the library's https-only fetcher, so the same code
 * verifies against Cognito and against the tests' local issuer.
 */
const jwksCache = new SimpleJwksCache({
  fetcher: {
    fetch: async (uri: string) => {
      const response = await fetch(uri, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
      return response.arrayBuffer();
    },
  },
});

function createVerifier(issuer: string, clientId: string) {
  return JwtRsaVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache },
  );
}

/** Exchanges the authorization code (with the PKCE verifier) and verifies the ID token's signature and claims. */
export async function exchangeCode(code: string, state: OAuthState): Promise<IdTokenClaims> {
  const s = cognitoSettings();
  const response = await fetch(`${s.domain}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: s.clientId,
      code,
      redirect_uri: s.redirectUri,
      code_verifier: state.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new SignInFailed('Sign-in failed: the authorization code was not accepted');
  const tokens = tokenResponseSchema.parse(await response.json());

  const key = `${s.issuer}|${s.clientId}`;
  if (!verifiers.has(key)) verifiers.set(key, createVerifier(s.issuer, s.clientId));
  const payload = await verifiers.get(key)!.verify(tokens.id_token);
  const claims = idTokenClaimsSchema.parse(payload);
  if (claims.nonce !== state.nonce) throw new SignInFailed('Sign-in failed: the ID token nonce does not match');
  return claims;
}
