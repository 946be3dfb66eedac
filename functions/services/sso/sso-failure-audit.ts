import type { SsoFailureReason } from '@shared/schemas/sso';
import { anonymousActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit-log';
import { SSO_TARGET } from './sso-settings';

/** Why a single sign-on was refused, in the owner's words (the person sees `ssoFailureReasons`). */
const reasonForOwner: Record<SsoFailureReason, string> = {
  expired: 'the sign-in came back with a state this browser did not start, or one already used',
  refused: 'the identity provider refused the sign-in',
  'not-verified': 'the identity provider did not confirm the email address',
  'wrong-domain': 'the email address is not in a domain the single sign-on allows',
  'no-seat': 'the workspace had no free seat for a new person',
  invalid: "the identity provider's answer could not be verified",
  'token-expired': "the identity provider's ID token had already expired",
  unavailable: 'single sign-on was turned off, or the identity provider could not be reached',
};

/**
 * A refused single sign-on on the log of the workspace whose sign-on was used (`auth.sign_in_failed`, like a refused
 * password), with the reason in words and the email when the provider named one. No person is the actor: a refused
 * callback does not prove who came back, so naming an account from it would let anyone write entries under that
 * person's name. Only what is shown here is recorded: never the code, state, token or client secret.
 */
export function recordSsoSignInFailure(
  workspaceId: string,
  reason: SsoFailureReason,
  email: string | undefined,
): Promise<void> {
  return recordAudit(workspaceId, {
    action: 'auth.sign_in_failed',
    actor: anonymousActor,
    target: SSO_TARGET,
    changes: {
      method: [null, 'sso'],
      reason: [null, reasonForOwner[reason]],
      ...(email ? { email: [null, email] } : {}),
    },
  });
}
