import { maxBodyBytes, type RouteContract } from '@shared/api/route-contract';

/**
 * Typed errors a handler or domain function throws. `error-handler` maps them to HTTP in one place, so no handler
 * writes a status code for a failure.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export class ValidationFailed extends HttpError {
  constructor(
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(400, message, { issues });
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}

export class PlanLimitReached extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(limitBytes: number, message = `Request body too large: the limit is ${formatBytes(limitBytes)}`) {
    super(413, message);
  }
}

/** A body over the route's limit, in the route's own words where it has them (the statement upload's 'File too large'). */
export const payloadTooLargeFor = (route: RouteContract) =>
  new PayloadTooLarge(maxBodyBytes(route), route.bodyTooLargeMessage);

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;

export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** A provider the app called on the user's behalf failed; the message names the provider and the cause. */
export class UpstreamFailed extends HttpError {
  constructor(message: string) {
    super(502, message);
  }
}
