import { performance } from 'node:perf_hooks';
import { type CapacityTally, currentTally } from '../dynamodb/capacity';
import { logger } from '../logger';
import type { HttpMiddleware } from './types';

/** What the request log line says of a request. */
export interface RequestLogLine extends CapacityTally {
  requestId: string;
  method: string;
  path: string;
  status: number | undefined;
  durationMs: number;
  workspaceId: string | undefined;
}

const listeners = new Set<(line: RequestLogLine) => void>();

/** Calls `listener` with every request's log line in this process (the cost bench reads them); answers the stop. */
export function onRequestLogged(listener: (line: RequestLogLine) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One structured line per request, with the id API Gateway (or the local runtime) gave it, and what it cost the
 * table (`readUnits`, `writeUnits`, `tableCalls`: DynamoDB's billed units, see dynamodb/capacity.ts), so CloudWatch
 * can chart the cost per route.
 */
export function requestLog(): HttpMiddleware {
  const startedAt = new WeakMap<object, number>();
  const done = async (request: Parameters<NonNullable<HttpMiddleware['after']>>[0]) => {
    const { event, response } = request;
    const tally = currentTally();
    const line: RequestLogLine = {
      requestId: event.requestContext.requestId,
      method: event.requestContext.http.method,
      path: event.rawPath,
      status: response?.statusCode,
      durationMs: Math.round((performance.now() - (startedAt.get(request.event) ?? performance.now())) * 10) / 10,
      workspaceId: request.context.session?.workspaceId,
      readUnits: tally?.readUnits ?? 0,
      writeUnits: tally?.writeUnits ?? 0,
      tableCalls: tally?.tableCalls ?? 0,
    };
    logger.info('request', { ...line });
    for (const listener of listeners) listener(line);
  };
  return {
    before: async ({ event }) => {
      startedAt.set(event, performance.now());
    },
    after: done,
    onError: done,
  };
}
