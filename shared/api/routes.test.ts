import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildPath, routes } from './routes';

const httpDir = fileURLToPath(new URL('../../functions/http', import.meta.url));

function handlerModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerModules(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [relative(httpDir, path).replace(/\.ts$/, '')];
  });
}

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

  it('uses API Gateway path syntax under /api', () => {
    for (const route of routes) expect(route.path).toMatch(/^\/api(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+$/);
  });

  it('exports a handler from every handler module, built for its own route', async () => {
    for (const route of routes) {
      const mod = await import(join(httpDir, `${route.handler}.ts`));
      expect(typeof mod.handler, route.handler).toBe('function');
    }
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/tasks/{id}', { id: 'a b' })).toBe('/api/tasks/a%20b');
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/tasks/{id}')).toThrow(/Missing path parameter id/);
  });
});
