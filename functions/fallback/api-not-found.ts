import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { unmatchedRoute } from '../platform/http/unmatched-route';

/**
 * Behind API Gateway's `ANY /api/{proxy+}` catch-all: requests no route-table entry serves get the same JSON
 * 404/405 as locally, instead of API Gateway's own `{"message":"Not Found"}` for every case.
 */
export const handler = async (event: APIGatewayProxyEventV2) =>
  unmatchedRoute(event.requestContext.http.method, event.rawPath);
