import { describe, expect, it } from 'vitest';
import {
  bundleBudgetBytes,
  LAMBDA_BUNDLE_EXCEPTIONS,
  lambdaEntries,
  measureLambdaBundleDetails,
} from '../../scripts/bench/lambda-bundles';
import { routes } from '../../shared/api/routes';
import { EXTERNAL_MODULES, lambdaBundling, NODE_MAJOR } from '../lambda-bundling';

/**
 * Bundles every function with the exact esbuild options NodejsFunction gets (the stack tests skip bundling for
 * speed; this is where bundling is proven). One in-process esbuild run per function, in parallel: a few seconds.
 */
const bundles = await measureLambdaBundleDetails();

/**
 * Provider SDKs a function may carry on top of the budget, only where its code calls the provider. The rest of
 * every bundle (our code, zod, Powertools, middy) must fit the budget.
 */
const PROVIDER_SDKS = ['openai', 'stripe', 'plaid'];

describe('Lambda bundles', () => {
  it('bundles one function per route plus the catch-all, the jobs and the origin authorizer', () => {
    expect(bundles.map((b) => b.function).sort()).toEqual(
      lambdaEntries()
        .map((e) => e.name)
        .sort(),
    );
    expect(bundles).toHaveLength(routes.length + 5);
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

  it('keeps every function within the 300 KB budget (or its stated exception), a provider SDK aside', () => {
    for (const bundle of bundles) {
      const sdkBytes = PROVIDER_SDKS.reduce((sum, sdk) => sum + (bundle.inputs.get(sdk) ?? 0), 0);
      expect(bundle.bytes - sdkBytes, bundle.function).toBeLessThanOrEqual(bundleBudgetBytes(bundle.function));
    }
    // An exception is for a function that exists and needs it.
    for (const [name, { budgetBytes }] of Object.entries(LAMBDA_BUNDLE_EXCEPTIONS)) {
      const bundle = bundles.find((b) => b.function === name);
      expect(bundle?.bytes, name).toBeGreaterThan(300 * 1024);
      expect(bundle!.bytes, name).toBeLessThanOrEqual(budgetBytes);
    }
  });

  it('bundles a provider SDK only into functions of the area that calls it', () => {
    const allowed: Record<string, RegExp> = {
      // The finance analyst writes the insights and the import categorises with the model.
      openai: /^((ai|chat|financial)\/|jobs\/statement-import$)/,
      stripe: /^(subscription|billing)\//,
      plaid: /^financial\//,
    };
    for (const bundle of bundles) {
      for (const sdk of PROVIDER_SDKS) {
        if (bundle.inputs.has(sdk)) expect(bundle.function, `${sdk} in ${bundle.function}`).toMatch(allowed[sdk]!);
      }
    }
  });
});
