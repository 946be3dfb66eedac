import type { ErrorBody, ErrorCode } from '@shared/api/error-codes';
import type { SessionIdentity } from '../auth/session';
import { AppError, InternalServerError, ValidationFailed } from '../errors';
import { reportRefusedWrite, requestScope } from '../http/request-scope';
import { type HttpResult, json } from '../http/response';
import { logger } from '../logger';
import type { HttpMiddleware } from './types';

/**
 * The one table from an error's code to its HTTP status. Services and the handler kit throw typed errors
 * (`platform/errors.ts`) that carry a code and no status; every JSON error answer, the local runtime's own refusals
 * and the server-rendered form pages take their status from here.
 */
export const httpStatusOf: Readonly<Record<ErrorCode, number>> = {
  validation: 400,
  bad_request: 400,
  unauthorized: 401,
  sign_in_failed: 401,
  plan_limit: 402,
  ai_disabled: 403,
  forbidden: 403,
  role_forbidden: 403,
  not_a_member: 403,
  not_found: 404,
  method_not_allowed: 405,
  gone: 410,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  not_configured: 503,
};

/** The headers an error calls for besides its body (`Retry-After`). */
export function errorHeaders(error: AppError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { 'retry-after': String(error.retryAfterSeconds) };
}

/** `{code, message, issues?}` with the code's status: what every error answer of the API is. */
export function errorResponse(error: AppError, extra: Pick<ErrorBody, 'requestId'> = {}): HttpResult {
  const body: ErrorBody = { code: error.code, message: error.message, ...extra };
  if (error instanceof ValidationFailed) body.issues = error.issues;
  const result = json(httpStatusOf[error.code], body);
  Object.assign(result.headers, errorHeaders(error));
  return result;
}

/** The one place errors become HTTP. Unexpected errors are logged with their stack and never leak it. */
export function errorHandler(): HttpMiddleware {
  return {
    onError: async (request) => {
      const { error, event } = request;
      if (error instanceof AppError) {
        await recordIfRefusedWrite(error, request.context.session);
        request.response = errorResponse(error);
        return;
      }
      const requestId = event.requestContext?.requestId ?? request.context.awsRequestId;
      logger.error('Unhandled error', { requestId, path: event.rawPath, error: error as Error });
      request.response = errorResponse(new InternalServerError(), { requestId });
    },
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A 403 on a write by a signed-in person goes on record (`result: 'denied'`) before the client hears of it. */
async function recordIfRefusedWrite(error: AppError, session: SessionIdentity | undefined): Promise<void> {
  const scope = requestScope();
  if (!scope || !session || httpStatusOf[error.code] !== 403 || !WRITE_METHODS.has(scope.method)) return;
  try {
    await reportRefusedWrite({ scope, session, code: error.code, message: error.message });
  } catch (failure) {
    // The refusal still stands; a lost record of it is logged, never turned into a 500 for the refused client.
    logger.error('Could not record a refused write', { requestId: scope.requestId, error: failure as Error });
  }
}
