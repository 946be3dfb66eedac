import type { Capability } from '@shared/access/roles';
import type { PlanFeature } from '@shared/billing/plan-features';
import type * as z from '@shared/zod';

/**
 * A route's contract: where it lives, who may call it, what it takes and what it answers, as data (zod schemas are
 * data). One constant per route, in `contracts/<area>.ts`; `routes.ts` assembles them into the table that infra,
 * the local runtime and the tests read. The server builds the route's handler from the constant
 * (`defineHandler(api.createTask, …)`); the web calls it by id through `web/src/lib/api-route.ts`, typed from the
 * same entry, with the schema-free route index at run time. Anything else that calls a route can do it directly:
 *
 * ```ts
 * import { updateTask } from '@shared/api/contracts/tasks';
 * import { pathTo, type RequestBody, type ResponseBody } from '@shared/api/route-contract';
 *
 * const url = pathTo(updateTask, { id }); // '/api/tasks/01J…'; the params object is typed from the path
 * const patch: RequestBody<typeof updateTask> = { status: 'completed' };
 * const res = await fetch(url, { method: updateTask.method, body: JSON.stringify(patch) });
 * const task: ResponseBody<typeof updateTask> = updateTask.response.parse(await res.json());
 * ```
 *
 * `response` is a zod schema for JSON answers, `'empty'` for 204 No Content, or `'page'` for the routes a browser
 * navigates to (redirects and server-rendered HTML), which have no JSON to type. `isJsonRoute` tells them apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `session`: a signed-in user is required (401 otherwise). `public`: anyone may call it. */
export type RouteAuth = 'session' | 'public';

/**
 * What a caller must hold to reach the route's handler: `public` for anyone (the `public` routes), `account` for any
 * signed-in person whether or not they belong to the session's workspace (their workspaces, accepting an
 * invitation), or the capability of `shared/access/roles.ts` a member's role must have (403 naming what the role
 * lacks otherwise). Routes whose answer a role may see only part of require the capability to see the rest and
 * filter in the service.
 */
export type RoutePermission = 'public' | 'account' | Capability;

/** Formats a request body may come in; JSON unless a route also serves a server-rendered HTML form. */
export type BodyFormat = 'json' | 'form';

/** What infra, the matcher and the local runtime need of a route: no schemas. */
export interface RouteDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway syntax: `/api/tasks/{id}`. */
  readonly path: `/api/${string}`;
  readonly auth: RouteAuth;
  readonly permission: RoutePermission;
  /**
   * A feature of the pricing card the workspace's plan must include (`shared/billing/plan-features.ts`): 402 naming
   * the plan otherwise, checked after the role. Absent: every plan.
   */
  readonly planFeature?: PlanFeature;
  /** The route is an AI feature: 403 `ai_disabled` while the workspace has AI turned off (any plan). */
  readonly usesAi?: true;
  /** The module under `functions/http/` whose `handler` export serves the route, in Lambda and locally. */
  readonly handler: string;
}

/** JSON and form bodies: far above any form of the app, far below what would hurt a server to buffer. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function maxBodyBytes(route: RouteContract): number {
  return route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
}

export type RouteResponse = z.ZodMiniType | 'empty' | 'page';

export interface RouteContract extends RouteDefinition {
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  /** Without one, the route takes no body (any body sent is ignored). */
  readonly body?: z.ZodMiniType;
  readonly bodyFormats?: readonly BodyFormat[];
  /**
   * The largest body the route reads, in bytes; larger ones are refused with 413 before they are parsed (locally,
   * before they are read). `DEFAULT_MAX_BODY_BYTES` unless the route needs more (a statement upload: 10 MB).
   */
  readonly maxBodyBytes?: number;
  /** What a 413 says for this route (the statement upload: the spec's 'File too large' message). */
  readonly bodyTooLargeMessage?: string;
  readonly response: RouteResponse;
  /** Status of a JSON answer; 200 unless the route creates something (201) or accepts work done later (202). */
  readonly status?: 200 | 201 | 202;
}

/** What a contract module declares of a route: everything but its handler module, which the area and id give. */
export type RouteDeclaration = Omit<RouteContract, 'handler'>;

/**
 * `'create-task'` for `'createTask'`, `'start-integration-oauth'` for `'startIntegrationOAuth'`: a dash before each
 * capital that follows a lower-case letter, then all lower case (so an acronym stays one word).
 */
export type KebabCase<S extends string, Previous extends string = ''> = S extends `${infer C}${infer Rest}`
  ? `${IsLower<Previous> extends true ? (IsUpper<C> extends true ? '-' : '') : ''}${Lowercase<C>}${KebabCase<Rest, C>}`
  : '';
type IsLower<C extends string> = C extends Lowercase<C> ? (C extends Uppercase<C> ? false : true) : false;
type IsUpper<C extends string> = C extends Uppercase<C> ? (C extends Lowercase<C> ? false : true) : false;

export function kebabCase<S extends string>(id: S): KebabCase<S> {
  return id.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase() as KebabCase<S>;
}

/**
 * The `defineRoute` of one area (`contracts/<area>.ts`): a route's handler module is `<area>/<id in kebab case>` under
 * `functions/http/` by convention, so a new route is its declaration and its handler file, nothing else to keep in
 * step. Keeps the literal types of the route (its path, its schemas) so everything derived from it is typed. Call
 * it as `/* @__PURE__ *\/ defineRoute({…})`: a bundle then drops the contracts (and schemas) of the routes it does
 * not serve.
 */
export function routesOf<const Area extends string>(area: Area) {
  return <const R extends RouteDeclaration>(route: R): R & { readonly handler: `${Area}/${KebabCase<R['id']>}` } => ({
    ...route,
    handler: `${area}/${kebabCase<R['id']>(route.id)}` as const,
  });
}

export function isJsonRoute<R extends RouteContract>(route: R): route is R & { response: z.ZodMiniType } {
  return typeof route.response === 'object';
}

/** `'id' | 'runId'` for `/api/automations/{id}/runs/{runId}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

export type PathParams<R extends RouteDefinition> = { readonly [K in PathParamNames<R['path']>]: string };

type PathArgs<R extends RouteDefinition> = [PathParamNames<R['path']>] extends [never] ? [] : [params: PathParams<R>];

/** The URL path of a route with its parameters filled in and encoded: `pathTo(getEmployee, { id })`. */
export function pathTo<R extends RouteDefinition>(route: R, ...[params]: PathArgs<R>): string {
  const values: Readonly<Record<string, string>> = params ?? {};
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${route.path}`);
    return encodeURIComponent(value);
  });
}

type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a caller sends as the body (before the server's defaults and transforms). */
export type RequestBody<R extends RouteContract> = Input<R['body']>;
/** What the handler receives after validation. */
export type ParsedBody<R extends RouteContract> = Output<R['body']>;
export type ParsedQuery<R extends RouteContract> = Output<R['query']>;
export type ParsedParams<R extends RouteContract> = Output<R['params']>;
/** The JSON a successful call answers; `undefined` for 204 and page routes. */
export type ResponseBody<R extends RouteContract> = Output<R['response']>;
/** What the handler may hand back for a JSON route (the schema's input: it is checked on the way out). */
export type ResponseInput<R extends RouteContract> = Input<R['response']>;
