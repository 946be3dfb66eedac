import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SessionIdentity } from '../auth/session';
import { clientAddress } from './client-address';

/**
 * What is known about the request being served, for code far below the handler that must say who did something and
 * from where (the audit log) without every service signature carrying it. The handler kit opens one scope per
 * request; the session middleware fills in the session once it is resolved. Outside a request (a queue job, a test
 * calling a service) there is no scope.
 */
export interface RequestScope {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly method: string;
  readonly routeId: string;
  session?: SessionIdentity;
  /** The API key a bearer request acts with (its session is then the key's creator in the key's workspace). */
  apiKey?: { id: string; workspaceId: string };
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function requestScope(): RequestScope | undefined {
  return scopes.getStore();
}

export function inRequestScope<T>(event: APIGatewayProxyEventV2, routeId: string, fn: () => Promise<T>): Promise<T> {
  const scope: RequestScope = {
    requestId: event.requestContext?.requestId ?? '',
    ip: event.requestContext?.http ? clientAddress(event) : '',
    userAgent: event.headers?.['user-agent'] ?? '',
    method: event.requestContext?.http?.method ?? '',
    routeId,
  };
  return scopes.run(scope, fn);
}

/** A refused request that would have changed something (a 403 on POST, PUT, PATCH or DELETE). */
export interface RefusedWrite {
  scope: RequestScope;
  session: SessionIdentity;
  code: string;
  message: string;
}

type RefusalListener = (refusal: RefusedWrite) => Promise<void>;
const refusalListeners = new Set<RefusalListener>();

/**
 * The platform may not know the audit log (it knows no business module), yet a write refused before its handler
 * runs (the role check in the session middleware) must be recorded. So the audit module registers here when it is
 * loaded, and the error handler calls the listeners before it answers, so the refusal is on record before the 403
 * reaches the client. Every route that changes something bundles a service that records, which loads the module.
 */
export function onRefusedWrite(listener: RefusalListener): void {
  refusalListeners.add(listener);
}

export async function reportRefusedWrite(refusal: RefusedWrite): Promise<void> {
  for (const listener of refusalListeners) await listener(refusal);
}
