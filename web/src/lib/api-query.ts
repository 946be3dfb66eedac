import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** A query key that is a URL's parts (spec §7): ['/api/employees', id] is GET /api/employees/{id}. */
export type UrlQueryKey = readonly [`/api/${string}`, ...string[]];

/**
 * The key of a GET route: the path up to its first parameter, then each later segment with the parameters filled
 * in. `/api/automations/{id}/runs` with `{ id: 'a1' }` → `['/api/automations', 'a1', 'runs']`, which sits under the
 * automations list's key `['/api/automations']`, so invalidating the list as a prefix refreshes the runs too.
 */
export function routeQueryKey(path: `/api/${string}`, params: Readonly<Record<string, string>> = {}): UrlQueryKey {
  const [head = path, tail] = path.split(/\/(?=\{)/, 2) as [`/api/${string}`, string?];
  const rest = tail === undefined ? [] : `${tail}`.split('/');
  const filled = rest.map((segment) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name === undefined) return segment;
    const value = params[name];
    if (!value) throw new Error(`Missing path parameter ${name} for ${path}`);
    return value;
  });
  return [head, ...filled];
}

export function urlOfQueryKey([path, ...parts]: UrlQueryKey): string {
  return [path, ...parts.map(encodeURIComponent)].join('/');
}

/**
 * Query options for a GET whose key is its URL. The key is what other screens invalidate, so each API module exports
 * its key and nobody rebuilds a URL to find a cached answer.
 */
export function urlQueryOptions<T>(queryKey: UrlQueryKey) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiGet<T>(urlOfQueryKey(queryKey), signal) });
}
