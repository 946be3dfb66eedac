import { createRouteMatcher } from '@shared/api/match-route';
import { routeIndex } from '@shared/api/route-index.gen';
import { vi } from 'vitest';
import type { ApiRouteId, RouteBody, RouteParams, RouteResponse } from '../lib/api-route';

/** A request a screen sent to the API, with its JSON body parsed and the route it reached (if any). */
export interface ApiCall {
  method: string;
  url: string;
  body: any;
  /** The route table's id for the method and path (`updateTask`), as the server would dispatch it. */
  routeId?: ApiRouteId;
}

/** What a stubbed route is called with: its path parameters, query, JSON body and the raw call. */
export interface StubRequest<I extends ApiRouteId> {
  params: RouteParams<I>;
  query: URLSearchParams;
  body: [RouteBody<I>] extends [never] ? undefined : RouteBody<I>;
  call: ApiCall;
}

/**
 * A stubbed route's answer: the response body (200 JSON; `null` for 204 No Content), or a Response for any other
 * status (`Response.json(task, { status: 201 })`, `failure(409, 'Taken')`). The body is not held to the route's
 * response type: fixtures build pages loosely, and a test may answer what an older or broken server would.
 */
export type StubAnswer<I extends ApiRouteId> = (request: StubRequest<I>) => StubReply<I> | Promise<StubReply<I>>;
type StubReply<I extends ApiRouteId> = RouteResponse<I> | Response | object | null;

export type StubRoutes = { [I in ApiRouteId]?: StubAnswer<I> };

const matchRoute = createRouteMatcher(routeIndex);

/**
 * Stands in for the API for the rest of the test. Given routes by id (`stubApi({ listTasks: () => page,
 * updateTask: ({ params, body }) => … })`), each request is matched to its route through the generated route index,
 * as the server dispatches it, and answered by that route's stub; a route the test did not stub answers 501 with
 * its id, so a screen that calls something unexpected fails visibly. Given one function, it answers every request.
 * Every request is recorded, in order, in the list returned.
 */
export function stubApi(answer: StubRoutes | ((call: ApiCall) => Response | Promise<Response>)): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://app');
    const match = matchRoute(method, pathname);
    const call: ApiCall = {
      method,
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      ...(match.kind === 'found' ? { routeId: match.route.id as ApiRouteId } : {}),
    };
    calls.push(call);
    if (typeof answer === 'function') return answer(call);
    const stub = call.routeId && (answer[call.routeId] as StubAnswer<ApiRouteId> | undefined);
    if (!stub) {
      return failure(501, `No stub for ${call.routeId ?? 'an unknown route'}: ${method} ${pathname}`);
    }
    const reply = await stub({
      params: (match.kind === 'found' ? match.pathParameters : {}) as never,
      query: searchParams,
      body: call.body,
      call,
    });
    if (reply instanceof Response) return reply;
    return reply === null ? new Response(null, { status: 204 }) : Response.json(reply);
  });
  return calls;
}

/** An error answer in the API's form: `{ message }` with the status. */
export const failure = (status: number, message: string) => Response.json({ message }, { status });
