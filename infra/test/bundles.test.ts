import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgetedBytes,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  lambdaEntries,
  measureLambdaBundleDetails,
  PROVIDER_SDKS,
} from '../../scripts/bench/lambda-bundles';
import { routes } from '../../shared/api/routes';
import { projectMetafile } from '../handler-modules';
import { EXTERNAL_MODULES, lambdaBundling, NODE_MAJOR } from '../lambda-bundling';
import { paths } from '../paths';

/**
 * Bundles every function with the exact esbuild options NodejsFunction gets (the stack tests skip bundling for
 * speed; this is where bundling is proven). One in-process esbuild run per function, in parallel: a few seconds.
 */
const bundles = await measureLambdaBundleDetails();

describe('Lambda bundles', () => {
  it('bundles one function per route plus the catch-all, the jobs and the origin authorizer', () => {
    expect(bundles.map((b) => b.function).sort()).toEqual(
      lambdaEntries()
        .map((e) => e.name)
        .sort(),
    );
    expect(bundles).toHaveLength(routes.length + 7);
  });

  it('uses the NodejsFunction settings: ESM for Node.js 24, minified, source-mapped, the SDK clients bundled', () => {
    expect(lambdaBundling).toMatchObject({
      format: 'esm',
      target: `node${NODE_MAJOR}`,
      minify: true,
      sourceMap: true,
      forceDockerBundling: false,
    });
    expect(EXTERNAL_MODULES).toEqual([]);
  });

  it('bundles no function with the default credential chain: Lambda gives credentials in the environment', () => {
    for (const bundle of bundles) {
      for (const chainOnly of ['@aws-sdk/credential-provider-node', '@aws-sdk/nested-clients']) {
        expect([...bundle.inputs.keys()], bundle.function).not.toContain(chainOnly);
      }
    }
  });

  it('keeps every function within the 350 KB guard, the AWS SDK and a provider SDK aside', () => {
    for (const bundle of bundles) {
      expect(budgetedBytes(bundle.inputs, bundle.bytes), bundle.function).toBeLessThanOrEqual(
        LAMBDA_BUNDLE_BUDGET_BYTES,
      );
    }
  });

  it('bundles a provider SDK only into functions of the area that calls it', () => {
    const allowed: Record<string, RegExp> = {
      // The finance analyst writes the insights and the imports (statements, bank syncs) categorise with the model;
      // the dashboard's tips.
      openai: /^(ai|chat|financial)\/|^kpi\/get-kpi-tips$|^jobs\/(statement-import|sync-worker)$/,
      stripe: /^(subscription|billing)\//,
      // The bank links' routes, and the hourly sync's worker that syncs them (the fan-out knows kinds by name only).
      plaid: /^financial\/|^jobs\/sync-worker$/,
    };
    for (const bundle of bundles) {
      for (const sdk of PROVIDER_SDKS) {
        if (bundle.inputs.has(sdk)) expect(bundle.function, `${sdk} in ${bundle.function}`).toMatch(allowed[sdk]!);
      }
    }
  });

  it('bundles the PDF library only into the report route', () => {
    for (const bundle of bundles) {
      if (bundle.inputs.has('pdf-lib')) expect(bundle.function).toBe('kpi/get-kpi-report');
      if (bundle.inputs.has('unpdf')) expect(bundle.function).toBe('jobs/statement-import');
    }
  });
});

describe('what a function loads at start-up', () => {
  const bundleOf = (name: string) => bundles.find((b) => b.function === name)!;

  it('keeps the session store and the DynamoDB client out of the public routes that read no session', () => {
    for (const name of ['system/get-health', 'auth/get-sign-in-page', 'auth/login']) {
      expect([...bundleOf(name).inputs.keys()], name).not.toContain('@aws-sdk/lib-dynamodb');
      expect([...bundleOf(name).inputs.keys()], name).not.toContain('@aws-sdk/client-dynamodb');
    }
    expect([...bundleOf('tasks/list-tasks').inputs.keys()]).toContain('@aws-sdk/lib-dynamodb');
  });

  it('runs the PDF library only when a PDF is asked for: the report function imports it dynamically', () => {
    const entry = lambdaEntries().find((e) => e.name === 'kpi/get-kpi-report')!.entry;
    expect(bundleOf('kpi/get-kpi-report').inputs.has('pdf-lib')).toBe(true);
    expect(packagesImportedAtStart(entry)).not.toContain('pdf-lib');
  });

  it('runs the OpenAI SDK only once a key is configured: no function imports it at start-up', () => {
    const entries = lambdaEntries().filter((e) => bundleOf(e.name).inputs.has('openai'));
    expect(entries.map((e) => e.name)).toContain('chat/send-chat-message');
    for (const { name, entry } of entries) expect(packagesImportedAtStart(entry), name).not.toContain('openai');
  });

  it("runs Plaid's SDK (axios and Node's http stack) only once Plaid keys are configured", () => {
    const entries = lambdaEntries().filter((e) => bundleOf(e.name).inputs.has('plaid'));
    expect(entries.map((e) => e.name)).toContain('financial/connect-plaid');
    for (const { name, entry } of entries) {
      expect(packagesImportedAtStart(entry), name).not.toContain('plaid');
      expect(packagesImportedAtStart(entry), name).not.toContain('axios');
    }
  });
});

/** The npm packages a function's module graph imports statically, i.e. evaluates when the bundle is imported. */
function packagesImportedAtStart(entry: string): Set<string> {
  const { inputs } = projectMetafile([entry]);
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const imported of inputs[module]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit(relative(paths.root, entry));
  return packages;
}
