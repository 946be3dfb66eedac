import { RemovalPolicy } from 'aws-cdk-lib';
import type { Node } from 'constructs';
import { tableDefinition } from '../functions/platform/dynamodb/table-definition';

/**
 * Deployment settings, read from CDK context (`cdk.json`, or `-c key=value` on the command line). Every one has a
 * default, so `npx cdk synth` works on a fresh clone with no account and no flags.
 */
export interface Settings {
  /** Names the stack (`BizPilot-<stage>`) and its named resources. `prod` turns on data retention. */
  readonly stage: string;
  /** RETAIN and deletion protection for the table, buckets and user pool. Defaults to `stage === 'prod'`. */
  readonly retainData: boolean;
  /** Powertools log level for every function. */
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  readonly logRetentionDays: number;
  /**
   * Route throttling of the HTTP API stage, per route for all clients together (steady requests per second, and
   * burst). Sized for real traffic (`DEFAULT_API_THROTTLE`): per-client limits are the WAF's job.
   */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
  /** The public sign-in routes' own stage throttle (each request runs a scrypt or a Cognito round trip). */
  readonly signInRateLimit: number;
  readonly signInBurstLimit: number;
  /**
   * The stack's own AWS WAF web ACL on the distribution (per-client sign-in rate rule, AWS common rule set). About
   * $7 a month; `false` leaves the distribution without one unless `webAclArn` names yours.
   */
  readonly firewall: boolean;
  /** Cognito managed-login domain prefix; must be unique in the region. Default `bizpilot-<stage>-<account id>`. */
  readonly cognitoDomainPrefix?: string;
  /** The built SPA (`npm run build`). Deployed to the site bucket when it exists; see infra/README.md. */
  readonly webDistPath: string;
  /**
   * SES-verified sender for automation emails. When set, automations send email (SES) and SMS (SNS) for real
   * (`MESSAGE_DELIVERY=aws`); otherwise they only write to the in-app outbox.
   */
  readonly sesFromAddress?: string;
  /**
   * The SES identity verified for `sesFromAddress`: the address itself (default) or its domain. Cognito's sign-up
   * and recovery mails and the automations' mails are sent as this identity.
   */
  readonly sesIdentity?: string;
  /**
   * Serve the app on your own domain: the host name and an ACM certificate for it in us-east-1 (CloudFront's
   * region). You then point the name at the distribution (CNAME or alias; output `DistributionDomainName`).
   */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  /** An existing AWS WAF web ACL (scope CLOUDFRONT, us-east-1) to attach to the distribution. */
  readonly webAclArn?: string;
  /** Label of the current origin-verify secret value; bump it to roll a new value out to CloudFront. */
  readonly originVerifyRotation: string;
  /** Where alarms are sent (API 5xx, job failures, dead letters). No alarms without it. */
  readonly alarmEmail?: string;
  /** Extra non-secret settings for every function, e.g. `{ "OPENAI_MODEL": "gpt-4o" }` (see .env.example). */
  readonly environment: Record<string, string>;
  /**
   * How many of the table's global indexes (`tableDefinition.indexes`, in order) the table has: all by default. A
   * stack deployed before them adds them one deploy at a time, `-c tableIndexes=1` first (CloudFormation creates one
   * global index per update; infra/README.md, "Table indexes").
   */
  readonly tableIndexes: number;
}

/**
 * 1,000 requests per second per route (2,000 burst), for all clients together: well above what a business's users
 * generate (the bench drives one route at up to 200 per second), below the account's regional API Gateway quota
 * (10,000 per second by default, shared by every route). The old 50 per route was reached by a few busy sessions.
 */
export const DEFAULT_API_THROTTLE = { rateLimit: 1000, burstLimit: 2000 } as const;

const STAGE = /^[a-z][a-z0-9-]{0,15}$/;
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

