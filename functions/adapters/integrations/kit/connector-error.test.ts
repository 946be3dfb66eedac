import { describe, expect, it } from 'vitest';
import { providerErrorReason, redact } from './connector-error';

describe('connector errors', () => {
  it("finds the human reason in each provider's error envelope", () => {
    expect(providerErrorReason({ error: { message: 'No such customer', type: 'invalid_request_error' } })).toBe(
      'No such customer',
    );
    expect(providerErrorReason([{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }])).toBe(
      'Session expired or invalid',
    );
    expect(providerErrorReason({ error: 'invalid_grant', error_description: 'Token has been revoked.' })).toBe(
      'Token has been revoked.',
    );
    expect(providerErrorReason({ Fault: { Error: [{ Message: 'AuthenticationFailed' }] } })).toBe(
      'AuthenticationFailed',
    );
    expect(providerErrorReason({ title: 'API Key Invalid', detail: 'Your API key may be invalid.' })).toBe(
      'Your API key may be invalid.',
    );
    expect(providerErrorReason({ errors: [{ message: 'Not Authorized' }] })).toBe('Not Authorized');
    expect(providerErrorReason('<html>Bad gateway</html>')).toBeUndefined();
    expect(providerErrorReason(`${'x'.repeat(400)}`)).toHaveLength(300);
  });

  it('removes secrets in plain, URL-encoded and Base64 form', () => {
    const secret = 'key/with+chars';
    const text = `a ${secret} b ${encodeURIComponent(secret)} c ${Buffer.from(secret).toString('base64')}`;
    expect(redact(text, [secret, undefined, 'ab'])).toBe('a [redacted] b [redacted] c [redacted]');
  });
});
