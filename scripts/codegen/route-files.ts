import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteDefinition } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import { repoRoot } from '../local/repo-root';

/**
 * Files generated from the route table, not tracked: `npm ci` (postinstall), `npm start`, `npm run typecheck`,
 * `npm run build` and `npm run generate` write them (scripts/codegen/generate.ts), so two branches that each add a
 * route never conflict in them. A test fails when one is out of date (a route added without regenerating).
 *
 * - `scripts/local/handler-map.gen.ts`: the local runtime loads handler modules through static `import()`s, so tools
 *   see every module it may load (type checking, go-to-definition, bundlers) and each still loads on its route's
 *   first request. The type checker fails if a route has no entry.
 * - `shared/api/route-index.gen.ts`: the table without its schemas, for code that only matches paths (the API's
 *   catch-all Lambda answering 404/405), which would otherwise bundle every route's zod schemas.
 */
export interface GeneratedFile {
  path: string;
  render(table: readonly RouteDefinition[]): string;
}

const header = (source: string) =>
  `// Generated from shared/api/routes.ts by \`npm run generate\` (scripts/codegen/route-files.ts). ${source}`;

export const handlerMap: GeneratedFile = {
  path: 'scripts/local/handler-map.gen.ts',
  render: (table) =>
    [
      header('Do not edit.'),
      "import type { HandlerModuleName } from '@shared/api/routes';",
      "import type { LambdaHandler } from '../../functions/platform/http/route-handler';",
      '',
      '/** Each route’s handler module, loaded on its first request (as a Lambda container loads its one module). */',
      'export const handlerModules: Record<HandlerModuleName, () => Promise<{ handler: LambdaHandler }>> = {',
      ...table.map((route) => `  '${route.handler}': () => import('../../functions/http/${route.handler}'),`),
      '};',
      '',
    ].join('\n'),
};

export const routeIndex: GeneratedFile = {
  path: 'shared/api/route-index.gen.ts',
  render: (table) =>
    [
      header('Do not edit.'),
      "import type { RouteDefinition } from './route-contract';",
      '',
      '/** Every route without its schemas: for code that only matches methods and paths. */',
      'export const routeIndex: readonly RouteDefinition[] = [',
      ...table.flatMap(({ id, method, path, auth, permission, planFeature, usesAi, handler }) => [
        '  {',
        ...Object.entries({ id, method, path, auth, permission, planFeature, usesAi, handler })
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `    ${key}: ${typeof value === 'string' ? `'${value}'` : value},`),
        '  },',
      ]),
      '];',
      '',
    ].join('\n'),
};

export const generatedFiles = [handlerMap, routeIndex];

export function isUpToDate(file: GeneratedFile, table: readonly RouteDefinition[] = routes): boolean {
  return readFileSync(join(repoRoot, file.path), 'utf8') === file.render(table);
}

/** Writes each file whose content differs from what the table renders; answers the paths it wrote. */
export function writeRouteFiles(table: readonly RouteDefinition[] = routes): string[] {
  return generatedFiles.flatMap((file) => {
    if (existsSync(join(repoRoot, file.path)) && isUpToDate(file, table)) return [];
    writeFileSync(join(repoRoot, file.path), file.render(table));
    return [file.path];
  });
}
