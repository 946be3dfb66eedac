import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './csrf';

describe('isOwnOrigin', () => {
  const app = 'https://app.example.com';
  const localApp = 'http://localhost:3000';

  it.each([
    [app, 'https://app.example.com', true, 'the app origin itself'],
    [app, 'https://app.example.com:443', true, 'its default port written out'],
    [app, 'http://app.example.com', false, 'another scheme'],
    [app, 'https://app.example.com:8443', false, 'another port'],
    [app, 'https://evil.example.com', false, 'another host'],
    [app, 'https://app.example.com.evil.example', false, 'a host that only begins like it'],
    [localApp, 'http://127.0.0.1:3000', true, 'another loopback name of a local app, same scheme and port'],
    [localApp, 'http://[::1]:3000', true, 'the IPv6 loopback of a local app'],
    [localApp, 'https://localhost:3000', false, 'a loopback on another scheme'],
    [localApp, 'http://localhost:3001', false, 'a loopback on another port'],
    [app, 'http://127.0.0.1:3000', false, 'a loopback when the app is not local'],
  ])('with the app at %s, %s is its own origin: %s (%s)', (appOrigin, origin, own) => {
    expect(isOwnOrigin(origin, appOrigin)).toBe(own);
  });

  it('refuses the opaque origin, garbage, and everything when no app origin is configured', () => {
    expect(isOwnOrigin('null', localApp)).toBe(false);
    expect(isOwnOrigin('not a url', localApp)).toBe(false);
    expect(isOwnOrigin(localApp, undefined)).toBe(false);
  });
});
