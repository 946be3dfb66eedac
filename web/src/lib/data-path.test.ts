import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One data path (issue 27 §3): the web calls the API only through the typed route client (`callRoute`, and the query
 * and mutation helpers built on it), keys every cached read by route id (`routeQueryKey`), and refreshes after a
 * change only what the route-effects table says (`useRouteMutation`). These checks keep a second path from creeping
 * back in.
 */
const src = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')
      ? [path]
      : [];
  });
}

const files = sources(src).map((path) => ({ file: relative(src, path), text: readFileSync(path, 'utf8') }));
const using = (pattern: RegExp) => files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('the web data path', () => {
  it('sends requests only from the API client', () => {
    expect(using(/\bfetch\(|\bapiRequest\(/)).toEqual(['lib/api-client.ts', 'lib/api-route.ts']);
  });

  it('changes data only through useRouteMutation', () => {
    expect(using(/\buseMutation[<(]/)).toEqual(['lib/route-mutation.ts']);
  });

  it('builds no query key by hand', () => {
    expect(using(/queryKey:\s*\[/)).toEqual([]);
  });

  it('refreshes only through the route-effects table (and, after automations, what they touch)', () => {
    expect(using(/\.invalidateQueries\(/)).toEqual([
      'lib/optimistic-list.ts',
      'lib/refresh-after-automations.ts',
      'lib/route-mutation.ts',
    ]);
  });
});
