import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../../adapters/integrations/kit/connector-error';
import { isTransientError, PermanentFailure } from '../../domain/automations/retry';
import { stepFailureOf } from './step-failure';

const kindOf = (error: unknown) => (isTransientError(stepFailureOf(error)) ? 'retried' : 'final');

describe('stepFailureOf', () => {
  it('retries what may pass: a rate limit, no answer, a 5xx from the provider', () => {
    expect(kindOf(new ConnectorError('rate_limited', 'Slack is rate limiting', 429, 30))).toBe('retried');
    expect(kindOf(new ConnectorError('unreachable', 'Could not reach Slack: timed out'))).toBe('retried');
    expect(kindOf(new ConnectorError('provider_error', 'Slack failed (503): down', 503))).toBe('retried');
  });

  it('fails for good what retrying cannot change, keeping the message', () => {
    expect(kindOf(new ConnectorError('auth_rejected', 'Slack rejected the credentials', 401))).toBe('final');
    expect(kindOf(new ConnectorError('provider_error', 'Slack answered 404: channel_not_found', 404))).toBe('final');
    expect(kindOf(new ConnectorError('provider_error', 'Slack said channel_not_found'))).toBe('final');
    const failure = stepFailureOf(new ConnectorError('forbidden', 'Teams refused access: missing scope', 403));
    expect(failure).toBeInstanceOf(PermanentFailure);
    expect((failure as Error).message).toBe('Teams refused access: missing scope');
  });

  it('leaves other errors as they are, for the retry rules to read', () => {
    const sdk = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    expect(stepFailureOf(sdk)).toBe(sdk);
  });
});
