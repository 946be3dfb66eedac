import type { ErrorCode, ErrorIssue } from '@shared/api/error-codes';
import { maxBodyBytes, type RouteContract } from '@shared/api/route-contract';
import { AI_DISABLED_MESSAGE } from '@shared/catalog/ai-settings';

/**
 * Typed errors the services, the handler kit and the local runtime throw. Each carries a code of the catalogue
 * (`shared/api/error-codes.ts`) and a message, never an HTTP status: the error handler's one table
 * (`middleware/error-handler.ts`) maps the code to the status, so no service or handler writes a status code for a
 * failure.
 */
export abstract class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Sent as `Retry-After`: when the same request may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export type ValidationIssue = ErrorIssue;

export class ValidationFailed extends AppError {
  constructor(
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super('validation', message);
  }
}

/** A request that cannot be read at all (a malformed URL, a webhook whose signature does not verify). */
export class BadRequest extends AppError {
  constructor(message: string) {
    super('bad_request', message);
  }
}

/** No valid session. The web signs in again on this one, so a refused sign-in is `SignInFailed` instead. */
export class Unauthorized extends AppError {
  constructor(message = 'Unauthorized') {
    super('unauthorized', message);
  }
}

/** A sign-in refused: wrong email or password, or the identity provider's answer did not check out. */
export class SignInFailed extends AppError {
  constructor(message: string) {
    super('sign_in_failed', message);
  }
}

export class PlanLimitReached extends AppError {
  constructor(message: string) {
    super('plan_limit', message);
  }
}

/** The workspace's plan does not include a feature of the route (`planFeature`); the message names the plan. */
export class PlanFeatureMissing extends AppError {
  constructor(message: string) {
    super('plan_limit', message);
  }
}

/** The workspace turned AI off: no AI feature answers, and no model is called. */
export class AiDisabled extends AppError {
  constructor() {
    super('ai_disabled', AI_DISABLED_MESSAGE);
  }
}

export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super('forbidden', message);
  }
}

/** The member's role lacks what the request needs: 'Your role (Member) cannot view financial data'. */
export class RoleForbidden extends AppError {
  constructor(message: string) {
    super('role_forbidden', message);
  }
}

/** The session's person was removed from its workspace: refused at once, on every route that needs a member. */
export class NotAMember extends AppError {
  constructor(message = 'You are no longer a member of this workspace') {
    super('not_a_member', message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

/** It existed and is no longer usable: an invitation used, revoked or expired. */
export class Gone extends AppError {
  constructor(message: string) {
    super('gone', message);
  }
}

export class MethodNotAllowed extends AppError {
  constructor(message = 'Method not allowed') {
    super('method_not_allowed', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super('conflict', message, retryAfterSeconds);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(limitBytes: number, message = `Request body too large: the limit is ${formatBytes(limitBytes)}`) {
    super('payload_too_large', message);
  }
}

/** A body over the route's limit, in the route's own words where it has them (the statement upload's 'File too large'). */
export const payloadTooLargeFor = (route: RouteContract) =>
  new PayloadTooLarge(maxBodyBytes(route), route.bodyTooLargeMessage);

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super('unsupported_media_type', message);
  }
}

export class IdempotencyKeyReused extends AppError {
  constructor(message = 'This Idempotency-Key was already used with a different request') {
    super('idempotency_key_reused', message);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super('rate_limited', message, retryAfterSeconds);
  }
}

/** A provider the app called on the user's behalf failed; the message names the provider and the cause. */
export class UpstreamFailed extends AppError {
  constructor(message: string) {
    super('upstream_failed', message);
  }
}

/** A feature the request needs is not configured on this deployment (Stripe webhooks without their secret). */
export class NotConfigured extends AppError {
  constructor(message: string) {
    super('not_configured', message);
  }
}

/** What an unexpected failure answers: no internals, only this message (and, from a handler, the request id). */
export class InternalServerError extends AppError {
  constructor(message = 'Internal Server Error') {
    super('internal', message);
  }
}