export function readSettings(node: Node): Settings {
  const get = (key: string): unknown => node.tryGetContext(key);
  const stage = String(get('stage') ?? 'dev');
  if (!STAGE.test(stage)) throw new Error(`Context "stage" must match ${STAGE}, got "${stage}"`);
  const logLevel = String(get('logLevel') ?? 'INFO').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`Context "logLevel" must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const prefix = get('cognitoDomainPrefix');
  const sesFromAddress = optionalEmail(get('sesFromAddress'), 'sesFromAddress');
  const alarmEmail = optionalEmail(get('alarmEmail'), 'alarmEmail');
  const sesIdentity = get('sesIdentity') === undefined ? sesFromAddress : String(get('sesIdentity'));
  if (sesIdentity && (!sesFromAddress || ![sesFromAddress, sesFromAddress.split('@')[1]].includes(sesIdentity))) {
    throw new Error('Context "sesIdentity" must be sesFromAddress or its domain (and needs sesFromAddress)');
  }
  const customDomain = parseCustomDomain(get('domainName'), get('certificateArn'));
  const webAclArn = get('webAclArn');
  if (webAclArn !== undefined && !/^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\//.test(String(webAclArn))) {
    throw new Error(
      `Context "webAclArn" must be a CLOUDFRONT-scope WAFv2 web ACL ARN in us-east-1, got "${String(webAclArn)}"`,
    );
  }
  const declaredIndexes = Object.keys(tableDefinition.indexes).length;
  const tableIndexes = parsePositive(get('tableIndexes'), declaredIndexes, 'tableIndexes');
  if (tableIndexes > declaredIndexes) {
    throw new Error(`Context "tableIndexes" must be at most ${declaredIndexes}, the indexes the table declares`);
  }
  return {
    stage,
    retainData: parseBoolean(get('retainData'), stage === 'prod'),
    logLevel: logLevel as Settings['logLevel'],
    logRetentionDays: parsePositive(get('logRetentionDays'), 30, 'logRetentionDays'),
    apiRateLimit: parsePositive(get('apiRateLimit'), DEFAULT_API_THROTTLE.rateLimit, 'apiRateLimit'),
    apiBurstLimit: parsePositive(get('apiBurstLimit'), DEFAULT_API_THROTTLE.burstLimit, 'apiBurstLimit'),
    signInRateLimit: parsePositive(get('signInRateLimit'), 20, 'signInRateLimit'),
    signInBurstLimit: parsePositive(get('signInBurstLimit'), 40, 'signInBurstLimit'),
    firewall: parseBoolean(get('firewall'), true),
    ...(prefix ? { cognitoDomainPrefix: String(prefix) } : {}),
    webDistPath: String(get('webDistPath') ?? 'web/dist'),
    ...(sesFromAddress && sesIdentity ? { sesFromAddress, sesIdentity } : {}),
    ...(alarmEmail ? { alarmEmail } : {}),
    ...(customDomain ? { customDomain } : {}),
    ...(webAclArn ? { webAclArn: String(webAclArn) } : {}),
    environment: parseEnvironment(get('environment')),
    originVerifyRotation: String(get('originVerifyRotation') ?? '1'),
    tableIndexes,
  };
}

export function removalPolicyFor(settings: Pick<Settings, 'retainData'>): RemovalPolicy {
  return settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}

function parseCustomDomain(domainName: unknown, certificateArn: unknown): Settings['customDomain'] {
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error('Context "domainName" and "certificateArn" go together');
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(String(domainName))) {
    throw new Error(`Context "domainName" must be a lower-case host name, got "${String(domainName)}"`);
  }
  if (!/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(String(certificateArn))) {
    throw new Error(`Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront's region)`);
  }
  return { domainName: String(domainName), certificateArn: String(certificateArn) };
}

function optionalEmail(value: unknown, key: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(value))) {
    throw new Error(`Context "${key}" must be an email address, got "${String(value)}"`);
  }
  return String(value);
}

function parseBoolean(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`Expected true or false, got "${String(value)}"`);
}

function parsePositive(value: unknown, fallback: number, key: string): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`Context "${key}" must be a positive integer, got "${String(value)}"`);
  return n;
}

/** Variables the stack sets itself (or Lambda reserves) cannot be overridden from context. */
const RESERVED =
  /^(AWS_|LAMBDA_|_)|^(AUTH_MODE|APP_ORIGIN|CLIENT_ADDRESS_HEADER|TABLE_NAME|FILES_BUCKET|EVENT_BUS_NAME|CREDENTIALS_KEY_ARN|SYNC_QUEUE_URL|WEBHOOK_QUEUE_URL|FORECAST_QUEUE_URL|EXPORT_QUEUE_URL|COGNITO_.*|.*_SECRET_ARN|NODE_OPTIONS)$/;

/**
 * Settings the local app and the tests use that must never reach AWS: webhooks to private addresses (the SSRF rule's
 * only override), a shrunk retry schedule, and the fan-out keeping endpoints it read (there it would not hear of a
 * change made by the API's functions).
 */
const LOCAL_ONLY = /^(WEBHOOKS_ALLOW_PRIVATE_TARGETS|WEBHOOK_RETRY_DELAYS_SECONDS|WEBHOOK_TARGETS_CACHE_SECONDS)$/;

function parseEnvironment(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Context "environment" must be an object of name → string value');
  }
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(parsed)) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) throw new Error(`Context "environment": bad variable name "${name}"`);
    if (RESERVED.test(name)) throw new Error(`Context "environment": ${name} is set by the stack itself`);
    if (LOCAL_ONLY.test(name)) {
      throw new Error(
        `Context "environment": ${name} is for local runs and tests only; in AWS webhooks reach only public https URLs`,
      );
    }
    if (/SECRET|API_KEY|PASSWORD|TOKEN/.test(name)) {
      throw new Error(`Context "environment": ${name} looks secret; store it in Secrets Manager (infra/README.md)`);
    }
    out[name] = String(v);
  }
  return out;
}
