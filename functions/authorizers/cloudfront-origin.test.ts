import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler, isFromCloudFront } from './cloudfront-origin';

describe('CloudFront origin authorizer', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('accepts only an exact accepted value in x-origin-verify', () => {
    expect(isFromCloudFront({ 'x-origin-verify': 's3cret' }, ['s3cret'])).toBe(true);
    expect(isFromCloudFront({ 'x-origin-verify': 's3cre' }, ['s3cret'])).toBe(false);
    expect(isFromCloudFront({ 'x-origin-verify': 's3cret!' }, ['s3cret'])).toBe(false);
    expect(isFromCloudFront({}, ['s3cret'])).toBe(false);
    expect(isFromCloudFront(undefined, ['s3cret'])).toBe(false);
    expect(isFromCloudFront({ 'x-origin-verify': '' }, [''])).toBe(false);
    expect(isFromCloudFront({ 'x-origin-verify': 'x' }, [])).toBe(false);
  });

  it('accepts the previous value too, so the secret can rotate without downtime', () => {
    expect(isFromCloudFront({ 'x-origin-verify': 'old' }, ['new', 'old'])).toBe(true);
    expect(isFromCloudFront({ 'x-origin-verify': 'new' }, ['new', 'old'])).toBe(true);
  });

  it('answers in the simple-response format', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', 'from-cloudfront');
    await expect(handler({ headers: { 'x-origin-verify': 'from-cloudfront' } })).resolves.toEqual({
      isAuthorized: true,
    });
    await expect(handler({ headers: { 'x-origin-verify': 'guess' } })).resolves.toEqual({ isAuthorized: false });
  });

  it('fails loudly when the secret is not configured', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', '');
    vi.stubEnv('ORIGIN_VERIFY_SECRET_SECRET_ARN', '');
    await expect(handler({ headers: {} })).rejects.toThrow(/ORIGIN_VERIFY_SECRET/);
  });
});
