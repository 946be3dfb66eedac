import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './csrf';

describe('isOwnOrigin', () => {
  it('accepts the request host, with its port', () => {
    expect(isOwnOrigin('http://localhost:3000', 'localhost:3000', undefined)).toBe(true);
    expect(isOwnOrigin('http://localhost:3001', 'localhost:3000', undefined)).toBe(false);
  });
  it('accepts the configured app origin (CloudFront in front of API Gateway)', () => {
    expect(isOwnOrigin('https://app.example.com', 'abc.execute-api.aws', 'https://app.example.com')).toBe(true);
    expect(isOwnOrigin('https://evil.example.com', 'abc.execute-api.aws', 'https://app.example.com')).toBe(false);
  });
  it('refuses the opaque origin and garbage', () => {
    expect(isOwnOrigin('null', 'localhost:3000', undefined)).toBe(false);
    expect(isOwnOrigin('not a url', 'localhost:3000', undefined)).toBe(false);
  });
});
