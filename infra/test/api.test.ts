import { existsSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { isSignInRoute } from '../../shared/api/abuse-limits';
import type { RouteDefinition } from '../../shared/api/route-contract';
import { routes } from '../../shared/api/routes';
import { accessName } from '../constructs/api';
import { RESOURCE_STAR_ACTIONS } from '../constructs/app-function';
import { paths } from '../paths';
import { MODULE_RULES, NO_ACCESS, routeAccess, routeTimeoutSeconds } from '../route-access';
import { allTemplates, defaultStack, iamPolicies, resourcesIn, resourcesOf, synth, templateOf } from './fixture';

const { stack, template } = defaultStack();
/** The parent template and every nested route stack's: the routes and their functions live in the nested ones. */
const templates = allTemplates(stack);

/** The IAM policy statements attached to a route function's role. */
function statementsOf(routeId: string): Array<{ Action: string | string[]; Resource: unknown }> {
  const fn = stack.api.functions.get(routeId);
  if (!fn) throw new Error(`no function for ${routeId}`);
  const roleId = Stack.of(fn).getLogicalId(fn.role.node.defaultChild as never);
  return iamPolicies(templateOf(fn))
    .filter((p) => p.roles.includes(roleId))
    .flatMap((p) => p.statements);
}

function envOf(routeId: string): Record<string, unknown> {
  return functionResource(routeId).Properties.Environment.Variables;
}

/** A route function's `AWS::Lambda::Function` resource, from the nested stack it is in. */
function functionResource(routeId: string): { Properties: Record<string, any> } {
  const fn = stack.api.functions.get(routeId)!.function;
  const [, resource] = resourcesOf(templateOf(fn), 'AWS::Lambda::Function').find(
    ([id]) => id === Stack.of(fn).getLogicalId(fn.node.defaultChild as never),
  )!;
  return resource;
}

function actionsOf(routeId: string): string[] {
  return statementsOf(routeId).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

describe('HTTP API', () => {
  it('has one route per route-table entry, each with its own function, plus the JSON 404/405 catch-all', () => {
    const apiRoutes = resourcesIn(templates, 'AWS::ApiGatewayV2::Route');
    expect(apiRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(
      [...routes.map((r) => `${r.method} ${r.path}`), 'ANY /api/{proxy+}'].sort(),
    );
    const integrations = resourcesIn(templates, 'AWS::ApiGatewayV2::Integration');
    const targets = new Set(integrations.map(([, i]) => JSON.stringify(i.Properties.IntegrationUri)));
    expect(targets.size).toBe(routes.length + 1);
    expect(stack.api.functions.size).toBe(routes.length);
    expect(stack.api.fallbackFunction).toBeDefined();
  });

  it('every route has a handler module (synth fails loudly otherwise)', () => {
    for (const route of routes) expect(existsSync(paths.httpHandler(route.handler)), route.handler).toBe(true);
  });

  it('throttles every route of the stage, the public sign-in routes lower, and writes access logs', () => {
    const signInKeys = routes.filter(isSignInRoute).map((route) => `${route.method} ${route.path}`);
    expect(signInKeys).toContain('POST /api/auth/local/sign-in');
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
      RouteSettings: Object.fromEntries(
        signInKeys.map((key) => [key, { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 }]),
      ),
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('refuses requests that bypass CloudFront: every route sits behind the origin authorizer', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      EnableSimpleResponses: true,
      IdentitySource: ['$request.header.x-origin-verify'],
      AuthorizerResultTtlInSeconds: 300,
    });
    const routeResources = resourcesIn(templates, 'AWS::ApiGatewayV2::Route');
    expect(routeResources).toHaveLength(routes.length + 1);
    for (const [, route] of routeResources) {
      expect(route.Properties.AuthorizationType, route.Properties.RouteKey).toBe('CUSTOM');
    }
    const env = resourcesOf(template, 'AWS::Lambda::Function').find(([id]) => id.startsWith('ApiOriginAuthorizer'))![1]
      .Properties.Environment.Variables;
    expect(Object.keys(env)).toContain('ORIGIN_VERIFY_SECRET_SECRET_ARN');
    expect(Object.keys(env)).not.toContain('TABLE_NAME');
  });

  it('uses Lambda proxy payload v2 (APIGatewayProxyEventV2)', () => {
    for (const [, integration] of resourcesIn(templates, 'AWS::ApiGatewayV2::Integration')) {
      expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    }
  });
});

describe('AppFunction defaults', () => {
  const all = resourcesIn(templates, 'AWS::Lambda::Function').filter(
    ([, fn]) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME === 'bizpilot',
  );
  /** Route and job functions: the ones that run app code and read `config()`. */
  const functions = all.filter(([id]) => !id.startsWith('ApiOriginAuthorizer'));

  it('covers every route, the catch-all, the eleven jobs and the origin authorizer', () => {
    // The jobs: sync fan-out and worker, statement import, KPI recompute, automation runner, webhook fan-out and
    // webhook attempts, the scheduled automations, the due automation runs, the forecast recompute and the export
    // worker.
    expect(functions).toHaveLength(routes.length + 12);
    expect(all).toHaveLength(routes.length + 13);
  });

  it('runs Node.js 24 on arm64 with tracing, source maps and its own log group', () => {
    for (const [, fn] of functions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
      // Source maps everywhere; a job may add its heap limit (the statement import: see the stack test).
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toMatch(
        /^--enable-source-maps( --max-old-space-size=\d+)?$/,
      );
    }
    for (const [, fn] of all) expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    const groups = resourcesIn(templates, 'AWS::Logs::LogGroup');
    // The parent's (API access logs, authorizer, catch-all, jobs) and one per nested route stack.
    expect(groups.length).toBeGreaterThan(stack.api.routeStacks.length);
    expect(groups.every(([, g]) => g.Properties.RetentionInDays === 30)).toBe(true);
  });

  it('sets the configuration the functions read', () => {
    for (const [, fn] of functions) {
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining([
          'AUTH_MODE',
          'APP_ORIGIN',
          'COGNITO_DOMAIN',
          'COGNITO_CLIENT_ID',
          'COGNITO_USER_POOL_ID',
          'LOG_LEVEL',
        ]),
      );
      expect(fn.Properties.Environment.Variables.AUTH_MODE).toBe('cognito');
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('AWS_REGION');
    }
  });

  it('gives route functions a role per kind of access and nested stack, shared only by routes granted the same, never managed', () => {
    const roles = resourcesIn(stack.api.routeStacks.map(templateOf), 'AWS::IAM::Role');
    const stackOf = (id: string) => Stack.of(stack.api.functions.get(id)!);
    // A role cannot be shared across stacks without a cross-stack reference per route: one per kind in each stack.
    const kinds = new Set(
      routes.map((route) => `${stackOf(route.id).node.id} ${accessName(stack.api.access.get(route.id)!)}`),
    );
    expect(roles).toHaveLength(kinds.size);
    expect(roles.length).toBeLessThan(routes.length / 2);
    for (const [, role] of roles) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    for (const a of routes) {
      for (const b of routes) {
        const shared = stack.api.functions.get(a.id)!.role === stack.api.functions.get(b.id)!.role;
        expect(shared, `${a.id} / ${b.id}`).toBe(
          stackOf(a.id) === stackOf(b.id) &&
            JSON.stringify(stack.api.access.get(a.id)) === JSON.stringify(stack.api.access.get(b.id)),
        );
      }
    }
  });
});

describe('least privilege', () => {
  it('never grants wildcard actions', () => {
    for (const route of routes) {
      for (const action of actionsOf(route.id)) expect(action, route.id).not.toMatch(/\*/);
    }
  });

  it('reads the table itself, never Scan and no index', () => {
    const statements = statementsOf('listTasks');
    const dynamo = statements.find((s) => JSON.stringify(s.Action).includes('dynamodb:'));
    expect(dynamo).toBeDefined();
    expect(dynamo?.Action).not.toContain('dynamodb:Scan');
    expect(JSON.stringify(dynamo?.Resource)).not.toContain('/index/');
  });

  it("queries the table's indexes only where the audit log is read, and does nothing else there", () => {
    const onIndexes = (routeId: string) =>
      statementsOf(routeId).filter((s) => JSON.stringify(s.Resource).includes('/index/'));
    for (const routeId of ['listAuditEntries', 'exportAuditEntries']) {
      expect(
        onIndexes(routeId).flatMap((s) => [s.Action].flat()),
        routeId,
      ).toEqual(['dynamodb:Query']);
    }
    for (const routeId of ['listTasks', 'createTask', 'verifyAuditLog'])
      expect(onIndexes(routeId), routeId).toEqual([]);
  });

  it('grants each secret only with its _SECRET_ARN variable, to the functions whose code reads it', () => {
    for (const route of routes) {
      const env = envOf(route.id);
      const secretVars = Object.keys(env)
        .filter((k) => k.endsWith('_SECRET_ARN'))
        .sort();
      const access = stack.api.access.get(route.id)!;
      expect(secretVars, route.id).toEqual(access.secrets.map((s) => `${s}_SECRET_ARN`).sort());
      const readsSecrets = actionsOf(route.id).includes('secretsmanager:GetSecretValue');
      expect(readsSecrets, route.id).toBe(secretVars.length > 0);
    }
  });

  it('derives access from the modules each handler bundles', () => {
    const secretsOf = (id: string) => stack.api.access.get(id)?.secrets;
    // Only the two routes that run the Cognito flow hold the state-cookie key; the session routes do not.
    expect(secretsOf('login')).toEqual(['AUTH_COOKIE_SECRET']);
    expect(secretsOf('authCallback')).toEqual(['AUTH_COOKIE_SECRET']);
    expect(secretsOf('getAuthUser')).toEqual([]);
    expect(secretsOf('logout')).toEqual([]);
    // Routes that publish business events (task created/completed) may put events; reads may not.
    expect(stack.api.access.get('createTask')?.publishEvents).toBe(true);
    expect(stack.api.access.get('listTasks')?.publishEvents).toBe(false);
    // Every route that loads a session reads the table.
    for (const route of routes.filter((r) => r.auth === 'session')) {
      expect(stack.api.access.get(route.id)?.table, route.id).toBe(true);
    }
  });

  it("serves Stripe's webhook as its own route, with the Stripe secrets only in the billing functions that read them", () => {
    const routeKeys = resourcesIn(templates, 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(routeKeys).toContain('POST /api/billing/stripe-webhook');
    const secretsOf = (id: string) => stack.api.access.get(id)?.secrets;
    // The webhook verifies with the signing secret and reads subscriptions with the API key.
    expect(secretsOf('stripeWebhook')).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    for (const id of [
      'getSubscriptionInfo',
      'createCheckoutSession',
      'updateSubscription',
      'createBillingPortalSession',
    ]) {
      expect(secretsOf(id), id).toEqual(['STRIPE_SECRET_KEY']);
    }
    // Counting a task against the plan needs no Stripe at all.
    expect(secretsOf('createTask')).toEqual([]);
    expect(secretsOf('createAutomation')).toEqual([]);
  });

  it('gives the Plaid secret and the credentials key to the bank-link functions only', () => {
    const accessOf = (id: string) => stack.api.access.get(id)!;
    for (const id of ['connectPlaid', 'verifyBankLink', 'syncBankLink', 'removeBankLink']) {
      expect(accessOf(id).secrets, id).toContain('PLAID_SECRET');
    }
    // The access token is sealed when a link is verified and opened to sync or unlink; starting a link holds none.
    for (const id of ['verifyBankLink', 'syncBankLink', 'removeBankLink'])
      expect(accessOf(id).credentialsKey).toBe(true);
    expect(accessOf('connectPlaid').credentialsKey).toBe(false);
    // Listing accounts (with their links' sync state) or transactions reads the table and nothing of Plaid's.
    for (const id of ['listBankAccounts', 'listTransactions', 'getFinancialAnalysis']) {
      expect(accessOf(id).secrets, id).not.toContain('PLAID_SECRET');
      expect(accessOf(id).credentialsKey, id).toBe(false);
    }
  });

  it('matches access, IAM and environment: table, events, S3 and KMS only where granted', () => {
    for (const route of routes) {
      const actions = actionsOf(route.id);
      const access = stack.api.access.get(route.id)!;
      expect(actions.includes('events:PutEvents'), route.id).toBe(access.publishEvents);
      const env = Object.keys(envOf(route.id));
      expect(env.includes('TABLE_NAME'), route.id).toBe(access.table);
      expect(env.includes('EVENT_BUS_NAME'), route.id).toBe(access.publishEvents);
      expect(env.includes('FILES_BUCKET'), route.id).toBe(access.files);
      expect(env.includes('CREDENTIALS_KEY_ARN'), route.id).toBe(access.credentialsKey);
      expect(
        actions.some((a) => a.startsWith('dynamodb:')),
        route.id,
      ).toBe(access.table);
      expect(
        actions.some((a) => a.startsWith('s3:')),
        route.id,
      ).toBe(access.files);
      expect(
        actions.some((a) => a.startsWith('kms:')),
        route.id,
      ).toBe(access.credentialsKey);
    }
  });

  it('names only modules that exist in its module rules (a rename must not drop a grant silently)', () => {
    for (const module of Object.keys(MODULE_RULES)) expect(existsSync(paths.resolve(module)), module).toBe(true);
  });

  it('gives provider-bound areas up to 29 s (API Gateway stops at 30 s) and everything else 10 s', () => {
    expect(routeTimeoutSeconds({ handler: 'team/analyze-team' })).toBe(29);
    expect(routeTimeoutSeconds({ handler: 'tasks/list-tasks' })).toBe(10);
    for (const route of routes) {
      const resource = functionResource(route.id);
      expect(resource.Properties.Timeout, route.id).toBe(routeTimeoutSeconds(route));
      expect(resource.Properties.Timeout).toBeLessThan(30);
    }
  });

  it('adds area rules for features whose modules do not exist yet', () => {
    const none = new Set<string>();
    // Plaid's secret follows the module that reads it, not the area.
    expect(routeAccess({ handler: 'finance/connect-plaid' }, none).secrets).toEqual([]);
    expect(
      routeAccess({ handler: 'finance/connect-plaid' }, new Set(['functions/adapters/plaid-settings.ts'])).secrets,
    ).toEqual(['PLAID_SECRET']);
    // Finance routes get the files bucket from the storage module, only where they bundle it.
    expect(routeAccess({ handler: 'finance/get-financial-analysis' }, none).files).toBe(false);
    expect(routeAccess({ handler: 'finance/upload-statement' }, new Set(['functions/platform/storage.ts'])).files).toBe(
      true,
    );
    expect(routeAccess({ handler: 'integrations/list-integrations' }, none).credentialsKey).toBe(false);
    expect(
      routeAccess(
        { handler: 'integrations/list-integrations' },
        new Set(['functions/platform/crypto/credentials-cipher.ts']),
      ).credentialsKey,
    ).toBe(true);
    expect(routeAccess({ handler: 'brand-new-area/list-things' }, none)).toEqual(NO_ACCESS);
    expect(
      routeAccess({ handler: 'brand-new-area/list-things' }, new Set(['functions/platform/dynamodb/client.ts'])),
    ).toEqual({
      ...NO_ACCESS,
      table: true,
    });
  });
});

describe('Resource "*"', () => {
  it('appears only with actions that have no resource-level permissions', () => {
    for (const { id, statements } of templates.flatMap(iamPolicies)) {
      if (id.startsWith('CustomCDKBucketDeployment')) continue; // CDK's deploy-time handler, acknowledged in web.ts
      for (const statement of statements) {
        if (statement.Resource !== '*') continue;
        const actions = Array.isArray(statement.Action) ? statement.Action : [statement.Action];
        for (const action of actions) expect(RESOURCE_STAR_ACTIONS, `${id} ${action}`).toContain(action);
      }
    }
  });
});

describe('route table drives the stack', () => {
  const publicGet = (id: string, path: RouteDefinition['path'], handler: string): RouteDefinition => ({
    id,
    method: 'GET',
    path,
    auth: 'public',
    permission: 'public',
    handler,
  });

  it('adds a function and a route for a new table entry with no infra change', () => {
    const extra = publicGet('getHealthCopy', '/api/health-copy', 'system/get-health');
    const { stack: s } = synth({ routes: [...routes, extra] });
    const t = allTemplates(s);
    // +1 for the new entry, +1 for the catch-all.
    expect(resourcesIn(t, 'AWS::ApiGatewayV2::Route')).toHaveLength(routes.length + 2);
    // It joins its area's nested stack.
    templateOf(s.api.functions.get('getHealthCopy')!).hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/health-copy',
    });
    expect(Stack.of(s.api.functions.get('getHealthCopy')!)).toBe(Stack.of(s.api.functions.get('getHealth')!));
    // The copy shares its handler module with getHealth; each route still gets its own function.
    expect(resourcesIn(t, 'AWS::ApiGatewayV2::Integration')).toHaveLength(routes.length + 2);
  });

  it('fails loudly when a route names a handler module that does not exist', () => {
    const missing = publicGet('missing', '/api/missing', 'nowhere/get-missing');
    expect(() => synth({ routes: [missing] })).toThrow(/functions\/http\/nowhere\/get-missing\.ts does not exist/);
  });
});
