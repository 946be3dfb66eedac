import { readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaBuildOptions } from '../../infra/lambda-bundling';
import { paths } from '../../infra/paths';
import type { RouteContract } from './route-contract';
import { routes } from './routes';

const contractsDir = paths.resolve('shared/api/contracts');
const routeIds = new Set<string>(routes.map((route) => route.id));
const areas = readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** The route ids a Lambda bundle of one route's contract carries, bundled as every function is. */
async function routeIdsBundledWith(file: string, exportName: string): Promise<string[]> {
  const built = await build({
    ...lambdaBuildOptions(paths.tsconfig),
    stdin: {
      contents: `export { ${exportName} } from ${JSON.stringify(`${contractsDir}/${file}`)};`,
      resolveDir: paths.root,
      loader: 'ts',
    },
    minify: false,
    sourcemap: false,
    write: false,
  });
  return [...built.outputFiles[0]!.text.matchAll(/\bid: "(\w+)"/g)].map((m) => m[1]!).filter((id) => routeIds.has(id));
}

// A function imports its route from its area's module. If a contract's fields hold anything a bundler cannot prove
// free of side effects (a schema built inline, a sum), that contract and every schema it names are built at import
// by every function of the area: the financial routes each built all 205 finance schemas that way.
describe('route contracts in a Lambda bundle', () => {
  for (const file of areas) {
    it(`carries only the function's own route: ${file}`, async () => {
      const area = (await import(`${contractsDir}/${file}`)) as Record<string, RouteContract>;
      for (const [name, contract] of Object.entries(area)) {
        expect(await routeIdsBundledWith(file, name), name).toEqual([contract.id]);
      }
    });
  }
});
