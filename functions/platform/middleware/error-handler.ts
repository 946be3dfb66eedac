import { HttpError } from '../errors';
import { json } from '../http/response';
import { logger } from '../logger';
import type { HttpMiddleware } from './types';

/** The one place errors become HTTP. Unexpected errors are logged with their stack and never leak it. */
export function errorHandler(): HttpMiddleware {
  return {
    onError: async (request) => {
      const { error, event } = request;
      const requestId = event.requestContext?.requestId ?? request.context.awsRequestId;
      if (error instanceof HttpError) {
        request.response = json(error.statusCode, { message: error.message, ...error.details });
        Object.assign(request.response.headers, error.headers);
        return;
      }
      logger.error('Unhandled error', { requestId, path: event.rawPath, error: error as Error });
      request.response = json(500, { message: 'Internal Server Error', requestId });
    },
  };
}
