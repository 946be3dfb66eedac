import { existsSync } from 'node:fs';
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { FUNCTION_MEMORY_MB } from '../function-memory';
import { LAMBDA_HANDLER, lambdaCode } from '../lambda-bundling';

/**
 * The only actions any function may hold on Resource "*": X-Ray's (every function, for tracing) and SNS Publish to a
 * phone number (the automation runner's SMS action; SMS has no topic ARN to name).
 */
export const RESOURCE_STAR_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords', 'sns:Publish'] as const;

export interface AppFunctionProps {
  /** Absolute path of the handler module; it must export `handler`. */
  readonly entry: string;
  readonly description: string;
  /** Settings every function reads (`functions/platform/config.ts`); per-function extras come from the grants. */
  readonly environment: Record<string, string>;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
  /**
   * A log group shared with other functions (the API's route functions share one: a group each would cost a
   * CloudFormation resource per route, and a stack holds 500). Each line names its function (Powertools' logger).
   * @default a log group of its own
   */
  readonly logGroup?: logs.ILogGroup;
  /** @default 10 seconds; see `routeTimeoutSeconds` for the areas that wait on a provider */
  readonly timeout?: Duration;
  /** @default 1024 MB: on arm64 this buys CPU for cold starts at a price per request that is still tiny */
  readonly memorySize?: number;
  /**
   * A role shared with functions granted exactly the same access (the route functions: a role and its policy each
   * cost a CloudFormation resource per route otherwise, and a stack holds 500). See `sharedRole`.
   * @default a role of its own
   */
  readonly role?: iam.Role;
  /** V8's old-space limit (`--max-old-space-size`), for a job whose memory should stay what its code needs. */
  readonly heapLimitMb?: number;
}

/**
 * Every Lambda in BizPilot, with every default in one place: Node.js 24 on arm64, an ESM bundle that is minified,
 * source-mapped and split into chunks at its dynamic imports (`infra/lambda-bundling.ts`; the local esbuild, never
 * Docker), X-Ray tracing, a log group with a retention, and its own role that starts with nothing but writing its logs. Callers add access with the `grant*` methods,
 * each of which also sets the environment variable the code uses to find the resource.
 */
export class AppFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;
  readonly logGroup: logs.ILogGroup;
  /** Absolute path of the handler module. */
  readonly entry: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.entry = props.entry;
    if (!existsSync(props.entry)) {
      throw new Error(`${this.node.path}: handler module ${props.entry} does not exist`);
    }

    this.logGroup =
      props.logGroup ??
      new logs.LogGroup(this, 'Logs', { retention: props.logRetention, removalPolicy: props.removalPolicy });

    // An explicit role instead of the AWSLambdaBasicExecutionRole managed policy: the function may write to its
    // log group only, not create log groups or write anywhere in the account.
    this.role = props.role ?? sharedRole(this, 'Role', `Runs ${props.description}`);
    this.logGroup.grantWrite(this.role);

    this.function = new lambda.Function(this, 'Function', {
      code: lambdaCode(props.entry),
      handler: LAMBDA_HANDLER,
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? FUNCTION_MEMORY_MB.route,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        // Stack traces point at the TypeScript sources through the bundled source map.
        NODE_OPTIONS: [
          '--enable-source-maps',
          ...(props.heapLimitMb ? [`--max-old-space-size=${props.heapLimitMb}`] : []),
        ].join(' '),
      },
    });

    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `Resource "*" only where AWS offers no resource-level permission: ${RESOURCE_STAR_ACTIONS.join(', ')} (asserted in infra/test/api.test.ts).`,
    });
  }

  addEnvironment(name: string, value: string): void {
    this.function.addEnvironment(name, value);
  }

  /** Read access to one secret, found by the code as `<name>_SECRET_ARN` (see `readSecret`). */
  grantSecret(name: string, secret: secretsmanager.ISecret): void {
    secret.grantRead(this.function);
    this.addEnvironment(`${name}_SECRET_ARN`, secret.secretArn);
  }
}

/**
 * A role for Lambda functions that starts with nothing: each function adds writing its logs, and its grants add the
 * rest. Grants repeated by functions that share it are identical statements, which the policy document writes once.
 */
export function sharedRole(scope: Construct, id: string, description: string): iam.Role {
  return new InlinePolicyRole(scope, id, { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'), description });
}

/**
 * A role whose grants live in the role itself (its inline `Policies`) instead of a separate `AWS::IAM::Policy`
 * resource: the same statements and the same least privilege, one CloudFormation resource fewer per function. A
 * stack holds 500 resources and every route is a function, so this is room for a dozen more routes.
 */
class InlinePolicyRole extends iam.Role {
  private readonly access: iam.PolicyDocument;

  constructor(scope: Construct, id: string, props: iam.RoleProps) {
    const access = new iam.PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, Access: access } });
    this.access = access;
  }

  override addToPrincipalPolicy(statement: iam.PolicyStatement): iam.AddToPrincipalPolicyResult {
    this.access.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}
