import { ConnectorError } from '../../adapters/integrations/kit/connector-error';
import { PermanentFailure, TransientFailure } from '../../domain/automations/retry';

/**
 * A connector's failure as a step's: a rate limit, no answer, or a 5xx may pass, so the step is retried on the
 * schedule; a refused key, an unknown channel or contact, any other answer will not change by retrying. Anything else
 * is left as it is (the retry rules read SDK errors themselves).
 */
export function stepFailureOf(error: unknown): unknown {
  if (!(error instanceof ConnectorError)) return error;
  const passing =
    error.kind === 'rate_limited' ||
    error.kind === 'unreachable' ||
    (error.kind === 'provider_error' && (error.status ?? 0) >= 500);
  return passing ? new TransientFailure(error.message) : new PermanentFailure(error.message);
}
