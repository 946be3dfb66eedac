import { createHash, randomBytes } from 'node:crypto';
import type { SsoFailureReason } from '@shared/schemas/sso';
import { emailDomainOf } from '@shared/security/public-email-domains';
import { authorizationUrl, exchangeCallback, OidcError, type OidcFailure } from '../../adapters/sso/oidc-client';
import { ssoDomainEntity, ssoFlowEntity } from '../../data/sso/sso-settings';
import { isAllowedEmail, ssoSessionSeconds } from '../../domain/sso/sso-rules';
import { SSO_FLOW_SECONDS } from '../../platform/auth/sso-browser';
import { nowEpochSeconds } from '../../platform/dynamodb/expiry';
import { requestScope } from '../../platform/http/request-scope';
import { logger } from '../../platform/logger';
import { recordAccountEvent } from '../audit/account-events';
import { signIn } from '../auth/accounts';
import { recordSsoSignInFailure } from './sso-failure-audit';
import { NoSeatForSso, ssoMember } from './sso-membership';
import { providerOf, readSsoSettings, ssoRedirectUri } from './sso-provider';

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');

/** A sign-in sent on to the identity provider, with the state the browser keeps in a cookie until it comes back. */
export interface SsoStart {
  location: string;
  state: string;
}

/**
 * Finds the workspace by the email's domain and prepares the round trip: the state (its hash stored, the value in the
 * browser's cookie), the nonce and the PKCE verifier. `undefined` when no workspace's single sign-on covers the
 * domain; an unreachable provider throws `OidcError`.
 */
export async function startSsoSignIn(
  email: string,
  returnTo?: string,
  now = new Date(),
): Promise<SsoStart | undefined> {
  const claim = await ssoDomainEntity.get({ domain: emailDomainOf(email) });
  const settings = claim && (await readSsoSettings(claim.workspaceId));
  if (!claim || !settings) return undefined;
  const provider = await providerOf(claim.workspaceId, settings);
  const state = randomToken();
  const flow = { nonce: randomToken(), codeVerifier: randomToken() };
  await ssoFlowEntity.create(
    {
      stateHash: hashState(state),
      workspaceId: claim.workspaceId,
      ...flow,
      ...(returnTo ? { returnTo } : {}),
      createdAt: now.toISOString(),
    },
    { expiresAt: nowEpochSeconds(now) + SSO_FLOW_SECONDS },
  );
  const url = await authorizationUrl(provider, { redirectUri: ssoRedirectUri(), state, loginHint: email, ...flow });
  return { location: url.toString(), state };
}

/** How a callback ended: signed in (the session's cookies and where to land) or refused, with the reason. */
export type SsoOutcome =
  | { ok: true; sessionCookies: string[]; returnTo: string }
  | { ok: false; reason: SsoFailureReason };

const reasonOf: Record<OidcFailure, SsoFailureReason> = {
  unreachable: 'unavailable',
  refused: 'refused',
  invalid: 'invalid',
  'token-expired': 'token-expired',
  'not-verified': 'not-verified',
};

/** Where a refusal is recorded: the workspace whose sign-on was used (when the state names one), and who tried. */
interface Attempt {
  workspaceId?: string;
  email?: string;
}

/** The stable code of a refused single sign-on's log line: what a log search or an alarm keys on. */
export const SSO_REFUSED_LOG_CODE = 'sso_sign_in_refused';

/** How much of a text the identity provider or the browser sent (an `error` parameter) a log line keeps. */
const DETAIL_MAX = 200;

/**
 * The reason in words goes to the browser, the workspace's audit log has it when the state names a workspace, and
 * every refusal is one structured warning. A refusal tied to no workspace (a replayed or forged callback whose state
 * is unknown) belongs to no audit log, since no owner should read another's or an attacker's noise, so this line is
 * its only record: the stable code, the reason, where it came from (the IP) and the workspace when known. Never the
 * code, the state, a token or a secret: the detail is our own sentence or the provider's error name.
 */
async function refused(reason: SsoFailureReason, detail: string, attempt: Attempt = {}): Promise<SsoOutcome> {
  logger.warn('SSO sign-in refused', {
    code: SSO_REFUSED_LOG_CODE,
    reason,
    detail: detail.slice(0, DETAIL_MAX),
    ip: requestScope()?.ip ?? '',
    workspaceId: attempt.workspaceId ?? null,
  });
  if (attempt.workspaceId) await recordSsoSignInFailure(attempt.workspaceId, reason, attempt.email);
  return { ok: false, reason };
}

/**
 * The workspace a refused state points to: the flow this browser started, else the one the callback names. Read
 * only, so a forged callback cannot spend the browser's own flow.
 */
async function workspaceOfStates(...states: (string | undefined)[]): Promise<string | undefined> {
  for (const state of new Set(states)) {
    if (!state) continue;
    const flow = await ssoFlowEntity.get({ stateHash: hashState(state) });
    if (flow) return flow.workspaceId;
  }
  return undefined;
}

/**
 * Finishes a sign-in: the state must be the one this browser started with and still unused (its flow is deleted
 * before anything else, so a replayed callback, and the code in it, is refused), then `openid-client` exchanges the
 * code and verifies the ID token, the email must be verified and in an allowed domain, and the person is signed in to
 * the workspace (joining it if need be) for the settings' hours.
 */
export async function finishSsoSignIn(
  rawQueryString: string,
  query: { state?: string; error?: string },
  browserState: string | undefined,
): Promise<SsoOutcome> {
  if (!browserState || !query.state || query.state !== browserState) {
    return refused('expired', 'The state is missing or is not the one this browser started with', {
      workspaceId: await workspaceOfStates(browserState, query.state),
    });
  }
  const stateHash = hashState(browserState);
  const flow = await ssoFlowEntity.get({ stateHash }, { consistent: true });
  if (!flow || !(await ssoFlowEntity.delete({ stateHash }))) return refused('expired', 'The state is unknown or used');
  const attempt: Attempt = { workspaceId: flow.workspaceId };
  if (query.error) return refused('refused', `The identity provider answered ${query.error}`, attempt);

  const callbackUrl = new URL(`${ssoRedirectUri()}?${rawQueryString}`);
  const settings = await readSsoSettings(flow.workspaceId);
  if (!settings) return refused('unavailable', 'Single sign-on was turned off during the sign-in', attempt);
  try {
    const provider = await providerOf(flow.workspaceId, settings);
    const person = await exchangeCallback(provider, callbackUrl, { state: browserState, ...flow });
    attempt.email = person.email;
    if (!isAllowedEmail(settings, person.email)) {
      return refused('wrong-domain', `${person.email} is not allowed`, attempt);
    }
    const user = await ssoMember(flow.workspaceId, settings, person);
    const { sessionCookies } = await signIn(user, {
      workspaceId: flow.workspaceId,
      lifetimeSeconds: ssoSessionSeconds(settings.sessionHours),
    });
    await recordAccountEvent(user.id, 'auth.signed_in', { method: 'sso' });
    return { ok: true, sessionCookies, returnTo: flow.returnTo ?? '/' };
  } catch (error) {
    if (error instanceof OidcError) {
      return refused(reasonOf[error.failure], error.message, { ...attempt, email: error.email ?? attempt.email });
    }
    if (error instanceof NoSeatForSso) return refused('no-seat', error.message, attempt);
    throw error;
  }
}
