import { fileURLToPath } from 'node:url';

/**
 * How TanStack Router turns `web/src/routes/` into `web/src/routeTree.gen.ts`. One object for the two places that
 * generate the tree — the Vite plugin (dev server and build) and `scripts/codegen/route-tree.ts` (install, type check,
 * unit tests, `npm run generate`) — so they cannot write different trees.
 */
export const routeTreeOptions = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: fileURLToPath(new URL('./src/routes', import.meta.url)),
  generatedRouteTree: fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)),
} as const;
