import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person the test identity provider knows, by email (its dev login form is prefilled with the login hint). */
export interface OidcTestUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Issues ID tokens an hour old (as a provider whose clock is behind): they have expired when they arrive. */
  backdateTokens(on: boolean): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (panva's certified `oidc-provider`) on a loopback port, with one confidential client whose
 * redirect URI is the app's SSO callback. Its dev login form takes any password for a known email; consent is
 * granted up front, as a workspace's admin would for their own app.
 */
export async function startOidcProvider(appUrl: string, users: OidcTestUser[]): Promise<OidcTestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'bizpilot-test';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const byEmail = new Map(users.map((user) => [user.email, user]));

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/api/auth/sso/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // ID tokens carry the claims themselves, so the app needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => {
      const user = byEmail.get(id);
      if (!user) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: user.sub,
          email: user.email,
          email_verified: user.emailVerified,
          given_name: user.givenName,
          family_name: user.familyName,
        }),
      };
    },
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    // Lifetimes (seconds) stated, as a real deployment would: the library's defaults print a NOTICE on each use.
    ttl: { AccessToken: 3600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, Session: 3600 },
  };
  const provider = new Provider(issuer, configuration);

  let backdated = false;
  provider.use(async (ctx, next) => {
    if (!backdated || ctx.path !== '/token') return next();
    const realNow = Date.now;
    // Past the token's hour of life and the client's 30 s of clock tolerance.
    Date.now = () => realNow() - 2 * 3600_000;
    try {
      await next();
    } finally {
      Date.now = realNow;
    }
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    backdateTokens: (on) => {
      backdated = on;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser at the provider: follows its redirects with its cookies, submits the dev login form (the email
 * is the login hint; any password) and answers the URL it finally sends the browser to: the app's callback.
 */
export async function signInAtProvider(authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  const issuerOrigin = url.origin;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      init = {};
      if (url.origin !== issuerOrigin) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const login = /name="login"[^>]*value="([^"]+)"/.exec(page)?.[1];
    if (!action || !login) throw new Error(`The provider answered ${response.status} without a login form: ${page}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any password' }).toString(),
    };
  }
  throw new Error('The provider kept redirecting');
}
