import { join } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeTreeOptions } from '../../web/route-tree.config';
import { repoRoot } from '../local/repo-root';

/**
 * Writes `web/src/routeTree.gen.ts`, TanStack Router's typed tree of the files in `web/src/routes/`, with the options
 * the Vite plugin uses (`web/route-tree.config.ts`). The file is build output and not tracked, so everything that
 * reads it before Vite has run writes it first (scripts/codegen/generate.ts).
 * It is rewritten only when its content changes.
 */
export async function generateRouteTree(): Promise<void> {
  const config = getConfig(routeTreeOptions);
  await new Generator({ config, root: join(repoRoot, 'web') }).run();
}
