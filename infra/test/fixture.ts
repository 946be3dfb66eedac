import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnElement, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IConstruct } from 'constructs';
import type { RouteDefinition } from '../../shared/api/route-contract';
import { BizPilotStack } from '../bizpilot-stack';
import { AppFunction } from '../constructs/app-function';
import { paths } from '../paths';
import { readSettings } from '../settings';

const cdkJsonContext = (
  JSON.parse(readFileSync(paths.resolve('cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

export interface SynthOptions {
  readonly context?: Record<string, unknown>;
  readonly routes?: readonly RouteDefinition[];
  /** Run esbuild for every function, as `cdk synth` does. Off by default: the bundle test covers bundling. */
  readonly bundle?: boolean;
  /**
   * Run CDK's built-in CloudFormation template validation, strict as in cdk.json. It costs several seconds per
   * synth, so one test turns it on (infra/test/stack.test.ts) and the others leave it off.
   */
  readonly validateTemplates?: boolean;
  /** Synthesise for a concrete account and region, as `cdk deploy` does with credentials. */
  readonly env?: { readonly account: string; readonly region: string };
}

export interface Synthesized {
  readonly app: App;
  readonly stack: BizPilotStack;
  readonly template: Template;
}

/**
 * Builds the real stack offline. Bundling is skipped by default (`aws:cdk:bundling-stacks: []`, the switch
 * `cdk synth --exclusively` uses) so a test file synthesises in a couple of seconds; the esbuild options are
 * exercised by infra/test/bundles.test.ts, which builds every handler in one in-process esbuild run.
 */
export function synth(options: SynthOptions = {}): Synthesized {
  const app = new App({
    builtinCloudFormationValidation: options.validateTemplates ?? false,
    context: {
      // The feature flags and defaults `cdk synth` uses, so tests check the template that deploys.
      ...cdkJsonContext,
      webDistPath: '/nonexistent/web/dist',
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const settings = readSettings(app.node);
  const stack = new BizPilotStack(app, `BizPilot-${settings.stage}`, {
    settings,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  if (!stack.web.deployed) {
    // Expected here (tests build no SPA unless they say so); keeps the synth output quiet.
    Validations.of(stack.web).acknowledge({
      id: 'bizpilot:web-not-built',
      reason: 'Tests synthesise without web/dist unless a test builds one.',
    });
  }
  return { app, stack, template: templateOf(stack) };
}

/** The account and region the variant tests deploy to (a concrete environment, as with `cdk deploy`). */
export const TEST_ENV = { account: '123456789012', region: 'eu-west-1' };

let shared: Synthesized | undefined;

/** The default stack, synthesised once per test file and shared by its tests. */
export function defaultStack(): Synthesized {
  shared ??= synth();
  return shared;
}

/**
 * The template of the stack a construct is in: the parent's, or a route area's nested stack (`Api.routeStacks`).
 * Logical ids (`Stack.of(x).getLogicalId`) are only meaningful in that template.
 */
export function templateOf(construct: IConstruct): Template {
  const stack = Stack.of(construct);
  let template = templates.get(stack);
  if (!template) {
    template = Template.fromStack(stack);
    templates.set(stack, template);
  }
  return template;
}
const templates = new WeakMap<Stack, Template>();

/** The parent stack's template followed by every nested route stack's: what one `cdk deploy` creates. */
export function allTemplates(stack: BizPilotStack): Template[] {
  return [templateOf(stack), ...stack.api.routeStacks.map(templateOf)];
}

/** Resources of one type across templates (see `resourcesOf`). */
export function resourcesIn(
  templates: readonly Template[],
  type: string,
): Array<[string, { Properties: Record<string, any> }]> {
  return templates.flatMap((template) => resourcesOf(template, type));
}

/** Resources of one type as [logicalId, resource] pairs. */
export function resourcesOf(template: Template, type: string): Array<[string, { Properties: Record<string, any> }]> {
  return Object.entries(template.findResources(type)) as Array<[string, { Properties: Record<string, any> }]>;
}

export interface PolicyStatement {
  Effect?: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/**
 * Every IAM policy of the template with the roles it applies to: `AWS::IAM::Policy` resources (CDK's own
 * constructs) and the policies held inline by roles (every `AppFunction`'s role keeps its grants inline).
 */
export function iamPolicies(template: Template): Array<{ id: string; roles: string[]; statements: PolicyStatement[] }> {
  const standalone = resourcesOf(template, 'AWS::IAM::Policy').map(([id, p]) => ({
    id,
    roles: ((p.Properties.Roles ?? []) as Array<{ Ref: string }>).map((r) => r.Ref),
    statements: p.Properties.PolicyDocument.Statement as PolicyStatement[],
  }));
  const inline = resourcesOf(template, 'AWS::IAM::Role').flatMap(([id, role]) =>
    ((role.Properties.Policies ?? []) as Array<{ PolicyDocument: { Statement: PolicyStatement[] } }>).map((p) => ({
      id,
      roles: [id],
      statements: p.PolicyDocument.Statement,
    })),
  );
  return [...standalone, ...inline];
}

/**
 * An `AppFunction` per entry, synthesised into `outdir` with bundling on, as `cdk synth` bundles every function:
 * the template, and per entry the folder of files Lambda is given.
 */
export function deployedFunctions(
  entries: readonly string[],
  outdir: string,
): { template: Template; assetDirs: string[] } {
  const app = new App({ outdir });
  const stack = new Stack(app, 'Bundled');
  const functions = entries.map(
    (entry, i) =>
      new AppFunction(stack, `Subject${i}`, {
        entry,
        description: 'a bundled fixture',
        environment: {},
        logRetention: RetentionDays.ONE_DAY,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
  );
  const assembly = app.synth();
  const template = Template.fromStack(stack);
  const assetDirs = functions.map((fn) => {
    const id = stack.getLogicalId(fn.function.node.defaultChild as CfnElement);
    const { S3Key } = template.toJSON().Resources[id].Properties.Code as { S3Key: string };
    return join(assembly.directory, `asset.${S3Key.replace(/\.zip$/, '')}`);
  });
  return { template, assetDirs };
}
