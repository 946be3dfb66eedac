import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './csrf';

describe('isOwnOrigin', () => {
  it('accepts exactly the configured app origin: scheme, host and port', () => {
    const app = 'https://app.example.com';
    expect(isOwnOrigin('https://app.example.com', app)).toBe(true);
    expect(isOwnOrigin('https://app.example.com:443', app)).toBe(true);
    expect(isOwnOrigin('http://app.example.com', app)).toBe(false);
    expect(isOwnOrigin('https://app.example.com:8443', app)).toBe(false);
    expect(isOwnOrigin('https://evil.example.com', app)).toBe(false);
    expect(isOwnOrigin('https://app.example.com.evil.example', app)).toBe(false);
  });

  it('treats the loopback names of a local app origin as one, on the same scheme and port only', () => {
    const app = 'http://localhost:3000';
    expect(isOwnOrigin('http://127.0.0.1:3000', app)).toBe(true);
    expect(isOwnOrigin('http://[::1]:3000', app)).toBe(true);
    expect(isOwnOrigin('https://localhost:3000', app)).toBe(false);
    expect(isOwnOrigin('http://localhost:3001', app)).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3000', 'https://app.example.com')).toBe(false);
  });

  it('refuses the opaque origin, garbage, and everything when no app origin is configured', () => {
    expect(isOwnOrigin('null', 'http://localhost:3000')).toBe(false);
    expect(isOwnOrigin('not a url', 'http://localhost:3000')).toBe(false);
    expect(isOwnOrigin('http://localhost:3000', undefined)).toBe(false);
  });
});
