import { describe, expect, it } from 'vitest';
import {
  budgetedBytes,
  jobEntries,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  lambdaEntries,
  measureLambdaBundleDetails,
  PROVIDER_SDKS,
} from '../../scripts/bench/lambda-bundles';
import { routes } from '../../shared/api/routes';
import { sourceModulesOf } from '../handler-modules';
import { EXTERNAL_MODULES, esbuildOptionsFor, NODE_MAJOR } from '../lambda-bundling';
import { paths } from '../paths';

/**
 * Bundles every function with the esbuild options the stack deploys it with (the stack tests skip bundling for
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
    // The catch-all and the authorizer, and every job of functions/jobs (the stack test checks the stack deploys each).
    expect(bundles).toHaveLength(routes.length + 2 + jobEntries().length);
  });

  it('builds ESM for Node.js 24, minified, source-mapped, split into chunks, the SDK clients bundled', () => {
    expect(esbuildOptionsFor('entry.ts', 'out', paths.tsconfig)).toMatchObject({
      format: 'esm',
      target: `node${NODE_MAJOR}`,
      minify: true,
      sourcemap: true,
      splitting: true,
      outExtension: { '.js': '.mjs' },
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
      // the dashboard's tips; 'Describe it', which drafts an automation from plain words.
      openai:
        /^team\/(analyze-employee|analyze-team|get-employee-insight|list-team-analytics|recommend-assignment)$|^(assistant|finance)\/|^kpi\/get-kpi-tips$|^automations\/draft-automation$|^jobs\/(statement-import|sync-worker)$/,
      // Billing, and deleting a workspace, which cancels its subscription first.
      stripe: /^billing\/|^workspace\/delete-workspace$/,
      // The bank links' routes, and the hourly sync's worker that syncs them (the fan-out knows kinds by name only).
      plaid: /^finance\/|^jobs\/sync-worker$/,
    };
    for (const bundle of bundles) {
      for (const sdk of PROVIDER_SDKS) {
        if (bundle.inputs.has(sdk)) expect(bundle.function, `${sdk} in ${bundle.function}`).toMatch(allowed[sdk]!);
      }
    }
  });

  it('keeps each job to its own work: the forecast models, the export writer and the sync-only connectors each in one consumer', () => {
    const bundleOf = (name: string) => bundles.find((b) => b.function === name)!;
    // The jobs that change the books ask the forecast queue; its consumer alone computes.
    for (const name of ['jobs/statement-import', 'jobs/sync-worker']) {
      expect(bundleOf(name).inputs.has('@bsull/augurs'), name).toBe(false);
    }
    expect(bundleOf('jobs/forecast-recompute').inputs.has('@bsull/augurs')).toBe(true);
    expect(bundleOf('jobs/sync-worker').inputs.has('fflate')).toBe(false);
    expect(bundleOf('jobs/export-worker').inputs.has('fflate')).toBe(true);
    // The automation functions open connections through the action table, never the table of every connector.
    const jobs = jobEntries();
    const modules = sourceModulesOf(jobs.map((j) => j.entry));
    const withEveryConnector = jobs
      .filter((j) => modules.get(j.entry)?.has('functions/adapters/integrations/connectors.ts'))
      .map((j) => j.name);
    expect(withEveryConnector).toEqual(['jobs/sync-worker']);
  });

  it('bundles the PDF library only into the report route', () => {
    for (const bundle of bundles) {
      if (bundle.inputs.has('pdf-lib')) expect(bundle.function).toBe('kpi/get-kpi-report');
      if (bundle.inputs.has('unpdf')) expect(bundle.function).toBe('jobs/statement-import');
    }
  });

  it("bundles the date parser only into the assistant's send route", () => {
    const withParser = bundles.filter((b) => b.inputs.has('chrono-node'));
    expect(withParser.map((b) => b.function)).toEqual(['assistant/send-chat-message']);
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

  it('reads the code a function imports dynamically only when it runs: a chunk of its own, not read at init', () => {
    // The report's PDF writer, the statement import's PDF reader, Plaid's SDK (with axios and Node's http stack),
    // OpenAI's, and the AWS clients of rare paths: each is imported where it is first needed (a PDF asked for, keys
    // configured, a message sent in `aws` mode, a task completed).
    const lazy = [
      'pdf-lib',
      'unpdf',
      'plaid',
      'axios',
      'openai',
      '@aws-sdk/client-sesv2',
      '@aws-sdk/client-sns',
      '@aws-sdk/client-eventbridge',
      'jsdom',
    ];
    const carriers = new Set<string>();
    for (const bundle of bundles) {
      for (const pkg of lazy.filter((p) => bundle.inputs.has(p))) {
        carriers.add(pkg);
        expect(bundle.startInputs.has(pkg), `${pkg} at init in ${bundle.function}`).toBe(false);
      }
    }
    expect([...carriers].sort()).toEqual([...lazy].sort());
    const statementImport = bundleOf('jobs/statement-import');
    // PDF.js was four fifths of this function; a CSV or OFX import no longer reads it.
    expect(statementImport.startBytes).toBeLessThan(statementImport.bytes / 3);
  });
});
