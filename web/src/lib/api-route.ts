import { type PathParamNames, type PathParams, pathTo, type RouteDefinition } from '@shared/api/route-contract';
import { routeIndex } from '@shared/api/route-index.gen';
import type { Route } from '@shared/api/routes';
import type * as z from '@shared/zod';
import { apiRequest, readJson } from './api-client';
import { checkResponseInDev } from './check-response';

/**
 * The web calls routes by their id in the route table (`shared/api/routes.ts`). Types come from the contract
 * (`typeof routes`, imported as a type only); at run time only the schema-free route index (method and path,
 * generated from the same table) is bundled, so no screen pays for zod schemas it does not use. Development builds
 * check every answer against the contract's response schema (`check-response.ts`).
 */
export type ApiRouteId = Route['id'];
export type RouteOf<I extends ApiRouteId> = Extract<Route, { id: I }>;

/** What a successful call of the route answers; `null` for 204 No Content (an empty body reads as null). */
export type RouteResponse<I extends ApiRouteId> = RouteOf<I>['response'] extends z.ZodMiniType
  ? z.output<RouteOf<I>['response']>
  : null;
/** What the route takes as its JSON body. */
export type RouteBody<I extends ApiRouteId> =
  RouteOf<I> extends { body: z.ZodMiniType } ? z.input<RouteOf<I>['body']> : never;
/** The route's path parameters, typed from its path: `{ id: string }` for `/api/tasks/{id}`. */
export type RouteParams<I extends ApiRouteId> = PathParams<RouteOf<I>>;
/** What the route takes in its query string (`?limit=50&cursor=…`). */
export type RouteQuery<I extends ApiRouteId> =
  RouteOf<I> extends { query: z.ZodMiniType } ? z.input<RouteOf<I>['query']> : never;

type ParamsOption<I extends ApiRouteId> = [PathParamNames<RouteOf<I>['path']>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<I> };
// A route without a JSON body may take a multipart upload (the logo): the handler reads the file from the form.
type BodyOption<I extends ApiRouteId> = [RouteBody<I>] extends [never] ? { body?: FormData } : { body: RouteBody<I> };
type QueryOption<I extends ApiRouteId> = [RouteQuery<I>] extends [never]
  ? { query?: undefined }
  : { query?: RouteQuery<I> };
export type CallOptions<I extends ApiRouteId> = ParamsOption<I> &
  BodyOption<I> &
  QueryOption<I> & { signal?: AbortSignal };
/** The options may be left out when none is required (no path parameters, no body). */
type CallArgs<I extends ApiRouteId> =
  Record<never, never> extends CallOptions<I> ? [options?: CallOptions<I>] : [options: CallOptions<I>];

const byId = new Map<string, RouteDefinition>(routeIndex.map((route) => [route.id, route]));

export function routeEntry(id: ApiRouteId): RouteDefinition {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route ${id}: regenerate shared/api/route-index.gen.ts (npm run generate)`);
  return route;
}

/** `pathTo` for an index entry, whose path type is not a literal (the call's own types were checked above). */
const urlOf = pathTo as (route: RouteDefinition, params?: Readonly<Record<string, string>>) => string;

/**
 * Calls a route: its method and URL from the route table, the JSON body, the session cookie, and the typed answer.
 * A failure is the spec's Error "<status>: <body text or status text>" (§8, `apiRequest`).
 */
export async function callRoute<I extends ApiRouteId>(id: I, ...[options]: CallArgs<I>): Promise<RouteResponse<I>> {
  const route = routeEntry(id);
  const { params, body, query, signal } = (options ?? {}) as {
    params?: Readonly<Record<string, string>>;
    body?: unknown;
    query?: Readonly<Record<string, string | number | undefined>>;
    signal?: AbortSignal;
  };
  const search = queryString(query);
  const res = await apiRequest(route.method, `${urlOf(route, params)}${search}`, body, signal);
  const data = await readJson<unknown>(res);
  await checkResponseInDev(id, data);
  return data as RouteResponse<I>;
}

/** `?limit=5&cursor=…` from a query object, leaving out what is undefined; '' for none. */
export function queryString(query: Readonly<Record<string, string | number | undefined>> | undefined): string {
  const entries = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}
