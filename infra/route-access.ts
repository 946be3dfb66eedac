import type { RouteDefinition } from '../shared/api/routes';
import type { SecretName } from './constructs/secrets';

/**
 * What a route's function may touch beyond the table, decided from the route itself so that adding a route to
 * the table needs no infra edit. The rule is by the handler's resource folder (`functions/http/<folder>/…`):
 * a new route in an existing area gets that area's access; a new area gets the baseline until a rule is added
 * here — the safe default for least privilege.
 *
 * Baseline, for every route: item reads and writes on the table (sessions live there, so even public routes such
 * as sign-in need it) and the common settings.
 */
export interface RouteAccess {
  /** Secrets fetched at runtime through `readSecret(name)`. */
  readonly secrets: readonly SecretName[];
  /** Read and write the uploaded-files bucket (`FILES_BUCKET`). */
  readonly files: boolean;
  /** Encrypt and decrypt with the integration-credentials KMS key (`CREDENTIALS_KEY_ARN`). */
  readonly credentialsKey: boolean;
  /** Put business events on the event bus (`EVENT_BUS_NAME`): every route that changes something. */
  readonly publishEvents: boolean;
}

interface AreaRule {
  readonly secrets?: readonly SecretName[];
  readonly files?: boolean;
  readonly credentialsKey?: boolean;
  /** For areas that wait on a provider (OpenAI answers can take 20 s). API Gateway gives up at 30 s. */
  readonly timeoutSeconds?: number;
}

/** A handler slower than this is a bug, except in the areas that set their own. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** Keyed by the first segment of `route.handler`. */
export const AREA_RULES: Readonly<Record<string, AreaRule>> = {
  auth: { secrets: ['AUTH_COOKIE_SECRET'] },
  ai: { secrets: ['OPENAI_API_KEY'], timeoutSeconds: 29 },
  chat: { secrets: ['OPENAI_API_KEY'], timeoutSeconds: 29 },
  subscription: { secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  billing: { secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  financial: { secrets: ['PLAID_SECRET'], files: true, timeoutSeconds: 29 },
  integrations: { credentialsKey: true, timeoutSeconds: 29 },
};

export function routeTimeoutSeconds(route: Pick<RouteDefinition, 'handler'>): number {
  return AREA_RULES[route.handler.split('/')[0] ?? '']?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
}

export function routeAccess(route: Pick<RouteDefinition, 'method' | 'handler'>): RouteAccess {
  const area = route.handler.split('/')[0] ?? '';
  const rule = AREA_RULES[area] ?? {};
  return {
    secrets: rule.secrets ?? [],
    files: rule.files ?? false,
    credentialsKey: rule.credentialsKey ?? false,
    publishEvents: route.method !== 'GET',
  };
}
