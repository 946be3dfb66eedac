import { existsSync } from 'node:fs';
import { Duration, NestedStack, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/authorizers/origin-verify-header';
import { isSignInRoute } from '../../shared/api/abuse-limits';
import type { RouteDefinition } from '../../shared/api/route-contract';
import { sourceModulesOf } from '../handler-modules';
import { paths } from '../paths';
import { type FunctionAccess, routeAccess, routeTimeoutSeconds } from '../route-access';
import { routeGroups } from '../route-stacks';
import { AppFunction, sharedRole } from './app-function';
import { type FunctionResources, grantAccess } from './function-access';

export interface ApiProps {
  readonly stage: string;
  /** The value CloudFront sends in `x-origin-verify`; requests without it never reach a route. */
  readonly originVerifySecret: secretsmanager.ISecret;
  /** Settings for the authorizer function (log level). */
  readonly environment: Record<string, string>;
  /** Route throttling of the stage: every route's default, and the public sign-in routes' own. */
  readonly rateLimit: number;
  readonly burstLimit: number;
  readonly signInRateLimit: number;
  readonly signInBurstLimit: number;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

export interface RouteFunctionsProps {
  readonly routes: readonly RouteDefinition[];
  readonly environment: Record<string, string>;
  readonly resources: FunctionResources;
}

/**
 * The HTTP API. `addRouteTable` gives every entry of the route table its own Lambda and its own route, so a
 * route added to `shared/api/routes.ts` is deployed with no edit here.
 *
 * Built in two steps because of one dependency chain: the CloudFront distribution needs the API's domain, and the
 * functions need the distribution's URL (APP_ORIGIN) and the Cognito client, whose callback URL is on that domain.
 * The API resource itself depends on none of them, so: API → distribution → Cognito → functions and routes.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Lets through only requests that came through CloudFront (see functions/authorizers/cloudfront-origin.ts). */
  readonly originAuthorizer: AppFunction;
  readonly functions = new Map<string, AppFunction>();
  /** What each route's function was granted, by route id (see `route-access.ts`). */
  readonly access = new Map<string, FunctionAccess>();
  /** The nested stacks that hold the route functions and routes (see `route-stacks.ts`). */
  readonly routeStacks: NestedStack[] = [];
  /** Serves `ANY /api/{proxy+}`: what no route-table entry serves. Set by `addRouteTable`. */
  fallbackFunction?: AppFunction;
  private readonly props: ApiProps;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.props = props;

    this.originAuthorizer = new AppFunction(this, 'OriginAuthorizer', {
      entry: paths.resolve('functions/authorizers/cloudfront-origin.ts'),
      description: 'Rejects API requests that did not come through CloudFront',
      environment: props.environment,
      timeout: Duration.seconds(5),
      memorySize: 256,
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.originAuthorizer.grantSecret('ORIGIN_VERIFY_SECRET', props.originVerifySecret);

    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `bizpilot-${props.stage}`,
      description: 'BizPilot API, reached through CloudFront at /api/*',
      createDefaultStage: false,
      // Every route: the request must carry CloudFront's origin header. The answer is cached per header value, so
      // the authorizer runs about once per TTL, not per request; a request without the header gets 401 at once.
      defaultAuthorizer: new HttpLambdaAuthorizer('CloudFrontOrigin', this.originAuthorizer.function, {
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        identitySource: [`$request.header.${ORIGIN_VERIFY_HEADER}`],
        resultsCacheTtl: Duration.minutes(5),
      }),
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit, burstLimit: props.burstLimit },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });
  }

  /**
   * The public sign-in routes get their own, lower stage throttle (all clients together): each request runs a scrypt
   * or a Cognito round trip, so it bounds their Lambda concurrency and cost even if a flood gets past the WAF.
   */
  private throttle(signInRoutes: readonly apigw.HttpRoute[]): void {
    const stage = this.stage.node.defaultChild as apigw.CfnStage;
    stage.routeSettings = Object.fromEntries(
      signInRoutes.map((route) => [
        routeKey(route),
        // RouteSettings is a JSON map in CloudFormation: its values take CloudFormation's own names.
        { ThrottlingRateLimit: this.props.signInRateLimit, ThrottlingBurstLimit: this.props.signInBurstLimit },
      ]),
    );
    // Route settings name route keys, which must exist first.
    for (const route of signInRoutes) stage.node.addDependency(route);
  }

  /** `<api-id>.execute-api.<region>.amazonaws.com`: the CloudFront origin for `/api/*`. */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  addRouteTable(props: RouteFunctionsProps): void {
    for (const route of props.routes) {
      const entry = paths.httpHandler(route.handler);
      if (!existsSync(entry))
        throw new Error(`${this.node.path}/Routes/${route.id}: handler module ${entry} does not exist`);
    }
    const modules = sourceModulesOf(props.routes.map((route) => paths.httpHandler(route.handler)));
    const signInRoutes: apigw.HttpRoute[] = [];
    for (const group of routeGroups(props.routes)) {
      // A stack holds 500 resources and each route costs four: the routes live in nested stacks, one per area, and
      // what they use of this stack (API, table, secrets…) reaches them as the nested stack's parameters.
      const scope = new NestedStack(this, `${group.name}Routes`, {
        description: `BizPilot API routes: ${group.name} (${group.routes.length})`,
      });
      this.routeStacks.push(scope);
      signInRoutes.push(...this.addRoutes(scope, group.routes, modules, props));
    }
    this.throttle(signInRoutes);

    // Whatever no entry serves: the same JSON 404/405 as the local runtime (API Gateway would answer a bare 404).
    this.fallbackFunction = new AppFunction(this, 'Fallback', {
      entry: paths.resolve('functions/fallback/api-not-found.ts'),
      description: 'JSON 404/405 for /api requests no route serves',
      environment: props.environment,
      timeout: Duration.seconds(5),
      memorySize: 256,
      logRetention: this.props.logRetention,
      removalPolicy: this.props.removalPolicy,
    });
    const [fallback] = this.httpApi.addRoutes({
      path: '/api/{proxy+}',
      methods: [apigw.HttpMethod.ANY],
      integration: new HttpLambdaIntegration('FallbackIntegration', this.fallbackFunction.function, {
        payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
      }),
    });
    if (fallback) acknowledgeSessionAuth(fallback);
  }

  /** A function, integration and route per entry, in `scope`; returns the public sign-in routes among them. */
  private addRoutes(
    scope: NestedStack,
    routes: readonly RouteDefinition[],
    modules: ReadonlyMap<string, ReadonlySet<string>>,
    props: RouteFunctionsProps,
  ): apigw.HttpRoute[] {
    const logGroup = new logs.LogGroup(scope, 'RouteLogs', {
      retention: this.props.logRetention,
      removalPolicy: this.props.removalPolicy,
    });

    // Route functions granted the same access share one role: still exactly what each function's code needs, at
    // one CloudFormation resource per kind of access (and nested stack) instead of per route.
    const roles = new Map<string, iam.Role>();
    const roleFor = (access: FunctionAccess) => {
      const name = accessName(access);
      const role = roles.get(name) ?? sharedRole(scope, `${name}Role`, `Runs the API routes granted ${name}`);
      roles.set(name, role);
      return role;
    };

    const signInRoutes: apigw.HttpRoute[] = [];
    for (const route of routes) {
      const entry = paths.httpHandler(route.handler);
      const access = routeAccess(route, modules.get(entry) ?? new Set());
      const fn = new AppFunction(scope, route.id, {
        entry,
        description: `${route.method} ${route.path} (${route.handler})`,
        environment: props.environment,
        timeout: Duration.seconds(routeTimeoutSeconds(route)),
        logRetention: this.props.logRetention,
        removalPolicy: this.props.removalPolicy,
        logGroup,
        role: roleFor(access),
      });
      grantAccess(fn, access, props.resources);
      this.functions.set(route.id, fn);
      this.access.set(route.id, access);

      // `httpApi.addRoutes` would create the route under the API, in this stack: the route is made in the nested one.
      const created = new apigw.HttpRoute(scope, `${route.id}Route`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}Integration`, fn.function, {
          payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
        }),
      });
      acknowledgeSessionAuth(created);
      if (isSignInRoute(route)) signInRoutes.push(created);
    }
    return signInRoutes;
  }
}

/** A construct-id-safe name of what an access grants, e.g. `TableFilesOpenaiApiKey` (`NoAccess` for nothing). */
export function accessName(access: FunctionAccess): string {
  const granted = [
    access.table && 'Table',
    access.files && 'Files',
    access.credentialsKey && 'CredentialsKey',
    access.publishEvents && 'Events',
    access.sendMessages && 'Messages',
    access.sendToSyncQueue && 'SyncQueue',
    access.auditWrites && 'AuditWrites',
    access.sendToWebhookQueue && 'WebhookQueue',
    access.sendToForecastQueue && 'ForecastQueue',
    access.sendToExportQueue && 'ExportQueue',
    access.queryIndexes && 'Indexes',
    access.scanTable && 'Scan',
    ...[...access.secrets]
      .sort()
      .map((secret) => secret.toLowerCase().replace(/(^|_)(\w)/g, (_, _s, c: string) => c.toUpperCase())),
  ].filter((part): part is string => Boolean(part));
  return granted.length ? granted.join('') : 'NoAccess';
}

/** Not a method of `Api` so the class reads top-down; see `throttle` there. */
function routeKey(route: apigw.HttpRoute): string {
  return (route.node.defaultChild as apigw.CfnRoute).routeKey;
}

function acknowledgeSessionAuth(route: Construct): void {
  Validations.of(route).acknowledge({
    id: 'AwsSolutions-COG4',
    reason:
      'The browser never holds Cognito tokens (backend-for-frontend): users are authenticated by the opaque session cookie, which the route checks against the table. The route does have an authorizer: the CloudFront origin check.',
  });
}
