import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { generatedFiles, isUpToDate } from '../../scripts/codegen/route-files';
import { capabilityNames } from '../access/roles';
import { kebabCase, pathTo, routesOf } from './route-contract';
import { routes } from './routes';

const httpDir = fileURLToPath(new URL('../../functions/http', import.meta.url));

function handlerModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerModules(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [relative(httpDir, path).replace(/\.ts$/, '')];
  });
}

const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('route table', () => {
  it('has a handler module for every route and a route for every handler module', () => {
    const fromTable = routes.map((r) => r.handler).sort();
    expect(handlerModules(httpDir).sort()).toEqual(fromTable);
  });

  it('gives every route a unique id, a unique method + path and its own handler', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.handler)).size).toBe(routes.length);
  });

  it('gives every route the permission it needs: public exactly for the public routes, else a capability or account', () => {
    for (const route of routes) {
      expect(route.permission, `${route.id} has no permission`).toBeDefined();
      if (route.auth === 'public') expect(route.permission, route.id).toBe('public');
      else expect([...capabilityNames, 'account'], route.id).toContain(route.permission);
    }
  });

  it('uses API Gateway path syntax under /api', () => {
    // A file name may end a path (the OpenAPI document's conventional `openapi.json`).
    for (const route of routes) expect(route.path).toMatch(/^\/api(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+(\.[a-z]+)?$/);
  });

  it("validates exactly the path's parameters", () => {
    for (const route of routes) {
      const names = pathParamNames(route.path);
      if (!('params' in route)) {
        expect(names, route.id).toEqual([]);
        continue;
      }
      // Any value will do, except where a parameter is one of a list (a provider id): then the list's first.
      const shape = (route.params as { shape?: Record<string, { options?: readonly string[] }> }).shape ?? {};
      const sample = Object.fromEntries(names.map((name) => [name, shape[name]?.options?.[0] ?? 'x']));
      expect(Object.keys(route.params.parse({ ...sample, extra: 'y' })).sort(), route.id).toEqual(names.sort());
    }
  });

  it('serves every route from the module the table names, built from that very route', async () => {
    for (const route of routes) {
      const mod = await import(join(httpDir, `${route.handler}.ts`));
      // Identity, not equality: a module that copied another route's contract (and so its auth rule and schemas)
      // carries that other entry and fails here.
      expect(mod.handler.route, `${route.handler} serves ${mod.handler.route?.id}`).toBe(route);
    }
  });

  it.each(generatedFiles.map((file) => [file.path, file]))('%s is up to date (npm run generate)', (_, file) => {
    expect(isUpToDate(file)).toBe(true);
  });
});

describe('pathTo', () => {
  const route = {
    id: 'x',
    method: 'GET',
    path: '/api/automations/{id}/runs/{runId}',
    auth: 'session',
    permission: 'automations.view',
    handler: 'x',
  } as const;

  it('fills and encodes path parameters', () => {
    expect(pathTo(route, { id: 'a b', runId: 'r/1' })).toBe('/api/automations/a%20b/runs/r%2F1');
    expect(pathTo({ ...route, path: '/api/tasks' })).toBe('/api/tasks');
  });

  it('refuses an empty parameter, which would address another route', () => {
    expect(() => pathTo(route, { id: '', runId: 'r' })).toThrow(/Missing path parameter id/);
  });
});

describe('handler modules by convention', () => {
  it('names a route’s module after its area and its id in kebab case, acronyms as one word', () => {
    expect(kebabCase('createTask')).toBe('create-task');
    expect(kebabCase('startIntegrationOAuth')).toBe('start-integration-oauth');
    expect(kebabCase('getKpiStats')).toBe('get-kpi-stats');
    expectTypeOf(kebabCase('integrationOAuthCallback')).toEqualTypeOf<'integration-oauth-callback'>();
    const declare = routesOf('tasks');
    const route = declare({
      id: 'listTasks',
      method: 'GET',
      path: '/api/tasks',
      auth: 'session',
      permission: 'tasks.view',
      response: 'empty',
    });
    expectTypeOf(route.handler).toEqualTypeOf<'tasks/list-tasks'>();
    expect(route.handler).toBe('tasks/list-tasks');
  });
});
