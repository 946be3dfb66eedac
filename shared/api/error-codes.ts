/**
 * The one catalogue of error codes. Every error the API answers is a JSON body `{code, message, issues?}`: `code` is
 * one of these stable machine names, which callers branch on; `message` is the text a person reads (the spec's words
 * where it has them), which may change. The server's error handler maps each code to its HTTP status
 * (`functions/platform/middleware/error-handler.ts`), the web reads `code` from `ApiError` (`web/src/lib/api-client.ts`),
 * and an API description can list them from here.
 *
 * A status alone does not say which of these a failure is (a 401 is a gone session or a refused password; a 400 a
 * schema's issue or a malformed URL), so callers read the code, and answers that did not come from the app (API
 * Gateway's own, a proxy's) have none.
 */
export const errorCodes = {
  validation: "The request's body, query or path parameters broke their schema or a rule; `issues` lists them",
  bad_request: 'The request could not be read at all: a malformed URL, a webhook whose signature does not verify',
  unauthorized: 'No valid session: signed out, expired or never signed in; the web signs in again',
  sign_in_failed: 'A sign-in was refused: wrong email or password, or the identity provider did not vouch for it',
  plan_limit: "The workspace's plan does not allow this; the message names the limit and the plan that lifts it",
  forbidden: 'Signed in, but not allowed: a cross-site write, an invitation meant for another address',
  role_forbidden:
    "The member's role lacks the capability the request needs; the message names the role and what it cannot do",
  ai_disabled: 'The workspace turned AI features off (any plan can); the route would use AI, so nothing ran',
  not_a_member:
    'The signed-in person no longer belongs to the workspace of their session (removed); they may switch to another',
  not_found: "No such resource or path, or another workspace's id",
  gone: 'The resource existed but is no longer usable: an invitation used, revoked or expired',
  method_not_allowed: 'The path exists under other methods; `Allow` lists them',
  conflict: 'The request conflicts with the current state: a duplicate, a change under way, a concurrent edit',
  payload_too_large: "The body is over the route's limit",
  unsupported_media_type: 'The body is in a format the route does not take',
  idempotency_key_reused: 'The Idempotency-Key was already used with a different request',
  rate_limited: 'Too many requests, or one of its kind already running; `Retry-After` says when to try again',
  internal: 'An unexpected failure; the answer carries a request id and no internals',
  upstream_failed: 'A provider called on the user’s behalf failed; the message names it and the cause',
  not_configured: 'A feature the request needs is not configured on this deployment',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeNames = Object.keys(errorCodes) as ErrorCode[];

/** One problem of a validation failure: where (`title`, `items.0.amount`, empty for the whole body) and what. */
export interface ErrorIssue {
  path: string;
  message: string;
}

/** The body of every error answer. `requestId` only on `internal`, for finding the log line. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  issues?: ErrorIssue[];
  requestId?: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCodes, value);
}
