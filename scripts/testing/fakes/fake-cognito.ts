import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCognito {
  /** Serves as both the managed-login domain and the token issuer. */
  url: string;
  clientId: string;
  /** What the hosted UI does after the user signs in: issues a code bound to the PKCE challenge and nonce. */
  authorize(authorizeUrl: string, claims: Record<string, unknown>): string;
  /** A token endpoint request the fake saw, for assertions. */
  tokenRequests: URLSearchParams[];
  stop(): Promise<void>;
}

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/**
 * Speaks the parts of Cognito's documented OAuth2 endpoints the sign-in flow uses: `/oauth2/token`
 * (authorization_code grant with PKCE S256) and the issuer's `/.well-known/jwks.json`, with RS256 ID tokens
 * signed by a key generated per run. Nothing leaves the machine.
 */
export async function startFakeCognito(clientId = 'test-client'): Promise<FakeCognito> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { challenge: string; redirectUri: string; claims: Record<string, unknown> }>();
  const tokenRequests: URLSearchParams[] = [];
  let issuer = '';

  const idToken = (claims: Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url({ alg: 'RS256', kid, typ: 'JWT' });
    const payload = b64url({ iss: issuer, aud: clientId, token_use: 'id', iat: now, exp: now + 3600, ...claims });
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${b64url(signature)}`;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== clientId ||
        !grant ||
        grant.challenge !== challenge ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"invalid_grant"}');
        return;
      }
      codes.delete(form.get('code')!);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id_token: idToken(grant.claims),
          access_token: 'unused',
          token_type: 'Bearer',
          expires_in: 3600,
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: issuer,
    clientId,
    tokenRequests,
    authorize(authorizeUrl, claims) {
      const params = new URL(authorizeUrl).searchParams;
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: params.get('code_challenge')!,
        redirectUri: params.get('redirect_uri')!,
        claims: { nonce: params.get('nonce'), ...claims },
      });
      return code;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
