import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/api/routes';
import { lambdaEntries, measureLambdaBundleDetails } from '../../scripts/bench/lambda-bundles';
import { EXTERNAL_MODULES, lambdaBundling, NODE_MAJOR } from '../lambda-bundling';

/**
 * Bundles every function with the exact esbuild options NodejsFunction gets (the stack tests skip bundling for
 * speed; this is where bundling is proven). One in-process esbuild run per function, in parallel: a few seconds.
 */
const bundles = await measureLambdaBundleDetails();

/**
 * A hard ceiling, far above the 300 KB budget, that only catches a runaway bundle (a whole SDK pulled in by
 * mistake). The budget itself is reported per function by `npm run bench`: today most bundles are ~480 KB because
 * `import { z } from 'zod'` keeps all of zod (~440 KB); `import * as z from 'zod'` brings that to ~85 KB (the bench's
 * ns-zod column). Lower this to LAMBDA_BUNDLE_BUDGET_BYTES once the imports change.
 */
const CURRENT_CEILING_BYTES = 900 * 1024;

describe('Lambda bundles', () => {
  it('bundles one function per route plus the jobs and the origin authorizer', () => {
    expect(bundles.map((b) => b.function).sort()).toEqual(lambdaEntries().map((e) => e.name).sort());
    expect(bundles).toHaveLength(routes.length + 3);
  });

  it('uses the NodejsFunction settings: ESM for Node.js 24, minified, source-mapped, SDK from the runtime', () => {
    expect(lambdaBundling).toMatchObject({
      format: 'esm',
      target: `node${NODE_MAJOR}`,
      minify: true,
      sourceMap: true,
      forceDockerBundling: false,
    });
    expect(EXTERNAL_MODULES).toEqual(['@aws-sdk/*']);
  });

  it('keeps every function under the regression ceiling', () => {
    for (const bundle of bundles) expect(bundle.bytes, bundle.function).toBeLessThanOrEqual(CURRENT_CEILING_BYTES);
  });
});
