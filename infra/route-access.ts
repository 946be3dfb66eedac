import type { RouteDefinition } from '../shared/api/route-contract';
import type { SecretName } from './constructs/secrets';

/**
 * What a function may touch, derived from its code so that adding a route (or a feature) needs no infra edit and
 * no function gets more than it uses:
 *
 * 1. **Module rules** (precise): the infra reads which project modules each handler's bundle contains (esbuild's
 *    own resolution, see `handler-modules.ts`). A function that bundles the module that reads a secret or calls a
 *    service gets exactly that access. Moving that call to another module means updating the rule here; a test
 *    checks every module named below exists, so a rename fails loudly instead of silently dropping a grant.
 * 2. **Area rules** (coarse, by `functions/http/<area>/…`): timeouts, and access for a feature whose client module
 *    does not exist yet. Replace each with a module rule when its module lands.
 *
 * Every function also gets its own log group (in `AppFunction`).
 */
export interface FunctionAccess {
  /** Item reads and writes on the table and its named indexes (`TABLE_NAME`). */
  readonly table: boolean;
  /** Secrets fetched at runtime through `readSecret(name)` (`<NAME>_SECRET_ARN`). */
  readonly secrets: readonly SecretName[];
  /** Read and write the uploaded-files bucket (`FILES_BUCKET`). */
  readonly files: boolean;
  /** Encrypt and decrypt with the integration-credentials KMS key (`CREDENTIALS_KEY_ARN`). */
  readonly credentialsKey: boolean;
  /** Put business events on the event bus (`EVENT_BUS_NAME`). */
  readonly publishEvents: boolean;
  /** Send e-mail (SES) and SMS (SNS) when the stage enables message delivery (`MESSAGE_DELIVERY=aws`). */
  readonly sendMessages: boolean;
  /** Send messages to the sync queue (`SYNC_QUEUE_URL`): the hourly fan-out, and connect/remove. */
  readonly sendToSyncQueue: boolean;
  /**
   * Append to the audit log: PutItem on `AUDIT#…` keys. Every other function is denied any write there, and no
   * function may update or delete an audit item (`Data.grantData`).
   */
  readonly auditWrites: boolean;
  /** Send webhook delivery attempts to the webhook queue (`WEBHOOK_QUEUE_URL`). */
  readonly sendToWebhookQueue: boolean;
  /** Ask for forecast recomputes on the forecast queue (`FORECAST_QUEUE_URL`): the jobs that change the books. */
  readonly sendToForecastQueue: boolean;
  /** Queue background exports on the export queue (`EXPORT_QUEUE_URL`): the route that starts one. */
  readonly sendToExportQueue: boolean;
  /** Query the table's global indexes: the audit log's reader (a page by actor or by target). */
  readonly queryIndexes: boolean;
  /** Scan the table: only the one-off sweep for note follow-ups (`functions/data/automations/follow-up-sweep.ts`). */
  readonly scanTable: boolean;
}

type Rule = Partial<FunctionAccess>;

/** Keyed by repo-relative module path: the module that makes the call. */
export const MODULE_RULES: Readonly<Record<string, Rule>> = {
  'functions/platform/dynamodb/client.ts': { table: true },
  'functions/platform/auth/cognito.ts': { secrets: ['AUTH_COOKIE_SECRET'] },
  'functions/platform/ai/ai-provider.ts': { secrets: ['OPENAI_API_KEY'] },
  'functions/platform/storage.ts': { files: true },
  'functions/platform/events.ts': { publishEvents: true },
  'functions/adapters/message-senders.ts': { sendMessages: true },
  'functions/platform/crypto/credentials-cipher.ts': { credentialsKey: true },
  'functions/platform/sync-queue.ts': { sendToSyncQueue: true },
  'functions/services/audit/audit-chain.ts': { auditWrites: true },
  'functions/services/audit/audit-read.ts': { queryIndexes: true },
  'functions/platform/webhook-queue.ts': { sendToWebhookQueue: true },
  'functions/platform/forecast-queue.ts': { sendToForecastQueue: true },
  'functions/platform/export-queue.ts': { sendToExportQueue: true },
  'functions/adapters/stripe/stripe-settings.ts': { secrets: ['STRIPE_SECRET_KEY'] },
  'functions/adapters/stripe/stripe-webhook.ts': { secrets: ['STRIPE_WEBHOOK_SECRET'] },
  'functions/adapters/plaid-settings.ts': { secrets: ['PLAID_SECRET'] },
  'functions/data/automations/follow-up-sweep.ts': { scanTable: true },
};

interface AreaRule extends Rule {
  /** For areas that wait on a provider (OpenAI answers can take 20 s). API Gateway gives up at 30 s. */
  readonly timeoutSeconds?: number;
}

/** Keyed by the first segment of `route.handler`. */
export const AREA_RULES: Readonly<Record<string, AreaRule>> = {
  assistant: { timeoutSeconds: 29 },
  finance: { timeoutSeconds: 29 },
  integrations: { timeoutSeconds: 29 },
  /** Discovery, the token exchange and the JWKS of a workspace's identity provider, each up to 5 s. */
  sso: { timeoutSeconds: 29 },
  team: { timeoutSeconds: 29 },
  // Deleting a workspace deletes every item and file it has.
  workspace: { timeoutSeconds: 29 },
};

/** A handler slower than this is a bug, except in the areas that set their own. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

export const NO_ACCESS: FunctionAccess = {
  table: false,
  secrets: [],
  files: false,
  credentialsKey: false,
  publishEvents: false,
  sendMessages: false,
  sendToSyncQueue: false,
  auditWrites: false,
  sendToWebhookQueue: false,
  sendToForecastQueue: false,
  sendToExportQueue: false,
  queryIndexes: false,
  scanTable: false,
};

type Flag = Exclude<keyof FunctionAccess, 'secrets'>;
const FLAGS = (Object.keys(NO_ACCESS) as (keyof FunctionAccess)[]).filter((key): key is Flag => key !== 'secrets');

/** What any of the rules grants: each flag granted by one of them, and all their secrets. */
export function mergeAccess(...rules: Rule[]): FunctionAccess {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, rules.some((rule) => rule[flag] === true)]));
  const secrets = [...new Set(rules.flatMap((rule) => rule.secrets ?? []))].sort();
  return { ...(flags as Record<Flag, boolean>), secrets };
}

/** Access for a function whose bundle contains `modules` (repo-relative paths). */
export function accessForModules(modules: ReadonlySet<string>, ...extra: Rule[]): FunctionAccess {
  const fromModules = Object.entries(MODULE_RULES)
    .filter(([module]) => modules.has(module))
    .map(([, rule]) => rule);
  return mergeAccess(...fromModules, ...extra);
}

export function areaOf(route: Pick<RouteDefinition, 'handler'>): string {
  return route.handler.split('/')[0] ?? '';
}

export function routeAccess(route: Pick<RouteDefinition, 'handler'>, modules: ReadonlySet<string>): FunctionAccess {
  const { timeoutSeconds: _timeout, ...areaRule } = AREA_RULES[areaOf(route)] ?? {};
  return accessForModules(modules, areaRule);
}

export function routeTimeoutSeconds(route: Pick<RouteDefinition, 'handler'>): number {
  return AREA_RULES[areaOf(route)]?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
}
