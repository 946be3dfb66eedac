import { API_KEY_BURST_PER_SECOND, API_KEY_REQUESTS_PER_MINUTE } from '@shared/api/abuse-limits';
import * as z from '@shared/zod';
import { perContext } from './runtime-context';

/**
 * Every setting the functions read, parsed once with zod so a bad value fails loudly at the first request
 * instead of deep inside a handler. `.env.example` documents each one; infra sets them per function.
 */
const configSchema = z.object({
  /** `local`: built-in email + password sign-in. `cognito`: Cognito managed login (OAuth2 code + PKCE). */
  AUTH_MODE: z._default(z.enum(['local', 'cognito']), 'local'),
  /** The app's public origin, e.g. `https://d111.cloudfront.net`. Used for CSRF checks and OAuth redirects. */
  APP_ORIGIN: z.optional(z.url()),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z._default(z.string().check(z.minLength(1)), 'bizpilot'),
  /** Points the data layer at another DynamoDB (the embedded engine, DynamoDB Local…). Unset in AWS. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  FILES_BUCKET: z._default(z.string().check(z.minLength(1)), 'bizpilot-files'),
  /** Points storage at an S3-compatible server (the embedded s3rver locally). Unset in AWS. */
  S3_ENDPOINT: z.optional(z.url()),
  /**
   * Where browsers post presigned uploads: the stack sets the bucket's regional URL, the one the page's
   * Content-Security-Policy allows. Unset: the S3 client's own URL for the bucket (s3rver's, locally).
   */
  FILES_UPLOAD_URL: z.optional(z.url()),
  /** Cognito managed-login base URL, e.g. `https://bizpilot.auth.eu-west-1.amazoncognito.com`. */
  COGNITO_DOMAIN: z.optional(z.url()),
  COGNITO_CLIENT_ID: z.optional(z.string()),
  COGNITO_USER_POOL_ID: z.optional(z.string()),
  /** Defaults to the user pool's issuer; tests point it at a local JWKS server. */
  COGNITO_ISSUER: z.optional(z.url()),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']), 'INFO'),
  /** An OpenAI-compatible server; unset means api.openai.com. The key itself is the secret `OPENAI_API_KEY`. */
  OPENAI_BASE_URL: z.optional(z.url()),
  OPENAI_MODEL: z._default(z.string().check(z.minLength(1)), 'gpt-4o-mini'),
  /** Per-request limit for AI calls; on timeout the built-in analyst answers instead. */
  OPENAI_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(1000), z.lte(120_000)), 20_000),
  /** Stripe's price ids for the paid tiers; required with `STRIPE_SECRET_KEY` (the key itself is a secret). */
  STRIPE_PRICE_PRO: z.optional(z.string().check(z.startsWith('price_'))),
  STRIPE_PRICE_ELITE: z.optional(z.string().check(z.startsWith('price_'))),
  /** Another Stripe API origin (a local fake in tests); unset means api.stripe.com. */
  STRIPE_API_URL: z.optional(z.url()),
  /** Plaid's client id (the secret is `PLAID_SECRET`); with both, bank linking runs through Plaid. */
  PLAID_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /** Which Plaid environment the keys belong to. */
  PLAID_ENV: z._default(z.enum(['sandbox', 'production']), 'sandbox'),
  /** Another Plaid API origin (the tests' fake Plaid); unset means Plaid's host for `PLAID_ENV`. */
  PLAID_API_URL: z.optional(z.url()),
  /** The app's EventBridge bus for business events. Unset locally: the in-process bus delivers them. */
  EVENT_BUS_NAME: z.optional(z.string().check(z.minLength(1))),
  /** `aws`: email and SMS actions send through SES and SNS. `outbox` (local default): they are only stored. */
  MESSAGE_DELIVERY: z._default(z.enum(['outbox', 'aws']), 'outbox'),
  /** SES-verified sender of automation emails; required when MESSAGE_DELIVERY=aws. */
  SES_FROM_ADDRESS: z.optional(z.email()),
  /** The KMS key that wraps the data keys of stored credentials (set by the stack). */
  CREDENTIALS_KEY_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Locally: the key file that stands in for KMS (the runtime puts it in DATA_DIR, mode 0600). */
  CREDENTIALS_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  /**
   * The request header that carries the client's address when a trusted proxy sets it (the stack:
   * `x-viewer-address`, set by a CloudFront Function). Unset: the connection's address, never a header the client could forge.
   */
  CLIENT_ADDRESS_HEADER: z.optional(z.string().check(z.toLowerCase())),
  /**
   * How long (seconds) a process may trust a session it read from the table, saving a read per request. Only where
   * every sign-out runs in this same process, which forgets the session at once: the local runtime (5). In AWS each
   * route is its own function, and a logout in one container cannot reach another's memory, so it stays 0 (every
   * request reads the session).
   */
  SESSION_CACHE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60)), 0),
  /** Check every JSON answer against its route's response schema (the local runtime and the tests; off in AWS). */
  VALIDATE_RESPONSES: z._default(z.stringbool(), false),
  /**
   * Which addresses a connection's API URL may point to: `public` (AWS: https and public addresses only, the SSRF
   * rule) or `local` (the local runtime: loopback too, where the provider sandbox listens).
   */
  INTEGRATION_URL_POLICY: z._default(z.enum(['public', 'local']), 'public'),
  /** Locally: the provider sandbox's origin, which 'Use sandbox' connects to. Never set in AWS. */
  INTEGRATION_SANDBOX_URL: z.optional(z.url()),
  /**
   * Tests and the sandbox: the OAuth2 endpoints of every provider at `<base>/<provider>/authorize|token` instead of
   * the providers' own. Unset in AWS.
   */
  INTEGRATION_OAUTH_BASE_URL: z.optional(z.url()),
  /**
   * Local testing only: lets single sign-on use an `http://` loopback issuer (an OpenID provider on this machine).
   * Honoured only with `AUTH_MODE=local`, so no AWS deployment (always Cognito) can accept a private issuer.
   */
  SSO_ALLOW_PRIVATE_ISSUERS: z._default(z.stringbool(), false),
  /**
   * An API key's requests per minute and per second (`shared/api/abuse-limits.ts` has the plan's numbers, the
   * defaults). Only tests lower them, to reach the limit within a test.
   */
  API_KEY_REQUESTS_PER_MINUTE: z._default(z.coerce.number().check(z.int(), z.gte(1)), API_KEY_REQUESTS_PER_MINUTE),
  API_KEY_BURST_PER_SECOND: z._default(z.coerce.number().check(z.int(), z.gte(1)), API_KEY_BURST_PER_SECOND),
  /** The queue the hourly sync fans out to (SQS, set by the stack). Unset locally: the in-process queue. */
  SYNC_QUEUE_URL: z.optional(z.url()),
  /** The queue of webhook delivery attempts (SQS, set by the stack). Unset locally: the in-process queue. */
  WEBHOOK_QUEUE_URL: z.optional(z.url()),
  /** The queue of forecast recomputes the jobs ask for (SQS, set by the stack). Unset locally: the in-process queue. */
  FORECAST_QUEUE_URL: z.optional(z.url()),
  /** The queue of background workspace exports (SQS, set by the stack). Unset locally: the in-process queue. */
  EXPORT_QUEUE_URL: z.optional(z.url()),
  /**
   * Local runs and tests only: webhooks may target `http://` and loopback addresses (a receiver on this machine).
   * The AWS stack refuses to deploy with it; there webhooks reach only https URLs on public addresses.
   */
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: z._default(z.stringbool(), false),
  /**
   * How long (seconds) the webhook fan-out may reuse a workspace's endpoints and plan it read, saving two reads per
   * event. Only where every endpoint and plan change runs in this same process, which forgets them at once: the local
   * runtime (5). In AWS the fan-out is its own function and cannot hear of a change made by the API's, so it stays 0
   * (each event reads them; a read under way is still shared).
   */
  WEBHOOK_TARGETS_CACHE_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60)), 0),
  /**
   * The waits before each retry of a webhook delivery, in seconds, comma-separated (tests shrink it). The default is
   * issue 32's: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
   */
  WEBHOOK_RETRY_DELAYS_SECONDS: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d+(,\d+)*$/)),
      z.transform((list) => list.split(',').map(Number)),
    ),
    [5, 300, 1800, 7200, 18_000, 36_000, 36_000],
  ),
});

export type Config = z.infer<typeof configSchema>;

/** The running context's settings, read from the environment when the context starts using them. */
export const config: () => Config = perContext(() => parseConfig(process.env));

function parseConfig(env: Record<string, string | undefined>): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return parsed.data;
}

export function cognitoIssuer(c: Config = config()): string {
  if (c.COGNITO_ISSUER) return c.COGNITO_ISSUER;
  if (!c.COGNITO_USER_POOL_ID) throw new Error('COGNITO_USER_POOL_ID is required when AUTH_MODE=cognito');
  return `https://cognito-idp.${c.AWS_REGION}.amazonaws.com/${c.COGNITO_USER_POOL_ID}`;
}
